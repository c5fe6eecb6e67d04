import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { LIST_LIMITS, parseSort, type PageResult, type Sort, type SortOrder } from '@oms/contracts';
import type { DbOrTx } from '../db/client';
import { errors } from './errors';
import { decodeCursor, encodeCursor, type Cursor } from './paginate-cursor';
import { aboveCapTotals, totalKey } from './paginate-totals';

// A list's filters and sort columns from its contracts request: repositories import them from here.
export {
  containsFilter,
  equalsFilter,
  listFilters,
  sortColumns,
  type FilterOverride,
} from './paginate-filters';

/**
 * The one list query helper (ARCHITECTURE.md "One list page, not forty"). A module describes its list
 * once as a `ListQuery` and both the page endpoint (`paginate`) and the export job (`exportRows`) run
 * it, so an export always holds exactly what the list shows.
 *
 * Count strategy (the list must stay fast on a million rows):
 * - A page that ends inside the first page of results needs no count at all (`offset + rows`).
 * - Otherwise the count runs over `SELECT … LIMIT cap + 1` (cap = LIST_LIMITS.countCap, 10,000): it
 *   reads at most cap + 1 index entries, so it costs the same on 10 thousand or 10 million rows. Up to
 *   the cap the total is exact (`totalExact: true`).
 * - Above the cap the total is the planner's estimate for the same query (`EXPLAIN`, no rows read),
 *   never below cap + 1, and the answer says so (`totalExact: false`; the web shows "about N").
 * - Such an estimate is remembered for a few seconds (paginate-totals.ts), so that paging through a
 *   big list costs one query (the rows) instead of three (rows, capped count, EXPLAIN): reading the
 *   cap + 1 entries was 9–52 ms of every page on PostgreSQL. It is reused only for a full page (more
 *   rows follow); a page at or past the end counts again and renews it. Exact totals are never
 *   remembered: they would be stale right after the user's own change. An estimate follows the
 *   table's statistics, not each write, so reusing it changes an answer only when the set shrank
 *   below the cap within those seconds ("about 10,001" a little longer). Counting only when the
 *   planner's estimate is low was rejected: a filter's estimate (ILIKE, correlated columns) can be
 *   off a hundredfold, and "about 20,000" for a list of 50 is wrong where "about" cannot help.
 * Deep pages: offsets work at any depth, and every answer carries `nextCursor`, a keyset cursor on
 * (sort value, id) that reads no skipped rows; `exportRows` streams with the same keyset.
 */

/** A record as the rows query selects it. */
export type RowOf<Q extends PgSelect> = Q['_']['result'][number];

export type ListQuery<Q extends PgSelect, K extends string> = {
  /**
   * `db.select({…}).from(…).leftJoin(…).$dynamic()` without WHERE, ORDER or LIMIT. The record must
   * carry `id` and each sort key under its own name (cursors are read from the last record).
   */
  rows: (db: DbOrTx) => Q;
  /**
   * The same FROM and the joins the filters need, selecting as little as possible (e.g. the id):
   * the count runs over it. Defaults to `rows`.
   */
  countFrom?: (db: DbOrTx) => PgSelect;
  /** Tenancy scope and filters; build it from the typed filters of the request. */
  where?: SQL;
  /** The sort whitelist: sort key → column. Any other key answers 422 (`list.unknownSort`). */
  sorts: Record<K, PgColumn>;
  defaultSort: Sort<K>;
  /** The unique key: the stable tiebreak of every order and the second half of a cursor. */
  id: PgColumn;
};

export type PageInput = { current: number; size: number; sort?: string; cursor?: string };
export type PaginateOptions = { countCap?: number };

const direction = (order: SortOrder) => (order === 'asc' ? asc : desc);

/** The requested sort if whitelisted (422 otherwise), or the default. */
export const resolveSort = <K extends string>(
  query: Pick<ListQuery<PgSelect, K>, 'sorts' | 'defaultSort'>,
  sort?: string,
): Sort<K> => {
  if (!sort) return query.defaultSort;
  const parsed = parseSort(sort);
  if (!Object.hasOwn(query.sorts, parsed.key)) throw errors.invalid('list.unknownSort', {}, 'sort');
  return parsed as Sort<K>;
};

const orderBy = <K extends string>(query: ListQuery<PgSelect, K>, sort: Sort<K>) => {
  const dir = direction(sort.order);
  const column = query.sorts[sort.key];
  return column === query.id ? [dir(query.id)] : [dir(column), dir(query.id)];
};

/**
 * Rows strictly after the cursor in (sort column, id) order. PostgreSQL sorts NULLs last ascending and
 * first descending; the conditions follow that, so a nullable sort column pages without gaps.
 */
const afterCursor = (column: PgColumn, id: PgColumn, order: SortOrder, cursor: Cursor): SQL | undefined => {
  const cmp = order === 'asc' ? gt : lt;
  const lastId = cmp(id, cursor.id);
  if (column === id) return lastId;
  if (cursor.value === null) {
    return order === 'asc' ? and(isNull(column), lastId) : or(and(isNull(column), lastId), isNotNull(column));
  }
  const byValue = or(cmp(column, cursor.value), and(eq(column, cursor.value), lastId));
  return order === 'asc' ? or(byValue, isNull(column)) : byValue;
};

const cursorOf = <K extends string>(row: unknown, sort: Sort<K>): string => {
  const record = row as Record<string, unknown>;
  const value = record[sort.key];
  return encodeCursor({
    key: sort.key,
    order: sort.order,
    value: value === undefined ? null : (value as Cursor['value']),
    id: Number(record.id),
  });
};

const keysetWhere = <K extends string>(query: ListQuery<PgSelect, K>, sort: Sort<K>, raw: string) => {
  const cursor = decodeCursor(raw);
  if (!cursor || cursor.key !== sort.key || cursor.order !== sort.order)
    throw errors.invalid('list.badCursor');
  return afterCursor(query.sorts[sort.key], query.id, sort.order, cursor);
};

type PlanRow = { 'QUERY PLAN'?: unknown };

/** The planner's row estimate for the filtered query (reads no rows). */
const estimateRows = async (db: DbOrTx, from: PgSelect): Promise<number> => {
  const result = (await db.execute(sql`explain (format json) ${from}`)) as unknown as { rows: PlanRow[] };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
};

/**
 * The total of a filtered query: exact up to `cap`, the planner's estimate (≥ cap + 1) above. With
 * `reuse`, an estimate of the same query made in the last few seconds answers without a query.
 */
export const countRows = async <K extends string>(
  db: DbOrTx,
  query: ListQuery<PgSelect, K>,
  cap: number = LIST_LIMITS.countCap,
  reuse = false,
): Promise<{ total: number; totalExact: boolean }> => {
  const from = () => (query.countFrom ?? query.rows)(db).where(query.where);
  const capped = from()
    .limit(cap + 1)
    .as('capped');
  const counting = db.select({ n: count() }).from(capped);
  const key = totalKey(counting);
  const remembered = reuse ? aboveCapTotals.get(db, key) : undefined;
  if (remembered !== undefined) return { total: remembered, totalExact: false };
  const [row] = await counting;
  const n = row?.n ?? 0;
  if (n <= cap) {
    aboveCapTotals.forget(db, key);
    return { total: n, totalExact: true };
  }
  const total = Math.max(await estimateRows(db, from()), cap + 1);
  aboveCapTotals.set(db, key, total);
  return { total, totalExact: false };
};

/**
 * One page of a list: `{ records, total, current, size, totalExact, nextCursor }`. With `cursor` the
 * page starts after it (keyset, no offset); otherwise at `(current - 1) * size`.
 */
export const paginate = async <Q extends PgSelect, K extends string>(
  db: DbOrTx,
  query: ListQuery<Q, K>,
  page: PageInput,
  opts: PaginateOptions = {},
): Promise<PageResult<RowOf<Q>>> => {
  const sort = resolveSort(query, page.sort);
  const size = Math.min(Math.max(1, Math.trunc(page.size)), LIST_LIMITS.maxPageSize);
  const current = Math.max(1, Math.trunc(page.current));
  const keyset = page.cursor ? keysetWhere(query, sort, page.cursor) : undefined;
  const offset = keyset ? 0 : (current - 1) * size;

  // One row more than the page tells whether another page follows, without a count.
  let select = query
    .rows(db)
    .where(and(query.where, keyset))
    .orderBy(...orderBy(query, sort))
    .limit(size + 1);
  if (offset > 0) select = select.offset(offset);
  const fetched: RowOf<Q>[] = await select;
  const hasMore = fetched.length > size;
  const records = hasMore ? fetched.slice(0, size) : fetched;

  const counted =
    !keyset && !hasMore && (records.length > 0 || offset === 0)
      ? { total: offset + records.length, totalExact: true }
      : await countRows(db, query, opts.countCap, hasMore);
  return {
    records,
    ...counted,
    current,
    size,
    nextCursor: hasMore ? cursorOf(records[records.length - 1], sort) : null,
  };
};

/** A page request's paging, and the rest of it: the list's filters. */
export const splitPage = <R extends PageInput>({ current, size, sort, cursor, ...filters }: R) => ({
  paging: { current, size, sort, cursor },
  filters,
});

/** `paginate`, with each row shaped for the answer. */
export const pageOf = async <Q extends PgSelect, K extends string, T>(
  db: DbOrTx,
  query: ListQuery<Q, K>,
  paging: PageInput,
  toRecord: (row: RowOf<Q>) => T,
): Promise<PageResult<T>> => {
  const page = await paginate(db, query, paging);
  return { ...page, records: page.records.map(toRecord) };
};

// A company's records and lists: the scope every read, lock and list of one company's rows uses (so
// another company's id finds nothing), the filters of a list page, and a list from one table.

/** A table of company records: its id and the owning company (`companyOwned()` in the table). */
type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/**
 * The company's record with this id, or its records among these ids: `company_id = … and id = …`
 * (or `id in (…)`). Every read and lock of one company's records goes through it, so another
 * company's id finds nothing, as a missing one does.
 */
export const ofCompany = (table: CompanyTable, companyId: number, id: number | readonly number[]) =>
  and(eq(table.companyId, companyId), typeof id === 'number' ? eq(table.id, id) : inArray(table.id, id));

/**
 * The company's records among `ids` as `select` (`db.select(…).from(table).$dynamic()`) reads them,
 * locked for the change that follows (`for update`, or `for share` to hold them unchanged), in id
 * order: two changes of overlapping selections then wait for each other instead of deadlocking.
 */
export const lockOfCompany = <Q extends PgSelect>(
  select: Q,
  table: CompanyTable,
  companyId: number,
  ids: readonly number[],
  strength: 'update' | 'share' = 'update',
): Q =>
  select
    .where(ofCompany(table, companyId, ids))
    .orderBy(asc(table.id))
    .for(strength) as Q;

/** The filters every company list has besides its own: the selection and the creation range. */
export type CompanyListFilters = { ids?: number[]; createdFrom?: string; createdTo?: string };

/**
 * The list of one company's records in one table (joins only to show more): its WHERE is the
 * company, the selection (`ids`: an export of the rows picked), the list's own `filters` (undefined
 * for a filter left empty: `listFilters` of its contracts request) and the creation range of the
 * search form; it is counted over the table's ids, newest first unless sorted, and the id breaks ties.
 * Its `sorts` are `sortColumns` of the contracts' sort keys.
 */
export const companyListQuery = <Q extends PgSelect, K extends string>(
  table: CompanyTable & { createdAt: PgColumn },
  companyId: number,
  f: CompanyListFilters,
  list: {
    rows: (db: DbOrTx) => Q;
    sorts: Record<K, PgColumn> & { createdAt: PgColumn };
    filters?: (SQL | undefined)[];
  },
): ListQuery<Q, K> => ({
  rows: list.rows,
  countFrom: (db) => db.select({ id: table.id }).from(table).$dynamic(),
  where: and(
    eq(table.companyId, companyId),
    f.ids ? inArray(table.id, f.ids) : undefined,
    ...(list.filters ?? []),
    f.createdFrom ? gte(table.createdAt, new Date(f.createdFrom)) : undefined,
    f.createdTo ? lte(table.createdAt, new Date(f.createdTo)) : undefined,
  ),
  sorts: list.sorts,
  defaultSort: { key: 'createdAt' as K, order: 'desc' },
  id: table.id,
});

/** The first row of a select, or undefined. */
export const firstRow = async <Q extends PgSelect>(select: Q): Promise<RowOf<Q> | undefined> =>
  ((await select.limit(1)) as RowOf<Q>[])[0];

/**
 * One record of the company as a list's `rows` read it, by id; undefined for a missing id or another
 * company's. A repository's `byId: companyRecord(rowsOf, table)`.
 */
export const companyRecord =
  <Q extends PgSelect>(rows: (db: DbOrTx) => Q, table: CompanyTable) =>
  (db: DbOrTx, companyId: number, id: number) =>
    firstRow(rows(db).where(ofCompany(table, companyId, id)) as Q);

export type ExportRowsOptions = { batchSize?: number; sort?: string };

/**
 * Streams every row of a list query (its filters and sort, e.g. the list's current filters or an
 * `id IN (selection)` where) in batches, keyset-paged on (sort value, id): each batch is one indexed
 * query that reads no skipped rows, however deep the export goes, and memory holds one batch.
 *
 *   for await (const batch of exportRows(db, query, { batchSize: 1000 })) writeRows(batch);
 */
export async function* exportRows<Q extends PgSelect, K extends string>(
  db: DbOrTx,
  query: ListQuery<Q, K>,
  opts: ExportRowsOptions = {},
): AsyncGenerator<RowOf<Q>[], void, undefined> {
  const sort = resolveSort(query, opts.sort);
  const batchSize = Math.max(1, opts.batchSize ?? LIST_LIMITS.exportBatch);
  let cursor: string | null = null;
  for (;;) {
    const keyset: SQL | undefined = cursor ? keysetWhere(query, sort, cursor) : undefined;
    const rows: RowOf<Q>[] = await query
      .rows(db)
      .where(and(query.where, keyset))
      .orderBy(...orderBy(query, sort))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    cursor = cursorOf(rows[rows.length - 1], sort);
  }
}
