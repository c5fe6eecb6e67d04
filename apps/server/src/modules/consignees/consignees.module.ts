import { defineModule } from '../../core/module';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { AccountsService } from '../accounts/accounts.service';
import type { ExportsService } from '../exports/exports.service';
import type { ImportsService } from '../imports/imports.service';
import { createConsigneesService } from './consignees.service';
import { consigneesExport } from './consignees.export';
import { consigneesImport } from './consignees.import';
import { consigneesRoutes } from './consignees.routes';

export const consigneesModule = defineModule({
  name: 'consignees',
  services: (
    deps,
    s: {
      operationRecords: OperationRecordsService;
      accounts: AccountsService;
      exports: ExportsService;
      imports: ImportsService;
    },
  ) => ({ consignees: createConsigneesService({ ...deps, ...s }) }),
  routes: consigneesRoutes,
  setup: (s) => {
    s.exports.define(consigneesExport);
    s.imports.define(consigneesImport(s.consignees));
  },
});
