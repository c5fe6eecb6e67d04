import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { FixedSide, PageResult } from '@oms/contracts';
import type { AppNamespace, NsKey } from '@/shared/i18n/keys';

/** The request fields every list shares; the rest of a page's query schema are its filters. */
export type PageParams = { current: number; size: number; sort?: string; cursor?: string };
export type FiltersOf<Q> = Omit<Q, keyof PageParams>;

/** A choice of a select search item; labels are already translated (or data, like role names). */
export type SelectOption = { value: string; label: ReactNode };

type FieldOf<F> = Extract<keyof F, string>;

/** The fields of a row that hold a V (the column builders' keys, e.g. the row's dates). */
export type KeyWith<Row, V> = { [K in keyof Row]-?: Row[K] extends V ? K : never }[keyof Row] & string;

/** How a column is searched. The filter field defaults to the column key. */
export type SearchSpec<F> =
  | { type: 'text'; field?: FieldOf<F>; placeholder?: string }
  | { type: 'select'; field?: FieldOf<F>; options: SelectOption[] }
  /** Days picked in the user's zone, sent as the start of the first and the end of the last (ISO). */
  | { type: 'dateRange'; from: FieldOf<F>; to: FieldOf<F> };

/**
 * One column of a list: the search form, the table, the column configuration, the export and the
 * detail drawer all come from it. `Title` is the keys of the page's namespace (`NsKey<typeof NS>`):
 * ListPage takes only columns whose titles are keys of its `ns`.
 */
export type ListColumn<Row, F, Title extends string = string> = {
  /** Stable key: column settings, export and (for sortable columns) the server's sort key. */
  key: string;
  /** i18n key in the page's namespace. */
  title: Title;
  /** The row field shown when there is no `render` (defaults to `key`). */
  dataIndex?: Extract<keyof Row, string>;
  render?: (row: Row) => ReactNode;
  /** Sorted by the server: `key` must be in the server's sort whitelist. */
  sortable?: boolean;
  search?: SearchSpec<F>;
  /** A search item without a column of its own (e.g. a date range). */
  searchOnly?: boolean;
  /** Shown until the user configures the list; default true. */
  defaultVisible?: boolean;
  defaultSearchVisible?: boolean;
  /** Fixed by default (counts toward MAX_FIXED_COLUMNS). */
  fixed?: FixedSide;
  width?: number;
  ellipsis?: boolean;
  /** Included in exports (as a column of the file, with the translated title); default true. */
  exportable?: boolean;
  /** Shown in the detail drawer; default true. */
  detail?: boolean;
  /** The cell opens the detail drawer. */
  detailLink?: boolean;
};

/** A column title of any page's namespace: what the framework's parts take once ListPage checked it. */
export type AnyTitle = NsKey<AppNamespace>;

/**
 * A page's namespace with its columns, one member per namespace: a column whose title is not a key of
 * `ns` (misspelt, or of another feature) does not type-check.
 */
export type NsColumns<Row, F> = {
  [N in AppNamespace]: { ns: N; columns: ListColumn<Row, F, NsKey<N>>[] };
}[AppNamespace];

/** What the Export button hands the export framework: a selection or all matching rows. */
export type ListExportRequest<F> = {
  /** The selected rows' ids; absent for "all matching". */
  ids?: string[];
  /** The list's current filters (always sent; with `ids` they only describe the context). */
  filters: F;
  sort?: string;
  /** The visible, exportable columns in the user's order, with titles in the user's language. */
  columns: { key: string; title: string }[];
};

/** A toolbar action on the selected rows: disabled (saying why) until rows are selected. */
export type BatchAction<Row> = {
  key: string;
  label: ReactNode;
  danger?: boolean;
  /** Asks first, with this text (given the selected rows). */
  confirm?: (rows: Row[]) => ReactNode;
  onClick: (rows: Row[]) => unknown;
};

/** Keys of one list's queries, from the domain's key factory. */
export type ListKeys<Q> = { list: (params: Q) => QueryKey };

export type FetchPage<Q, Row> = (params: Q) => Promise<PageResult<Row>>;

export type RowContext = { openDetail: () => void };
