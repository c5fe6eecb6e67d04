import { formatDate } from '../lib/format';
import type { ListColumn } from './types';

type Timed = { createdAt: string; updatedAt: string };
type CreatedFilters = { createdFrom?: string; createdTo?: string };
/** What a list may change of these columns. */
type Extra = { width?: number; defaultVisible?: boolean; defaultSearchVisible?: boolean };

/**
 * The created-at column of a list: sortable, in the user's zone, searched by a range of days
 * (`createdFrom`/`createdTo` of the page's query). `extra` sets width, visibility and the like.
 */
export const createdAtColumn = <Row extends Timed, F extends CreatedFilters>(
  extra: Extra = {},
): ListColumn<Row, F> => ({
  key: 'createdAt',
  title: 'fields.createdAt',
  sortable: true,
  // Both are keys of F by its bound; TypeScript does not carry that into a generic's keys.
  search: {
    type: 'dateRange',
    from: 'createdFrom' as Extract<keyof F, string>,
    to: 'createdTo' as Extract<keyof F, string>,
  },
  render: (row) => formatDate(row.createdAt),
  ...extra,
});

/** The updated-at column of a list: sortable, in the user's zone. */
export const updatedAtColumn = <Row extends Timed, F>(extra: Extra = {}): ListColumn<Row, F> => ({
  key: 'updatedAt',
  title: 'fields.updatedAt',
  sortable: true,
  render: (row) => formatDate(row.updatedAt),
  ...extra,
});
