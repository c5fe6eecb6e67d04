import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Tag } from 'antd';
import { choices } from '@/shared/lib/choices';
import type { KeyWith, ListColumn, SearchSpec } from './types';

/** What a list may change of a shared column (its key and title are the builder's). */
type Extra<Row, F> = Partial<Omit<ListColumn<Row, F>, 'key' | 'title'>>;

/** A select search item of the column's field, offering `values`, each named by `label`. */
export const choiceSearch = <F, V extends string>(
  values: readonly V[],
  label: (value: V) => ReactNode,
): SearchSpec<F> => ({ type: 'select', options: choices(values, label) });

/**
 * A list's first column, what names the row (a name, a code): sortable, fixed left, searched by text,
 * its cell opening the detail drawer. `title` must be a key of the page's namespace.
 */
export const leadColumn = <Row, F, const T extends string>(
  key: string,
  title: T,
  extra: Extra<Row, F> = {},
): ListColumn<Row, F, T> => ({
  key,
  title,
  sortable: true,
  fixed: 'left',
  detailLink: true,
  search: { type: 'text' },
  ...extra,
});

/**
 * A column of a field with a fixed set of `values` (a type, a kind, a category): searched by a
 * choice of them, each shown by its `label`.
 */
export const choiceColumn = <Row, F, const T extends string, V extends string>(
  key: KeyWith<Row, V>,
  title: T,
  values: readonly V[],
  label: (value: V) => string,
  extra: Extra<Row, F> = {},
): ListColumn<Row, F, T> => ({
  key,
  title,
  search: choiceSearch(values, label),
  // The key's field holds one of `values` by its type; TypeScript does not carry that into a generic row.
  render: (row) => label(row[key] as V),
  ...extra,
});

/**
 * A list's first column when the row has a page of its own: like `leadColumn`, but its cell is a
 * link to `to(row)` (test id `testId(row)`) instead of opening the detail drawer.
 */
export const pageLinkColumn = <Row, F, const T extends string>(
  key: KeyWith<Row, string>,
  title: T,
  link: { to: (row: Row) => string; testId: (row: Row) => string },
  extra: Extra<Row, F> = {},
): ListColumn<Row, F, T> =>
  leadColumn<Row, F, T>(key, title, {
    detailLink: false,
    render: (row) => (
      <Link to={link.to(row)} data-testid={link.testId(row)}>
        {row[key] as string}
      </Link>
    ),
    ...extra,
  });

/**
 * The status column (`fields.status`): sortable, searched by a choice of `statuses`, shown as a tag
 * (green when ENABLED, grey otherwise; `render` shows another). `label` names a status.
 */
export const statusColumn = <Row extends { status: S }, F, S extends string>(
  statuses: readonly S[],
  label: (status: S) => string,
  extra: Extra<Row, F> = {},
): ListColumn<Row, F, 'fields.status'> => ({
  key: 'status',
  title: 'fields.status',
  sortable: true,
  search: choiceSearch(statuses, label),
  render: (row) => <Tag color={row.status === 'ENABLED' ? 'green' : 'default'}>{label(row.status)}</Tag>,
  ...extra,
});

/** The remark column (`fields.remark`): cut to the column's width, '-' when there is none. */
export const remarkColumn = <Row extends { remark: string | null }, F>(
  extra: Extra<Row, F> = {},
): ListColumn<Row, F, 'fields.remark'> => ({
  key: 'remark',
  title: 'fields.remark',
  ellipsis: true,
  render: (row) => row.remark ?? '-',
  ...extra,
});
