import { formatDate } from '@/shared/lib/format';
import type { KeyWith, ListColumn } from './types';

type Timed = { createdAt: string; updatedAt: string };
type CreatedFilters = { createdFrom?: string; createdTo?: string };
/** What a list may change of these columns. */
type Extra = { width?: number; defaultVisible?: boolean; defaultSearchVisible?: boolean };

/**
 * The created-at column of a list: sortable, in the user's zone, searched by a range of days
 * (`createdFrom`/`createdTo` of the page's query). `extra` sets width, visibility and the like. Its
 * title is the page's `fields.createdAt`: a namespace without it does not type-check.
 */
export const createdAtColumn = <Row extends Timed, F extends CreatedFilters>(
  extra: Extra = {},
): ListColumn<Row, F, 'fields.createdAt'> => ({
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

/** The updated-at column of a list: sortable, in the user's zone; titled by the page's `fields.updatedAt`. */
export const updatedAtColumn = <Row extends Timed, F>(
  extra: Extra = {},
): ListColumn<Row, F, 'fields.updatedAt'> => ({
  key: 'updatedAt',
  title: 'fields.updatedAt',
  sortable: true,
  render: (row) => formatDate(row.updatedAt),
  ...extra,
});

/**
 * A date-time column (`key` a field of the row holding one), in the user's zone ('-' when empty).
 * Its `title` must be a key of the page's namespace.
 */
export const dateColumn = <Row, F, const T extends string>(
  key: KeyWith<Row, string | null>,
  title: T,
  extra: Partial<Omit<ListColumn<Row, F>, 'key' | 'title'>> = {},
): ListColumn<Row, F, T> => ({
  key,
  title,
  // The key's field holds a date-time by its type; TypeScript does not carry that into a generic row.
  render: (row) => formatDate(row[key] as string | null),
  ...extra,
});
