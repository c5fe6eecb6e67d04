import { LOGIN_THROTTLE, RESULT_CODE } from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { loginAttemptsRepository as repo } from './login-attempts.repository';

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

export type LoginAttempt = { accountName: string; ip: string; success: boolean };

/**
 * Password attempts (sign-in, and the old password when changing it) per account key (the account
 * name in lower case) and address, and the throttle built on them.
 */
export const createLoginAttemptsService = ({ db }: Pick<Deps, 'db'>) => {
  let lastSweep = 0;

  return {
    /** Forgets attempts older than a day; does the work at most every ten minutes. */
    async sweep(now: Date): Promise<void> {
      if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
      lastSweep = now.getTime();
      await repo.deleteBefore(db, new Date(now.getTime() - KEEP_ATTEMPTS_MS));
    },

    /**
     * Refuses (429 with the wait) while this address has failed too often for this account: failures
     * since its last success here. With `anyAccount`, also while the address has failed too often for
     * all accounts together. Never per account alone, so nobody can lock a user out from another
     * address.
     */
    async assertNotThrottled(
      accountKey: string,
      ip: string,
      { now = new Date(), anyAccount = false }: { now?: Date; anyAccount?: boolean } = {},
    ): Promise<void> {
      const windowStart = new Date(now.getTime() - WINDOW_MS);
      const since = (await repo.lastSuccess(db, accountKey, ip, windowStart)) ?? windowStart;
      const waits = await Promise.all([
        repo.nthRecentFailure(db, { ip, accountName: accountKey }, since, LOGIN_THROTTLE.perAccountAddress),
        anyAccount ? repo.nthRecentFailure(db, { ip }, windowStart, LOGIN_THROTTLE.perAddress) : undefined,
      ]);
      const until = Math.max(...waits.map((at) => (at ? at.getTime() + WINDOW_MS : 0)));
      if (until > now.getTime()) throw throttled(until - now.getTime());
    },

    /** Records an attempt, inside the caller's transaction when it acts on the outcome. */
    async record(tx: DbOrTx, attempt: LoginAttempt): Promise<void> {
      await repo.insert(tx, { ...attempt, createdAt: new Date() });
    },
  };
};
export type LoginAttemptsService = ReturnType<typeof createLoginAttemptsService>;
