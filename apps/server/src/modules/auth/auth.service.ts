import { buildMenus, type CurrentUser } from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AccountsService } from '../accounts/accounts.service';
import type { TenancyService } from '../tenancy/tenancy.service';
import { createCaptchaService } from './captcha.service';
import { createLoginAttemptsService } from './login-attempts.service';
import { createLoginService } from './login.service';
import { createOutboxService } from './outbox.service';
import { createRegistrationService } from './registration.service';
import { createVerificationService } from './verification.service';
import type { AuthContext } from '../../core/context';
import type { SessionsService } from './sessions.service';

export type AuthDeps = Deps & {
  sessions: SessionsService;
  tenancy: TenancyService;
  accounts: AccountsService;
};

/** The signed-in user as the web stores it: identity, permission set and menus. */
export const currentUserOf = (auth: AuthContext): CurrentUser => ({
  userId: String(auth.userId),
  userName: auth.userName,
  accountName: auth.accountName,
  customerType: auth.customerType,
  tenantId: String(auth.tenantId),
  companyId: String(auth.companyId),
  companyName: auth.companyName,
  isMain: auth.isMain,
  permissions: [...auth.permissions].sort(),
  menus: buildMenus(auth.permissions),
});

/**
 * Sign-in, sign-out, captchas, login attempts, verification codes, registration and the outbox,
 * wired together.
 */
export const createAuthService = (deps: AuthDeps) => {
  const outbox = createOutboxService(deps);
  const captcha = createCaptchaService(deps);
  const verification = createVerificationService({ ...deps, outbox });
  const loginAttempts = createLoginAttemptsService(deps);
  return {
    outbox,
    captcha,
    verification,
    loginAttempts,
    login: createLoginService({ ...deps, captcha, loginAttempts }),
    registration: createRegistrationService({ ...deps, verification }),
    currentUser: currentUserOf,
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
