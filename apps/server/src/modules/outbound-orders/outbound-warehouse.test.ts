import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboundDetail } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { accountsOf } from '../finance/finance.test-support';
import { api, keyForTenant } from '../integration/integration.test-support';
import { injectClient } from '../../integration/simulator/client';
import { createSimulator } from '../../integration/simulator/simulator';
import { outboundOrdersStep } from '../../integration/simulator/steps/outbound-orders';
import {
  act,
  createOutbound,
  outbound,
  outboundWorld,
  parcelBody,
  stockOf,
  type OutboundWorld,
} from './outbound-orders.test-support';

type Decision = { data: { status: string }; code: number; message: string };
const json = (res: { json: () => unknown }) => res.json() as Decision;

// The warehouse's side through the integration API: start, progress, ship in parcels with the
// stock and money settled, errors, interceptions; a key sees its own warehouse's orders only.
describe('outbound orders, the warehouse side', () => {
  let t: TestApp;
  let w: OutboundWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await outboundWorld(t.app);
  });

  const submitted = (lines: [{ id: string }, number][], extra: Record<string, unknown> = {}) =>
    createOutbound(t.app, w.a, parcelBody(w.k.warehouseId, lines, { submit: true, ...extra }));

  it('lists what waits, starts, reports progress in order and ships in two parcels', async () => {
    const before = await accountsOf(t.app, w.a.token);
    const stockBefore = await stockOf(t.app, w.a, w.pa[0]!);
    const order = await submitted([[w.pa[0]!, 2]], { suggestedPackaging: 'CARTON' });
    const pending = (await api(t.app, w.k.key, 'GET', '/outbound-orders/pending')).json() as {
      data: { id: string; companyName: string }[];
    };
    expect(pending.data.map((o) => o.id)).toContain(order.id);

    expect(json(await act(t.app, w.k, order.id, 'start')).data.status).toBe('PROCESSING');
    expect(json(await act(t.app, w.k, order.id, 'progress', { step: 'PACKED' })).code).toBe(0);
    const back = json(await act(t.app, w.k, order.id, 'progress', { step: 'PICKED' }));
    expect(back.code).toBe(409);

    const shipped = json(
      await act(t.app, w.k, order.id, 'ship', {
        parcels: [
          {
            carrier: 'Carrier A',
            trackingNo: '1Z999AA10123456784',
            weightKg: '0.4',
            lengthCm: '15',
            widthCm: '10',
            heightCm: '5',
          },
          { carrier: 'Carrier A', trackingNo: '1Z999AA10123456785', weightKg: '0.4' },
        ],
        actualPackaging: 'COURIER_BAG',
      }),
    );
    expect(shipped.data.status).toBe('SHIPPED');

    const detail = (await outbound<OutboundDetail>(t.app, w.a, 'detail', { id: order.id })).data;
    expect(detail.trackingNos).toEqual(['1Z999AA10123456784', '1Z999AA10123456785']);
    expect(detail.shipments.map((s) => [s.trackingNo, s.weightKg, s.status])).toEqual([
      ['1Z999AA10123456784', '0.400', 'INFO_RECEIVED'],
      ['1Z999AA10123456785', '0.400', 'INFO_RECEIVED'],
    ]);
    expect(detail.options.actualPackaging).toBe('COURIER_BAG');
    expect(await stockOf(t.app, w.a, w.pa[0]!)).toEqual({
      available: stockBefore.available - 2,
      reserved: stockBefore.reserved,
      shipped: stockBefore.shipped + 2,
    });
    // Estimate: 1.50 + 0.80 + 0.30 + packaging 0.50 + A 5.50 = 8.60. Actual: two parcels of
    // 0.4 kg by A, each 5.00 + 0.50 fuel = 11.00, capped at the frozen 5.50; the rest as estimated.
    const after = await accountsOf(t.app, w.a.token);
    expect(after.USD.frozen).toBe(before.USD.frozen);
    expect(Number(before.USD.balance) - Number(after.USD.balance)).toBeCloseTo(8.6, 2);
    expect(detail.fees.map((f) => f.status)).toEqual(expect.arrayContaining(['DEDUCTED']));
  });

  it('reports an error: stock and money released; the customer edits and submits again', async () => {
    const before = await accountsOf(t.app, w.a.token);
    const stockBefore = await stockOf(t.app, w.a, w.pa[1]!);
    const order = await submitted([[w.pa[1]!, 1]]);
    const res = json(
      await act(t.app, w.k, order.id, 'error', { reason: 'ADDRESS_INVALID', note: 'no such street' }),
    );
    expect(res.data.status).toBe('HAS_ERROR');
    expect(await stockOf(t.app, w.a, w.pa[1]!)).toEqual(stockBefore);
    expect((await accountsOf(t.app, w.a.token)).USD).toMatchObject({
      frozen: before.USD.frozen,
      balance: before.USD.balance,
    });
    const detail = (await outbound<OutboundDetail>(t.app, w.a, 'detail', { id: order.id })).data;
    expect(detail).toMatchObject({ errorReason: 'ADDRESS_INVALID', errorNote: 'no such street' });

    const fixed = await outbound(t.app, w.a, 'update', {
      id: order.id,
      ...parcelBody(w.k.warehouseId, [[w.pa[1]!, 1]], {
        recipient: { ...parcelBody(null, []).recipient, address: '200 Main St' },
      }),
    });
    expect(fixed.data.status).toBe('HAS_ERROR');
    const again = await outbound(t.app, w.a, 'submit', { id: order.id });
    expect(again.data).toMatchObject({ status: 'PENDING_OUTBOUND', errorReason: null });
  });

  it('answers an interception: refused, the order goes on; accepted, it is cancelled and released', async () => {
    const stockBefore = await stockOf(t.app, w.a, w.pa[1]!);
    const order = await submitted([[w.pa[1]!, 1]]);
    await act(t.app, w.k, order.id, 'start');
    const asked = await outbound(t.app, w.a, 'cancel', { id: order.id, reason: 'wrong item' });
    expect(asked.data).toMatchObject({ status: 'PROCESSING', interception: 'REQUESTED' });
    expect((await outbound(t.app, w.a, 'cancel', { id: order.id })).code).toBe(409);

    const refused = json(
      await act(t.app, w.k, order.id, 'interception', { accept: false, note: 'already packed' }),
    );
    expect(refused.data.status).toBe('PROCESSING');
    expect((await outbound(t.app, w.a, 'detail', { id: order.id })).data).toMatchObject({
      interception: 'REFUSED',
    });

    await outbound(t.app, w.a, 'cancel', { id: order.id });
    const accepted = json(await act(t.app, w.k, order.id, 'interception', { accept: true }));
    expect(accepted.data.status).toBe('CANCELLED');
    expect(await stockOf(t.app, w.a, w.pa[1]!)).toEqual(stockBefore);
    expect(json(await act(t.app, w.k, order.id, 'interception', { accept: true })).code).toBe(409);
  });

  it('ships short only when the order allows it; the rest goes back to available stock', async () => {
    const strict = await submitted([[w.pa[0]!, 2]]);
    await act(t.app, w.k, strict.id, 'start');
    const parcel = { carrier: 'Carrier A', trackingNo: 'SHORT0000001', weightKg: '0.4' };
    const refused = json(
      await act(t.app, w.k, strict.id, 'ship', {
        parcels: [parcel],
        shipped: [{ productId: w.pa[0]!.id, quantity: 1 }],
      }),
    );
    expect(refused.code).toBe(409);
    await act(t.app, w.k, strict.id, 'error', { reason: 'SHORTAGE' });

    const stockBefore = await stockOf(t.app, w.a, w.pa[0]!);
    const lenient = await submitted([[w.pa[0]!, 2]], { shortageAllowed: true });
    await act(t.app, w.k, lenient.id, 'start');
    const ok = json(
      await act(t.app, w.k, lenient.id, 'ship', {
        parcels: [parcel],
        shipped: [{ productId: w.pa[0]!.id, quantity: 1 }],
      }),
    );
    expect(ok.data.status).toBe('SHIPPED');
    expect(await stockOf(t.app, w.a, w.pa[0]!)).toEqual({
      available: stockBefore.available - 1,
      reserved: stockBefore.reserved,
      shipped: stockBefore.shipped + 1,
    });
    // A tracking number is the tenant's once.
    const again = await submitted([[w.pa[0]!, 1]]);
    await act(t.app, w.k, again.id, 'start');
    expect(json(await act(t.app, w.k, again.id, 'ship', { parcels: [parcel] })).code).toBe(409);
  });

  it("does not let another warehouse's key see or move the order", async () => {
    const order = await submitted([[w.pa[1]!, 1]]);
    const other = await keyForTenant(t.app, w.a.tenantId, 'elsewhere');
    expect((await act(t.app, other, order.id, 'start')).statusCode).toBe(404);
    await outbound(t.app, w.a, 'cancel', { id: order.id });
  });

  it('is taken to shipped by the simulator; a recipient named "reject" gets an address error', async () => {
    const quiet = { info: () => undefined, warn: () => undefined };
    const simulator = createSimulator({
      clients: [injectClient(t.app, w.k.key)],
      delayMs: 0,
      log: quiet,
      steps: [['outboundOrders', outboundOrdersStep]],
    });
    const shipped = await submitted([[w.pa[1]!, 1]]);
    const refused = await submitted([[w.pa[1]!, 1]], {
      recipient: { ...parcelBody(null, []).recipient, name: 'Please reject me' },
    });
    for (let i = 0; i < 6; i++) await simulator.tick();
    const done = (await outbound<OutboundDetail>(t.app, w.a, 'detail', { id: shipped.id })).data;
    expect(done.status).toBe('SHIPPED');
    expect(done.shipments).toHaveLength(1);
    // The parcel left on the simulated carrier's label, which the customer downloads.
    const label = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${done.shipments[0]!.labelFileId}`,
      headers: { token: w.a.token },
    });
    expect([label.statusCode, label.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(done.operations.map((o) => o.action)).toEqual(
      expect.arrayContaining(['start', 'progress', 'ship']),
    );
    const failed = (await outbound<OutboundDetail>(t.app, w.a, 'detail', { id: refused.id })).data;
    expect(failed).toMatchObject({ status: 'HAS_ERROR', errorReason: 'ADDRESS_INVALID' });
  });

  it('keeps carrier events once, sums them up per parcel, dates the delivery and raises a to-do on an exception', async () => {
    const order = await submitted([[w.pa[1]!, 1]]);
    await act(t.app, w.k, order.id, 'start');
    await act(t.app, w.k, order.id, 'ship', {
      parcels: [{ carrier: 'Carrier A', trackingNo: 'TRACK0000001', weightKg: '0.4' }],
    });
    const post = (events: object[], trackingNo = 'TRACK0000001') =>
      act(t.app, w.k, order.id, 'tracking', { trackingNo, events });
    const label = {
      at: '2026-11-20T09:00:00-08:00',
      place: 'Los Angeles',
      text: 'Label created',
      status: 'INFO_RECEIVED',
    };
    const moving = {
      at: '2026-11-20T18:30:00-08:00',
      place: 'Carson',
      text: 'Departed facility',
      status: 'IN_TRANSIT',
    };
    expect(json(await post([label, moving])).code).toBe(0);
    expect(json(await post([moving])).code).toBe(0);
    let detail = (await outbound<OutboundDetail>(t.app, w.a, 'detail', { id: order.id })).data;
    expect(detail.shipments[0]).toMatchObject({ status: 'IN_TRANSIT', deliveredAt: null });
    expect(detail.shipments[0]!.events.map((e) => [e.at, e.status])).toEqual([
      ['2026-11-20T18:30:00-08:00', 'IN_TRANSIT'],
      ['2026-11-20T09:00:00-08:00', 'INFO_RECEIVED'],
    ]);

    const trouble = {
      at: '2026-11-21T10:00:00-08:00',
      place: 'Carson',
      text: 'Address unknown',
      status: 'EXCEPTION',
    };
    await post([trouble]);
    const todos = bodyOf<{ title: string; relateType: number }[]>(
      await call(t.app, w.a.token, 'homepage/todoList', {}, 'en'),
    ).data;
    expect(todos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          relateType: 4,
          title: expect.stringContaining('TRACK0000001: Exception (Address unknown)'),
        }),
      ]),
    );

    // Delivered: the parcel and the order are dated; a late scan of another kind does not undo it.
    const delivered = {
      at: '2026-11-22T14:05:00-08:00',
      place: 'Carson',
      text: 'Delivered',
      status: 'DELIVERED',
    };
    const late = {
      at: '2026-11-22T15:00:00-08:00',
      place: 'Carson',
      text: 'Arrived at unit',
      status: 'IN_TRANSIT',
    };
    await post([delivered, late]);
    detail = (await outbound<OutboundDetail>(t.app, w.a, 'detail', { id: order.id })).data;
    expect(detail.shipments[0]!.status).toBe('DELIVERED');
    expect(detail.deliveredAt).toBe('2026-11-22T22:05:00.000Z');
    const after = bodyOf<{ title: string }[]>(
      await call(t.app, w.a.token, 'homepage/todoList', {}, 'en'),
    ).data;
    expect(after.map((x) => x.title).join()).not.toContain('TRACK0000001');

    expect(json(await post([label], 'NOSUCHPARCEL')).code).toBe(422);

    // The shipments list: the parcel with its latest news, found by its order's number and status.
    const list = bodyOf<{
      records: {
        id: string;
        trackingNo: string;
        lastEvent: string;
        trackingStatus: string;
        serviceName: string;
      }[];
    }>(
      await call(t.app, w.a.token, 'shipments/page', { orderNo: order.orderNo, trackingStatus: 'DELIVERED' }),
    ).data;
    expect(list.records.map((r) => [r.trackingNo, r.trackingStatus, r.lastEvent, r.serviceName])).toEqual([
      ['TRACK0000001', 'DELIVERED', 'Arrived at unit', 'Carrier A A Ground'],
    ]);
    const parcel = bodyOf<{ events: unknown[]; orderNo: string }>(
      await call(t.app, w.a.token, 'shipments/detail', { id: list.records[0]!.id }),
    ).data;
    expect(parcel).toMatchObject({ orderNo: order.orderNo });
    expect(parcel.events).toHaveLength(5);
    expect((await call(t.app, w.b.token, 'shipments/detail', { id: list.records[0]!.id })).statusCode).toBe(
      404,
    );
  });

  it('tracks parcels by tracking number, order number or reference; an unknown number finds nothing', async () => {
    const order = await submitted([[w.pa[1]!, 1]], { referenceNo: 'AMZ-55' });
    await act(t.app, w.k, order.id, 'start');
    await act(t.app, w.k, order.id, 'ship', {
      parcels: [{ carrier: 'Carrier A', trackingNo: 'LOOKUP000001', weightKg: '0.4' }],
    });
    const lookup = async (numbers: string) =>
      bodyOf<{ number: string; parcels: { trackingNo: string; orderNo: string }[] }[]>(
        await call(t.app, w.a.token, 'logistics-tracking/lookup', { numbers }),
      );
    const res = await lookup(`lookup000001, ${order.orderNo}\namz-55；NOPE123`);
    expect(res.data.map((r) => [r.number, r.parcels.map((p) => p.trackingNo)])).toEqual([
      ['LOOKUP000001', ['LOOKUP000001']],
      [order.orderNo, ['LOOKUP000001']],
      ['AMZ-55', ['LOOKUP000001']],
      ['NOPE123', []],
    ]);
    // Another company finds nothing of it.
    const theirs = bodyOf<{ parcels: unknown[] }[]>(
      await call(t.app, w.b.token, 'logistics-tracking/lookup', { numbers: 'LOOKUP000001' }),
    );
    expect(theirs.data[0]!.parcels).toEqual([]);
    const tooMany = await lookup(Array.from({ length: 51 }, (_, i) => `N${i}`).join(' '));
    expect(tooMany.code).toBe(422);
  });
});
