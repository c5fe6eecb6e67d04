import { RELABEL_CODE, RELABEL_STATUS_LABELS, TODO_TYPE, type RelabelStatus } from '@oms/contracts';
import { relabelOrdersStep } from '../../integration/simulator/steps/relabel-orders';
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
import { relabelOrdersExport } from './relabel-orders.export';
import { createRelabelMoves } from './relabel-orders.moves';
import { relabelOrdersRoutes } from './relabel-orders.routes';
import { relabelOrdersSearch } from './relabel-orders.search.repository';
import { createRelabelOrdersService } from './relabel-orders.service';
import { relabelWarehouseRoutes } from './relabel-warehouse.routes';
import { createRelabelWarehouseService } from './relabel-warehouse.service';

/** States the home page counts: what is still on its way (not drafts, not finished ones). */
const FOLLOWED: readonly RelabelStatus[] = ['PENDING_REVIEW', 'PROCESSING'];

/**
 * Relabel orders: written by the customer (old SKU → new SKU), reserved at submit, reviewed and
 * done by the warehouse; stock through the inventory kernel, the fee through the finance kernel.
 */
export const relabelOrdersModule = defineModule({
  name: 'relabel-orders',
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
    const moves = createRelabelMoves(s);
    return {
      relabelOrders: createRelabelOrdersService({ ...deps, ...s, moves }),
      relabelWarehouse: createRelabelWarehouseService({ ...deps, todos: s.todos, files: s.files, moves }),
    };
  },
  routes: relabelOrdersRoutes,
  integrationRoutes: relabelWarehouseRoutes,
  setup: (s, deps) => {
    s.exports.define(relabelOrdersExport);
    s.searchBoard.add(relabelOrdersSearch(deps.db));
    s.homeBoard.counter({
      relateType: TODO_TYPE.relabel,
      code: RELABEL_CODE,
      countByStatus: (companyId) => s.relabelOrders.countByStatus(companyId, FOLLOWED),
      statusText: (status, language) => RELABEL_STATUS_LABELS[status as RelabelStatus]?.[language] ?? status,
    });
  },
  simulatorSteps: { relabelOrders: relabelOrdersStep },
});
