import { defineModule } from '../../core/module';
import type { ExportsService } from '../exports/exports.service';
import type { FeesService } from '../fees/fees.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import { overReceiptsExport } from './over-receipts.export';
import { overReceiptsRoutes } from './over-receipts.routes';
import { createOverReceiptsService } from './over-receipts.service';
import type { SearchBoard } from '../search/search-board.service';
import { overReceiptsSearch } from './over-receipts.search.repository';

/** Inbound over-receipts: recorded by receiving, decided by the customer; stock and fees through the kernels. */
export const overReceiptsModule = defineModule({
  name: 'over-receipts',
  services: (
    deps,
    s: {
      searchBoard: SearchBoard;
      operationRecords: OperationRecordsService;
      todos: TodosService;
      finance: FinanceService;
      rateCards: RateCardsService;
      fees: FeesService;
      inventory: InventoryService;
      exports: ExportsService;
    },
  ) => ({ overReceipts: createOverReceiptsService({ ...deps, ...s }) }),
  routes: overReceiptsRoutes,
  setup: (s, deps) => {
    s.exports.define(overReceiptsExport);
    s.searchBoard.add(overReceiptsSearch(deps.db));
  },
});
