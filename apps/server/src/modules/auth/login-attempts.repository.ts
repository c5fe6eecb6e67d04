import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from './auth.table';

/** When the `n`-th most recent attempt matching `where` happened, or undefined when there are fewer. */
const nthLatest = async (db: DbOrTx, where: SQL | undefined, n: number): Promise<Date | undefined> => {
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(where)
    .orderBy(desc(loginAttempts.createdAt))
    .offset(n - 1)
    .limit(1);
  return rows[0]?.createdAt;
};

export const loginAttemptsRepository = {
  insert: (db: DbOrTx, row: typeof loginAttempts.$inferInsert) => db.insert(loginAttempts).values(row),

  /**
   * When the `limit`-th most recent failure (after `since`) happened, or undefined when there are
   * fewer: the caller waits until that failure leaves the window.
   */
  nthRecentFailure: (
    db: DbOrTx,
    where: { ip: string; accountName?: string },
    since: Date,
    limit: number,
  ): Promise<Date | undefined> =>
    nthLatest(
      db,
      and(
        eq(loginAttempts.ip, where.ip),
        where.accountName === undefined ? undefined : eq(loginAttempts.accountName, where.accountName),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
      ),
      limit,
    ),

  /** When this account last signed in from `ip` (after `since`), or undefined. */
  lastSuccess: (db: DbOrTx, accountName: string, ip: string, since: Date): Promise<Date | undefined> =>
    nthLatest(
      db,
      and(
        eq(loginAttempts.accountName, accountName),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.success, true),
        gt(loginAttempts.createdAt, since),
      ),
      1,
    ),

  deleteBefore: (db: DbOrTx, before: Date) =>
    db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before)),
};
