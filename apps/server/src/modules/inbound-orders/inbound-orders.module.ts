import {
  formatMessage,
  INBOUND_CODE,
  INBOUND_STATUS_LABELS,
  TODO_TYPE,
  type InboundStatus,
} from '@oms/contracts';
import { inboundOrdersStep } from '../../integration/simulator/steps/inbound-orders';
import { defineModule } from '../../core/module';
import type { AccountsService } from '../accounts/accounts.service';
import type { CertificationService } from '../certification/certification.service';
import type { ClaimDocumentCheckers } from '../claims/claim-documents.service';
import type { ExportsService } from '../exports/exports.service';
import type { FeesService } from '../fees/fees.service';
import type { FilesService } from '../files/files.service';
import type { FinanceService } from '../finance/finance.service';
import type { HomeBoard } from '../homepage/home-board.service';
import type { TodosService } from '../homepage/todos.service';
import type { ImportsService } from '../imports/imports.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { OverReceiptsService } from '../over-receipts/over-receipts.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import type { SigningService } from '../signing/signing.service';
import { inboundLinesImport } from './inbound-orders.import';
import { inboundOrdersExport } from './inbound-orders.export';
import { createInboundMoves } from './inbound-orders.moves';
import { createInboundPrinting } from './inbound-orders.printing';
import { inboundOrdersRoutes } from './inbound-orders.routes';
import { createInboundOrdersService } from './inbound-orders.service';
import { inboundWarehouseRoutes } from './inbound-warehouse.routes';
import { createInboundWarehouseService } from './inbound-warehouse.service';
import type { SearchBoard } from '../search/search-board.service';
import { inboundOrdersSearch } from './inbound-orders.search.repository';

const INBOUND_FINAL: ReadonlySet<InboundStatus> = new Set(['COMPLETED', 'CANCELLED']);

/**
 * Inbound orders: drafted by the customer in full boxes, reviewed, tracked, received and put away by
 * the warehouse; stock through the inventory kernel, fees through the money kernel.
 */
export const inboundOrdersModule = defineModule({
  name: 'inbound-orders',
  services: (
    deps,
    s: {
      searchBoard: SearchBoard;
      operationRecords: OperationRecordsService;
      todos: TodosService;
      files: FilesService;
      fees: FeesService;
      finance: FinanceService;
      rateCards: RateCardsService;
      signing: SigningService;
      certification: CertificationService;
      inventory: InventoryService;
      overReceipts: OverReceiptsService;
      exports: ExportsService;
      imports: ImportsService;
      accounts: AccountsService;
      claimDocumentCheckers: ClaimDocumentCheckers;
      homeBoard: HomeBoard;
    },
  ) => {
    const moves = createInboundMoves(s);
    const inboundOrders = createInboundOrdersService({ ...deps, ...s, moves });
    const inboundWarehouse = createInboundWarehouseService({ ...deps, ...s, moves, orders: inboundOrders });
    return { inboundOrders, inboundWarehouse, inboundPrinting: createInboundPrinting({ ...deps, ...s }) };
  },
  routes: inboundOrdersRoutes,
  integrationRoutes: inboundWarehouseRoutes,
  setup: (s, deps) => {
    s.searchBoard.add(inboundOrdersSearch(deps.db));
    s.exports.define(inboundOrdersExport);
    s.imports.define(inboundLinesImport(s));
    s.claimDocumentCheckers.register('INBOUND', async (tx, owner, number) =>
      (await s.inboundOrders.hasOrderNo(tx, owner.companyId, number.trim()))
        ? 'ok'
        : 'claims.relatedNoUnknown',
    );
    // Home: the company's orders by state (all but finished ones) and the orders created each day.
    s.homeBoard.counter({
      relateType: TODO_TYPE.inbound,
      code: INBOUND_CODE,
      countByStatus: async (companyId) =>
        (await s.inboundOrders.countByStatus(companyId)).filter((r) => !INBOUND_FINAL.has(r.status)),
      statusText: (status, language) => INBOUND_STATUS_LABELS[status as InboundStatus]?.[language] ?? status,
    });
    s.homeBoard.series({
      key: 'inboundCreated',
      code: INBOUND_CODE,
      name: (language) => formatMessage('homepage.inboundCreated', language),
      perDay: (companyId, since) => s.inboundOrders.createdPerDay(companyId, since),
    });
  },
  simulatorSteps: { inboundOrders: inboundOrdersStep },
});
