import {
  CUSTOMER_TYPE,
  LOGIN_THROTTLE,
  RESULT_CODE,
  type LoginRequest,
  type LoginResponse,
} from '@oms/contracts';
import type { Deps } from '../../services';
import { AppError, errors } from '../../lib/errors';
import { verifyNothing, verifyPassword } from '../../lib/password';
import type { AccountsService } from '../accounts/accounts.service';
import type { TenancyService } from '../tenancy/tenancy.service';
import type { AuthContext, SessionsService } from './sessions.service';
import type { CaptchaService } from './captcha.service';
import { authRepository as repo } from './auth.repository';

export type ClientMeta = { ip: string; userAgent?: string };

export type LoginDeps = Pick<Deps, 'db' | 'config'> & {
  captcha: CaptchaService;
  accounts: AccountsService;
  tenancy: TenancyService;
  sessions: SessionsService;
};

const WINDOW_MS = LOGIN_THROTTLE.windowMinutes * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
const KEEP_ATTEMPTS_MS = 24 * 3_600_000;

const throttled = (waitMs: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(
    RESULT_CODE.tooManyRequests,
    'auth.throttled',
    { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) },
    { data: { retryAfterSeconds } },
  );
};

const loginFailed = () => new AppError(RESULT_CODE.badRequest, 'auth.loginFailed');

/** Sign-in and sign-out: captcha, throttling, password check, session. */
export const createLoginService = ({ db, config, captcha, accounts, tenancy, sessions }: LoginDeps) => {
  let lastSweep = 0;
  const sweep = async (now: Date) => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await repo.deleteAttemptsBefore(db, new Date(now.getTime() - KEEP_ATTEMPTS_MS));
  };

  /**
   * Refuses an attempt while this address has failed too often: for this account (failures since its
   * last success here) or for any account. Never per account alone, so nobody can lock a user out
   * from another address.
   */
  const assertNotThrottled = async (accountKey: string, ip: string, now: Date) => {
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    const since = (await repo.lastSuccess(db, accountKey, ip, windowStart)) ?? windowStart;
    const waits = await Promise.all([
      repo.nthRecentFailure(db, { ip, accountName: accountKey }, since, LOGIN_THROTTLE.perAccountAddress),
      repo.nthRecentFailure(db, { ip }, windowStart, LOGIN_THROTTLE.perAddress),
    ]);
    const until = Math.max(...waits.map((at) => (at ? at.getTime() + WINDOW_MS : 0)));
    if (until > now.getTime()) throw throttled(until - now.getTime());
  };

  return {
    /** Checks the credentials and starts a session; an older session of the account then answers 402. */
    async signIn(input: LoginRequest, meta: ClientMeta): Promise<LoginResponse> {
      if (config.LOGIN_CAPTCHA) await captcha.consume(input.captchaKey, input.captchaCode);
      const now = new Date();
      await sweep(now);
      const accountKey = input.accountName.trim().toLowerCase();
      await assertNotThrottled(accountKey, meta.ip, now);

      const user = await accounts.findByAccountName(accountKey);
      // Unknown accounts cost the same time as wrong passwords and get the same answer.
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyNothing(input.password);
      if (!user || !valid) {
        await repo.insertAttempt(db, {
          accountName: accountKey,
          ip: meta.ip,
          success: false,
          createdAt: new Date(),
        });
        throw loginFailed();
      }
      if (user.status !== 'ENABLED') throw errors.forbidden('auth.accountDisabled');

      const company = await tenancy.companyById(db, user.companyId);
      const token = await db.transaction(async (tx) => {
        await repo.insertAttempt(tx, {
          accountName: accountKey,
          ip: meta.ip,
          success: true,
          createdAt: new Date(),
        });
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
  };
};
export type LoginService = ReturnType<typeof createLoginService>;
