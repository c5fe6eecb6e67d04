import { certificationsStep } from '../../integration/simulator/steps/reviews';
import { defineModule } from '../../core/module';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { TodosService } from '../homepage/todos.service';
import type { FilesService } from '../files/files.service';
import { createCertificationService } from './certification.service';
import { certificationRoutes } from './certification.routes';
import { certificationReviewRoutes } from './certification-reviews.routes';

export const certificationModule = defineModule({
  name: 'certification',
  services: (
    deps,
    s: { operationRecords: OperationRecordsService; todos: TodosService; files: FilesService },
  ) => ({ certification: createCertificationService({ ...deps, ...s }) }),
  routes: certificationRoutes,
  integrationRoutes: certificationReviewRoutes,
  simulatorSteps: { certifications: certificationsStep },
});
