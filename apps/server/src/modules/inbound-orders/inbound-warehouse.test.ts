import { describe, expect, it } from 'vitest';
import {
  FEE_TYPE_LABELS,
  formatMessage,
  type InboundDetail,
  type InboundOrder,
  type PendingInboundOrder,
} from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { fund } from '../finance/finance.test-support';
import { api } from '../integration/integration.test-support';
import { act, createOrder, inboundWorld, orderBody } from './inbound-orders.test-support';

describe('inbound orders API (warehouse)', () => {
  const t = useTestApp(inboundWorld);
  const detailOf = async (id: string, token = t.a.token) =>
    bodyOf<InboundDetail>(await call(t.app, token, 'inbound-orders/detail', { id })).data;
  const submitted = (extra: Record<string, unknown> = {}, c = t.a, products = t.pa) =>
    createOrder(
      t.app,
      c.token,
      orderBody(
        t.k.warehouseId,
        [
          [products[0]!, 2],
          [products[1]!, 3],
        ],
        { submit: true, ...extra },
      ),
    );
  const stock = () => t.app.services.inventory.mismatches();
  const statusAfter = async (res: Awaited<ReturnType<typeof act>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { status: string } }>().data.status;
  };

  it('moves an order from review to completed: stock in transit then available, fees charged', async () => {
    await fund(t.app, { tenantId: t.a.tenantId, companyId: t.a.companyId }, 1_000_000, 'USD');
    const order = await submitted({ headLeg: 'SEA_FCL', containerNo: 'MSKU1234567', containerType: '40HQ' });
    const pending = (await api(t.app, t.k.key, 'GET', '/inbound-orders/pending')).json<{
      data: PendingInboundOrder[];
    }>();
    expect(pending.data.map((o) => o.id)).toContain(order.id);
    expect(await statusAfter(await act(t.app, t.k, order.id, 'approve'))).toBe('PENDING_LOADING_SUPERVISION');
    const sailing = { milestone: 'LOADING', occurredAt: '2024-01-02T08:00:00Z', note: 'Loaded' };
    expect(await statusAfter(await act(t.app, t.k, order.id, 'milestones', sailing))).toBe('PENDING_INBOUND');
    expect(await statusAfter(await act(t.app, t.k, order.id, 'arrive'))).toBe('ARRIVED');
    const lines = (await detailOf(order.id)).lines;
    const receive = (i: number, q: number, b: number) => ({
      lines: [{ lineId: lines[i]!.id, receivedQuantity: q, receivedBoxes: b }],
    });
    expect(await statusAfter(await act(t.app, t.k, order.id, 'receive', receive(0, 80, 2)))).toBe(
      'RECEIVING',
    );
    expect((await act(t.app, t.k, order.id, 'finish-receiving')).statusCode).toBe(409);
    expect(await statusAfter(await act(t.app, t.k, order.id, 'receive', receive(1, 120, 3)))).toBe(
      'RECEIVING',
    );
    expect(await statusAfter(await act(t.app, t.k, order.id, 'finish-receiving'))).toBe('TO_BE_STOCKED');
    expect(await statusAfter(await act(t.app, t.k, order.id, 'put-away'))).toBe('COMPLETED');
    const done = await detailOf(order.id);
    expect(done.lines.map((l) => [l.receivedQuantity, l.difference, l.putAwayQuantity])).toEqual([
      [80, 0, 80],
      [120, 0, 120],
    ]);
    expect(done.milestones.map((m) => m.milestone)).toEqual(['LOADING', 'DELIVERY', 'RECEIPT', 'PUT_AWAY']);
    expect(done.fees.map((f) => [f.feeType, f.amount]).sort()).toEqual([
      ['INBOUND_HANDLING', '6.00'],
      ['PUT_AWAY', '30.00'],
      ['UNLOADING', '280.00'],
    ]);
    expect(done.feesOwed).toEqual([]);
    const available = await t.app.deps.db.transaction((tx) =>
      t.app.services.inventory.availableOf(tx, t.a.companyId, t.k.warehouseId, [Number(t.pa[0]!.id)]),
    );
    expect(available.get(Number(t.pa[0]!.id))).toBe(80);
    expect(await stock()).toEqual([]);
    expect(await t.app.services.finance.mismatches()).toEqual([]);
  });

  it('records a difference the customer confirms, an over-receipt, and fees owed without money', async () => {
    // Company b has no money: the warehouse's fees are owed, the work goes on.
    const order = await submitted({ headLeg: 'EXPRESS' }, t.b, t.pb);
    expect(await statusAfter(await act(t.app, t.k, order.id, 'approve'))).toBe('AWAITING_COLLECTION');
    const collected = { milestone: 'PICKED_UP', occurredAt: '2030-01-02T08:00:00Z' };
    expect(await statusAfter(await act(t.app, t.k, order.id, 'milestones', collected))).toBe(
      'PENDING_INBOUND',
    );
    await act(t.app, t.k, order.id, 'arrive');
    const lines = (await detailOf(order.id, t.b.token)).lines;
    const all = {
      lines: [
        { lineId: lines[0]!.id, receivedQuantity: 79, receivedBoxes: 2 },
        { lineId: lines[1]!.id, receivedQuantity: 122, receivedBoxes: 4 },
      ],
    };
    await act(t.app, t.k, order.id, 'receive', all);
    expect(await statusAfter(await act(t.app, t.k, order.id, 'finish-receiving'))).toBe('WITH_DIFFERENCE');
    expect((await act(t.app, t.k, order.id, 'put-away')).statusCode).toBe(409);
    const waiting = await detailOf(order.id, t.b.token);
    expect(waiting.differenceStatus).toBe('UNCONFIRMED');
    expect(waiting.lines.map((l) => l.difference)).toEqual([-1, 2]);
    expect(waiting.feesOwed.map((f) => f.feeType)).toEqual(['INBOUND_HANDLING']);
    const confirmed = await call(t.app, t.b.token, 'inbound-orders/confirmDifference', { id: order.id });
    expect(bodyOf<InboundOrder>(confirmed).data).toMatchObject({
      status: 'TO_BE_STOCKED',
      differenceStatus: 'CONFIRMED',
    });
    expect(await statusAfter(await act(t.app, t.k, order.id, 'put-away'))).toBe('COMPLETED');
    const done = await detailOf(order.id, t.b.token);
    expect(done.lines.map((l) => l.putAwayQuantity)).toEqual([79, 120]);
    expect(done.feesOwed.map((f) => f.feeType)).toEqual(['INBOUND_HANDLING', 'PUT_AWAY']);
    // The record says so in each language, the fee named in that language.
    const owedNote = (language: 'zh' | 'en') =>
      formatMessage('inboundOrders.feeOwedNote', language, {
        fee: FEE_TYPE_LABELS.INBOUND_HANDLING[language],
        amount: `USD ${done.feesOwed[0]!.amount}`,
      });
    expect(done.operations.find((o) => o.action === 'feeOwed')?.note).toBe(
      `${owedNote('zh')} / ${owedNote('en')}`,
    );
    expect(await stock()).toEqual([]);
  });

  it('refuses moves the machine does not allow (409) and cancels an approved order back out of transit', async () => {
    const order = await submitted();
    for (const action of ['arrive', 'finish-receiving', 'put-away', 'resolve']) {
      expect([action, (await act(t.app, t.k, order.id, action)).statusCode]).toEqual([action, 409]);
    }
    await act(t.app, t.k, order.id, 'approve');
    expect((await act(t.app, t.k, order.id, 'approve')).statusCode).toBe(409);
    expect((await act(t.app, t.k, order.id, 'reject', { reason: 'late' })).statusCode).toBe(409);
    expect(await statusAfter(await act(t.app, t.k, order.id, 'error', { reason: 'Damaged pallet' }))).toBe(
      'HAS_ERROR',
    );
    expect(await statusAfter(await act(t.app, t.k, order.id, 'resolve'))).toBe('PENDING_INBOUND');
    const cancelled = await call(t.app, t.a.token, 'inbound-orders/cancel', { id: order.id });
    expect(bodyOf<InboundOrder>(cancelled).data.status).toBe('CANCELLED');
    expect(await stock()).toEqual([]);
  });

  it("answers 404 for another warehouse's orders", async () => {
    const order = await submitted();
    expect((await act(t.app, t.other, order.id, 'approve')).statusCode).toBe(404);
    expect((await api(t.app, t.other.key, 'GET', `/inbound-orders/${order.id}`)).statusCode).toBe(404);
  });

  it('receives a line once, even from two concurrent calls', async () => {
    const order = await submitted();
    await act(t.app, t.k, order.id, 'approve');
    await act(t.app, t.k, order.id, 'arrive');
    const line = (await detailOf(order.id)).lines[0]!;
    const body = { lines: [{ lineId: line.id, receivedQuantity: 80, receivedBoxes: 2 }] };
    const answers = await Promise.all([
      act(t.app, t.k, order.id, 'receive', body),
      act(t.app, t.k, order.id, 'receive', body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await act(t.app, t.k, order.id, 'receive', body);
    expect(again.statusCode).toBe(409);
    expect((await detailOf(order.id)).lines[0]!.receivedQuantity).toBe(80);
  });
});
