import { defineModule } from '../../core/module';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { ExportsService } from '../exports/exports.service';
import { createCombinationsService } from './combinations.service';
import { combinationsExport } from './combinations.export';
import { combinationsRoutes } from './combinations.routes';

export const combinationsModule = defineModule({
  name: 'combinations',
  services: (deps, s: { operationRecords: OperationRecordsService; exports: ExportsService }) => ({
    combinations: createCombinationsService({ ...deps, ...s }),
  }),
  routes: combinationsRoutes,
  setup: (s) => s.exports.define(combinationsExport),
});
