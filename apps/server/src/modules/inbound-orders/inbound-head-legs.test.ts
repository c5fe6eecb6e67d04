import { describe, expect, it } from 'vitest';
import type { InboundDetail, InboundReview, PendingInboundOrder } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { nextInboundAction } from '../../integration/simulator/steps/inbound-orders';
import { api } from '../integration/integration.test-support';
import {
  createReservation,
  dayFromToday,
  move,
  reservationBody,
  setCalendar,
  testCalendar,
} from '../reservations/reservations.test-support';
import { act, createOrder, inboundWorld, orderBody } from './inbound-orders.test-support';

// Issue 22 §3: each head-leg its own fields and milestones. An express parcel is picked up, in transit
// and delivered (it never loads, calls at a port or sails); a truck departs and arrives; sea freight
// loads, calls at its ports, sails and arrives.

describe('inbound orders: each head-leg its own fields and milestones', () => {
  const t = useTestApp(async (app) => {
    const w = await inboundWorld(app);
    await setCalendar(app, w.k, testCalendar());
    return w;
  });
  const detailOf = async (id: string, language: 'zh' | 'en' = 'en') =>
    bodyOf<InboundDetail>(await call(t.app, t.a.token, 'inbound-orders/detail', { id }, language)).data;
  const approved = async (headLeg: string, extra: Record<string, unknown> = {}) => {
    const body = orderBody(t.k.warehouseId, [[t.pa[0]!, 2]], { submit: true, headLeg, ...extra });
    const order = await createOrder(t.app, t.a.token, body);
    expect((await act(t.app, t.k, order.id, 'approve')).statusCode).toBe(200);
    return order;
  };
  const milestone = (id: string, m: string) =>
    act(t.app, t.k, id, 'milestones', { milestone: m, occurredAt: '2020-01-02T08:00:00Z' });
  const statusOf = async (res: Awaited<ReturnType<typeof act>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { status: string } }>().data.status;
  };

  it('an express parcel is picked up, in transit and delivered: no loading, port or sailing', async () => {
    const order = await approved('EXPRESS');
    for (const m of ['LOADING', 'PORT', 'SAIL', 'ARRIVAL', 'DEPARTED']) {
      const refused = await milestone(order.id, m);
      expect([m, refused.statusCode]).toEqual([m, 422]);
      expect(bodyOf(refused).message).toContain(order.orderNo);
    }
    expect(await statusOf(await milestone(order.id, 'PICKED_UP'))).toBe('PENDING_INBOUND');
    expect(await statusOf(await milestone(order.id, 'IN_TRANSIT'))).toBe('PENDING_INBOUND');
    expect(await statusOf(await act(t.app, t.k, order.id, 'arrive'))).toBe('ARRIVED');
    expect((await detailOf(order.id)).milestones.map((m) => m.milestone)).toEqual([
      'PICKED_UP',
      'IN_TRANSIT',
      'DELIVERED',
    ]);
    // Who logged them: the warehouse by its name in the reader's language, never its key.
    for (const language of ['zh', 'en'] as const)
      expect(new Set((await detailOf(order.id, language)).milestones.map((m) => m.createdBy))).toEqual(
        new Set([language === 'zh' ? `仓库 ${t.k.warehouseCode}` : `Warehouse ${t.k.warehouseCode}`]),
      );
  });

  it('a sea container loads and sails (a parcel milestone is refused); a truck departs and arrives', async () => {
    const sea = await approved('SEA_FCL', { containerNo: 'MSKU1234567', containerType: '40HQ' });
    expect((await milestone(sea.id, 'PICKED_UP')).statusCode).toBe(422);
    expect(await statusOf(await milestone(sea.id, 'LOADING'))).toBe('PENDING_INBOUND');
    for (const m of ['PORT', 'SAIL', 'ARRIVAL'])
      expect(await statusOf(await milestone(sea.id, m))).toBe('PENDING_INBOUND');
    await act(t.app, t.k, sea.id, 'arrive');
    expect((await detailOf(sea.id)).milestones.map((m) => m.milestone)).toEqual([
      'LOADING',
      'PORT',
      'SAIL',
      'ARRIVAL',
      'DELIVERY',
    ]);

    // The truck arrives through its reservation: the arrival is the truck's, and the order's record
    // names the warehouse that moved the reservation, never its key.
    const truck = await approved('TRUCK');
    for (const m of ['LOADING', 'SAIL', 'PICKED_UP'])
      expect([m, (await milestone(truck.id, m)).statusCode]).toEqual([m, 422]);
    expect(await statusOf(await milestone(truck.id, 'DEPARTED'))).toBe('PENDING_INBOUND');
    const r = await createReservation(
      t.app,
      t.a,
      reservationBody(t.k.warehouseId, {
        inboundOrderIds: [truck.id],
        slot: { date: dayFromToday(14), start: '09:00' },
      }),
    );
    expect((await move(t.app, t.k, r.id, 'confirm', { dockNo: 'D2' })).statusCode).toBe(200);
    expect((await move(t.app, t.k, r.id, 'arrive')).statusCode).toBe(200);
    const zh = await detailOf(truck.id, 'zh');
    expect(zh.milestones.map((m) => m.milestone)).toEqual(['DEPARTED', 'TRUCK_ARRIVED']);
    const names = { zh: `仓库 ${t.k.warehouseCode}`, en: `Warehouse ${t.k.warehouseCode}` };
    for (const [language, d] of [
      ['zh', zh],
      ['en', await detailOf(truck.id, 'en')],
    ] as const) {
      const byWarehouse = d.operations.filter((o) => !['create', 'submit', 'book'].includes(o.action));
      expect(byWarehouse.map((o) => o.action)).toEqual([
        'approve',
        'addMilestone',
        'dispatch',
        'expectArrival',
        'arrive',
        'feeOwed',
      ]);
      expect(new Set(byWarehouse.map((o) => o.actor))).toEqual(new Set([names[language]]));
    }
  });

  it("keeps only the fields of the order's head-leg: a parcel's carrier and tracking, a truck and its driver", async () => {
    const all = {
      containerNo: 'MSKU1234567',
      containerType: '40HQ',
      shippingCompany: 'UPS',
      deliveryNo: '1Z999AA10123456784',
      billOfLading: 'BL123',
      portOfLoading: 'Yantian',
      portOfDestination: 'Los Angeles',
      etd: '2030-01-02',
      eta: '2030-01-10',
      truckNo: '7XKD512',
      driver: 'Miguel Reyes',
    };
    const express = await detailOf((await approved('EXPRESS', all)).id);
    expect(express).toMatchObject({
      shippingCompany: 'UPS',
      deliveryNo: '1Z999AA10123456784',
      containerNo: null,
      containerType: null,
      billOfLading: null,
      portOfLoading: null,
      portOfDestination: null,
      etd: null,
      eta: null,
      truckNo: null,
      driver: null,
    });
    const truck = await detailOf(
      (await approved('TRUCK', { ...all, shippingCompany: 'Pacific Drayage' })).id,
    );
    expect(truck).toMatchObject({
      shippingCompany: 'Pacific Drayage',
      truckNo: '7XKD512',
      driver: 'Miguel Reyes',
      deliveryNo: null,
      containerNo: null,
      portOfLoading: null,
    });
    const sea = await detailOf((await approved('SEA_FCL', all)).id);
    expect(sea).toMatchObject({
      containerNo: 'MSKU1234567',
      portOfLoading: 'Yantian',
      truckNo: null,
      driver: null,
    });
  });

  it("the simulator moves an express parcel by the parcel's milestones, with no note", async () => {
    const order = await approved('EXPRESS');
    const pending = () =>
      api(t.app, t.k.key, 'GET', '/inbound-orders/pending')
        .then((r) => r.json<{ data: PendingInboundOrder[] }>().data)
        .then((all) => all.find((o) => o.id === order.id)!);
    const review = () =>
      api(t.app, t.k.key, 'GET', `/inbound-orders/${order.id}`).then(
        (r) => r.json<{ data: InboundReview }>().data,
      );
    const steps: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const action = await nextInboundAction(await pending(), review)();
      steps.push(action && [action.name, action.body]);
      if (action) await act(t.app, t.k, order.id, action.path.split('/').at(-1)!, action.body ?? {});
    }
    expect(steps).toEqual([
      ['milestone-PICKED_UP', { milestone: 'PICKED_UP', occurredAt: expect.any(String) }],
      ['milestone-IN_TRANSIT', { milestone: 'IN_TRANSIT', occurredAt: expect.any(String) }],
      ['arrive', undefined],
    ]);
    expect((await review()).milestones.map((m) => [m.milestone, m.note])).toEqual([
      ['PICKED_UP', null],
      ['IN_TRANSIT', null],
      ['DELIVERED', null],
    ]);
  });
});
