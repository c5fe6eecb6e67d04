import { defineModule } from '../../core/module';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { ExportsService } from '../exports/exports.service';
import { createBrandsService } from './brands.service';
import { brandsExport } from './brands.export';
import { brandsRoutes } from './brands.routes';

export const brandsModule = defineModule({
  name: 'brands',
  services: (deps, s: { operationRecords: OperationRecordsService; exports: ExportsService }) => ({
    brands: createBrandsService({ ...deps, ...s }),
  }),
  routes: brandsRoutes,
  setup: (s) => s.exports.define(brandsExport),
});
