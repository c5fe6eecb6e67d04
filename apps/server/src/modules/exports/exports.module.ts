import { defineModule } from '../../core/module';
import type { JobsService } from '../jobs/jobs.service';
import type { FilesService } from '../files/files.service';
import { createExportsService } from './exports.service';
import { exportsRoutes } from './exports.routes';

export const exportsModule = defineModule({
  name: 'exports',
  services: (deps, s: { jobs: JobsService; files: FilesService }) => ({
    exports: createExportsService({ ...deps, ...s }),
  }),
  routes: exportsRoutes,
});
