import { afterEach, describe, expect, it } from 'vitest';
import {
  PRODUCT_CATEGORY_LABELS,
  type AgeingReport,
  type CombinationAvailability,
  type InTransitRow,
  type InventoryPage,
  type MovementRow,
  type PageResult,
  type StockDetail,
  type StockLot,
} from '@oms/contracts';
import type { App } from '../../app';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, exportFile, subAccountWith } from '../../../test/fixtures';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { combinationBody, createCombination, passedProduct } from '../combinations/combinations.test-support';
import { keyForTenant } from '../integration/integration.test-support';
import { createBrand, createProduct } from '../products/products.test-support';
import { docOf, expectNoMismatches, inTx, ownerOf, putAway } from './inventory.test-support';

// The stock pages through the customer API: what a client sees, its filters and totals, the detail's
// log, lots and in-transit breakdown, the ageing report, and another company's ids.

const DAY = 86_400_000;

const world = async (app: App) => {
  const a = await company(app);
  const b = await company(app);
  const k = await keyForTenant(app, a.tenantId, 'stock-api');
  const k2 = await keyForTenant(app, a.tenantId, 'stock-api-2');
  const brand = await createBrand(app, a.token);
  const p1 = await createProduct(app, a.token);
  const p2 = await createProduct(app, a.token, { category: 'TOYS', brandId: brand.id });
  const c1 = await passedProduct(app, a);
  const c2 = await passedProduct(app, a);
  const combo = await createCombination(
    app,
    a.token,
    combinationBody([
      [c1, 2],
      [c2, 1],
    ]),
  );
  const owner = ownerOf(a);
  const inv = app.services.inventory;
  const [bal] = await putAway(app, owner, k.warehouseId, Number(p1.id), 10, new Date(Date.now() - 40 * DAY));
  await putAway(app, owner, k.warehouseId, Number(p1.id), 5);
  await inTx(app, (tx) =>
    inv.reserve(tx, owner, { ...docOf(k.warehouseId), lines: [{ productId: Number(p1.id), quantity: 3 }] }),
  );
  await inTx(app, async (tx) => {
    const doc = docOf(k.warehouseId, { documentType: 'INBOUND', documentNo: 'IB-API-1' });
    await inv.expect(tx, owner, { ...doc, lines: [{ productId: Number(p1.id), quantity: 7 }] });
    await inv.expect(tx, owner, {
      ...doc,
      warehouseId: k2.warehouseId,
      lines: [{ productId: Number(p2.id), quantity: 4 }],
    });
  });
  await putAway(app, owner, k.warehouseId, Number(c1.id), 9);
  await putAway(app, owner, k.warehouseId, Number(c2.id), 3);
  await putAway(app, owner, k2.warehouseId, Number(c1.id), 1);
  return { a, b, k, k2, p1, p2, combo, balanceId: String(bal!.id) };
};

describe('stock pages', () => {
  const t = useTestApp(world);
  afterEach(() => expectNoMismatches(t.app));

  const ok = async <T>(token: string, path: string, body: object = {}) => {
    const res = await call(t.app, token, path, body);
    expect(res.statusCode, res.body).toBe(200);
    return bodyOf<T>(res).data;
  };

  it('lists each warehouse × SKU with its buckets, volume, oldest age and the totals', async () => {
    const page = await ok<InventoryPage>(t.a.token, 'inventory/page', { size: 50, sort: 'sku' });
    const row = page.records.find((r) => r.id === t.balanceId)!;
    expect(row).toMatchObject({
      sku: t.p1.sku,
      warehouse: { code: t.k.warehouseCode },
      inTransit: 7,
      available: 12,
      reserved: 3,
      unsellable: 0,
      shipped: 0,
      total: 15,
      // 15 × 12 × 8.5 × 4 cm = 6,120 cm³.
      volume: '0.0061',
      oldestAgeDays: 40,
    });
    expect(page.totals).toMatchObject({ rows: 5, inTransit: 11, available: 25, reserved: 3, total: 28 });
    expect(page.records.map((r) => r.sku)).toEqual([...page.records.map((r) => r.sku)].sort());
  });

  it('filters by warehouse, SKU, brand, category and whether anything is on hand', async () => {
    const ids = async (body: object) =>
      (await ok<InventoryPage>(t.a.token, 'inventory/page', body)).records.map((r) => r.sku);
    expect(await ids({ warehouseId: String(t.k2.warehouseId) })).toHaveLength(2);
    expect(await ids({ sku: t.p1.sku })).toEqual([t.p1.sku]);
    expect(await ids({ category: 'TOYS' })).toEqual([t.p2.sku]);
    expect(await ids({ hasStock: 'NO' })).toEqual([t.p2.sku]);
    expect(await ids({ hasStock: 'YES' })).toHaveLength(4);
    const filtered = await ok<InventoryPage>(t.a.token, 'inventory/page', {
      warehouseId: String(t.k2.warehouseId),
    });
    expect(filtered.totals).toMatchObject({ rows: 2, inTransit: 4, available: 1 });
    const res = await call(t.app, t.a.token, 'inventory/page', { sort: 'password' });
    expect(res.statusCode).toBe(422);
  });

  it('shows a balance with its movement log, lots and in-transit breakdown', async () => {
    const detail = await ok<StockDetail>(t.a.token, 'inventory/detail', { id: t.balanceId });
    expect(detail).toMatchObject({ sku: t.p1.sku, available: 12, pieceVolumeCm3: '408.0' });
    const log = await ok<PageResult<MovementRow>>(t.a.token, 'inventory/movements', { id: t.balanceId });
    expect(log.records.map((m) => [m.movementType, m.after.available, m.after.inTransit])).toEqual([
      ['EXPECT', 12, 7],
      ['RESERVE', 12, 0],
      ['RECEIVE', 15, 0],
      ['RECEIVE', 10, 0],
    ]);
    expect(log.records[0]).toMatchObject({
      documentType: 'INBOUND',
      documentNo: 'IB-API-1',
      change: { inTransit: 7 },
    });
    const reserves = await ok<PageResult<MovementRow>>(t.a.token, 'inventory/movements', {
      id: t.balanceId,
      movementType: 'RESERVE',
    });
    expect(reserves.total).toBe(1);
    const lots = await ok<StockLot[]>(t.a.token, 'inventory/lots', { id: t.balanceId });
    expect(lots.map((l) => [l.remaining, l.ageDays, l.ageBucket])).toEqual([
      [10, 40, '31-60'],
      [5, 0, '0-30'],
    ]);
    const transit = await ok<InTransitRow[]>(t.a.token, 'inventory/in-transit', { id: t.balanceId });
    expect(transit.map((r) => [r.documentNo, r.quantity])).toEqual([['IB-API-1', 7]]);
  });

  it('reports pieces and volume on hand per age bucket and warehouse', async () => {
    const report = await ok<AgeingReport>(t.a.token, 'inventory/ageing', {
      warehouseId: String(t.k.warehouseId),
    });
    expect(report.buckets).toEqual(['0-30', '31-60', '61-90', '91-180', '181+']);
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]!.pieces).toEqual([17, 10, 0, 0, 0]);
    expect(report.totals.volumes[1]).toBe('0.0041');
  });

  it("answers a combination's available quantity per warehouse", async () => {
    const list = await ok<CombinationAvailability>(t.a.token, 'inventory/combination-availability', {
      id: t.combo.id,
    });
    const of = (code: string) => list.find((r) => r.warehouse.code === code)?.available;
    expect(of(t.k.warehouseCode)).toBe(3); // min(⌊9 / 2⌋, ⌊3 / 1⌋)
    expect(of(t.k2.warehouseCode)).toBe(0);
  });

  it("exports the filtered list, and keeps another company's stock out of reach", async () => {
    const { data } = await exportFile(t.app, t.a.token, 'inventory', {
      filters: { warehouseId: String(t.k.warehouseId) },
    });
    expect(data.rows).toBe(3);
    const theirs = await ok<InventoryPage>(t.b.token, 'inventory/page');
    expect(theirs.records).toEqual([]);
    expect(theirs.totals.rows).toBe(0);
    for (const path of [
      'inventory/detail',
      'inventory/lots',
      'inventory/in-transit',
      'inventory/movements',
    ]) {
      const res = await call(t.app, t.b.token, path, { id: t.balanceId });
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
    const combo = await call(t.app, t.b.token, 'inventory/combination-availability', { id: t.combo.id });
    expect(combo.statusCode).toBe(404);
  });

  // The file reads each field as the list shows it: the warehouse as code · name (it wrote the code
  // alone), the category by its label, the pieces and the threshold as numbers.
  it('exports every column of the list, each as the list shows it', async () => {
    const page = await ok<InventoryPage>(t.a.token, 'inventory/page', { size: 50 });
    const row = page.records.find((r) => r.id === t.balanceId)!;
    const file = await exportFile(t.app, t.a.token, 'inventory', { ids: [t.balanceId] }, 'zh');
    const [header, line] = await readXlsx(file.raw);
    expect(header).toEqual([
      '仓库',
      'SKU',
      '产品名称',
      '品牌',
      '品类',
      '在途',
      '可用',
      '占用',
      '不良品',
      '已出库',
      '在库合计',
      '体积(m³)',
      '最长库龄(天)',
      '低库存预警值',
      '更新时间',
    ]);
    expect(line!.slice(0, 14)).toEqual([
      `${t.k.warehouseCode} · ${row.warehouse.nameZh}`,
      t.p1.sku,
      row.nameZh,
      '',
      PRODUCT_CATEGORY_LABELS[row.category].zh,
      '7',
      '12',
      '3',
      '0',
      '0',
      '15',
      '0.0061',
      '40',
      row.alert.threshold === null ? '' : String(row.alert.threshold),
    ]);
  });

  it('needs the stock page code', async () => {
    const home = await subAccountWith(t.app, t.a.companyId, ['OMS_HOME']);
    expect((await call(t.app, home.token, 'inventory/page', {})).statusCode).toBe(403);
    const viewer = await subAccountWith(t.app, t.a.companyId, ['OMS_ORDERSTOCK', 'OMS_ORDERSTOCK:view']);
    expect((await call(t.app, viewer.token, 'inventory/page', {})).statusCode).toBe(200);
    const res = await call(t.app, viewer.token, 'exports/create', { kind: 'inventory' });
    expect(res.statusCode).toBe(403);
  });
});
