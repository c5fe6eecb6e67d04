import { feesStep } from '../../integration/simulator/steps/fees';
import { defineModule } from '../../core/module';
import type { ExportsService } from '../exports/exports.service';
import type { FilesService } from '../files/files.service';
import type { FinanceService } from '../finance/finance.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { createFeesService } from './fees.service';
import { feeCountExport, feesExport } from './fees.export';
import { feesRoutes, feeWarehouseRoutes } from './fees.routes';

/** Fee inquiry and statistics over the kernel's fee records; disputes of fee lines (owned here). */
export const feesModule = defineModule({
  name: 'fees',
  services: (
    deps,
    s: {
      finance: FinanceService;
      files: FilesService;
      operationRecords: OperationRecordsService;
      exports: ExportsService;
    },
  ) => ({ fees: createFeesService({ ...deps, ...s }) }),
  routes: feesRoutes,
  integrationRoutes: feeWarehouseRoutes,
  setup: (s) => {
    s.exports.define(feesExport(s.operationRecords));
    s.exports.define(feeCountExport);
  },
  simulatorSteps: { fees: feesStep },
});
