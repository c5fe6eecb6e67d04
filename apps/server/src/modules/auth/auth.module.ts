import { defineModule } from '../../core/module';
import type { SessionsService } from '../auth/sessions.service';
import type { TenancyService } from '../tenancy/tenancy.service';
import type { AccountsService } from '../accounts/accounts.service';
import { createAuthService } from './auth.service';
import { authRoutes } from './auth.routes';

export const authModule = defineModule({
  name: 'auth',
  services: (deps, s: { sessions: SessionsService; tenancy: TenancyService; accounts: AccountsService }) => ({
    auth: createAuthService({ ...deps, ...s }),
  }),
  routes: authRoutes,
});
