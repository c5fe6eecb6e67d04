import { defineModule } from '../../core/module';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { ExportsService } from '../exports/exports.service';
import { createThirdPayService } from './third-pay.service';
import { thirdPayExport } from './third-pay.export';
import { thirdPayRoutes } from './third-pay.routes';

export const thirdPayModule = defineModule({
  name: 'third-pay',
  services: (deps, s: { operationRecords: OperationRecordsService; exports: ExportsService }) => ({
    thirdPay: createThirdPayService({ ...deps, ...s }),
  }),
  routes: thirdPayRoutes,
  setup: (s) => s.exports.define(thirdPayExport),
});
