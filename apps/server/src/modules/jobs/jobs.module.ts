import { defineModule } from '../../core/module';
import { createJobsService } from './jobs.service';

export const jobsModule = defineModule({
  name: 'jobs',
  services: (deps) => ({ jobs: createJobsService(deps) }),
});
