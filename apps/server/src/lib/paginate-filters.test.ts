import { describe, expect, it } from 'vitest';
import { and, sql, type SQL } from 'drizzle-orm';
import { bigint, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { createdRange, filterEnum, filterId, filterText, listRequest } from '@oms/contracts';
import { companyListQuery, listFilters, sortColumns } from './paginate';

// Tables of the test's own (never created): the filters are checked on the SQL they write.
const docs = pgTable('docs', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  companyId: bigint('company_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  kind: text('kind', { enum: ['A', 'B'] }),
  ownerId: bigint('owner_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
const owners = pgTable('owners', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
});

const SORT_KEYS = ['name', 'createdAt'] as const;
const request = listRequest(SORT_KEYS).extend({
  name: filterText(),
  kind: filterEnum(['A', 'B']),
  ownerId: filterId,
  ...createdRange,
});
type Filters = Partial<z.infer<typeof request>>;

const dialect = new PgDialect();
/** The conditions as one WHERE, rendered; undefined when there is none. */
const render = (conditions: (SQL | undefined)[]) => {
  const where = and(...conditions);
  if (!where) return undefined;
  const { sql, params } = dialect.sqlToQuery(where);
  return { sql, params };
};

describe('listFilters', () => {
  it('reads each filter of the request by its kind on the same-named column, in the request’s order', () => {
    const f: Filters = { name: '50%_a', kind: 'A', ownerId: '12', createdFrom: '2026-01-01T00:00:00Z' };
    expect(render(listFilters(request, f, docs))).toEqual({
      sql: '("docs"."name" ilike $1 and "docs"."kind" = $2 and "docs"."owner_id" = $3)',
      params: ['%50\\%\\_a%', 'A', 12],
    });
  });

  it('gives no condition for an empty filter, and none for the paging, the sort or the created range', () => {
    const conditions = listFilters(request, { current: 2, size: 20, sort: '-name', createdTo: 'x' }, docs);
    expect(conditions).toEqual([undefined, undefined, undefined]);
    expect(listFilters(request, { name: '', kind: undefined, ownerId: '' }, docs)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes an override: a column of another name or table, several columns, or its own SQL', () => {
    const f: Filters = { name: 'x', kind: 'B', ownerId: '3' };
    expect(
      render(
        listFilters(request, f, docs, {
          name: [docs.name, docs.nameEn],
          kind: (kind) => (kind ? sql`lower(${docs.kind}) = ${kind.toLowerCase()}` : undefined),
          ownerId: owners.id,
        }),
      ),
    ).toEqual({
      sql: '(("docs"."name" ilike $1 or "docs"."name_en" ilike $2) and lower("docs"."kind") = $3 and "owners"."id" = $4)',
      params: ['%x%', '%x%', 'b', 3],
    });
    // An override function hears every value, the empty one too, and decides.
    const heard: unknown[] = [];
    listFilters(request, {}, docs, { kind: (kind) => (heard.push(kind), undefined) });
    expect(heard).toEqual([undefined]);
  });

  it('compares a choice or an id with any of several columns', () => {
    const two = listFilters(request, { kind: 'A', ownerId: '5' }, docs, {
      kind: [docs.kind, docs.name],
      ownerId: [docs.ownerId, docs.id],
    });
    expect(render(two)).toEqual({
      sql: '(("docs"."kind" = $1 or "docs"."name" = $2) and ("docs"."owner_id" = $3 or "docs"."id" = $4))',
      params: ['A', 'A', 5, 5],
    });
  });

  it('reads a field of no kind only through an override function (a list’s own filter)', () => {
    const withCode = request.extend({ code: z.string().optional() });
    expect(listFilters(withCode, { code: 'x' }, docs)).toEqual([undefined, undefined, undefined]);
    expect(
      render(
        listFilters(withCode, { code: 'x' }, docs, {
          code: (code) => (code ? sql`${code} = 'x'` : undefined),
        }),
      ),
    ).toEqual({ sql: "$1 = 'x'", params: ['x'] });
  });

  it('throws, naming the filter, for a filter with neither an override nor a column of its name', () => {
    const withSku = request.extend({ sku: filterText() });
    // Empty or not: a list that could not apply the filter is a mistake of the code, not of the input.
    expect(() => listFilters(withSku, {}, docs)).toThrow('listFilters: the filter "sku" has no column');
    expect(() =>
      listFilters(withSku, { sku: 'a' }, owners, {
        name: owners.code,
        kind: owners.code,
        ownerId: owners.id,
      }),
    ).toThrow(/"sku"/);
    expect(listFilters(withSku, { sku: 'a' }, docs, { sku: owners.code })).toHaveLength(4);
  });

  it('throws for an override of a field the request does not have', () => {
    // @ts-expect-error: not a field of the request
    expect(() => listFilters(request, {}, docs, { title: docs.name })).toThrow('"title" is no field');
  });
});

describe('sortColumns', () => {
  it('maps each sort key to the same-named column, or to its override', () => {
    expect(sortColumns(docs, SORT_KEYS)).toEqual({ name: docs.name, createdAt: docs.createdAt });
    const sorts = sortColumns(docs, ['name', 'code', 'createdAt'] as const, { code: owners.code });
    expect(sorts).toEqual({ name: docs.name, code: owners.code, createdAt: docs.createdAt });
    expect(sorts.code).toBe(owners.code);
  });

  it('throws, naming the key, for a key with no column', () => {
    expect(() => sortColumns(docs, ['name', 'code'] as const)).toThrow(
      'sortColumns: the sort key "code" has no column',
    );
    // What a table holds besides its columns is no column.
    expect(() => sortColumns(docs, ['enableRLS'] as const)).toThrow('"enableRLS"');
  });

  it('make a company list’s sort whitelist and filters', () => {
    const f: Filters = { name: 'a', ownerId: '1' };
    const query = companyListQuery(docs, 7, f, {
      rows: (db) => db.select().from(docs).$dynamic(),
      sorts: sortColumns(docs, SORT_KEYS),
      filters: listFilters(request, f, docs),
    });
    expect(query.sorts).toEqual({ name: docs.name, createdAt: docs.createdAt });
    expect(dialect.sqlToQuery(query.where!).sql).toBe(
      '("docs"."company_id" = $1 and "docs"."name" ilike $2 and "docs"."owner_id" = $3)',
    );
  });
});
