import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RelabelDetail, RelabelReview } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { uploadAttachment } from '../claims/claims.test-support';
import { accountsOf } from '../finance/finance.test-support';
import { api, post } from '../integration/integration.test-support';
import {
  OUTBOUND_CARD,
  outboundWorld,
  priceWarehouse,
  stockOf,
  type OutboundWorld,
} from '../outbound-orders/outbound-orders.test-support';

type Envelope<T = RelabelDetail> = { code: number; message: string; data: T };

// Relabel orders through HTTP on a real database: the §5 rules with their messages, the old SKU
// reserved at submit and released by a cancel or a rejection, the work completed by the warehouse's
// key (stock moved by the actual quantities, the fee charged per piece), another company's 404s,
// concurrent submits never taking more than is available; stock and money equal their logs throughout.
describe('relabel orders', () => {
  let t: TestApp;
  let w: OutboundWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await outboundWorld(t.app);
    await priceWarehouse(t.app, w.k, {
      ...OUTBOUND_CARD,
      fees: [
        ...OUTBOUND_CARD.fees,
        { feeType: 'RELABEL', currency: 'USD', tiers: [{ from: 0, price: '0.35' }] },
      ],
    });
  });
  afterEach(async () => {
    expect(await t.app.services.inventory.mismatches()).toEqual([]);
    expect(await t.app.services.finance.mismatches()).toEqual([]);
  });

  const [oldP, newP] = [() => w.pa[0]!, () => w.pa[1]!];
  const relabel = (path: string, body: object, token = w.a.token, language: 'zh' | 'en' = 'en') =>
    call(t.app, token, `relabel-orders/${path}`, body, language).then((r) => bodyOf(r) as Envelope);
  const draft = (quantity: number, extra: object = {}) => ({
    warehouseId: String(w.k.warehouseId),
    lines: [{ oldProductId: oldP().id, newProductId: newP().id, quantity }],
    remark: 'relabel to the new barcode',
    ...extra,
  });
  const warehouse = (method: 'GET' | 'POST', path: string, body: object = {}) =>
    method === 'GET'
      ? api(t.app, w.k.key, method, `/relabel-orders${path}`)
      : post(t.app, w.k.key, `/relabel-orders${path}`, body);

  it('shows the rules of specification §5 on their fields, in the caller’s language, and writes nothing', async () => {
    const same = await relabel('create', {
      ...draft(1),
      lines: [{ oldProductId: oldP().id, newProductId: oldP().id, quantity: 1 }],
    });
    expect(same.code).not.toBe(0);
    expect(same.message).toContain('The new SKU must differ from the old SKU');
    const twice = await relabel(
      'create',
      {
        ...draft(1),
        lines: [
          { oldProductId: oldP().id, newProductId: newP().id, quantity: 1 },
          { oldProductId: oldP().id, newProductId: newP().id, quantity: 2 },
        ],
      },
      w.a.token,
      'zh',
    );
    expect(twice.message).toContain('同一个原 SKU 不能重复添加');
    expect((await relabel('create', { ...draft(1), lines: [] })).message).toContain(
      'The expected total must be above 0',
    );
    const over = await relabel('create', draft(11));
    expect(over.message).toBe(`Old SKU ${oldP().sku}: 11 expected, but only 10 available`);
    const page = await call(t.app, w.a.token, 'relabel-orders/page', { current: 1, size: 10 });
    expect(bodyOf<{ total: number }>(page).data.total).toBe(0);
  });

  it('reserves the old SKU at submit; the warehouse completes part of it: out by the actual, in as the new, the rest released, the fee per piece', async () => {
    const before = await accountsOf(t.app, w.a.token);
    const created = await relabel('create', draft(4));
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({
      status: 'DRAFT',
      totalQuantity: 4,
      skus: `${oldP().sku} → ${newP().sku}`,
    });
    const submitted = await relabel('submit', { id: created.data.id });
    expect(submitted.data.status).toBe('PENDING_REVIEW');
    expect(await stockOf(t.app, w.a, oldP())).toMatchObject({ available: 6, reserved: 4 });

    const pending = (await warehouse('GET', '/pending')).json() as { data: RelabelReview[] };
    const mine = pending.data.find((o) => o.id === created.data.id)!;
    expect(mine.lines.map((l) => [l.oldSku, l.newSku, l.quantity])).toEqual([[oldP().sku, newP().sku, 4]]);
    expect((await warehouse('POST', `/${created.data.id}/start`)).statusCode).toBe(200);
    expect((await relabel('cancel', { id: created.data.id })).code).toBe(409);
    const done = await warehouse('POST', `/${created.data.id}/complete`, {
      lines: [{ lineId: mine.lines[0]!.id, actualQuantity: 3 }],
    });
    expect(done.json()).toMatchObject({ code: 0 });

    expect(await stockOf(t.app, w.a, oldP())).toMatchObject({ available: 7, reserved: 0 });
    expect(await stockOf(t.app, w.a, newP())).toMatchObject({ available: 13 });
    const detail = (await relabel('detail', { id: created.data.id })).data;
    expect(detail).toMatchObject({ status: 'COMPLETED', actualQuantity: 3, feeOwed: null });
    expect(detail.lines[0]).toMatchObject({ quantity: 4, actualQuantity: 3 });
    expect(detail.operations.map((o) => o.action)).toEqual(['create', 'submit', 'start', 'complete']);
    const after = await accountsOf(t.app, w.a.token);
    expect(Number(before.USD.balance) - Number(after.USD.balance)).toBeCloseTo(1.05, 2);
  });

  it('releases the reservation when the customer cancels or the warehouse rejects, with the reason', async () => {
    const a = await relabel('create', draft(2, { submit: true }));
    expect(a.data.status).toBe('PENDING_REVIEW');
    const b = await relabel('create', draft(3, { submit: true }));
    expect(await stockOf(t.app, w.a, oldP())).toMatchObject({ reserved: 5 });
    expect((await relabel('cancel', { id: a.data.id, reason: 'not needed' })).data.status).toBe('CANCELLED');
    const rejected = await warehouse('POST', `/${b.data.id}/reject`, { reason: 'labels missing' });
    expect(rejected.statusCode).toBe(200);
    const detail = (await relabel('detail', { id: b.data.id })).data;
    expect(detail).toMatchObject({ status: 'REJECTED', rejectReason: 'labels missing' });
    expect(await stockOf(t.app, w.a, oldP())).toMatchObject({ reserved: 0 });
  });

  it('edits and deletes a draft only; another company gets 404 for everything', async () => {
    const created = await relabel('create', draft(1));
    const edited = await relabel('update', { ...draft(2), id: created.data.id });
    expect(edited.data).toMatchObject({ totalQuantity: 2, status: 'DRAFT' });
    for (const path of ['detail', 'submit'])
      expect(
        (await call(t.app, w.b.token, `relabel-orders/${path}`, { id: created.data.id })).statusCode,
      ).toBe(404);
    const theirs = { ids: [created.data.id], reason: 'not needed' };
    expect((await call(t.app, w.b.token, 'relabel-orders/delete', theirs)).statusCode).toBe(404);
    // All or none: with an order past its draft among them, nothing is deleted.
    const submitted = await relabel('create', draft(1, { submit: true }));
    const both = await relabel('delete', { ids: [created.data.id, submitted.data.id], reason: 'duplicate' });
    expect(both.code).toBe(409);
    expect((await relabel('delete', { ids: [created.data.id], reason: 'duplicate' })).data).toEqual({
      affected: 1,
    });
    await relabel('cancel', { id: submitted.data.id });
    expect((await call(t.app, w.a.token, 'relabel-orders/detail', { id: created.data.id })).statusCode).toBe(
      404,
    );
  });

  it('keeps new label files the warehouse downloads; refuses a file that is no image or PDF', async () => {
    const label = await uploadAttachment(t.app, w.a.token, 'pdf');
    const sheet = await uploadAttachment(t.app, w.a.token, 'xls');
    const refused = await relabel('create', draft(1, { labelFileIds: [sheet] }));
    expect(refused.message).toBe('New labels must be uploaded PDFs or images');
    const created = await relabel('create', draft(1, { labelFileIds: [label], submit: true }));
    expect(created.data.labelFiles.map((f) => f.id)).toEqual([label]);
    const pending = (await warehouse('GET', '/pending')).json() as { data: RelabelReview[] };
    const mine = pending.data.find((o) => o.id === created.data.id)!;
    expect(mine.labelFiles).toEqual([{ id: label, name: created.data.labelFiles[0]!.name }]);
    const file = await api(t.app, w.k.key, 'GET', `/relabel-orders/${created.data.id}/files/${label}`);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
    const other = await api(t.app, w.k.key, 'GET', `/relabel-orders/${created.data.id}/files/${sheet}`);
    expect(other.statusCode).toBe(404);
    await relabel('cancel', { id: created.data.id });
  });

  it('never reserves more than is available, however many submit at once', async () => {
    const available = (await stockOf(t.app, w.a, oldP())).available;
    const drafts = await Promise.all(Array.from({ length: 6 }, () => relabel('create', draft(3))));
    const answers = await Promise.all(drafts.map((d) => relabel('submit', { id: d.data.id })));
    const taken = answers.filter((a) => a.code === 0).length;
    expect(taken).toBe(Math.floor(available / 3));
    expect(
      answers.filter((a) => a.code !== 0).every((a) => a.message.startsWith(`Old SKU ${oldP().sku}`)),
    ).toBe(true);
    expect(await stockOf(t.app, w.a, oldP())).toMatchObject({ reserved: taken * 3 });
    for (const [i, d] of drafts.entries())
      if (answers[i]!.code === 0) await relabel('cancel', { id: d.data.id });
  });
});
