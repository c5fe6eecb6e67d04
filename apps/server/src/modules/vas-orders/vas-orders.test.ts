import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VasDetail, VasReview } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { pngBytes } from '../../lib/file-fixtures.test-support';
import { combinationBody, createCombination, passedProduct } from '../combinations/combinations.test-support';
import { accountsOf } from '../finance/finance.test-support';
import { api, post } from '../integration/integration.test-support';
import {
  outboundWorld,
  stock,
  stockOf,
  type OutboundWorld,
} from '../outbound-orders/outbound-orders.test-support';

type Envelope<T = VasDetail> = { code: number; message: string; data: T };

// VAS orders through HTTP on a real database: drafts checked against the stock, the warehouse's quote,
// the customer's confirmation freezing it and reserving the pieces (or refused, writing nothing), a
// cancel letting both go, the work completed (pieces released, disposed of, or kitted: components out
// and the kit's SKU in; the quote charged), results checked by content; concurrent confirmations never
// taking more than is available; another company's 404s; stock and money equal their logs.
describe('VAS orders', () => {
  let t: TestApp;
  let w: OutboundWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await outboundWorld(t.app);
  });
  afterEach(async () => {
    expect(await t.app.services.inventory.mismatches()).toEqual([]);
    expect(await t.app.services.finance.mismatches()).toEqual([]);
  });

  const [pA, pB] = [() => w.pa[0]!, () => w.pa[1]!];
  const vas = <T = VasDetail>(path: string, body: object, token = w.a.token, language: 'zh' | 'en' = 'en') =>
    call(t.app, token, `vas-orders/${path}`, body, language).then((r) => bodyOf(r) as Envelope<T>);
  const draft = (extra: object = {}) => ({
    warehouseId: String(w.k.warehouseId),
    serviceType: 'PHOTOS',
    lines: [{ productId: pA().id, quantity: 2 }],
    requirements: 'Three photos of each piece, front, back and label',
    ...extra,
  });
  const wh = (method: 'GET' | 'POST', path: string, body: object = {}) =>
    method === 'GET'
      ? api(t.app, w.k.key, method, `/vas-orders${path}`)
      : post(t.app, w.k.key, `/vas-orders${path}`, body);
  const quoted = async (extra: object = {}, amount = '4.50') => {
    const made = await vas('create', draft({ ...extra, submit: true }));
    if (made.code !== 0) throw new Error(made.message);
    expect(made.data.status).toBe('PENDING_QUOTE');
    const q = await wh('POST', `/${made.data.id}/quote`, { amount, currency: 'USD', note: 'per photo set' });
    expect(q.json()).toMatchObject({ code: 0, data: { status: 'QUOTED' } });
    return made.data;
  };
  const usd = async () => Number((await accountsOf(t.app, w.a.token)).USD.balance);

  it('checks the lines and the kit on their fields, against the stock too, writing nothing', async () => {
    expect((await vas('create', draft({ lines: [] }))).message).toContain('Add at least one SKU');
    const twice = await vas(
      'create',
      draft({
        lines: [
          { productId: pA().id, quantity: 1 },
          { productId: pA().id, quantity: 1 },
        ],
      }),
      w.a.token,
      'zh',
    );
    expect(twice.message).toContain('同一个 SKU 不能重复添加');
    expect((await vas('create', draft({ serviceType: 'KITTING', lines: [] }))).message).toContain(
      'Kitting needs a combination',
    );
    const over = await vas('create', draft({ lines: [{ productId: pA().id, quantity: 11 }] }));
    expect(over.message).toBe(`SKU ${pA().sku}: 11 needed, but only 10 available`);
    expect((await vas<{ total: number }>('page', { current: 1, size: 10 })).data.total).toBe(0);
  });

  it('is quoted, confirmed (frozen, reserved), started and completed: the pieces back, the quote charged, the results attached', async () => {
    const before = await usd();
    const order = await quoted();
    const confirmed = await vas('confirm', { id: order.id });
    expect(confirmed.data).toMatchObject({ status: 'CONFIRMED', quoteAmount: '4.50', quoteCurrency: 'USD' });
    expect(await stockOf(t.app, w.a, pA())).toMatchObject({ available: 8, reserved: 2 });
    const frozen = await accountsOf(t.app, w.a.token);
    expect(Number(frozen.USD.frozen)).toBeCloseTo(4.5, 2);

    expect((await wh('POST', `/${order.id}/start`)).statusCode).toBe(200);
    expect((await vas('cancel', { id: order.id })).code).toBe(409);
    const notPdf = await wh('POST', `/${order.id}/results`, {
      name: 'a.txt',
      contentBase64: Buffer.from('hello').toString('base64'),
    });
    expect(notPdf.statusCode).toBe(422);
    const photo = (
      (
        await wh('POST', `/${order.id}/results`, {
          name: 'front.png',
          contentBase64: pngBytes(2048).toString('base64'),
        })
      ).json() as { data: { fileId: string } }
    ).data.fileId;
    const done = await wh('POST', `/${order.id}/complete`, { note: 'Photos taken', resultFileIds: [photo] });
    expect(done.json()).toMatchObject({ code: 0, data: { status: 'COMPLETED' } });

    expect(await stockOf(t.app, w.a, pA())).toMatchObject({ available: 10, reserved: 0 });
    expect(before - (await usd())).toBeCloseTo(4.5, 2);
    const detail = (await vas('detail', { id: order.id })).data;
    expect(detail).toMatchObject({ status: 'COMPLETED', resultNote: 'Photos taken' });
    expect(detail.results.map((r) => r.id)).toEqual([photo]);
    expect(detail.operations.map((o) => o.action)).toEqual([
      'create',
      'submit',
      'quote',
      'confirm',
      'start',
      'complete',
    ]);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${photo}`,
      headers: { token: w.a.token },
    });
    expect(download.statusCode).toBe(200);
  });

  it('kits a combination: the components used up, the kit’s SKU in; never more than the components there are', async () => {
    const kitSku = await passedProduct(t.app, w.a);
    const combo = await createCombination(
      t.app,
      w.a.token,
      combinationBody([
        [pA(), 1],
        [pB(), 2],
      ]),
    );
    const inKit = await vas(
      'create',
      draft({
        serviceType: 'KITTING',
        lines: [],
        kit: { combinationId: combo.id, kitProductId: pA().id, quantity: 1 },
      }),
    );
    expect(inKit.message).toBe('The kit’s SKU cannot be one of the combination’s components');
    const tooMany = await vas(
      'create',
      draft({
        serviceType: 'KITTING',
        lines: [],
        kit: { combinationId: combo.id, kitProductId: kitSku.id, quantity: 6 },
      }),
    );
    expect(tooMany.message).toBe(`SKU ${pB().sku}: 12 needed, but only 10 available`);

    const order = await quoted(
      {
        serviceType: 'KITTING',
        lines: [],
        kit: { combinationId: combo.id, kitProductId: kitSku.id, quantity: 3 },
      },
      '9.00',
    );
    expect(order).toMatchObject({ totalQuantity: 9, skus: `${kitSku.sku} ×3` });
    // Another order takes B's stock first: the confirmation is refused, naming the SKU, and holds nothing.
    const rival = await quoted({ lines: [{ productId: pB().id, quantity: 6 }] });
    expect((await vas('confirm', { id: rival.id })).code).toBe(0);
    const refused = await vas('confirm', { id: order.id });
    expect(refused.message).toBe(`SKU ${pB().sku}: 6 needed, but only 4 available`);
    expect(await stockOf(t.app, w.a, pA())).toMatchObject({ reserved: 0 });
    expect((await vas('cancel', { id: rival.id, reason: 'kits first' })).data.status).toBe('CANCELLED');
    expect(await stockOf(t.app, w.a, pB())).toMatchObject({ available: 10, reserved: 0 });

    expect((await vas('confirm', { id: order.id })).code).toBe(0);
    await wh('POST', `/${order.id}/start`);
    expect((await wh('POST', `/${order.id}/complete`, {})).json()).toMatchObject({ code: 0 });
    expect(await stockOf(t.app, w.a, pA())).toMatchObject({ available: 7, reserved: 0 });
    expect(await stockOf(t.app, w.a, pB())).toMatchObject({ available: 4, reserved: 0 });
    expect(await stockOf(t.app, w.a, kitSku)).toMatchObject({ available: 3 });
    const detail = (await vas('detail', { id: order.id })).data;
    expect(detail.kit).toMatchObject({ combinationName: combo.name, kitSku: kitSku.sku, quantity: 3 });
    expect(detail.lines.map((l) => [l.sku, l.quantity])).toEqual([
      [pA().sku, 3],
      [pB().sku, 6],
    ]);
  });

  it('disposes of pieces; a cancel after confirmation releases the pieces and the quote; rejects with a reason', async () => {
    await stock(t.app, w.a, w.k.warehouseId, [pA()], 5);
    const before = await stockOf(t.app, w.a, pA());
    const disposal = await quoted({ serviceType: 'DISPOSAL', lines: [{ productId: pA().id, quantity: 2 }] });
    await vas('confirm', { id: disposal.id });
    await wh('POST', `/${disposal.id}/start`);
    await wh('POST', `/${disposal.id}/complete`, { note: 'Shredded' });
    expect(await stockOf(t.app, w.a, pA())).toMatchObject({ available: before.available - 2, reserved: 0 });

    const money = await usd();
    const cancelled = await quoted();
    await vas('confirm', { id: cancelled.id });
    expect((await vas('cancel', { id: cancelled.id, reason: 'not needed' })).data.status).toBe('CANCELLED');
    expect(await usd()).toBeCloseTo(money, 2);
    expect(Number((await accountsOf(t.app, w.a.token)).USD.frozen)).toBe(0);

    const asked = await vas('create', draft({ submit: true }));
    const rejected = await wh('POST', `/${asked.data.id}/reject`, {
      reason: 'We do not photograph this kind of goods',
    });
    expect(rejected.json()).toMatchObject({ data: { status: 'REJECTED' } });
    expect((await vas('detail', { id: asked.data.id })).data.rejectReason).toBe(
      'We do not photograph this kind of goods',
    );
  });

  it('refuses a confirmation the account cannot hold, writing nothing', async () => {
    const order = await quoted({}, '5000.00');
    const refused = await vas('confirm', { id: order.id });
    expect(refused.code).toBe(409);
    expect(refused.message).toContain('Not enough available in the USD account');
    expect((await vas('detail', { id: order.id })).data.status).toBe('QUOTED');
    expect(await stockOf(t.app, w.a, pA())).toMatchObject({ reserved: 0 });
    await vas('cancel', { id: order.id });
  });

  it('edits and deletes drafts only; another company and another warehouse’s key get 404', async () => {
    const made = await vas('create', draft());
    const edited = await vas('update', {
      ...draft({ lines: [{ productId: pB().id, quantity: 3 }] }),
      id: made.data.id,
    });
    expect(edited.data).toMatchObject({ totalQuantity: 3, status: 'DRAFT' });
    for (const path of ['detail', 'submit', 'confirm', 'cancel'])
      expect((await call(t.app, w.b.token, `vas-orders/${path}`, { id: made.data.id })).statusCode).toBe(404);
    const submitted = await vas('create', draft({ submit: true }));
    expect((await vas('delete', { ids: [made.data.id, submitted.data.id], reason: 'duplicate' })).code).toBe(
      409,
    );
    expect((await vas('delete', { ids: [made.data.id], reason: 'duplicate' })).data).toEqual({ affected: 1 });
    const pending = ((await wh('GET', '/pending')).json() as { data: VasReview[] }).data;
    expect(pending.map((o) => o.id)).toContain(submitted.data.id);
    await vas('cancel', { id: submitted.data.id });
  });

  it('never reserves more than is available, however many confirm at once', async () => {
    const available = (await stockOf(t.app, w.a, pB())).available;
    const orders = [];
    for (let i = 0; i < 5; i++)
      orders.push(await quoted({ lines: [{ productId: pB().id, quantity: 3 }] }, '1.00'));
    const answers = await Promise.all(orders.map((o) => vas('confirm', { id: o.id })));
    const taken = answers.filter((a) => a.code === 0).length;
    expect(taken).toBe(Math.floor(available / 3));
    expect(await stockOf(t.app, w.a, pB())).toMatchObject({ reserved: taken * 3 });
    for (const o of orders) await vas('cancel', { id: o.id });
  });
});
