import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verificationCodes } from './auth.table';

type Purpose = (typeof verificationCodes.$inferSelect)['purpose'];
type Channel = (typeof verificationCodes.$inferSelect)['channel'];

export const verificationRepository = {
  /** Serialises code requests for one key (address, target) until the transaction ends. */
  lock: (tx: DbOrTx, space: 'address' | 'target', key: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(${space === 'address' ? 1 : 2}::int, hashtext(${key}))`),

  latest: async (db: DbOrTx, purpose: Purpose, channel: Channel, target: string) => {
    const rows = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.target, target),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    return rows[0];
  },

  countForTarget: async (db: DbOrTx, purpose: Purpose, target: string, since: Date) => {
    const [row] = await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
          gt(verificationCodes.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  countForIp: async (db: DbOrTx, ip: string, since: Date) => {
    const [row] = await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  insert: async (db: DbOrTx, row: typeof verificationCodes.$inferInsert) => {
    const [created] = await db.insert(verificationCodes).values(row).returning({ id: verificationCodes.id });
    return created!.id;
  },

  /**
   * Takes one of the code's attempts before the guess is compared, in one conditional statement, so
   * parallel guesses cannot exceed the limit. False when the code is used or out of attempts.
   */
  takeAttempt: async (db: DbOrTx, id: number, maxAttempts: number) => {
    const rows = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, id),
          isNull(verificationCodes.usedAt),
          lt(verificationCodes.attempts, maxAttempts),
        ),
      )
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  },

  /** Uses the code once: answers false when another request used it first. */
  markUsed: async (db: DbOrTx, id: number, at: Date) => {
    const rows = await db
      .update(verificationCodes)
      .set({ usedAt: at })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  },

  deleteBefore: (db: DbOrTx, before: Date) =>
    db.delete(verificationCodes).where(lt(verificationCodes.createdAt, before)),
};
