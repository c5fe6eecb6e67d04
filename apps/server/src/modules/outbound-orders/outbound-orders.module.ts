import {
  formatMessage,
  OUTBOUND_CODE,
  OUTBOUND_STATUS_LABELS,
  TODO_TYPE,
  type OutboundStatus,
} from '@oms/contracts';
import { outboundOrdersStep, trackingStep } from '../../integration/simulator/steps/outbound-orders';
import { defineModule } from '../../core/module';
import type { ExportsService } from '../exports/exports.service';
import type { CertificationService } from '../certification/certification.service';
import type { ConsigneesService } from '../consignees/consignees.service';
import type { FeesService } from '../fees/fees.service';
import type { AccountsService } from '../accounts/accounts.service';
import type { FilesService } from '../files/files.service';
import type { ImportsService } from '../imports/imports.service';
import type { FinanceService } from '../finance/finance.service';
import type { HomeBoard } from '../homepage/home-board.service';
import type { TodosService } from '../homepage/todos.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import type { SigningService } from '../signing/signing.service';
import { logisticsTrackingExport } from './logistics-tracking.export';
import { createLogisticsTracking } from './logistics-tracking.service';
import { outboundOrdersExport } from './outbound-orders.export';
import { outboundOrdersImport } from './outbound-orders.import';
import { createOutboundMoves } from './outbound-orders.moves';
import { createOutboundPricing } from './outbound-orders.pricing';
import { createOutboundPrinting } from './outbound-orders.printing';
import { outboundOrdersRoutes } from './outbound-orders.routes';
import { createOutboundOrdersService } from './outbound-orders.service';
import { outboundWarehouseRoutes } from './outbound-warehouse.routes';
import { createOutboundWarehouseService } from './outbound-warehouse.service';
import { createShipmentsService, shipmentsExport } from './shipments.service';
import type { SearchBoard } from '../search/search-board.service';
import { outboundOrdersSearch } from './outbound-orders.search.repository';

const OUTBOUND_FINAL: ReadonlySet<OutboundStatus> = new Set(['SHIPPED', 'CANCELLED']);

/**
 * Outbound orders: written by the customer (parcels, trucks, FBA transfers, pickups, disposal, return
 * to seller), priced from the warehouse's card, reserved and frozen at submit, processed and shipped
 * by the warehouse in parcels; stock through the inventory kernel, money through the finance kernel.
 */
export const outboundOrdersModule = defineModule({
  name: 'outbound-orders',
  services: (
    deps,
    s: {
      searchBoard: SearchBoard;
      operationRecords: OperationRecordsService;
      todos: TodosService;
      fees: FeesService;
      finance: FinanceService;
      rateCards: RateCardsService;
      signing: SigningService;
      certification: CertificationService;
      consignees: ConsigneesService;
      inventory: InventoryService;
      homeBoard: HomeBoard;
      exports: ExportsService;
      files: FilesService;
      imports: ImportsService;
      accounts: AccountsService;
    },
  ) => {
    const moves = createOutboundMoves(s);
    const pricing = createOutboundPricing(s.rateCards);
    const outboundOrders = createOutboundOrdersService({ ...deps, ...s, moves, pricing });
    const outboundWarehouse = createOutboundWarehouseService({
      ...deps,
      ...s,
      moves,
      pricing,
      orders: outboundOrders,
    });
    return {
      outboundOrders,
      outboundWarehouse,
      logisticsTracking: createLogisticsTracking(deps),
      shipments: createShipmentsService(deps),
      outboundPrinting: createOutboundPrinting({ ...deps, files: s.files }),
    };
  },
  routes: outboundOrdersRoutes,
  integrationRoutes: outboundWarehouseRoutes,
  setup: (s, deps) => {
    s.searchBoard.add(outboundOrdersSearch(deps.db));
    s.exports.define(outboundOrdersExport);
    s.imports.define(
      outboundOrdersImport({ orders: s.outboundOrders, signing: s.signing, accounts: s.accounts }),
    );
    s.exports.define(shipmentsExport);
    s.exports.define(logisticsTrackingExport(s.logisticsTracking));
    // A recharge or a refund releases the company's orders held for their balance, oldest first.
    s.finance.onFundsIn(async (tx, owner) => {
      await s.outboundOrders.releaseBalance(tx, owner);
    });
    s.homeBoard.counter({
      relateType: TODO_TYPE.outbound,
      code: OUTBOUND_CODE,
      countByStatus: async (companyId) =>
        (await s.outboundOrders.countByStatus(companyId)).filter((r) => !OUTBOUND_FINAL.has(r.status)),
      statusText: (status, language) =>
        OUTBOUND_STATUS_LABELS[status as OutboundStatus]?.[language] ?? status,
    });
    s.homeBoard.series({
      key: 'outboundShipped',
      code: OUTBOUND_CODE,
      name: (language) => formatMessage('homepage.outboundShipped', language),
      perDay: (companyId, since) => s.outboundOrders.shippedPerDay(companyId, since),
    });
  },
  simulatorSteps: { outboundOrders: outboundOrdersStep, tracking: trackingStep },
});
