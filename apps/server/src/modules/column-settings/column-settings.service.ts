import type { ColumnSettings } from '@oms/contracts';
import type { Deps } from '../../core/deps';
import { columnSettingsRepository as repo } from './column-settings.repository';

/**
 * Per user and per list page: which search items and columns show, in which order, and which columns
 * are fixed. The rules (one visible search item and column, a fixed-column limit) are the contracts'
 * `columnSettings` schema, checked by the route. Keys are whatever the page's column definition
 * names; the web drops keys it no longer knows and appends new columns with their defaults.
 */
export const createColumnSettingsService = ({ db }: Pick<Deps, 'db'>) => ({
  /** The saved configuration, or null while the user keeps the page's defaults. */
  async get(userId: number, pageKey: string): Promise<ColumnSettings | null> {
    const row = await repo.find(db, userId, pageKey);
    return row ? { pageKey: row.pageKey, searchItems: row.searchItems, columns: row.columns } : null;
  },

  async save(userId: number, settings: ColumnSettings): Promise<ColumnSettings> {
    const { pageKey, searchItems, columns } = settings;
    await repo.upsert(db, userId, pageKey, { searchItems, columns });
    return { pageKey, searchItems, columns };
  },

  /** Back to the page's defaults. */
  async reset(userId: number, pageKey: string): Promise<null> {
    await repo.remove(db, userId, pageKey);
    return null;
  },
});
export type ColumnSettingsService = ReturnType<typeof createColumnSettingsService>;
