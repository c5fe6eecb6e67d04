import { defineModule } from '../../core/module';
import type { JobsService } from '../jobs/jobs.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { filesDir } from '../../config';
import { createLocalStorage } from '../../lib/storage';
import { createDownloadsService } from './downloads.service';
import { createFilesService } from './files.service';
import { downloadsRoutes } from './downloads.routes';
import { filesRoutes } from './files.routes';

export const filesModule = defineModule({
  name: 'files',
  services: (deps, s: { jobs: JobsService; operationRecords: OperationRecordsService }) => {
    const files = createFilesService({ ...deps, ...s, storage: createLocalStorage(filesDir(deps.config)) });
    return { files, downloads: createDownloadsService({ jobs: s.jobs, files }) };
  },
  routes: (app) => {
    filesRoutes(app);
    downloadsRoutes(app);
  },
});
