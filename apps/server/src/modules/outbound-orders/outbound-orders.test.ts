import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboundDetail, OutboundQuote } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { accountsOf, fund } from '../finance/finance.test-support';
import { keyForTenant } from '../integration/integration.test-support';
import { bodyOf, call } from '../../../test/fixtures';
import { createCombination, combinationBody } from '../combinations/combinations.test-support';
import {
  act,
  createOutbound,
  outbound,
  outboundWorld,
  OUTBOUND_CARD,
  parcelBody,
  priceWarehouse,
  RECIPIENT,
  stockOf,
  type OutboundWorld,
} from './outbound-orders.test-support';

// The customer's side of outbound orders through HTTP on a real database: the price before saving,
// drafts, submit with its stock and money, holds, cancel, and what another company sees.
describe('outbound orders', () => {
  let t: TestApp;
  let w: OutboundWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await outboundWorld(t.app);
  });

  it('prices a parcel order before it is saved: handling, pieces, and the cheapest service', async () => {
    const res = await outbound<OutboundQuote>(
      t.app,
      w.a,
      'quote',
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 2]]),
    );
    expect(res.code).toBe(0);
    // 2 × 0.36 kg = 0.72 kg → A (ZIP 9…): 0.72 rounds up to 1 kg = 5.00 + 10 % fuel; B would be 6.50.
    expect(res.data.lines.map((l) => [l.feeType, l.unitPrice, l.quantity, l.amount])).toEqual([
      ['OUTBOUND_ORDER', '1.50', '1', '1.50'],
      ['OUTBOUND_PIECE', '0.80', '1', '0.80'],
      ['OUTBOUND_PIECE', '0.30', '1', '0.30'],
      ['SHIPPING', '5.50', '1', '5.50'],
    ]);
    expect(res.data.totals).toEqual([{ currency: 'USD', amount: '8.10' }]);
    expect(res.data.service).toMatchObject({ code: 'TEST_A', billableWeightKg: '1.000' });
    expect(res.data).toMatchObject({ chosenService: true, chosenWarehouse: false });
  });

  it('prices insurance by the bracket the declared amount falls in', async () => {
    const premium = async (insuredAmount: string) =>
      (
        await outbound<OutboundQuote>(
          t.app,
          w.a,
          'quote',
          parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]], { insuredAmount }),
        )
      ).data.lines
        .filter((l) => l.feeType === 'INSURANCE')
        .map((l) => l.amount);
    expect(await premium('80.00')).toEqual(['1.50']);
    expect(await premium('499.99')).toEqual(['1.50']);
    expect(await premium('500.00')).toEqual(['4.00']);
    expect(await premium('12000')).toEqual(['4.00']);
  });

  it("offers the company's signed warehouses and their carrier services", async () => {
    const warehouses = await outbound<{ id: string }[]>(t.app, w.a, 'warehouses', {});
    expect(warehouses.data.map((x) => x.id)).toContain(String(w.k.warehouseId));
    const services = await outbound<{ code: string }[]>(t.app, w.a, 'services', {
      warehouseId: String(w.k.warehouseId),
    });
    expect(services.data.map((x) => x.code)).toEqual(['TEST_A', 'TEST_B']);
    const unsigned = await keyForTenant(t.app, w.a.tenantId, 'unsigned');
    const refused = await outbound(t.app, w.a, 'services', { warehouseId: String(unsigned.warehouseId) });
    expect(refused.code).toBe(404);
  });

  it('chooses the signed warehouse that holds every line when none is named', async () => {
    const res = await outbound<OutboundQuote>(t.app, w.a, 'quote', parcelBody(null, [[w.pa[1]!, 1]]));
    expect(res.data).toMatchObject({ chosenWarehouse: true, warehouse: { id: String(w.k.warehouseId) } });
    const none = await outbound(t.app, w.a, 'quote', parcelBody(null, [[w.pa[1]!, 11]]));
    expect([none.code, none.message]).toEqual([409, 'No signed warehouse holds every line']);
  });

  it('refuses a named service that cannot carry the parcel, on the request', async () => {
    const res = await outbound(
      t.app,
      w.a,
      'quote',
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]], { serviceCode: 'NOPE' }),
    );
    expect([res.code, res.message]).toEqual([422, 'The warehouse has no carrier service NOPE']);
  });

  it("keeps the customer's order number unique among the company's live orders, in any case", async () => {
    const ref = await outboundWorld(t.app);
    const body = (referenceNo: string) => parcelBody(ref.k.warehouseId, [[ref.pa[0]!, 1]], { referenceNo });
    const first = await createOutbound(t.app, ref.a, body('SHOP-77'));
    const twice = await outbound(t.app, ref.a, 'create', body('shop-77'));
    expect([twice.code, twice.message]).toEqual([
      422,
      'Order number shop-77 is already used by another outbound order',
    ]);
    // The order keeps its own number when edited; a cancelled order frees it.
    expect((await outbound(t.app, ref.a, 'update', { id: first.id, ...body('SHOP-77') })).code).toBe(0);
    await outbound(t.app, ref.a, 'cancel', { id: first.id });
    expect((await outbound(t.app, ref.a, 'create', body('SHOP-77'))).code).toBe(0);
  });

  it('sends a PO box only by a service that delivers there', async () => {
    const po = await outboundWorld(t.app);
    const toBox = (serviceCode?: string) =>
      parcelBody(po.k.warehouseId, [[po.pa[0]!, 1]], {
        recipient: { ...RECIPIENT, address: 'P.O. Box 4521' },
        ...(serviceCode ? { serviceCode } : {}),
      });
    // No service of the card delivers to PO boxes: said on the address, nothing written.
    const none = await outbound(t.app, po.a, 'create', toBox());
    expect([none.code, none.message, (none.data as { field?: string } | null)?.field]).toEqual([
      422,
      'No carrier service of the warehouse delivers to PO boxes: enter a street address',
      'recipient.address',
    ]);
    expect((await call(t.app, po.a.token, 'outbound-orders/page', {})).json().data.total).toBe(0);

    // B delivers there: the cheapest that can is B (A is cheaper to a street address); A named is refused.
    const [a, b] = OUTBOUND_CARD.services;
    await priceWarehouse(t.app, po.k, { ...OUTBOUND_CARD, services: [a!, { ...b!, deliversToPoBox: true }] });
    const street = await outbound<OutboundQuote>(
      t.app,
      po.a,
      'quote',
      parcelBody(po.k.warehouseId, [[po.pa[0]!, 1]]),
    );
    expect(street.data.service?.code).toBe('TEST_A');
    const quoted = await outbound<OutboundQuote>(t.app, po.a, 'quote', toBox());
    expect(quoted.data.service?.code).toBe('TEST_B');
    const named = await outbound(t.app, po.a, 'quote', toBox('TEST_A'));
    expect([named.code, named.message]).toEqual([
      422,
      'The service "Carrier A A Ground" does not deliver to PO boxes: choose another service or a street address',
    ]);
    expect((await outbound(t.app, po.a, 'create', toBox('TEST_B'))).code).toBe(0);
  });

  it('checks the recipient by the address book rules and the type', async () => {
    const noRecipient = await outbound(t.app, w.a, 'create', {
      ...parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]]),
      recipient: undefined,
    });
    expect(noRecipient.code).toBe(422);
    expect(noRecipient.message).toBe('This outbound type needs a recipient');
    const badZip = await outbound(
      t.app,
      w.a,
      'create',
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]], {
        recipient: {
          name: 'X',
          country: 'US',
          state: 'CA',
          city: 'LA',
          address: '1 A St',
          postalCode: 'ABC',
          phone: '+1 213 373 4253',
        },
      }),
    );
    expect(badZip.code).toBe(422);
  });

  it('submits: stock reserved and the estimate frozen; cancel releases both', async () => {
    const before = await accountsOf(t.app, w.a.token);
    const stockBefore = await stockOf(t.app, w.a, w.pa[0]!);
    const order = await createOutbound(
      t.app,
      w.a,
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 2]], { referenceNo: 'SHOP-1001' }),
    );
    expect(order).toMatchObject({ status: 'DRAFT', referenceNo: 'SHOP-1001', totalQuantity: 2, skuCount: 1 });
    expect(order.orderNo).toMatch(/^OB\d{14}$/);

    const submitted = await outbound(t.app, w.a, 'submit', { id: order.id });
    expect(submitted.data).toMatchObject({ status: 'PENDING_OUTBOUND', holdReasons: [] });
    expect(await stockOf(t.app, w.a, w.pa[0]!)).toMatchObject({
      available: stockBefore.available - 2,
      reserved: stockBefore.reserved + 2,
    });
    const frozen = await accountsOf(t.app, w.a.token);
    expect(Number(frozen.USD.frozen) - Number(before.USD.frozen)).toBeCloseTo(8.1, 2);
    expect(frozen.USD.balance).toBe(before.USD.balance);

    // The reference is the company's own: a second live order may not reuse it.
    const twice = await outbound(
      t.app,
      w.a,
      'create',
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]], { referenceNo: 'shop-1001' }),
    );
    expect([twice.code, twice.message]).toEqual([
      422,
      'Order number shop-1001 is already used by another outbound order',
    ]);

    const cancelled = await outbound(t.app, w.a, 'cancel', { id: order.id, reason: 'buyer changed mind' });
    expect(cancelled.data.status).toBe('CANCELLED');
    expect(await stockOf(t.app, w.a, w.pa[0]!)).toMatchObject(stockBefore);
    expect(await accountsOf(t.app, w.a.token)).toMatchObject({
      USD: { frozen: before.USD.frozen, balance: before.USD.balance },
    });
    // Cancelled, the reference is free again.
    await createOutbound(
      t.app,
      w.a,
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]], { referenceNo: 'SHOP-1001' }),
    );
  });

  it('refuses a submit that lacks stock with the SKU, and writes nothing', async () => {
    const stockBefore = await stockOf(t.app, w.a, w.pa[1]!);
    const order = await createOutbound(t.app, w.a, parcelBody(w.k.warehouseId, [[w.pa[1]!, 11]]));
    const res = await outbound(t.app, w.a, 'submit', { id: order.id });
    expect(res.code).toBe(409);
    expect(res.message).toContain(w.pa[1]!.sku);
    const detail = await outbound<OutboundDetail>(t.app, w.a, 'detail', { id: order.id });
    expect(detail.data.status).toBe('DRAFT');
    expect(await stockOf(t.app, w.a, w.pa[1]!)).toEqual(stockBefore);
  });

  it('holds an order the balance cannot cover, and releases it when a recharge comes in', async () => {
    const poor = await outboundWorld(t.app, { balanceMinor: 500 });
    const order = await createOutbound(
      t.app,
      poor.a,
      parcelBody(poor.k.warehouseId, [[poor.pa[0]!, 1]], { submit: true }),
    );
    // 1.50 + 0.80 + 5.50 = 7.80 > 5.00: the stock waits reserved, nothing is frozen.
    expect(order).toMatchObject({ status: 'ON_HOLD', holdReasons: ['BALANCE'] });
    expect(await stockOf(t.app, poor.a, poor.pa[0]!)).toMatchObject({ available: 9, reserved: 1 });
    expect((await accountsOf(t.app, poor.a.token)).USD.frozen).toBe('0.00');

    await fund(t.app, poor.a, 1000, 'USD');
    const after = await outbound<OutboundDetail>(t.app, poor.a, 'detail', { id: order.id });
    expect(after.data).toMatchObject({ status: 'PENDING_OUTBOUND', holdReasons: [] });
    expect((await accountsOf(t.app, poor.a.token)).USD).toMatchObject({ balance: '15.00', frozen: '7.80' });
    expect(after.data.operations.map((o) => o.action)).toContain('releaseBalance');
  });

  it('releases held orders oldest first when a recharge comes in, as far as it reaches', async () => {
    const poor = await outboundWorld(t.app, { balanceMinor: 500 });
    const held = [];
    for (let i = 0; i < 3; i += 1)
      held.push(
        await createOutbound(
          t.app,
          poor.a,
          parcelBody(poor.k.warehouseId, [[poor.pa[0]!, 1]], { submit: true }),
        ),
      );
    expect(held.map((o) => o.status)).toEqual(['ON_HOLD', 'ON_HOLD', 'ON_HOLD']);
    // USD 16.00 covers two estimates of 7.80: the two oldest leave the hold, the newest waits.
    await fund(t.app, poor.a, 1100, 'USD');
    const after = await Promise.all(
      held.map((o) => outbound<OutboundDetail>(t.app, poor.a, 'detail', { id: o.id })),
    );
    expect(after.map((d) => d.data.status)).toEqual(['PENDING_OUTBOUND', 'PENDING_OUTBOUND', 'ON_HOLD']);
    expect((await accountsOf(t.app, poor.a.token)).USD).toMatchObject({
      balance: '16.00',
      frozen: '15.60',
      available: '0.40',
    });
  });

  it('never deadlocks on multi-line orders that take the same SKUs in opposite orders', async () => {
    const race = await outboundWorld(t.app, { balanceMinor: 100_000 });
    const [p, q] = [race.pa[0]!, race.pa[1]!];
    // 14 orders of one piece of each SKU, half listing them the other way round; 10 pieces of each.
    const orders = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        createOutbound(
          t.app,
          race.a,
          parcelBody(
            race.k.warehouseId,
            i % 2 === 0
              ? [
                  [p, 1],
                  [q, 1],
                ]
              : [
                  [q, 1],
                  [p, 1],
                ],
          ),
        ),
      ),
    );
    const answers = await Promise.all(orders.map((o) => outbound(t.app, race.a, 'submit', { id: o.id })));
    expect(answers.filter((a) => a.code === 0).map((a) => a.data.status)).toEqual(
      Array.from({ length: 10 }, () => 'PENDING_OUTBOUND'),
    );
    expect(answers.filter((a) => a.code === 409)).toHaveLength(4);
    for (const product of [p, q])
      expect(await stockOf(t.app, race.a, product)).toMatchObject({ available: 0, reserved: 10 });
  });

  it('never oversells or overdraws when many orders are submitted at once', async () => {
    // 6 orders of 3 pieces race for 10 pieces (3 can have them); each costs 1.50 + 0.80 + 2 × 0.30
    // + A's 6.00 for 1.5 kg (1.08 kg rounded up to 0.5 kg) + 10 % fuel = 9.40.
    const race = await outboundWorld(t.app, { balanceMinor: 2_000 });
    const orders = await Promise.all(
      Array.from({ length: 6 }, () =>
        createOutbound(t.app, race.a, parcelBody(race.k.warehouseId, [[race.pa[0]!, 3]])),
      ),
    );
    const answers = await Promise.all(orders.map((o) => outbound(t.app, race.a, 'submit', { id: o.id })));
    const taken = answers.filter((a) => a.code === 0);
    expect(taken).toHaveLength(3);
    expect(answers.filter((a) => a.code === 409)).toHaveLength(3);
    // USD 20.00 covers two estimates of 9.40: the third waits on hold with its stock reserved.
    expect(taken.map((a) => a.data.status).sort()).toEqual([
      'ON_HOLD',
      'PENDING_OUTBOUND',
      'PENDING_OUTBOUND',
    ]);
    expect(await stockOf(t.app, race.a, race.pa[0]!)).toMatchObject({ available: 1, reserved: 9 });
    const usd = (await accountsOf(t.app, race.a.token)).USD;
    expect([usd.balance, usd.frozen, usd.available]).toEqual(['20.00', '18.80', '1.20']);
  });

  it('holds by hand and releases; the warehouse cannot start an order on hold', async () => {
    const order = await createOutbound(
      t.app,
      w.a,
      parcelBody(w.k.warehouseId, [[w.pa[1]!, 1]], { submit: true }),
    );
    const held = await outbound(t.app, w.a, 'hold', { id: order.id, reason: 'check address' });
    expect(held.data).toMatchObject({ status: 'ON_HOLD', holdReasons: ['MANUAL'] });
    const start = await act(t.app, w.k, order.id, 'start');
    expect(start.statusCode).toBe(409);
    const released = await outbound(t.app, w.a, 'release', { id: order.id });
    expect(released.data).toMatchObject({ status: 'PENDING_OUTBOUND', holdReasons: [] });
    await outbound(t.app, w.a, 'cancel', { id: order.id });
  });

  it('ships a combination as its components by ratio', async () => {
    const combo = await createCombination(
      t.app,
      w.a.token,
      combinationBody([
        [w.pa[0]!, 1],
        [w.pa[1]!, 2],
      ]),
    );
    const order = await createOutbound(t.app, w.a, {
      type: 'PARCEL',
      warehouseId: String(w.k.warehouseId),
      lines: [{ kind: 'COMBINATION', id: combo.id, quantity: 2 }],
      recipient: parcelBody(null, []).recipient,
    });
    const detail = await outbound<OutboundDetail>(t.app, w.a, 'detail', { id: order.id });
    expect(detail.data.lines).toHaveLength(1);
    expect(detail.data.lines[0]!.items.map((i) => [i.sku, i.quantity])).toEqual(
      expect.arrayContaining([
        [w.pa[0]!.sku, 2],
        [w.pa[1]!.sku, 4],
      ]),
    );
    // Pieces are priced by what ships: 6 pieces = 0.80 + 5 × 0.30.
    const pieces = detail.data.estimate!.lines.filter((l) => l.feeType === 'OUTBOUND_PIECE');
    expect(pieces.map((l) => [l.quantity, l.amount])).toEqual([
      ['1', '0.80'],
      ['5', '1.50'],
    ]);
  });

  it('copies an order as a new draft with its lines, recipient and options, not its reference', async () => {
    const order = await createOutbound(
      t.app,
      w.a,
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 2]], {
        referenceNo: 'COPY-1',
        signature: 'ADULT',
        remark: 'fragile',
      }),
    );
    const copy = await outbound(t.app, w.a, 'copy', { id: order.id });
    expect(copy.data).toMatchObject({
      status: 'DRAFT',
      referenceNo: null,
      totalQuantity: 2,
      remark: 'fragile',
    });
    expect(copy.data.orderNo).not.toBe(order.orderNo);
    const detail = (await outbound<OutboundDetail>(t.app, w.a, 'detail', { id: copy.data.id })).data;
    expect(detail.options.signature).toBe('ADULT');
    expect(detail.recipient?.name).toBe('Jane Doe');
    expect((await outbound(t.app, w.b, 'copy', { id: order.id })).code).toBe(404);
  });

  it('keeps the recipient in the address book on request, once', async () => {
    const count = async () =>
      bodyOf<{ total: number }>(
        await call(t.app, w.a.token, 'consignees/page', { current: 1, size: 1, name: 'Keep Me' }),
      ).data.total;
    const recipient = { ...parcelBody(null, []).recipient, name: 'Keep Me' };
    await createOutbound(
      t.app,
      w.a,
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]], { recipient, saveRecipient: true }),
    );
    await createOutbound(
      t.app,
      w.a,
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]], { recipient, saveRecipient: true }),
    );
    expect(await count()).toBe(1);
  });

  it('prints the packing lists of the selected orders as one PDF in the file center', async () => {
    const one = await createOutbound(t.app, w.a, parcelBody(w.k.warehouseId, [[w.pa[0]!, 2]]));
    const two = await createOutbound(t.app, w.a, parcelBody(w.k.warehouseId, [[w.pa[1]!, 1]]));
    const res = bodyOf<{ fileId: string; name: string; pages: number }>(
      await call(t.app, w.a.token, 'outbound-orders/packing-list', { ids: [one.id, two.id] }),
    );
    expect(res.data).toMatchObject({ name: 'packing-lists-2.pdf', pages: 2 });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${res.data.fileId}`,
      headers: { token: w.a.token },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const files = bodyOf<{ records: { id: string }[] }>(
      await call(t.app, w.a.token, 'files/page', { module: 'outbound-orders' }),
    ).data;
    expect(files.records.map((f) => f.id)).toContain(res.data.fileId);
    // Another company's order is not printed.
    const refused = await call(t.app, w.b.token, 'outbound-orders/packing-list', { ids: [one.id] });
    expect(refused.statusCode).toBe(404);
  });

  it("never shows or moves another company's order", async () => {
    const order = await createOutbound(t.app, w.a, parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]]));
    const page = await outbound<{ records: { id: string }[] }>(t.app, w.b, 'page', { current: 1, size: 50 });
    expect(page.data.records.map((r) => r.id)).not.toContain(order.id);
    for (const path of ['detail', 'submit', 'cancel'])
      expect((await outbound(t.app, w.b, path, { id: order.id })).code).toBe(404);
    // b's own line of a's product is refused on the line.
    const foreign = await outbound(t.app, w.b, 'create', parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]]));
    expect(foreign.code).toBe(422);
  });

  it('lists by reference, SKU and status', async () => {
    await createOutbound(
      t.app,
      w.a,
      parcelBody(w.k.warehouseId, [[w.pa[1]!, 1]], { referenceNo: 'EBAY-77' }),
    );
    const byRef = await outbound<{ total: number; records: { referenceNo: string }[] }>(t.app, w.a, 'page', {
      current: 1,
      size: 20,
      orderNo: 'ebay-7',
    });
    expect(byRef.data.records.map((r) => r.referenceNo)).toEqual(['EBAY-77']);
    const bySku = await outbound<{ total: number }>(t.app, w.a, 'page', {
      current: 1,
      size: 20,
      sku: w.pa[1]!.sku,
    });
    expect(bySku.data.total).toBeGreaterThan(0);
    const drafts = await outbound<{ records: { status: string }[] }>(t.app, w.a, 'page', {
      current: 1,
      size: 50,
      status: 'DRAFT',
    });
    expect(new Set(drafts.data.records.map((r) => r.status))).toEqual(new Set(['DRAFT']));
  });
});
