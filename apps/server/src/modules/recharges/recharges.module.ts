import { rechargesStep } from '../../integration/simulator/steps/recharges';
import { defineModule } from '../../core/module';
import { secretsKeyOf } from '../../lib/secret-box';
import type { ExportsService } from '../exports/exports.service';
import type { FilesService } from '../files/files.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { createSandboxProvider, sandboxKeyOf } from './payment-provider';
import { paymentRoutes } from './payments.routes';
import { rechargeReviewRoutes } from './recharge-reviews.routes';
import { rechargesExport } from './recharges.export';
import { rechargesRoutes } from './recharges.routes';
import { createRechargesService } from './recharges.service';
import type { SearchBoard } from '../search/search-board.service';
import { rechargesSearch } from './recharges.search.repository';

/** Recharges (online through a payment provider, offline reviewed by the warehouse) and the /pay pages. */
export const rechargesModule = defineModule({
  name: 'recharges',
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
  ) => ({
    recharges: createRechargesService({ ...deps, ...s }),
    paymentProvider: createSandboxProvider(sandboxKeyOf(secretsKeyOf(deps.config))),
  }),
  routes: (app) => {
    rechargesRoutes(app);
    paymentRoutes(app);
  },
  integrationRoutes: rechargeReviewRoutes,
  setup: (s, deps) => {
    s.exports.define(rechargesExport);
    s.searchBoard.add(rechargesSearch(deps.db));
  },
  simulatorSteps: { recharges: rechargesStep },
});
