import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ColumnSetting, SearchItemSetting } from '@oms/contracts';
import { ref, updatedAt } from '../../db/columns';
import { users } from '../accounts/accounts.table';

/** One user's column configuration of one list page (specification §2): it follows the user. */
export const columnSettings = pgTable(
  'column_settings',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageKey: text('page_key').notNull(),
    searchItems: jsonb('search_items').$type<SearchItemSetting[]>().notNull(),
    columns: jsonb('columns').$type<ColumnSetting[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageKey] })],
);
