import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from './auth.table';

export const outboxRepository = {
  insert: async (db: DbOrTx, row: typeof outbox.$inferInsert) => {
    const [created] = await db.insert(outbox).values(row).returning({ id: outbox.id });
    return created!.id;
  },
  markSent: (db: DbOrTx, id: number, at: Date) =>
    db.update(outbox).set({ sentAt: at, error: null }).where(eq(outbox.id, id)),
  markFailed: (db: DbOrTx, id: number, error: string) =>
    db.update(outbox).set({ error }).where(eq(outbox.id, id)),
};
