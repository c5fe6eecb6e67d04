import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from './integration.table';

type Key = { scope: string; key: string };
const whereKey = (k: Key) => and(eq(idempotencyKeys.scope, k.scope), eq(idempotencyKeys.key, k.key));

export const idempotencyRepository = {
  /** Claims the key for a new request; false when a row exists already. */
  claim: async (db: DbOrTx, k: Key & { requestHash: string; ownerBoot: number }) => {
    const rows = await db
      .insert(idempotencyKeys)
      .values(k)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  },

  find: async (db: DbOrTx, k: Key) => (await db.select().from(idempotencyKeys).where(whereKey(k)))[0],

  /**
   * Takes over a row that expired (answered before `expiredBefore`) or whose request died without an
   * answer (claimed before `abandonedBefore`, or by the process `goneBoot`, which is gone); true when
   * this caller now holds it.
   */
  takeOver: async (
    db: DbOrTx,
    k: Key & {
      requestHash: string;
      ownerBoot: number;
      expiredBefore: Date;
      abandonedBefore: Date;
      goneBoot?: number;
    },
  ) => {
    const rows = await db
      .update(idempotencyKeys)
      .set({
        requestHash: k.requestHash,
        statusCode: null,
        response: null,
        ownerBoot: k.ownerBoot,
        createdAt: new Date(),
      })
      .where(
        and(
          whereKey(k),
          or(
            lt(idempotencyKeys.createdAt, k.expiredBefore),
            and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, k.abandonedBefore)),
            k.goneBoot === undefined
              ? undefined
              : and(isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.ownerBoot, k.goneBoot)),
          ),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  },

  complete: (db: DbOrTx, k: Key & { statusCode: number; response: string }) =>
    db
      .update(idempotencyKeys)
      .set({ statusCode: k.statusCode, response: k.response })
      .where(and(whereKey(k), isNull(idempotencyKeys.statusCode))),

  release: (db: DbOrTx, k: Key) =>
    db.delete(idempotencyKeys).where(and(whereKey(k), isNull(idempotencyKeys.statusCode))),

  purgeBefore: (db: DbOrTx, scope: string, before: Date) =>
    db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), lt(idempotencyKeys.createdAt, before))),
};
