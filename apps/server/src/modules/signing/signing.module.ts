import { signingsStep } from '../../integration/simulator/steps/reviews';
import { defineModule } from '../../core/module';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { TodosService } from '../homepage/todos.service';
import type { CertificationService } from '../certification/certification.service';
import type { ExportsService } from '../exports/exports.service';
import { createSigningService } from './signing.service';
import { signingExport } from './signing.export';
import { signingRoutes } from './signing.routes';
import { signingReviewRoutes } from './signing-reviews.routes';

export const signingModule = defineModule({
  name: 'signing',
  services: (
    deps,
    s: {
      operationRecords: OperationRecordsService;
      todos: TodosService;
      certification: CertificationService;
      exports: ExportsService;
    },
  ) => ({ signing: createSigningService({ ...deps, ...s }) }),
  routes: signingRoutes,
  integrationRoutes: signingReviewRoutes,
  setup: (s) => s.exports.define(signingExport),
  simulatorSteps: { signings: signingsStep },
});
