import { describe, expect, it } from 'vitest';
import {
  CONTAINER_TYPE_LABELS,
  INBOUND_STATUS_LABELS,
  type Container,
  type ContainerDetail,
  type PageResult,
} from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, exportFile } from '../../../test/fixtures';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { act, createOrder, inboundWorld, orderBody } from '../inbound-orders/inbound-orders.test-support';
import { createReservation, dayFromToday, reservationBody } from '../reservations/reservations.test-support';

/** Container tracking, over sea inbound orders made and moved through the inbound orders API. */
describe('containers API', () => {
  const t = useTestApp(inboundWorld);
  const page = async (filters: Record<string, unknown> = {}, token = t.a.token) =>
    bodyOf<PageResult<Container>>(await call(t.app, token, 'containers/page', filters)).data;
  const detailOf = (containerNo: string, token = t.a.token) =>
    call(t.app, token, 'containers/detail', { containerNo });
  const sea = (
    headLeg: 'SEA_FCL' | 'SEA_LCL',
    containerNo: string,
    extra: Record<string, unknown> = {},
    c = t.a,
    p = t.pa,
  ) =>
    createOrder(
      t.app,
      c.token,
      orderBody(t.k.warehouseId, [[p[0]!, 1]], {
        submit: true,
        headLeg,
        containerNo,
        containerType: '40HQ',
        sealNo: 'SEAL-1',
        shippingCompany: 'MAERSK',
        billOfLading: `BL-${containerNo}`,
        portOfLoading: 'Shenzhen',
        portOfDestination: 'Los Angeles',
        etd: '2024-01-03',
        eta: '2024-01-25',
        ...extra,
      }),
    );
  const milestone = async (id: string, m: string, occurredAt: string) => {
    const res = await act(t.app, t.k, id, 'milestones', { milestone: m, occurredAt });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('lists one row per container of the sea orders, with its latest milestone and days in transit', async () => {
    const fcl = await sea('SEA_FCL', 'CTRK1000001');
    const lcl1 = await sea('SEA_LCL', 'CTRK2000002', {}, t.a, [t.pa[1]!]);
    const lcl2 = await sea('SEA_LCL', 'CTRK2000002', { sealNo: '' });
    // Not listed: a truck order, and a sea consolidation without a container number.
    await createOrder(
      t.app,
      t.a.token,
      orderBody(t.k.warehouseId, [[t.pa[0]!, 1]], { headLeg: 'TRUCK', containerNo: 'CTRK9' }),
    );
    await sea('SEA_LCL', '', {}, t.a, [t.pa[1]!]);
    for (const o of [fcl, lcl1, lcl2]) expect((await act(t.app, t.k, o.id, 'approve')).statusCode).toBe(200);
    await milestone(fcl.id, 'LOADING', '2024-01-02T08:00:00Z');
    await milestone(fcl.id, 'SAIL', '2024-01-04T08:00:00Z');
    await milestone(fcl.id, 'ARRIVAL', '2024-01-24T20:00:00Z');
    await milestone(lcl1.id, 'LOADING', '2024-01-05T08:00:00Z');

    const all = await page();
    expect(all.records.map((r) => r.containerNo).sort()).toEqual(['CTRK1000001', 'CTRK2000002']);
    const one = all.records.find((r) => r.containerNo === 'CTRK1000001')!;
    expect(one).toMatchObject({
      sealNo: 'SEAL-1',
      containerType: '40HQ',
      shippingCompany: 'MAERSK',
      billOfLading: 'BL-CTRK1000001',
      portOfLoading: 'Shenzhen',
      portOfDestination: 'Los Angeles',
      etd: '2024-01-03',
      eta: '2024-01-25',
      milestone: 'ARRIVAL',
      daysInTransit: 20,
      freeExpiryDate: null,
      expiryWarning: false,
      orderStatuses: ['PENDING_INBOUND'],
      orderCount: 1,
    });
    const two = all.records.find((r) => r.containerNo === 'CTRK2000002')!;
    // lcl1 loaded (dispatched), lcl2 still waits for consolidation: both states, in machine order.
    expect(two).toMatchObject({
      orderCount: 2,
      milestone: 'LOADING',
      orderStatuses: ['PENDING_CONSOLIDATION', 'PENDING_INBOUND'],
    });
    // Since the ETD, until now: far more than the 20 days of the arrived one.
    expect(two.daysInTransit!).toBeGreaterThan(300);

    expect((await page({ milestone: 'ARRIVAL' })).records.map((r) => r.containerNo)).toEqual(['CTRK1000001']);
    expect((await page({ billOfLading: 'BL-CTRK2' })).records.map((r) => r.containerNo)).toEqual([
      'CTRK2000002',
    ]);
    expect((await page({ shippingCompany: 'maersk', containerNo: '1000' })).total).toBe(1);
    const eta = { etaFrom: '2024-01-25T00:00:00.000Z', etaTo: '2024-01-25T23:59:59.999Z' };
    expect((await page(eta)).total).toBe(2);
    expect((await page({ etaFrom: '2024-01-26T00:00:00.000Z' })).total).toBe(0);
    expect((await page({ sort: 'containerNo', size: 1 })).records.map((r) => r.containerNo)).toEqual([
      'CTRK1000001',
    ]);
    // The export holds what the list shows: all of them, the filtered ones, or the selected ones.
    expect((await exportFile(t.app, t.a.token, 'containers')).data.rows).toBe(2);
    const filtered = await exportFile(t.app, t.a.token, 'containers', { filters: { milestone: 'ARRIVAL' } });
    expect(filtered.data.rows).toBe(1);
    expect((await exportFile(t.app, t.a.token, 'containers', { ids: [two.id] })).data.rows).toBe(1);
  });

  // The file reads each field as the list shows it. The list had no column of the milestone's time
  // the file held, and neither named the warehouse the detail page names: an export of the list's
  // columns left them out.
  it('exports the columns the list shows, each as the list shows it', async () => {
    const order = await sea('SEA_FCL', 'CTRK7000007');
    expect((await act(t.app, t.k, order.id, 'approve')).statusCode).toBe(200);
    await milestone(order.id, 'SAIL', '2024-01-04T08:00:00Z');
    const [row] = (await page({ containerNo: 'CTRK7000007' })).records;
    const file = await exportFile(
      t.app,
      t.a.token,
      'containers',
      {
        ids: [row!.id],
        columns: ['containerNo', 'containerType', 'milestone', 'milestoneAt', 'orderStatuses', 'warehouse'],
      },
      'zh',
    );
    const [header, line] = await readXlsx(file.raw);
    expect(header).toEqual(['柜号', '柜型', '当前节点', '节点时间', '入库单状态', '仓库']);
    expect(line).toEqual([
      'CTRK7000007',
      CONTAINER_TYPE_LABELS['40HQ'].zh,
      '开船',
      '2024-01-04 08:00:00',
      row!.orderStatuses.map((s) => INBOUND_STATUS_LABELS[s].zh).join(', '),
      row!.warehouse!.nameZh,
    ]);
    const whole = await exportFile(t.app, t.a.token, 'containers', { ids: [row!.id] }, 'en');
    expect((await readXlsx(whole.raw))[0]).toEqual([
      'Container number',
      'Seal number',
      'Container type',
      'Shipping company',
      'Bill of lading',
      'Port of loading',
      'Port of destination',
      'ETD',
      'ETA',
      'Current milestone',
      'Milestone time',
      'Days in transit',
      'Free-container expiry',
      'Inbound order status',
      'Inbound orders',
      'Reservation',
      'Warehouse',
    ]);
  });

  it('a text filter picks containers by any of their orders, and a row still holds all of its orders', async () => {
    await sea('SEA_LCL', 'CTRK6000006', { billOfLading: 'BL-ONE-6', shippingCompany: 'COSCO' });
    await sea('SEA_LCL', 'CTRK6000006', { billOfLading: 'BL-TWO-6', shippingCompany: 'EVERGREEN' }, t.a, [
      t.pa[1]!,
    ]);
    const full = (await page({ containerNo: 'CTRK6000006' })).records;
    expect(full.map((r) => r.orderCount)).toEqual([2]);
    const byBl = (await page({ billOfLading: 'BL-ONE-6' })).records;
    expect(byBl.map((r) => [r.containerNo, r.orderCount, r.id])).toEqual([['CTRK6000006', 2, full[0]!.id]]);
    expect((await page({ shippingCompany: 'evergreen' })).records.map((r) => r.orderCount)).toEqual([2]);
    expect((await page({ billOfLading: 'BL-THREE-6' })).total).toBe(0);
  });

  it('shows a container with its milestone timeline and orders; another company sees none of it', async () => {
    const order = await sea('SEA_FCL', 'CTRK3000003');
    expect((await act(t.app, t.k, order.id, 'approve')).statusCode).toBe(200);
    await milestone(order.id, 'LOADING', '2024-02-01T08:00:00Z');
    await milestone(order.id, 'SAIL', '2024-02-02T08:00:00Z');
    const res = await detailOf('CTRK3000003');
    expect(res.statusCode, res.body).toBe(200);
    const detail = bodyOf<ContainerDetail>(res).data;
    expect(detail.milestones.map((m) => [m.milestone, m.orderNo])).toEqual([
      ['LOADING', order.orderNo],
      ['SAIL', order.orderNo],
    ]);
    expect(detail.orders.map((o) => [o.orderNo, o.status])).toEqual([[order.orderNo, 'PENDING_INBOUND']]);
    expect(detail.reservation).toBeNull();

    expect((await detailOf('CTRK3000003', t.b.token)).statusCode).toBe(404);
    expect((await detailOf('NOPE0000000')).statusCode).toBe(404);
    expect((await page({}, t.b.token)).records.map((r) => r.containerNo)).not.toContain('CTRK3000003');
    // The other company's own container of the same number is its own row.
    await sea('SEA_FCL', 'CTRK3000003', {}, t.b, t.pb);
    const theirs = bodyOf<ContainerDetail>(await detailOf('CTRK3000003', t.b.token)).data;
    expect(theirs.orders).toHaveLength(1);
    expect(theirs.orders[0]!.id).not.toBe(order.id);
  });

  it('shows the free-container expiry of the reservation booking its order, warning when it is near', async () => {
    const near = await sea('SEA_FCL', 'CTRK4000004');
    const far = await sea('SEA_FCL', 'CTRK5000005', {}, t.a, [t.pa[1]!]);
    for (const o of [near, far]) {
      expect((await act(t.app, t.k, o.id, 'approve')).statusCode).toBe(200);
      await milestone(o.id, 'LOADING', '2024-03-01T08:00:00Z');
    }
    const booking = (o: { id: string }, containerNo: string, days: number) =>
      createReservation(
        t.app,
        t.a,
        reservationBody(t.k.warehouseId, {
          containerNo,
          inboundOrderIds: [o.id],
          freeExpiryDate: dayFromToday(days),
        }),
      );
    const rv = await booking(near, 'CTRK4000004', 2);
    await booking(far, 'CTRK5000005', 10);
    const rows = (await page({ containerNo: 'CTRK' })).records;
    const nearRow = rows.find((r) => r.containerNo === 'CTRK4000004')!;
    expect(nearRow).toMatchObject({
      freeExpiryDate: dayFromToday(2),
      expiryWarning: true,
      reservationNo: rv.reservationNo,
    });
    expect(rows.find((r) => r.containerNo === 'CTRK5000005')).toMatchObject({ expiryWarning: false });
    const detail = bodyOf<ContainerDetail>(await detailOf('CTRK4000004')).data;
    expect(detail.reservation).toMatchObject({
      id: rv.id,
      reservationNo: rv.reservationNo,
      status: rv.status,
    });
    expect(detail.orders.map((o) => o.status)).toEqual(['BOOKED']);
  });
});
