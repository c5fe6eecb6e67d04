import { defineModule } from '../../core/module';
import type { AccountsService } from '../accounts/accounts.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { AuthService } from '../auth/auth.service';
import type { SessionsService } from '../auth/sessions.service';
import { createAccountSecurityService } from './account-security.service';
import { accountSecurityRoutes } from './account-security.routes';

export const accountSecurityModule = defineModule({
  name: 'account-security',
  services: (
    deps,
    s: {
      accounts: AccountsService;
      operationRecords: OperationRecordsService;
      auth: AuthService;
      sessions: SessionsService;
    },
  ) => ({
    accountSecurity: createAccountSecurityService({
      ...deps,
      ...s,
      verification: s.auth.verification,
      loginAttempts: s.auth.loginAttempts,
    }),
  }),
  routes: accountSecurityRoutes,
});
