import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
// The tables belong to the auth and accounts modules; this module needs a few statements of its own on
// them (another user's phone, "every session but this one") that their services lack.
import type { verificationCodes } from '../../db/schema';
import { loginAttempts, sessions, users } from '../../db/schema';

type Channel = (typeof verificationCodes.$inferSelect)['channel'];

export const accountSecurityRepository = {
  /** The user, other than `userId`, who holds this phone or e-mail (e-mail compared in lower case). */
  holderOf: async (db: DbOrTx, channel: Channel, target: string, userId: number) => {
    const match =
      channel === 'phone' ? eq(users.phone, target) : sql`lower(${users.email}) = ${target.toLowerCase()}`;
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(match, ne(users.id, userId)))
      .limit(1);
    return rows[0]?.id;
  },

  setContact: async (db: DbOrTx, userId: number, contact: { phone: string } | { email: string }) => {
    const rows = await db
      .update(users)
      .set({ ...contact, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** Replaces the hash only if it is still the one checked: a concurrent change wins once. */
  replacePasswordHash: async (db: DbOrTx, userId: number, checkedHash: string, newHash: string) => {
    const rows = await db
      .update(users)
      .set({ passwordHash: newHash, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** Ends every open session of the user except `keepSessionId`; answers how many ended. */
  endOtherSessions: async (db: DbOrTx, userId: number, keepSessionId: number, now: Date) => {
    const rows = await db
      .update(sessions)
      .set({ endedAt: now, endReason: 'logout' })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  },

  insertPasswordAttempt: (db: DbOrTx, row: { accountName: string; ip: string; success: boolean }) =>
    db.insert(loginAttempts).values({ ...row, createdAt: new Date() }),

  /** The `n`-th most recent failure of this account from this address after `since`, if there are n. */
  nthRecentFailure: async (db: DbOrTx, accountName: string, ip: string, since: Date, n: number) => {
    const rows = await db
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.accountName, accountName),
          eq(loginAttempts.ip, ip),
          eq(loginAttempts.success, false),
          gt(loginAttempts.createdAt, since),
        ),
      )
      .orderBy(desc(loginAttempts.createdAt))
      .offset(n - 1)
      .limit(1);
    return rows[0]?.createdAt;
  },

  lastSuccess: async (db: DbOrTx, accountName: string, ip: string, since: Date) => {
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
};
