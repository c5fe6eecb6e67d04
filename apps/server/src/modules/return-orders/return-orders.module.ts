import { RETURN_CODE, RETURN_STATUS_LABELS, TODO_TYPE, type ReturnStatus } from '@oms/contracts';
import { returnOrdersStep } from '../../integration/simulator/steps/return-orders';
import { defineModule } from '../../core/module';
import type { CertificationService } from '../certification/certification.service';
import type { ExportsService } from '../exports/exports.service';
import type { FeesService } from '../fees/fees.service';
import type { FilesService } from '../files/files.service';
import type { FinanceService } from '../finance/finance.service';
import type { HomeBoard } from '../homepage/home-board.service';
import type { TodosService } from '../homepage/todos.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import type { SearchBoard } from '../search/search-board.service';
import type { SigningService } from '../signing/signing.service';
import { returnOrdersExport } from './return-orders.export';
import { createReturnMoves } from './return-orders.moves';
import { returnOrdersRoutes } from './return-orders.routes';
import { returnOrdersSearch } from './return-orders.search.repository';
import { createReturnOrdersService } from './return-orders.service';
import { returnWarehouseRoutes } from './return-warehouse.routes';
import { createReturnWarehouseService } from './return-warehouse.service';

/** States the home page counts: what is still on its way (not drafts, not finished ones). */
const FOLLOWED: readonly ReturnStatus[] = ['PENDING_RECEIPT', 'RECEIVED'];

/**
 * Returns: announced by the customer, received and inspected by the warehouse; stock through the
 * inventory kernel, the handling fee through the finance kernel.
 */
export const returnOrdersModule = defineModule({
  name: 'return-orders',
  services: (
    deps,
    s: {
      searchBoard: SearchBoard;
      homeBoard: HomeBoard;
      operationRecords: OperationRecordsService;
      todos: TodosService;
      finance: FinanceService;
      rateCards: RateCardsService;
      fees: FeesService;
      files: FilesService;
      signing: SigningService;
      certification: CertificationService;
      inventory: InventoryService;
      exports: ExportsService;
    },
  ) => {
    const moves = createReturnMoves(s);
    return {
      returnOrders: createReturnOrdersService({ ...deps, ...s, moves }),
      returnWarehouse: createReturnWarehouseService({ ...deps, todos: s.todos, files: s.files, moves }),
    };
  },
  routes: returnOrdersRoutes,
  integrationRoutes: returnWarehouseRoutes,
  setup: (s, deps) => {
    s.exports.define(returnOrdersExport);
    s.searchBoard.add(returnOrdersSearch(deps.db));
    s.homeBoard.counter({
      relateType: TODO_TYPE.return,
      code: RETURN_CODE,
      countByStatus: (companyId) => s.returnOrders.countByStatus(companyId, FOLLOWED),
      statusText: (status, language) => RETURN_STATUS_LABELS[status as ReturnStatus]?.[language] ?? status,
    });
  },
  simulatorSteps: { returnOrders: returnOrdersStep },
});
