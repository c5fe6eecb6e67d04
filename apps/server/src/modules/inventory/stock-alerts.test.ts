import { describe, expect, it } from 'vitest';
import type { AgeingWarnings, InventoryPage, StockDetail, StockRow } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, subAccountWith } from '../../../test/fixtures';
import { docOf, inTx, ownerOf, putAway, stockWorld, type StockWorld } from './inventory.test-support';

// The workbench's stock warnings through the customer API: low-stock thresholds (set by the customer
// or taken from the last 30 days' shipments) and the pieces whose storage price rises within 7 days.

const DAY = 86_400_000;

describe('low-stock thresholds', () => {
  const t = useTestApp((app) => stockWorld(app));

  const ok = async <T>(token: string, path: string, body: object = {}) => {
    const res = await call(t.app, token, path, body);
    expect(res.statusCode, res.body).toBe(200);
    return bodyOf<T>(res).data;
  };
  const ship = (w: StockWorld, productId: number, quantity: number) =>
    inTx(t.app, async (tx) => {
      const doc = docOf(w.warehouseId, { documentType: 'OUTBOUND' });
      await t.app.services.inventory.reserve(tx, ownerOf(w.a), { ...doc, lines: [{ productId, quantity }] });
      await t.app.services.inventory.ship(tx, ownerOf(w.a), { ...doc, lines: [{ productId, quantity }] });
    });
  const rowOf = async (productId: number, body: object = {}): Promise<StockRow | undefined> =>
    (await ok<InventoryPage>(t.a.token, 'inventory/page', { size: 50, ...body })).records.find(
      (r) => r.productId === String(productId),
    );

  it('takes the default from the last 30 days of shipments and warns when available reaches it', async () => {
    const [p, quiet] = t.pa as [number, number];
    await putAway(t.app, ownerOf(t.a), t.warehouseId, p, 20);
    await putAway(t.app, ownerOf(t.a), t.warehouseId, quiet, 3);
    // Nothing shipped and nothing set: no threshold, no warning, however little is left.
    expect((await rowOf(quiet))!.alert).toEqual({
      threshold: null,
      source: null,
      outflow: 0,
      low: false,
      coverDays: null,
    });
    await ship(t, p, 8);
    expect((await rowOf(p))!.alert).toEqual({
      threshold: 8,
      source: 'OUTFLOW',
      outflow: 8,
      low: false,
      coverDays: 45, // 12 left at 8 a month
    });
    expect(await rowOf(p, { lowStock: 'YES' })).toBeUndefined();
    await ship(t, p, 5);
    expect((await rowOf(p))!.alert).toMatchObject({ threshold: 13, low: true, coverDays: 16 });
    const low = await ok<InventoryPage>(t.a.token, 'inventory/page', { lowStock: 'YES' });
    expect(low.records.map((r) => r.productId)).toEqual([String(p)]);
    expect(low.totals.rows).toBe(1);
    expect((await rowOf(quiet, { lowStock: 'NO' }))?.productId).toBe(String(quiet));
  });

  it('lets the customer set a threshold, turn it off with 0 and go back to the default', async () => {
    const [p, quiet] = t.pa as [number, number];
    const id = (await rowOf(quiet))!.id;
    const set = async (threshold: number | null) =>
      (await ok<StockDetail>(t.a.token, 'inventory/set-threshold', { id, threshold })).alert;
    expect(await set(5)).toMatchObject({ threshold: 5, source: 'SET', low: true });
    expect((await rowOf(quiet, { lowStock: 'YES' }))?.id).toBe(id);
    expect(await set(2)).toMatchObject({ threshold: 2, source: 'SET', low: false });
    expect(await set(0)).toMatchObject({ threshold: 0, source: 'SET', low: false });
    expect(await set(null)).toMatchObject({ threshold: null, source: null, low: false });
    // 0 on a shipping balance silences its default too.
    const busy = (await rowOf(p))!.id;
    await ok(t.a.token, 'inventory/set-threshold', { id: busy, threshold: 0 });
    expect((await rowOf(p))!.alert).toMatchObject({ threshold: 0, source: 'SET', outflow: 13, low: false });
  });

  it('refuses a bad threshold with a message and changes nothing', async () => {
    const id = (await rowOf(t.pa[1]!))!.id;
    for (const [threshold, message] of [
      [-1, 'The threshold must be from 0 to 1,000,000 (0 turns the alert off)'],
      [1_000_001, 'The threshold must be from 0 to 1,000,000 (0 turns the alert off)'],
      [2.5, 'The threshold must be a whole number'],
    ] as const) {
      const res = await call(t.app, t.a.token, 'inventory/set-threshold', { id, threshold });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(message);
    }
    const zh = await call(t.app, t.a.token, 'inventory/set-threshold', { id, threshold: -1 }, 'zh');
    expect(zh.body).toContain('预警值须在 0 到 1,000,000 之间');
    expect((await rowOf(t.pa[1]!))!.alert.source).toBeNull();
  });

  it("keeps another company's balance out of reach and needs the stock edit code", async () => {
    const id = (await rowOf(t.pa[1]!))!.id;
    const theirs = await call(t.app, t.b.token, 'inventory/set-threshold', { id, threshold: 9 });
    expect(theirs.statusCode).toBe(404);
    const viewer = await subAccountWith(t.app, t.a.companyId, ['OMS_ORDERSTOCK', 'OMS_ORDERSTOCK:view']);
    expect(
      (await call(t.app, viewer.token, 'inventory/set-threshold', { id, threshold: 9 })).statusCode,
    ).toBe(403);
    expect((await call(t.app, viewer.token, 'inventory/ageing-warnings', {})).statusCode).toBe(200);
    const editor = await subAccountWith(t.app, t.a.companyId, [
      'OMS_ORDERSTOCK',
      'OMS_ORDERSTOCK:view',
      'OMS_ORDERSTOCK:edit',
    ]);
    expect(
      (await call(t.app, editor.token, 'inventory/set-threshold', { id, threshold: 9 })).statusCode,
    ).toBe(200);
    expect((await rowOf(t.pa[1]!))!.alert).toMatchObject({ threshold: 9, source: 'SET' });
  });
});

describe('storage-tier warnings', () => {
  // Tiers of STORAGE_CARD: 0.45 USD per m³·day to 30 days, 0.60 from 31, 0.90 from 61, 1.50 from 91.
  const t = useTestApp(async (app) => {
    const w = await stockWorld(app, 3);
    const [p1, p2, p3] = w.pa as [number, number, number];
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await putAway(app, ownerOf(w.a), w.warehouseId, p1, 100, ago(27));
    await putAway(app, ownerOf(w.a), w.warehouseId, p1, 50, ago(27));
    await putAway(app, ownerOf(w.a), w.warehouseId, p1, 10, ago(5));
    await putAway(app, ownerOf(w.a), w.warehouseId, p1, 20, ago(25));
    await putAway(app, ownerOf(w.a), w.warehouseId, p2, 40, ago(88));
    await putAway(app, ownerOf(w.a), w.warehouseId, p3, 30, ago(20));
    return w;
  });

  it('lists the pieces whose price rises within 7 days, the closest first, with the extra per day', async () => {
    const res = await call(t.app, t.a.token, 'inventory/ageing-warnings', {});
    expect(res.statusCode, res.body).toBe(200);
    const { rows, total } = bodyOf<AgeingWarnings>(res).data;
    expect(total).toBe(3);
    const page = bodyOf<InventoryPage>(await call(t.app, t.a.token, 'inventory/page', {})).data;
    const skuOf = (id: number) => page.records.find((r) => r.productId === String(id))!.sku;
    expect(rows.map((r) => [r.sku, r.pieces, r.ageDays, r.tierFrom, r.inDays])).toEqual([
      [skuOf(t.pa[1]!), 40, 88, 91, 3],
      [skuOf(t.pa[0]!), 150, 27, 31, 4],
      [skuOf(t.pa[0]!), 20, 25, 31, 6],
    ]);
    expect(rows[0]).toMatchObject({
      warehouse: { code: t.k.warehouseCode },
      currency: 'USD',
      priceNow: '0.90',
      priceNext: '1.50',
      // 40 × 408 cm³ = 0.01632 m³; × 0.60 more a day = 0.0098 → 0.01.
      volume: '0.0163',
      extraPerDay: '0.01',
    });
    // 150 × 408 cm³ = 0.0612 m³; × 0.15 = 0.00918 → 0.01.
    expect(rows[1]).toMatchObject({ priceNow: '0.45', priceNext: '0.60', volume: '0.0612' });
    const theirs = await call(t.app, t.b.token, 'inventory/ageing-warnings', {});
    expect(bodyOf<AgeingWarnings>(theirs).data).toEqual({ rows: [], total: 0 });
  });
});
