import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReturnDetail, ReturnReview, ShippedOrder } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { pngBytes } from '../../lib/file-fixtures.test-support';
import { uploadAttachment } from '../claims/claims.test-support';
import { accountsOf } from '../finance/finance.test-support';
import { api, post } from '../integration/integration.test-support';
import {
  act,
  createOutbound,
  OUTBOUND_CARD,
  outboundWorld,
  parcelBody,
  priceWarehouse,
  type OutboundWorld,
} from '../outbound-orders/outbound-orders.test-support';

type Envelope<T = ReturnDetail> = { code: number; message: string; data: T };

// Returns through HTTP on a real database: drafts checked against the shipped order they come back
// from, the warehouse's arrival and inspection by its key (sellable pieces restocked or held as each
// line asks, unsellable kept apart, destroyed written off, the handling fee per piece), photos checked
// by content, cancel only before arrival, another company's 404s; stock and money equal their logs.
describe('returns', () => {
  let t: TestApp;
  let w: OutboundWorld;
  let shipped: { id: string; orderNo: string };
  beforeAll(async () => {
    t = await createTestApp();
    w = await outboundWorld(t.app);
    await priceWarehouse(t.app, w.k, {
      ...OUTBOUND_CARD,
      fees: [
        ...OUTBOUND_CARD.fees,
        { feeType: 'RETURN_HANDLING', currency: 'USD', tiers: [{ from: 0, price: '0.25' }] },
      ],
    });
    const order = await createOutbound(
      t.app,
      w.a,
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 3]], { submit: true, referenceNo: 'SHOP-RET-1' }),
    );
    await act(t.app, w.k, order.id, 'start');
    const done = await act(t.app, w.k, order.id, 'ship', {
      parcels: [{ carrier: 'Carrier A', trackingNo: '1ZRETURN0001', weightKg: '0.4' }],
    });
    expect(done.json()).toMatchObject({ code: 0 });
    shipped = { id: order.id, orderNo: order.orderNo };
  });
  afterEach(async () => {
    expect(await t.app.services.inventory.mismatches()).toEqual([]);
    expect(await t.app.services.finance.mismatches()).toEqual([]);
  });

  const [pA, pB] = [() => w.pa[0]!, () => w.pa[1]!];
  const returns = <T = ReturnDetail>(
    path: string,
    body: object,
    token = w.a.token,
    language: 'zh' | 'en' = 'en',
  ) => call(t.app, token, `return-orders/${path}`, body, language).then((r) => bodyOf(r) as Envelope<T>);
  const draft = (lines: object[], extra: object = {}) => ({
    warehouseId: String(w.k.warehouseId),
    trackingNo: 'RET123456',
    carrier: 'USPS',
    lines,
    ...extra,
  });
  const line = (p: { id: string }, quantity: number, handling = 'RESTOCK') => ({
    productId: p.id,
    quantity,
    handling,
    reason: 'Buyer changed mind',
  });
  const warehouse = (method: 'GET' | 'POST', path: string, body: object = {}) =>
    method === 'GET'
      ? api(t.app, w.k.key, method, `/return-orders${path}`)
      : post(t.app, w.k.key, `/return-orders${path}`, body);
  const stockOf = async (p: { sku: string }) => {
    const res = bodyOf<{ records: { sku: string; available: number; unsellable: number }[] }>(
      await call(t.app, w.a.token, 'inventory/page', { current: 1, size: 20, sku: p.sku }),
    );
    const row = res.data.records.find((r) => r.sku === p.sku)!;
    return { available: row.available, unsellable: row.unsellable };
  };
  const pendingOf = async (id: string) =>
    ((await warehouse('GET', '/pending')).json() as { data: ReturnReview[] }).data.find((r) => r.id === id)!;

  it('offers the shipped orders by number, reference or tracking number, with what they shipped', async () => {
    for (const keyword of [shipped.orderNo, 'SHOP-RET', '1ZRETURN']) {
      const found = await returns<ShippedOrder[]>('shippedOrders', { keyword });
      expect(found.data.map((o) => o.id)).toEqual([shipped.id]);
      expect(found.data[0]).toMatchObject({
        recipientName: 'Jane Doe',
        trackingNos: ['1ZRETURN0001'],
        items: [{ productId: pA().id, sku: pA().sku, quantity: 3 }],
      });
    }
    expect((await returns<ShippedOrder[]>('shippedOrders', { keyword: 'nothing-like-it' })).data).toEqual([]);
    // Another company sees none of them.
    expect((await returns<ShippedOrder[]>('shippedOrders', {}, w.b.token)).data).toEqual([]);
  });

  it('checks the lines on their fields, against the shipped order too, in the caller’s language, writing nothing', async () => {
    expect((await returns('create', draft([]))).message).toContain('Add at least one SKU');
    const twice = await returns('create', draft([line(pA(), 1), line(pA(), 2)]), w.a.token, 'zh');
    expect(twice.message).toContain('同一个 SKU 不能重复添加');
    const notShipped = await returns('create', draft([line(pB(), 1)], { outboundOrderId: shipped.id }));
    expect(notShipped.message).toBe(`SKU ${pB().sku} was not shipped by outbound order ${shipped.orderNo}`);
    const over = await returns('create', draft([line(pA(), 4)], { outboundOrderId: shipped.id }));
    expect(over.message).toBe(
      `SKU ${pA().sku}: 4 to return, but outbound order ${shipped.orderNo} shipped 3`,
    );
    const theirs = await returns(
      'create',
      draft([line(pA(), 1)], { outboundOrderId: shipped.id }),
      w.b.token,
    );
    expect(theirs.code).not.toBe(0);
    const page = await returns<{ total: number }>('page', { current: 1, size: 10 });
    expect(page.data.total).toBe(0);
  });

  it('is received and inspected by the warehouse: sellable restocked or held, unsellable apart, destroyed written off, the fee per piece', async () => {
    const before = {
      a: await stockOf(pA()),
      b: await stockOf(pB()),
      money: await accountsOf(t.app, w.a.token),
    };
    const created = await returns(
      'create',
      draft([line(pA(), 3), line(pB(), 2, 'HOLD')], { outboundOrderId: shipped.id, buyerName: 'Jane Doe' }),
    );
    expect(created.message).toContain(`SKU ${pB().sku} was not shipped`);
    const made = await returns(
      'create',
      draft([line(pA(), 3)], { outboundOrderId: shipped.id, submit: true }),
    );
    expect(made.data).toMatchObject({
      status: 'PENDING_RECEIPT',
      outboundNo: shipped.orderNo,
      totalQuantity: 3,
    });
    const loose = await returns(
      'create',
      draft([line(pB(), 2, 'HOLD'), line(pA(), 1, 'DESTROY')], { submit: true }),
    );
    expect(loose.data.skus).toBe(`${pB().sku} ×2, ${pA().sku} ×1`);

    // The photo waits for the parcel; then it must be an image, by content.
    expect(
      (await warehouse('POST', `/${made.data.id}/photos`, { name: 'a.png', contentBase64: 'aGk=' }))
        .statusCode,
    ).toBe(409);
    for (const r of [made, loose])
      expect((await warehouse('POST', `/${r.data.id}/receive`)).json()).toMatchObject({
        data: { status: 'RECEIVED' },
      });
    expect((await returns('cancel', { id: made.data.id })).code).toBe(409);
    const notImage = await warehouse('POST', `/${made.data.id}/photos`, {
      name: 'a.png',
      contentBase64: Buffer.from('%PDF-1.4 not an image').toString('base64'),
    });
    expect(notImage.statusCode).toBe(422);
    const photo = (
      (
        await warehouse('POST', `/${made.data.id}/photos`, {
          name: 'box.png',
          contentBase64: pngBytes(2048).toString('base64'),
        })
      ).json() as { data: { fileId: string } }
    ).data.fileId;

    const mine = await pendingOf(made.data.id);
    const inspected = await warehouse('POST', `/${made.data.id}/inspect`, {
      lines: [{ lineId: mine.lines[0]!.id, sellable: 2, unsellable: 1, destroyed: 0, photoFileIds: [photo] }],
    });
    expect(inspected.json()).toMatchObject({ code: 0, data: { status: 'COMPLETED' } });
    const held = await pendingOf(loose.data.id);
    await warehouse('POST', `/${loose.data.id}/inspect`, {
      lines: held.lines.map((l) =>
        l.handling === 'HOLD'
          ? { lineId: l.id, sellable: 2, unsellable: 0, destroyed: 0 }
          : { lineId: l.id, sellable: 0, unsellable: 0, destroyed: 1 },
      ),
    });

    // A: +2 sellable, +1 unsellable (the destroyed piece in and written off); B: 2 held as unsellable.
    expect(await stockOf(pA())).toEqual({
      available: before.a.available + 2,
      unsellable: before.a.unsellable + 1,
    });
    expect(await stockOf(pB())).toEqual({
      available: before.b.available,
      unsellable: before.b.unsellable + 2,
    });
    const detail = (await returns('detail', { id: made.data.id })).data;
    expect(detail).toMatchObject({
      status: 'COMPLETED',
      sellableQuantity: 2,
      unsellableQuantity: 1,
      destroyedQuantity: 0,
    });
    expect(detail.lines[0]).toMatchObject({ sellable: 2, unsellable: 1, destroyed: 0 });
    expect(detail.lines[0]!.photos.map((p) => p.id)).toEqual([photo]);
    expect(detail.operations.map((o) => o.action)).toEqual(['create', 'submit', 'receive', 'inspect']);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${photo}`,
      headers: { token: w.a.token },
    });
    expect(download.statusCode).toBe(200);
    const file = await api(t.app, w.k.key, 'GET', `/return-orders/${made.data.id}/files/${photo}`);
    expect(file.statusCode).toBe(200);
    // 3 + 3 pieces inspected at 0.25.
    const after = await accountsOf(t.app, w.a.token);
    expect(Number(before.money.USD.balance) - Number(after.USD.balance)).toBeCloseTo(1.5, 2);
    const balance = bodyOf<{ records: { id: string; sku: string }[] }>(
      await call(t.app, w.a.token, 'inventory/page', { current: 1, size: 20, sku: pA().sku }),
    ).data.records.find((r) => r.sku === pA().sku)!;
    const movements = bodyOf<{ records: { movementType: string; documentNo: string }[] }>(
      await call(t.app, w.a.token, 'inventory/movements', { current: 1, size: 50, id: balance.id }),
    ).data.records.filter((m) => m.documentNo === loose.data.returnNo);
    // The destroyed piece of A came in and was written off at once.
    expect(movements.map((m) => m.movementType).sort()).toEqual(['RETURN_IN', 'WRITE_OFF']);
  });

  it('is found by the top bar by its tracking number, original order or SKU', async () => {
    const r = await returns(
      'create',
      draft([line(pA(), 1)], { outboundOrderId: shipped.id, trackingNo: 'TOPBAR778899' }),
    );
    for (const keyword of ['TOPBAR7788', shipped.orderNo, r.data.returnNo]) {
      const found = bodyOf<{ groups: { entity: string; hits: { id: string }[] }[] }>(
        await call(t.app, w.a.token, 'search/find', { keyword }),
      ).data.groups.find((g) => g.entity === 'return-orders');
      expect(found?.hits.map((h) => h.id)).toContain(r.data.id);
    }
    await returns('delete', { ids: [r.data.id], reason: 'test' });
  });

  it('refuses an inspection that leaves a line out or names a photo the warehouse did not upload', async () => {
    const r = await returns('create', draft([line(pA(), 1), line(pB(), 1)], { submit: true }));
    await warehouse('POST', `/${r.data.id}/receive`);
    const lines = (await pendingOf(r.data.id)).lines;
    const short = await warehouse('POST', `/${r.data.id}/inspect`, {
      lines: [{ lineId: lines[0]!.id, sellable: 1, unsellable: 0, destroyed: 0 }],
    });
    expect(short.json()).toMatchObject({ message: 'Give the inspection result of every line of the return' });
    const customers = await uploadAttachment(t.app, w.a.token, 'png');
    const foreign = await warehouse('POST', `/${r.data.id}/inspect`, {
      lines: lines.map((l) => ({
        lineId: l.id,
        sellable: 1,
        unsellable: 0,
        destroyed: 0,
        photoFileIds: [customers],
      })),
    });
    expect(foreign.json()).toMatchObject({
      message: 'Inspection photos must be images uploaded for this return',
    });
    expect((await returns('detail', { id: r.data.id })).data.status).toBe('RECEIVED');
  });

  it('edits, submits, cancels and deletes only as its state allows; another company and another warehouse get 404', async () => {
    const created = await returns('create', draft([line(pA(), 1)]));
    const edited = await returns('update', { ...draft([line(pA(), 2), line(pB(), 1)]), id: created.data.id });
    expect(edited.data).toMatchObject({ totalQuantity: 3, lineCount: 2, status: 'DRAFT' });
    for (const path of ['detail', 'submit', 'cancel'])
      expect(
        (await call(t.app, w.b.token, `return-orders/${path}`, { id: created.data.id })).statusCode,
      ).toBe(404);
    expect(
      (await call(t.app, w.b.token, 'return-orders/delete', { ids: [created.data.id], reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const submitted = await returns('create', draft([line(pA(), 1)], { submit: true }));
    expect(
      (await returns('delete', { ids: [created.data.id, submitted.data.id], reason: 'duplicate' })).code,
    ).toBe(409);
    expect((await returns('delete', { ids: [created.data.id], reason: 'duplicate' })).data).toEqual({
      affected: 1,
    });
    const cancelled = await returns('cancel', { id: submitted.data.id, reason: 'buyer kept it' });
    expect(cancelled.data.status).toBe('CANCELLED');
    expect((await warehouse('POST', `/${submitted.data.id}/receive`)).statusCode).toBe(409);
    expect((await call(t.app, w.a.token, 'return-orders/detail', { id: created.data.id })).statusCode).toBe(
      404,
    );
    const page = await returns<{ records: { returnNo: string }[] }>('page', {
      current: 1,
      size: 10,
      status: 'CANCELLED',
    });
    expect(page.data.records.map((r) => r.returnNo)).toEqual([submitted.data.returnNo]);
  });

  it('moves one inspection only, however many arrive at once', async () => {
    const r = await returns('create', draft([line(pA(), 2)], { submit: true }));
    await warehouse('POST', `/${r.data.id}/receive`);
    const lineId = (await pendingOf(r.data.id)).lines[0]!.id;
    const before = await stockOf(pA());
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        warehouse('POST', `/${r.data.id}/inspect`, {
          lines: [{ lineId, sellable: 2, unsellable: 0, destroyed: 0 }],
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await stockOf(pA())).toEqual({ available: before.available + 2, unsellable: before.unsellable });
  });
});
