import { describe, expect, it } from 'vitest';
import type { FeeRow, InboundDetail, OverReceipt, OverReceiptDetail, PageResult, Todo } from '@oms/contracts';
import { OVER_RECEIPT_REJECT_FEE_NAME } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, exportFile, subAccountWith } from '../../../test/fixtures';
import { passedCompany } from '../certification/certification.test-support';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { fund } from '../finance/finance.test-support';
import { act } from '../inbound-orders/inbound-orders.test-support';
import { overReceivedOrder, overReceiptWarehouse } from './over-receipts.test-support';

describe('inbound over-receipts API', () => {
  const t = useTestApp(async (app) => {
    const a = await passedCompany(app);
    const k = await overReceiptWarehouse(app, a);
    await fund(app, { tenantId: a.tenantId, companyId: a.companyId }, 1_000_000, 'USD');
    return { a, k, b: await company(app) };
  });
  const owner = () => ({ tenantId: t.a.tenantId, companyId: t.a.companyId });
  const detailOf = async (id: string, token = t.a.token) =>
    bodyOf<OverReceiptDetail>(await call(t.app, token, 'over-receipts/detail', { id })).data;
  const available = async (productId: string) =>
    (
      await t.app.services.inventory.availableOf(t.app.deps.db, t.a.companyId, t.k.warehouseId, [
        Number(productId),
      ])
    ).get(Number(productId));
  const feesOf = async (documentNo: string) =>
    bodyOf<PageResult<FeeRow>>(await call(t.app, t.a.token, 'fees/page', { documentNo })).data.records;
  /** An order received 15 above its forecast of 80 and put away (the forecast goes into stock). */
  const putAway = async (received = 95) => {
    const made = await overReceivedOrder(t.app, t.a, t.k, received);
    expect(
      (await call(t.app, t.a.token, 'inbound-orders/confirmDifference', { id: made.order.id })).statusCode,
    ).toBe(200);
    expect((await act(t.app, t.k, made.order.id, 'put-away')).statusCode).toBe(200);
    return { ...made, row: made.overReceipts[0]! };
  };

  it('records one unconfirmed over-receipt per line received above its forecast, with a to-do', async () => {
    const { order, product, overReceipts } = await overReceivedOrder(t.app, t.a, t.k, 100);
    expect(overReceipts).toHaveLength(1);
    const row = overReceipts[0]!;
    expect(row).toMatchObject({
      inboundOrderNo: order.orderNo,
      productId: product.id,
      forecast: 80,
      received: 100,
      excess: 20,
      status: 'UNCONFIRMED',
      decision: null,
      feeRecordId: null,
    });
    expect(row.overReceiptNo).toMatch(/^OR\d{8}\d{6}$/);
    const todos = bodyOf<Todo[]>(await call(t.app, t.a.token, 'homepage/todoList', { relateType: 14 })).data;
    expect(todos.some((td) => td.documentNo === row.overReceiptNo && td.status === 'UNCONFIRMED')).toBe(true);
    // Recording the same line again answers the first over-receipt and raises nothing.
    const lines = bodyOf<InboundDetail>(
      await call(t.app, t.a.token, 'inbound-orders/detail', { id: order.id }),
    ).data.lines;
    const again = await t.app.deps.db.transaction((tx) =>
      t.app.services.overReceipts.record(tx, owner(), {
        warehouseId: t.k.warehouseId,
        inboundOrderId: Number(order.id),
        inboundOrderNo: order.orderNo,
        lineId: Number(lines[0]!.id),
        productId: Number(product.id),
        forecast: 80,
        received: 100,
        actor: 'test',
      }),
    );
    expect([String(again.overReceipt.id), again.notice]).toEqual([row.id, null]);
    const filtered = bodyOf<PageResult<OverReceipt>>(
      await call(t.app, t.a.token, 'over-receipts/page', { status: 'UNCONFIRMED', sku: row.sku }),
    ).data;
    expect(filtered.records.map((r) => r.id)).toEqual([row.id]);
    const file = await exportFile(t.app, t.a.token, 'over-receipts', { filters: { status: 'UNCONFIRMED' } });
    expect(file.data.rows).toBeGreaterThanOrEqual(1);
    const one = await exportFile(t.app, t.a.token, 'over-receipts', { ids: [row.id] });
    expect(one.data.rows).toBe(1);
    const rows = await readXlsx(one.raw);
    expect(rows[0]).toEqual([
      'Over-receipt number',
      'Warehouse',
      'Inbound order',
      'SKU',
      'Product name',
      'Forecast',
      'Received',
      'Excess',
      'Status',
      'Decision',
      'Reason for rejecting',
      'Confirmed by',
      'Created',
      'Confirmed',
    ]);
    // The warehouse by its name, as the list shows it; the product by its name in the file's language.
    expect(rows[1]!.slice(0, 8)).toEqual([
      row.overReceiptNo,
      row.warehouse.nameEn,
      row.inboundOrderNo,
      row.sku,
      row.productName,
      '80',
      '100',
      '20',
    ]);
  });

  it('accepts: the excess goes into available stock once and the fee is charged per piece', async () => {
    const { row, product } = await putAway();
    expect(await available(product.id)).toBe(80);
    const res = await call(t.app, t.a.token, 'over-receipts/accept', { ids: [row.id] });
    expect(bodyOf(res)).toMatchObject({ code: 0, data: { affected: 1 } });
    expect(await available(product.id)).toBe(95);
    expect(await t.app.services.inventory.mismatches()).toEqual([]);
    const detail = await detailOf(row.id);
    expect(detail).toMatchObject({ status: 'CONFIRMED', decision: 'ACCEPTED', feeOwed: null });
    expect(detail.feeRecordId).not.toBeNull();
    expect(detail.operations.map((o) => [o.action, o.toState])).toEqual([
      ['create', 'UNCONFIRMED'],
      ['accept', 'CONFIRMED'],
    ]);
    const fees = await feesOf(row.overReceiptNo);
    expect(fees.map((f) => [f.feeType, f.currency, f.quantity, f.amount, f.documentType])).toEqual([
      ['OVER_RECEIPT', 'USD', '15', '30.00', 'INBOUND'],
    ]);
    // Deciding again is refused, and nothing moves twice.
    for (const action of ['accept', 'reject']) {
      const again = await call(t.app, t.a.token, `over-receipts/${action}`, { ids: [row.id] });
      expect(again.statusCode).toBe(409);
    }
    expect(await available(product.id)).toBe(95);
    expect(await feesOf(row.overReceiptNo)).toHaveLength(1);
  });

  it('rejects with a reason: held for return or disposal, stock unchanged, the handling fee charged', async () => {
    const { row, product } = await putAway(90);
    const res = await call(t.app, t.a.token, 'over-receipts/reject', {
      ids: [row.id],
      reason: 'Not ordered',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await available(product.id)).toBe(80);
    expect(await detailOf(row.id)).toMatchObject({ decision: 'REJECTED', rejectReason: 'Not ordered' });
    const fees = await feesOf(row.overReceiptNo);
    expect(fees.map((f) => [f.quantity, f.amount])).toEqual([['10', '20.00']]);
    // Named by a message key: each reader reads the name in their language (contracts feeNameOf).
    expect(fees[0]!.name).toBe(OVER_RECEIPT_REJECT_FEE_NAME);
    expect((await call(t.app, t.a.token, 'over-receipts/reject', { ids: [row.id] })).statusCode).toBe(409);
    expect(await t.app.services.inventory.mismatches()).toEqual([]);
  });

  it('decides a batch all or none', async () => {
    const first = await putAway(81);
    const second = await putAway(82);
    await call(t.app, t.a.token, 'over-receipts/accept', { ids: [first.row.id] });
    const res = await call(t.app, t.a.token, 'over-receipts/accept', { ids: [second.row.id, first.row.id] });
    expect(res.statusCode).toBe(409);
    expect((await detailOf(second.row.id)).status).toBe('UNCONFIRMED');
    expect(await available(second.product.id)).toBe(80);
  });

  it('decides once when accepts race', async () => {
    const { row, product } = await putAway(87);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, t.a.token, 'over-receipts/accept', { ids: [row.id] })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await available(product.id)).toBe(87);
    expect(await feesOf(row.overReceiptNo)).toHaveLength(1);
    expect(await t.app.services.inventory.mismatches()).toEqual([]);
  });

  it('accepts without funds: the stock still rises, the fee is owed and a to-do asks to pay', async () => {
    const poor = await passedCompany(t.app);
    const k = await overReceiptWarehouse(t.app, poor);
    const made = await overReceivedOrder(t.app, poor, k, 84);
    const row = made.overReceipts[0]!;
    const res = await call(t.app, poor.token, 'over-receipts/accept', { ids: [row.id] });
    expect(res.statusCode, res.body).toBe(200);
    const detail = bodyOf<OverReceiptDetail>(
      await call(t.app, poor.token, 'over-receipts/detail', { id: row.id }),
    ).data;
    expect(detail).toMatchObject({
      decision: 'ACCEPTED',
      feeRecordId: null,
      feeOwed: { amount: '8.00', currency: 'USD' },
    });
    expect(detail.operations.map((o) => o.action)).toContain('feeOwed');
    const stock = await t.app.services.inventory.availableOf(t.app.deps.db, poor.companyId, k.warehouseId, [
      Number(made.product.id),
    ]);
    expect(stock.get(Number(made.product.id))).toBe(4);
  });

  it("answers 404 for another company's over-receipt and 403 without the submit code", async () => {
    const { overReceipts } = await overReceivedOrder(t.app, t.a, t.k, 83);
    const id = overReceipts[0]!.id;
    for (const [path, body] of [
      ['over-receipts/detail', { id }],
      ['over-receipts/accept', { ids: [id] }],
      ['over-receipts/reject', { ids: [id] }],
    ] as const) {
      expect((await call(t.app, t.b.token, path, body)).statusCode).toBe(404);
    }
    const viewer = await subAccountWith(t.app, t.a.companyId, [
      'OMS_ORDEROVERCHARGE',
      'OMS_ORDEROVERCHARGE:view',
    ]);
    expect((await call(t.app, viewer.token, 'over-receipts/detail', { id })).statusCode).toBe(200);
    expect((await call(t.app, viewer.token, 'over-receipts/accept', { ids: [id] })).statusCode).toBe(403);
    expect((await detailOf(id)).status).toBe('UNCONFIRMED');
  });
});
