import { TODO_TYPE, VAS_CODE, VAS_STATUS_LABELS, type VasStatus } from '@oms/contracts';
import { vasOrdersStep } from '../../integration/simulator/steps/vas-orders';
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
import type { SearchBoard } from '../search/search-board.service';
import type { SigningService } from '../signing/signing.service';
import { vasOrdersExport } from './vas-orders.export';
import { createVasMoves } from './vas-orders.moves';
import { vasOrdersRoutes } from './vas-orders.routes';
import { vasOrdersSearch } from './vas-orders.search.repository';
import { createVasOrdersService } from './vas-orders.service';
import { vasWarehouseRoutes } from './vas-warehouse.routes';
import { createVasWarehouseService } from './vas-warehouse.service';

/** States the home page counts: what is still on its way (not drafts, not finished ones). */
const FOLLOWED: readonly VasStatus[] = ['PENDING_QUOTE', 'QUOTED', 'CONFIRMED', 'PROCESSING'];

/**
 * Value-added service orders: asked by the customer, quoted and done by the warehouse; the pieces
 * through the inventory kernel, the quote through the finance kernel.
 */
export const vasOrdersModule = defineModule({
  name: 'vas-orders',
  services: (
    deps,
    s: {
      searchBoard: SearchBoard;
      homeBoard: HomeBoard;
      operationRecords: OperationRecordsService;
      todos: TodosService;
      finance: FinanceService;
      fees: FeesService;
      files: FilesService;
      signing: SigningService;
      certification: CertificationService;
      inventory: InventoryService;
      exports: ExportsService;
    },
  ) => {
    const moves = createVasMoves(s);
    return {
      vasOrders: createVasOrdersService({ ...deps, ...s, moves }),
      vasWarehouse: createVasWarehouseService({ ...deps, todos: s.todos, files: s.files, moves }),
    };
  },
  routes: vasOrdersRoutes,
  integrationRoutes: vasWarehouseRoutes,
  setup: (s, deps) => {
    s.exports.define(vasOrdersExport);
    s.searchBoard.add(vasOrdersSearch(deps.db));
    s.homeBoard.counter({
      relateType: TODO_TYPE.valueAddedService,
      code: VAS_CODE,
      countByStatus: (companyId) => s.vasOrders.countByStatus(companyId, FOLLOWED),
      statusText: (status, language) => VAS_STATUS_LABELS[status as VasStatus]?.[language] ?? status,
    });
  },
  simulatorSteps: { vasOrders: vasOrdersStep },
});
