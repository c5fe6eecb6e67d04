import { claimsStep } from '../../integration/simulator/steps/claims';
import { defineModule } from '../../core/module';
import type { ExportsService } from '../exports/exports.service';
import type { FilesService } from '../files/files.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { createClaimDocumentCheckers } from './claim-documents.service';
import { claimReviewRoutes } from './claim-reviews.routes';
import { claimsExport } from './claims.export';
import { claimsRoutes } from './claims.routes';
import { createClaimsService } from './claims.service';
import type { SearchBoard } from '../search/search-board.service';
import { claimsSearch } from './claims.search.repository';

/** Compensation claims: filed by the customer, decided by the warehouse, paid through the money kernel. */
export const claimsModule = defineModule({
  name: 'claims',
  services: (
    deps,
    s: {
      searchBoard: SearchBoard;
      operationRecords: OperationRecordsService;
      todos: TodosService;
      files: FilesService;
      finance: FinanceService;
      exports: ExportsService;
    },
  ) => {
    const claimDocumentCheckers = createClaimDocumentCheckers();
    return { claimDocumentCheckers, claims: createClaimsService({ ...deps, ...s, claimDocumentCheckers }) };
  },
  routes: claimsRoutes,
  integrationRoutes: claimReviewRoutes,
  setup: (s, deps) => {
    s.exports.define(claimsExport);
    s.searchBoard.add(claimsSearch(deps.db));
  },
  simulatorSteps: { claims: claimsStep },
});
