import { Column, eq, ilike, is, or, type GetColumnData, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { filterKindOf, type FilterKind } from '@oms/contracts';
import { contains } from './like';

// A list page's filters and sort columns from its contracts request (ARCHITECTURE.md "One list page,
// not forty"): the request says which fields filter and how (contracts' `filterKindOf`: `filterText`
// contains, `filterEnum` equals, `filterId` an id), so a repository names only its exceptions.

/**
 * A "contains" filter: `column ILIKE '%text%'`, the text taken literally (in any of the columns when
 * given several, e.g. a name in both languages); nothing when empty.
 */
export const containsFilter = (column: PgColumn | PgColumn[], text: string | undefined) => {
  if (!text) return undefined;
  const pattern = contains(text);
  return Array.isArray(column) ? or(...column.map((c) => ilike(c, pattern))) : ilike(column, pattern);
};

/** An "is" filter (a choice of the search form): `column = value`; nothing when empty. */
export const equalsFilter = <C extends PgColumn>(column: C, value: GetColumnData<C, 'raw'> | undefined) =>
  value ? eq(column, value) : undefined;

/** The SQL of one kind of filter on a column (any of several columns); nothing for an empty value. */
const kindFilter = (kind: FilterKind, columns: PgColumn | PgColumn[], value: unknown): SQL | undefined => {
  if (kind === 'contains') return containsFilter(columns, value as string | undefined);
  if (!value) return undefined;
  const compared = kind === 'id' ? Number(value) : value;
  return Array.isArray(columns) ? or(...columns.map((c) => eq(c, compared))) : eq(columns, compared);
};

/** A column of the table (or other object of columns) by name; undefined when it has none. */
const columnOf = (columns: object, key: string): PgColumn | undefined => {
  const found: unknown = Object.hasOwn(columns, key) ? (columns as Record<string, unknown>)[key] : undefined;
  return is(found, Column) ? (found as PgColumn) : undefined;
};

/**
 * Where a list's filter differs from its kind's default on the same-named column: its own SQL (a
 * function of the value; undefined for no condition), or the column(s) the kind's default reads (a
 * column of another name or of a joined table; several: any of them).
 */
export type FilterOverride<V> = ((value: V) => SQL | undefined) | PgColumn | PgColumn[];

type ValueOf<F, K> = K extends keyof F ? F[K] : unknown;

/**
 * The conditions of a list's filters, one per filter field of the contracts request (in its order):
 * `overrides[key]` when given, else the default of the field's kind on the same-named column of
 * `columns` (the table): contains → `containsFilter`, equals → `equalsFilter`, id → `= Number(value)`.
 * Fields that are no filters (paging, sort, the created range: `companyListQuery` reads it) are left
 * out unless an override function names them. A filter field with neither an override nor a column
 * throws when the query is built (a list that would ignore what the user asked for).
 *
 *   filters: listFilters(claimPageRequest, f, t)
 *   filters: listFilters(productPageRequest, f, products, { name: [products.nameCn, products.nameEn] })
 */
export const listFilters = <S extends z.core.$ZodShape, F extends { [K in keyof S]?: unknown }>(
  request: { shape: S },
  f: F,
  columns: object,
  overrides: { [K in keyof S & string]?: FilterOverride<ValueOf<F, K>> } = {},
): (SQL | undefined)[] => {
  for (const key of Object.keys(overrides))
    if (!Object.hasOwn(request.shape, key))
      throw new Error(`listFilters: "${key}" is no field of the request`);
  const values = f as Record<string, unknown>;
  const conditions: (SQL | undefined)[] = [];
  for (const [key, schema] of Object.entries(request.shape)) {
    const override = (overrides as Record<string, FilterOverride<unknown> | undefined>)[key];
    if (typeof override === 'function') {
      conditions.push(override(values[key]));
      continue;
    }
    const kind = filterKindOf(schema as z.ZodType);
    if (!kind) continue;
    const target = override ?? columnOf(columns, key);
    if (!target)
      throw new Error(`listFilters: the filter "${key}" has no column of its name and no override`);
    conditions.push(kindFilter(kind, target, values[key]));
  }
  return conditions;
};

/**
 * A list's sort whitelist (`ListQuery.sorts`): each of the contracts' sort keys to the same-named
 * column of `columns` (the table), or to its override (a column of another name or a joined table).
 * A key with neither throws when the query is built.
 *
 *   sorts: sortColumns(t, CLAIM_SORT_KEYS)
 */
export const sortColumns = <K extends string>(
  columns: object,
  keys: readonly K[],
  overrides: Partial<Record<K, PgColumn>> = {},
): Record<K, PgColumn> => {
  const sorts = {} as Record<K, PgColumn>;
  for (const key of keys) {
    const column = overrides[key] ?? columnOf(columns, key);
    if (!column)
      throw new Error(`sortColumns: the sort key "${key}" has no column of its name and no override`);
    sorts[key] = column;
  }
  return sorts;
};
