import { defineModule } from '../../core/module';
import type { JobsService } from '../jobs/jobs.service';
import type { FilesService } from '../files/files.service';
import { createImportsService } from './imports.service';
import { importsRoutes } from './imports.routes';

export const importsModule = defineModule({
  name: 'imports',
  services: (deps, s: { jobs: JobsService; files: FilesService }) => ({
    imports: createImportsService({ ...deps, ...s }),
  }),
  routes: importsRoutes,
});
