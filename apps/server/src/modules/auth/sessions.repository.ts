import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
// Resolving a token is one join across modules; the tables come through the shared schema.
import { companies, rolePermissions, users } from '../../schema';
import { sessions } from './auth.table';

export const sessionsRepository = {
  insert: (db: DbOrTx, row: typeof sessions.$inferInsert) =>
    db.insert(sessions).values(row).returning({ id: sessions.id }),

  findByHash: async (db: DbOrTx, tokenHash: string) => {
    const rows = await db
      .select({
        session: sessions,
        user: users,
        companyName: companies.name,
        customerType: companies.customerType,
        // The role's codes in the same round trip (null without a role or codes).
        roleCodes: sql<
          string[] | null
        >`(select array_agg(rp.code) from ${rolePermissions} rp where rp.role_id = ${users.roleId})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return rows[0];
  },

  touch: (db: DbOrTx, id: number, now: Date, idleExpiresAt: Date) =>
    db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, id)),

  end: (db: DbOrTx, id: number, reason: 'logout' | 'replaced' | 'disabled' | 'expired', now: Date) =>
    db
      .update(sessions)
      .set({ endedAt: now, endReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.endedAt))),

  endAllForUser: (db: DbOrTx, userId: number, reason: 'replaced' | 'disabled' | 'logout', now: Date) =>
    db
      .update(sessions)
      .set({ endedAt: now, endReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt))),

  /** Ends every open session of the user except `keepSessionId`; answers how many ended. */
  endOthersForUser: async (db: DbOrTx, userId: number, keepSessionId: number, now: Date) => {
    const rows = await db
      .update(sessions)
      .set({ endedAt: now, endReason: 'logout' })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  },
};
