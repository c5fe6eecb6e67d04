import { describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { bigint, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pg-proxy';
import type { DbOrTx } from '../db/client';
import * as paginate from './paginate';

// A table of the test's own (never created): the company helpers are checked on the SQL they write.
const docs = pgTable('company_docs', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  companyId: bigint('company_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  kind: text('kind', { enum: ['A', 'B'] }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
const dialect = new PgDialect();
const render = (where: SQL | undefined) => {
  if (!where) return undefined;
  const { sql, params } = dialect.sqlToQuery(where);
  return { sql, params };
};
/** A database that runs nothing: it keeps the statements and answers `answer` as the rows. */
let answer: unknown[][] = [];
const ran: string[] = [];
const db = drizzle(async (sql) => {
  ran.push(sql);
  return { rows: answer };
});
const rowsOf = () =>
  db.select({ id: docs.id, name: docs.name, createdAt: docs.createdAt }).from(docs).$dynamic();

describe("a company's records", () => {
  it('are one record or several of the company (another company’s ids find nothing)', () => {
    expect(render(paginate.ofCompany(docs, 7, 3))).toEqual({
      sql: '("company_docs"."company_id" = $1 and "company_docs"."id" = $2)',
      params: [7, 3],
    });
    expect(render(paginate.ofCompany(docs, 7, [3, 4]))).toEqual({
      sql: '("company_docs"."company_id" = $1 and "company_docs"."id" in ($2, $3))',
      params: [7, 3, 4],
    });
  });

  it('are locked in id order, for update or for share', () => {
    expect(paginate.lockOfCompany(rowsOf(), docs, 7, [4, 3]).toSQL().sql).toBe(
      'select "id", "name", "created_at" from "company_docs" where ("company_docs"."company_id" = $1 and ' +
        '"company_docs"."id" in ($2, $3)) order by "company_docs"."id" asc for update',
    );
    expect(paginate.lockOfCompany(rowsOf(), docs, 7, [3], 'share').toSQL().sql).toMatch(/ for share$/);
  });

  it('read the first row of a select, or nothing; one record of a list by id (companyRecord)', async () => {
    ran.length = 0;
    answer = [[1, 'a', '2026-01-01 00:00:00+00']];
    await expect(paginate.firstRow(rowsOf())).resolves.toMatchObject({ id: 1, name: 'a' });
    const byId = paginate.companyRecord(rowsOf, docs);
    await expect(byId(db as unknown as DbOrTx, 7, 1)).resolves.toMatchObject({ id: 1, name: 'a' });
    answer = [];
    await expect(byId(db as unknown as DbOrTx, 7, 2)).resolves.toBeUndefined();
    expect(ran.map((sql) => sql.replace(/^.* from "company_docs"/, ''))).toEqual([
      ' limit $1',
      ' where ("company_docs"."company_id" = $1 and "company_docs"."id" = $2) limit $3',
      ' where ("company_docs"."company_id" = $1 and "company_docs"."id" = $2) limit $3',
    ]);
  });
});

describe('the filters of a list', () => {
  it('match text literally, in one column or any of several, and nothing when empty', () => {
    expect(render(paginate.containsFilter(docs.name, '50%_a'))).toEqual({
      sql: '"company_docs"."name" ilike $1',
      params: ['%50\\%\\_a%'],
    });
    expect(render(paginate.containsFilter([docs.name, docs.nameEn], 'x'))).toEqual({
      sql: '("company_docs"."name" ilike $1 or "company_docs"."name_en" ilike $2)',
      params: ['%x%', '%x%'],
    });
    expect(paginate.containsFilter(docs.name, '')).toBeUndefined();
    expect(paginate.containsFilter(docs.name, undefined)).toBeUndefined();
  });

  it('compare a choice, and nothing when empty', () => {
    expect(render(paginate.equalsFilter(docs.kind, 'A'))).toEqual({
      sql: '"company_docs"."kind" = $1',
      params: ['A'],
    });
    expect(paginate.equalsFilter(docs.kind, undefined)).toBeUndefined();
  });
});

describe('companyListQuery', () => {
  const sorts = { name: docs.name, createdAt: docs.createdAt };

  it('scopes to the company, then the selection, the list’s filters and the creation range', () => {
    const query = paginate.companyListQuery(
      docs,
      7,
      { ids: [1, 2], createdFrom: '2026-01-01T00:00:00Z', createdTo: '2026-02-01T00:00:00Z' },
      {
        rows: rowsOf,
        sorts,
        filters: [paginate.containsFilter(docs.name, 'a'), paginate.equalsFilter(docs.kind, undefined)],
      },
    );
    expect(render(query.where)).toEqual({
      sql:
        '("company_docs"."company_id" = $1 and "company_docs"."id" in ($2, $3) and "company_docs"."name" ' +
        'ilike $4 and "company_docs"."created_at" >= $5 and "company_docs"."created_at" <= $6)',
      params: [7, 1, 2, '%a%', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    });
    expect(query).toMatchObject({ rows: rowsOf, sorts, defaultSort: { key: 'createdAt', order: 'desc' } });
    expect(query.id).toBe(docs.id);
  });

  it('without filters is the company alone, counted over the table’s ids', () => {
    const query = paginate.companyListQuery(docs, 7, {}, { rows: rowsOf, sorts });
    expect(render(query.where)).toEqual({ sql: '"company_docs"."company_id" = $1', params: [7] });
    const count = query.countFrom!(db as unknown as DbOrTx);
    expect(count.toSQL().sql).toBe('select "id" from "company_docs"');
  });
});
