import { defineModule } from '../../core/module';
import type { AccountsService } from '../accounts/accounts.service';
import type { SessionsService } from '../auth/sessions.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { ExportsService } from '../exports/exports.service';
import { createSubAccountsService } from './sub-accounts.service';
import { subAccountsExport } from './sub-accounts.export';
import { subAccountsRoutes } from './sub-accounts.routes';

export const subAccountsModule = defineModule({
  name: 'sub-accounts',
  services: (
    deps,
    s: {
      accounts: AccountsService;
      sessions: SessionsService;
      operationRecords: OperationRecordsService;
      exports: ExportsService;
    },
  ) => ({ subAccounts: createSubAccountsService({ ...deps, ...s }) }),
  routes: subAccountsRoutes,
  setup: (s) => s.exports.define(subAccountsExport),
});
