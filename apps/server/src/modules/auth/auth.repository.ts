import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { captchas, loginAttempts } from './auth.table';

export const authRepository = {
  insertCaptcha: (db: DbOrTx, row: typeof captchas.$inferInsert) => db.insert(captchas).values(row),

  /** Marks the captcha used and returns it, in one statement: two racing attempts cannot both use it. */
  takeCaptcha: async (db: DbOrTx, key: string, now: Date) => {
    const rows = await db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(eq(captchas.key, key), isNull(captchas.usedAt)))
      .returning({ code: captchas.code, expiresAt: captchas.expiresAt });
    return rows[0];
  },

  deleteCaptchasBefore: (db: DbOrTx, before: Date) =>
    db.delete(captchas).where(lt(captchas.expiresAt, before)),

  insertAttempt: (db: DbOrTx, row: typeof loginAttempts.$inferInsert) => db.insert(loginAttempts).values(row),

  /**
   * When the `limit`-th most recent failure (after `since`) happened, or undefined when there are
   * fewer: the caller waits until that failure leaves the window.
   */
  nthRecentFailure: async (
    db: DbOrTx,
    where: { ip: string; accountName?: string },
    since: Date,
    limit: number,
  ): Promise<Date | undefined> => {
    const rows = await db
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ip, where.ip),
          where.accountName === undefined ? undefined : eq(loginAttempts.accountName, where.accountName),
          eq(loginAttempts.success, false),
          gt(loginAttempts.createdAt, since),
        ),
      )
      .orderBy(desc(loginAttempts.createdAt))
      .offset(limit - 1)
      .limit(1);
    return rows[0]?.createdAt;
  },

  lastSuccess: async (
    db: DbOrTx,
    accountName: string,
    ip: string,
    since: Date,
  ): Promise<Date | undefined> => {
    const rows = await db
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.accountName, accountName),
          eq(loginAttempts.ip, ip),
          eq(loginAttempts.success, true),
          gt(loginAttempts.createdAt, since),
        ),
      )
      .orderBy(desc(loginAttempts.createdAt))
      .limit(1);
    return rows[0]?.createdAt;
  },

  deleteAttemptsBefore: (db: DbOrTx, before: Date) =>
    db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before)),
};
