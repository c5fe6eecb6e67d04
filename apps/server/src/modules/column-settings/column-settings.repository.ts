import { and, eq } from 'drizzle-orm';
import type { ColumnSettingsBody } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { columnSettings } from './column-settings.table';

const byKey = (userId: number, pageKey: string) =>
  and(eq(columnSettings.userId, userId), eq(columnSettings.pageKey, pageKey));

export const columnSettingsRepository = {
  find: async (db: DbOrTx, userId: number, pageKey: string) => {
    const rows = await db.select().from(columnSettings).where(byKey(userId, pageKey)).limit(1);
    return rows[0];
  },

  /** Inserts or replaces the user's configuration of the page (one statement, so no race). */
  upsert: (db: DbOrTx, userId: number, pageKey: string, body: ColumnSettingsBody) =>
    db
      .insert(columnSettings)
      .values({
        userId,
        pageKey,
        searchItems: body.searchItems,
        columns: body.columns,
        updatedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: [columnSettings.userId, columnSettings.pageKey],
        set: { searchItems: body.searchItems, columns: body.columns, updatedAt: new Date() },
      }),

  remove: (db: DbOrTx, userId: number, pageKey: string) =>
    db.delete(columnSettings).where(byKey(userId, pageKey)),
};
