import { defineModule } from '../../core/module';
import type { SessionsService } from '../auth/sessions.service';
import type { TenancyService } from '../tenancy/tenancy.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { FinanceService } from '../finance/finance.service';
import { createAccountsService } from './accounts.service';

export const accountsModule = defineModule({
  name: 'accounts',
  services: (
    deps,
    s: {
      sessions: SessionsService;
      tenancy: TenancyService;
      operationRecords: OperationRecordsService;
      finance: FinanceService;
    },
  ) => ({ accounts: createAccountsService({ ...deps, ...s }) }),
});
