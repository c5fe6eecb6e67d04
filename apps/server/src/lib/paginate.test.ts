import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { listRequest } from '@oms/contracts';
import { createTestApp, registerTestEndpoints, type TestApp } from '../../test/app';
import type { DbOrTx } from '../db/client';
import { AppError } from './errors';
import { countRows, exportRows, paginate, type ListQuery } from './paginate';
import { decodeCursor, encodeCursor } from './paginate-cursor';

// A table of the test's own: the helper knows nothing of any module.
const items = pgTable('paginate_test_items', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  groupId: integer('group_id').notNull(),
  name: text('name').notNull(),
  rank: integer('rank'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const SORT_KEYS = ['name', 'rank', 'createdAt', 'id'] as const;
const BASE = Date.UTC(2026, 0, 1);

const itemRows = (db: DbOrTx) =>
  db
    .select({ id: items.id, name: items.name, rank: items.rank, createdAt: items.createdAt })
    .from(items)
    .$dynamic();

const itemsQuery = (groupId: number): ListQuery<ReturnType<typeof itemRows>, (typeof SORT_KEYS)[number]> => ({
  rows: itemRows,
  countFrom: (db: DbOrTx) => db.select({ id: items.id }).from(items).$dynamic(),
  where: eq(items.groupId, groupId),
  sorts: { name: items.name, rank: items.rank, createdAt: items.createdAt, id: items.id },
  defaultSort: { key: 'createdAt', order: 'desc' },
  id: items.id,
});

describe('paginate', () => {
  let t: TestApp;
  let db: DbOrTx;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        register: (app) =>
          // A list endpoint as a module writes one: schema from contracts, then paginate.
          registerTestEndpoints(
            app,
            {
              items: {
                access: null,
                summary: 'Test list',
                body: listRequest(SORT_KEYS),
                response: z.unknown(),
              },
              'items-unchecked': {
                access: null,
                summary: 'Test list without the sort whitelist',
                body: z.object({ sort: z.string() }),
                response: z.unknown(),
              },
            },
            {
              items: ({ body }) => paginate(app.deps.db, itemsQuery(1), body),
              'items-unchecked': ({ body }) =>
                paginate(app.deps.db, itemsQuery(1), { current: 1, size: 5, sort: body.sort }),
            },
          ),
      },
    );
    db = t.app.deps.db;
    await db.execute(sql`create table paginate_test_items (
      id bigint primary key, group_id int not null, name text not null, rank int,
      created_at timestamptz not null)`);
    // Group 1: 23 rows; every third rank is null and ranks repeat, so ties and nulls both occur.
    // Group 2: 300 rows, for the count cap.
    const rows = [
      ...Array.from({ length: 23 }, (_, i) => ({
        id: i + 1,
        groupId: 1,
        name: `item-${String(i + 1).padStart(2, '0')}`,
        rank: i % 3 === 0 ? null : i % 5,
        createdAt: new Date(BASE + (i % 7) * 60_000),
      })),
      ...Array.from({ length: 300 }, (_, i) => ({
        id: 1000 + i,
        groupId: 2,
        name: `bulk-${i}`,
        rank: i,
        createdAt: new Date(BASE + i * 1000),
      })),
    ];
    await db.insert(items).values(rows);
    await db.execute(sql`analyze paginate_test_items`);
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, headers: { language: 'en' } });

  it('pages with a stable order: default sort, then id as the tiebreak', async () => {
    const res = await post('/api/test/items', { current: 1, size: 10 });
    const body = res.json() as { data: { records: { id: number }[]; total: number; totalExact: boolean } };
    expect(res.statusCode).toBe(200);
    expect(body.data).toMatchObject({ total: 23, totalExact: true, current: 1, size: 10 });
    const all = await paginate(db, itemsQuery(1), { current: 1, size: 100 });
    expect(all.records).toHaveLength(23);
    const keys = all.records.map((r) => [r.createdAt.getTime(), r.id]);
    const expected = [...keys].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!);
    expect(keys).toEqual(expected);
    expect(body.data.records.map((r) => r.id)).toEqual(all.records.slice(0, 10).map((r) => r.id));

    const third = await paginate(db, itemsQuery(1), { current: 3, size: 10 });
    expect(third.records.map((r) => r.id)).toEqual(all.records.slice(20).map((r) => r.id));
    expect(third).toMatchObject({ total: 23, totalExact: true, nextCursor: null });
    const beyond = await paginate(db, itemsQuery(1), { current: 9, size: 10 });
    expect(beyond).toMatchObject({ records: [], total: 23, totalExact: true });
  });

  it('sorts by a whitelisted key in both directions', async () => {
    const asc = await paginate(db, itemsQuery(1), { current: 1, size: 100, sort: 'name' });
    expect(asc.records.map((r) => r.name)).toEqual([...asc.records.map((r) => r.name)].sort());
    const desc = await paginate(db, itemsQuery(1), { current: 1, size: 100, sort: '-name' });
    expect(desc.records.map((r) => r.id)).toEqual(asc.records.map((r) => r.id).reverse());
  });

  it('refuses an unknown sort key with 422, in the schema and in the helper itself', async () => {
    const bySchema = await post('/api/test/items', { current: 1, size: 10, sort: 'passwordHash' });
    expect([bySchema.statusCode, bySchema.json().code, bySchema.json().message]).toEqual([
      422,
      422,
      'Sorting by this field is not supported',
    ]);
    const byHelper = await post('/api/test/items-unchecked', { sort: '-groupId' });
    expect([byHelper.statusCode, byHelper.json().message]).toEqual([
      422,
      'Sorting by this field is not supported',
    ]);
    await expect(paginate(db, itemsQuery(1), { current: 1, size: 5, sort: 'constructor' })).rejects.toThrow(
      AppError,
    );
  });

  it('bounds the page size at 500', async () => {
    const res = await post('/api/test/items', { current: 1, size: 501 });
    expect(res.statusCode).toBe(422);
    const page = await paginate(db, itemsQuery(2), { current: 1, size: 10_000 });
    expect(page.size).toBe(500);
    expect(page.records).toHaveLength(300);
  });

  it('counts exactly up to the cap, and estimates above it (saying so)', async () => {
    expect(await countRows(db, itemsQuery(2), 1000)).toEqual({ total: 300, totalExact: true });
    expect(await countRows(db, itemsQuery(2), 300)).toEqual({ total: 300, totalExact: true });
    const over = await countRows(db, itemsQuery(2), 100);
    expect(over.totalExact).toBe(false);
    expect(over.total).toBeGreaterThanOrEqual(101);
    // The planner knows the table (analysed): the estimate is near the truth.
    expect(over.total).toBeGreaterThan(200);
    expect(over.total).toBeLessThan(450);

    const page = await paginate(db, itemsQuery(2), { current: 2, size: 20 }, { countCap: 100 });
    expect(page).toMatchObject({ totalExact: false, current: 2 });
    expect(page.records).toHaveLength(20);
    const small = await paginate(db, itemsQuery(1), { current: 2, size: 5 }, { countCap: 100 });
    expect(small).toMatchObject({ total: 23, totalExact: true });
  });

  it('reuses a total above the cap for a full page, never an exact one', async () => {
    // An exact total shows the user's own change on the next call.
    expect(await paginate(db, itemsQuery(1), { current: 2, size: 5 })).toMatchObject({ total: 23 });
    await db
      .insert(items)
      .values({ id: 99, groupId: 1, name: 'item-99', rank: 1, createdAt: new Date(BASE) });
    expect(await paginate(db, itemsQuery(1), { current: 2, size: 5 })).toMatchObject({ total: 24 });
    await db.delete(items).where(eq(items.id, 99));

    // Group 5: 150 rows over a cap of 100, then all but 30 removed.
    await db.insert(items).values(
      Array.from({ length: 150 }, (_, i) => ({
        id: 5000 + i,
        groupId: 5,
        name: `five-${i}`,
        rank: i,
        createdAt: new Date(BASE + i * 1000),
      })),
    );
    const opts = { countCap: 100 };
    const big = await paginate(db, itemsQuery(5), { current: 1, size: 20 }, opts);
    expect(big).toMatchObject({ totalExact: false });
    expect(big.total).toBeGreaterThanOrEqual(101);
    await db.execute(sql`delete from paginate_test_items where group_id = 5 and id >= 5030`);
    // A full page within the seconds the estimate is kept answers it again without counting…
    expect(await paginate(db, itemsQuery(5), { current: 1, size: 20 }, opts)).toMatchObject({
      total: big.total,
      totalExact: false,
    });
    // …a page past the end counts again, and what it finds replaces the kept estimate.
    const past = await paginate(db, itemsQuery(5), { current: 3, size: 20 }, opts);
    expect(past).toMatchObject({ records: [], total: 30, totalExact: true });
    expect(await paginate(db, itemsQuery(5), { current: 1, size: 20 }, opts)).toMatchObject({
      total: 30,
      totalExact: true,
    });
  });

  it('walks every page by keyset cursor, nulls included, in the same order as offsets', async () => {
    for (const sort of ['rank', '-rank', 'createdAt', '-name', 'id']) {
      const all = await paginate(db, itemsQuery(1), { current: 1, size: 100, sort });
      const walked: number[] = [];
      let cursor: string | undefined;
      for (let guard = 0; guard < 20; guard++) {
        const page = await paginate(db, itemsQuery(1), { current: 1, size: 4, sort, cursor });
        walked.push(...page.records.map((r) => r.id));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(walked, sort).toEqual(all.records.map((r) => r.id));
    }
  });

  it('refuses a cursor of another sort or a forged one', async () => {
    const first = await paginate(db, itemsQuery(1), { current: 1, size: 4, sort: 'name' });
    await expect(
      paginate(db, itemsQuery(1), { current: 1, size: 4, sort: 'rank', cursor: first.nextCursor! }),
    ).rejects.toMatchObject({ messageKey: 'list.badCursor', status: 422 });
    await expect(paginate(db, itemsQuery(1), { current: 1, size: 4, cursor: 'bm90LWpzb24' })).rejects.toThrow(
      AppError,
    );
    const when = new Date(BASE);
    expect(decodeCursor(encodeCursor({ key: 'createdAt', order: 'desc', value: when, id: 7 }))).toEqual({
      key: 'createdAt',
      order: 'desc',
      value: when,
      id: 7,
    });
  });

  it('streams the same filtered, sorted rows in batches for export', async () => {
    const all = await paginate(db, itemsQuery(2), { current: 1, size: 500, sort: '-rank' });
    const batches: number[][] = [];
    for await (const batch of exportRows(db, itemsQuery(2), { batchSize: 64, sort: '-rank' })) {
      batches.push(batch.map((r) => r.id));
    }
    expect(batches.map((b) => b.length)).toEqual([64, 64, 64, 64, 44]);
    expect(batches.flat()).toEqual(all.records.map((r) => r.id));
    const none: unknown[] = [];
    for await (const batch of exportRows(db, itemsQuery(3))) none.push(batch);
    expect(none).toEqual([]);
  });
});
