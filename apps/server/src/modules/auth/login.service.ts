import { CUSTOMER_TYPE, RESULT_CODE, type LoginRequest, type LoginResponse } from '@oms/contracts';
import type { Deps } from '../../core/deps';
import { AppError, errors } from '../../lib/errors';
import { verifyNothing, verifyPassword } from '../../lib/password';
import type { AccountsService } from '../accounts/accounts.service';
import type { TenancyService } from '../tenancy/tenancy.service';
import type { AuthContext } from '../../core/context';
import type { SessionsService } from './sessions.service';
import type { CaptchaService } from './captcha.service';
import type { LoginAttemptsService } from './login-attempts.service';

export type ClientMeta = { ip: string; userAgent?: string };

export type LoginDeps = Pick<Deps, 'db' | 'config'> & {
  captcha: CaptchaService;
  loginAttempts: LoginAttemptsService;
  accounts: AccountsService;
  tenancy: TenancyService;
  sessions: SessionsService;
};

const loginFailed = () => new AppError(RESULT_CODE.badRequest, 'auth.loginFailed');

/** Sign-in and sign-out: captcha, throttling, password check, session. */
export const createLoginService = ({
  db,
  config,
  captcha,
  loginAttempts,
  accounts,
  tenancy,
  sessions,
}: LoginDeps) => ({
  /** Checks the credentials and starts a session; an older session of the account then answers 402. */
  async signIn(input: LoginRequest, meta: ClientMeta): Promise<LoginResponse> {
    if (config.LOGIN_CAPTCHA) await captcha.consume(input.captchaKey, input.captchaCode);
    const now = new Date();
    await loginAttempts.sweep(now);
    const accountKey = input.accountName.trim().toLowerCase();
    // Sign-in also limits the address across accounts: one address cannot try many accounts.
    await loginAttempts.assertNotThrottled(accountKey, meta.ip, { now, anyAccount: true });

    const user = await accounts.findByAccountName(accountKey);
    // Unknown accounts cost the same time as wrong passwords and get the same answer.
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyNothing(input.password);
    if (!user || !valid) {
      await loginAttempts.record(db, { accountName: accountKey, ip: meta.ip, success: false });
      throw loginFailed();
    }
    if (user.status !== 'ENABLED') throw errors.forbidden('auth.accountDisabled');

    const company = await tenancy.companyById(db, user.companyId);
    const token = await db.transaction(async (tx) => {
      await loginAttempts.record(tx, { accountName: accountKey, ip: meta.ip, success: true });
      return sessions.create(tx, user.id, meta);
    });
    return {
      token,
      userId: String(user.id),
      tenantId: String(user.tenantId),
      companyId: String(user.companyId),
      userName: user.userName,
      accountName: user.accountName,
      customerType: company?.customerType ?? CUSTOMER_TYPE.company,
    };
  },

  /** Ends the session of the request (its token then answers 401). */
  async signOut(auth: AuthContext): Promise<void> {
    await sessions.end(auth.sessionId);
  },
});
export type LoginService = ReturnType<typeof createLoginService>;
