import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { useTestApp } from '../../test/app';
import { company, uniqueName } from '../../test/fixtures';
import { jobs, products } from '../schema';
import { insertManyJson, insertManyJsonByKey } from './bulk-insert';

const t = useTestApp();

/** A row as read back, without what differs between two inserts of the same content. */
const comparable = <R extends { id: number }>(row: R, drop: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !['id', ...drop].includes(key)));

describe('insertManyJson', () => {
  it('writes what drizzle writes: numbers, texts, enums, arrays, nulls and the defaults', async () => {
    const a = await company(t.app);
    const { db } = t.app.deps;
    const tag = uniqueName('bulk');
    const base = {
      tenantId: a.tenantId,
      companyId: a.companyId,
      nameCn: '蓝牙耳机 "引号" \\ 反斜杠',
      nameEn: "Buds, O'Brien",
      category: 'ELECTRONICS' as const,
      weightUnit: 'lbs' as const,
      sizeUnit: 'inch' as const,
      forecastWeightG: 350,
      forecastLengthCm100: 1200,
      forecastWidthCm100: 850,
      forecastHeightCm100: 400,
      piecesPerCarton: 40,
      declaredValueCents: 9_007_199_254_740,
      imageFileIds: [3, 1, 2],
      remark: null,
      createdBy: 'bulk',
    };
    const rows = (prefix: string) =>
      Array.from({ length: 3 }, (_, i) => ({
        ...base,
        sku: `${tag}-${prefix}-${i}`,
        hsCode: i ? `8518.${i}` : null,
      }));

    const viaDrizzle = (await db.insert(products).values(rows('d')).returning({ id: products.id })).map(
      (r) => r.id,
    );
    const viaJson = await insertManyJson(db, products, rows('j'));
    expect(viaJson).toHaveLength(3);

    const read = async (ids: number[]) =>
      (await db.select().from(products).where(inArray(products.id, ids)))
        .sort((x, y) => x.sku.localeCompare(y.sku))
        .map((row) => comparable({ ...row, sku: row.sku.slice(-1) }, ['createdAt', 'updatedAt']));
    expect(await read(viaJson)).toEqual(await read(viaDrizzle));
    const [first] = await db.select().from(products).where(inArray(products.id, viaJson));
    expect(first).toMatchObject({ status: 'TO_BE_SUBMITTED', imageFileIds: [3, 1, 2], remark: null });
    expect(first!.createdAt).toBeInstanceOf(Date);
  });

  it('keeps JSON cells as JSON and times as times', async () => {
    const { db } = t.app.deps;
    const runAt = new Date('2026-11-24T08:30:00.123Z');
    const payload = { nested: { list: [1, 'two', null], text: 'a "quoted" \\ value' }, n: 1.5 };
    const row = { kind: uniqueName('bulk.kind'), payload, runAt, maxAttempts: 5, dedupeKey: null };
    const [viaDrizzle] = await db.insert(jobs).values(row).returning();
    const [id] = await insertManyJson(db, jobs, [row]);
    const [viaJson] = await db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, [id!]));
    expect(viaJson).toMatchObject({ payload, runAt, maxAttempts: 5, dedupeKey: null, status: 'QUEUED' });
    expect(comparable(viaJson!, ['createdAt'])).toEqual(comparable(viaDrizzle!, ['createdAt']));
  });

  it('refuses a column with a default set by some rows only, and writes nothing; others are null where unset', async () => {
    const { db } = t.app.deps;
    const kind = uniqueName('bulk.mixed');
    await expect(
      insertManyJson(db, jobs, [
        { kind, payload: {} },
        { kind, payload: {}, maxAttempts: 2 },
      ]),
    ).rejects.toThrow(/every row or none/);
    expect(
      await db
        .select()
        .from(jobs)
        .where(inArray(jobs.kind, [kind])),
    ).toEqual([]);
  });

  it('answers each new row by its key (insertManyJsonByKey)', async () => {
    const { db } = t.app.deps;
    const kind = uniqueName('bulk.keyed');
    const keys = Array.from({ length: 5 }, (_, i) => `${kind}-${i}`);
    const idOf = await insertManyJsonByKey(
      db,
      jobs,
      keys.map((dedupeKey, i) => ({ kind, payload: { i }, dedupeKey })),
      jobs.dedupeKey,
    );
    expect([...idOf.keys()].sort()).toEqual(keys);
    const read = await db
      .select()
      .from(jobs)
      .where(inArray(jobs.kind, [kind]));
    for (const row of read) expect(idOf.get(row.dedupeKey!)).toBe(row.id);
    expect(read.map((r) => (r.payload as { i: number }).i).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
