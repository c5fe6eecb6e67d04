import { formatMessage, INVENTORY_CODE } from '@oms/contracts';
import { defineModule } from '../../core/module';
import type { ExportsService } from '../exports/exports.service';
import type { FinanceService } from '../finance/finance.service';
import type { HomeBoard } from '../homepage/home-board.service';
import type { JobsService } from '../jobs/jobs.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import { inventoryExport } from './inventory.export';
import { inventoryRoutes } from './inventory.routes';
import { createInventoryService } from './inventory.service';
import { availableTotal, receivedPerDay } from './stock-statistics.repository';
import { STORAGE_FEES_JOB, yesterdayOf } from './storage-fees';

/** How often the storage job looks for a day to charge (it also runs once when the app starts). */
const STORAGE_EVERY_MS = 3_600_000;

/** The inventory kernel (the one way stock moves), the stock pages and the daily storage fees. */
export const inventoryModule = defineModule({
  name: 'inventory',
  services: (
    deps,
    s: {
      finance: FinanceService;
      rateCards: RateCardsService;
      jobs: JobsService;
      exports: ExportsService;
      homeBoard: HomeBoard;
      operationRecords: OperationRecordsService;
    },
  ) => ({ inventory: createInventoryService(deps, s) }),
  routes: inventoryRoutes,
  setup: (s, deps) => {
    s.exports.define(inventoryExport);
    // Each run charges the finance-calendar day that ended last; the day's rows make it charge once.
    s.jobs.register(STORAGE_FEES_JOB, {
      handler: () => s.inventory.chargeStorageDay(yesterdayOf()),
      maxAttempts: 1,
    });
    s.jobs.every(STORAGE_FEES_JOB, STORAGE_EVERY_MS);
    // Home: pieces put away each day and what is available now.
    s.homeBoard.series({
      key: 'stockReceived',
      code: INVENTORY_CODE,
      name: (language) => formatMessage('homepage.stockReceived', language),
      perDay: (companyId, since) => receivedPerDay(deps.db, companyId, since),
    });
    s.homeBoard.total({
      key: 'stockAvailable',
      code: INVENTORY_CODE,
      name: (language) => formatMessage('homepage.stockAvailable', language),
      count: (companyId) => availableTotal(deps.db, companyId),
    });
  },
});
