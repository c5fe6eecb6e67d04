// The tests' own list: its query schema, columns and rows, with no component behind them.
import type { z } from 'zod';
import { ACCOUNT_STATUSES, filterEnum, filterText, listRequest } from '@oms/contracts';
import type { ListColumn } from '../types';

export type Item = { id: string; name: string; code: string; status: string; weight: number };
export const itemQuery = listRequest(['name', 'weight']).extend({
  name: filterText(),
  code: filterText(),
  status: filterEnum(ACCOUNT_STATUSES),
});
export type ItemQuery = z.infer<typeof itemQuery>;
export type ItemFilters = Omit<ItemQuery, 'current' | 'size' | 'sort' | 'cursor'>;

export const COLUMNS: ListColumn<Item, ItemFilters>[] = [
  { key: 'name', title: 'name', sortable: true, search: { type: 'text' }, detailLink: true },
  { key: 'code', title: 'code', search: { type: 'text' } },
  {
    key: 'status',
    title: 'status',
    search: {
      type: 'select',
      options: [
        { value: 'ENABLED', label: '启用' },
        { value: 'DISABLED', label: '停用' },
      ],
    },
  },
  { key: 'weight', title: 'weight', sortable: true },
  { key: 'note', title: 'note', defaultVisible: false, exportable: false },
];

export const ROWS: Item[] = Array.from({ length: 3 }, (_, i) => ({
  id: String(i + 1),
  name: `item-${i + 1}`,
  code: `C${i + 1}`,
  status: 'ENABLED',
  weight: i + 1,
}));
