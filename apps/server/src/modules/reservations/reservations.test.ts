import { describe, expect, it } from 'vitest';
import type {
  CalendarMonth,
  HomeCalendar,
  InboundDetail,
  PageResult,
  PendingReservation,
  Reservation,
  ReservationDetail,
  Todo,
} from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, exportFile, subAccountWith } from '../../../test/fixtures';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { createSimulator } from '../../integration/simulator/simulator';
import { injectClient } from '../../integration/simulator/client';
import { simulatorSteps } from '../../registry';
import { api } from '../integration/integration.test-support';
import { inboundWorld } from '../inbound-orders/inbound-orders.test-support';
import {
  bookableOrder,
  createReservation,
  dayFromToday,
  move,
  reservationBody,
  setCalendar,
  testCalendar,
} from './reservations.test-support';

const DAY = dayFromToday(10);
const CLOSED = dayFromToday(11);
/** A day of its own for the export's booking, so that the slot counts of DAY stay the other tests'. */
const EXPORTED = dayFromToday(12);

const world = async (app: Parameters<typeof inboundWorld>[0]) => {
  const w = await inboundWorld(app);
  const res = await setCalendar(app, w.k, testCalendar([CLOSED]));
  if (res.statusCode !== 200) throw new Error(`calendar refused: ${res.body}`);
  return w;
};

describe('reservations API', () => {
  const t = useTestApp(world);
  const callA = (path: string, body: object) => call(t.app, t.a.token, `reservations/${path}`, body);
  const detailOf = async (id: string, token = t.a.token) =>
    bodyOf<ReservationDetail>(await call(t.app, token, 'reservations/detail', { id })).data;
  const slotOf = async (date: string, start: string) => {
    const month = bodyOf<CalendarMonth>(
      await callA('calendar', { warehouseId: String(t.k.warehouseId), month: date.slice(0, 7) }),
    ).data;
    return month.days.find((d) => d.date === date)!.slots.find((s) => s.start === start);
  };
  const inboundStatus = async (id: string) =>
    bodyOf<InboundDetail>(await call(t.app, t.a.token, 'inbound-orders/detail', { id })).data.status;
  const body = (extra: Record<string, unknown> = {}) => reservationBody(t.k.warehouseId, extra);

  it('books a slot for bookable inbound orders: list, detail, calendar and the orders follow', async () => {
    const order = await bookableOrder(t.app, t.a, t.k, t.pa[0]!);
    const bookable = bodyOf<{ id: string }[]>(
      await callA('bookable', { warehouseId: String(t.k.warehouseId) }),
    );
    expect(bookable.data.map((o) => o.id)).toContain(order.id);
    const r = await createReservation(
      t.app,
      t.a,
      body({ inboundOrderIds: [order.id], slot: { date: DAY, start: '09:00' }, containerNo: 'msku1' }),
    );
    expect(r).toMatchObject({
      reservationNo: expect.stringMatching(/^RV\d{14}$/),
      status: 'RESERVED',
      containerNo: 'MSKU1',
      slotDate: DAY,
      slotStart: '09:00',
      slotEnd: '11:00',
      orderCount: 1,
    });
    expect(await inboundStatus(order.id)).toBe('BOOKED');
    expect(await slotOf(DAY, '09:00')).toMatchObject({ capacity: 3, booked: 1, remaining: 2, past: false });
    const detail = await detailOf(r.id);
    expect(detail.orders.map((o) => [o.orderNo, o.status])).toEqual([[order.orderNo, 'BOOKED']]);
    expect(detail.operations.map((o) => [o.action, o.toState])).toEqual([['create', 'RESERVED']]);
    const page = bodyOf<PageResult<Reservation>>(await callA('page', { status: 'RESERVED' })).data;
    expect(page.records.map((x) => x.id)).toContain(r.id);
    const home = bodyOf<HomeCalendar>(await callA('home-calendar', { month: CLOSED.slice(0, 7) })).data;
    expect(home.closedDays.map((d) => d.date)).toContain(CLOSED);
    if (DAY.slice(0, 7) === CLOSED.slice(0, 7)) expect(home.bookings.map((b) => b.id)).toContain(r.id);
    // Booked orders are no longer bookable; another company sees none of this.
    const again = bodyOf<{ id: string }[]>(await callA('bookable', { warehouseId: String(t.k.warehouseId) }));
    expect(again.data.map((o) => o.id)).not.toContain(order.id);
    expect((await call(t.app, t.b.token, 'reservations/detail', { id: r.id })).statusCode).toBe(404);
    expect((await call(t.app, t.b.token, 'reservations/cancel', { id: r.id })).statusCode).toBe(404);
    const other = bodyOf<PageResult<Reservation>>(await call(t.app, t.b.token, 'reservations/page', {})).data;
    expect(other.records.map((x) => x.id)).not.toContain(r.id);
  });

  // The export takes the list's column keys: the slot is the list's `slotDate` column (its sort key),
  // which a file keyed `slot` left out.
  it('exports the columns the list shows, the slot as the list shows it', async () => {
    const order = await bookableOrder(t.app, t.a, t.k, t.pa[1]!);
    const r = await createReservation(
      t.app,
      t.a,
      body({ inboundOrderIds: [order.id], slot: { date: EXPORTED, start: '14:00' }, containerNo: 'TGHU7' }),
    );
    const file = await exportFile(
      t.app,
      t.a.token,
      'reservations',
      { ids: [r.id], columns: ['reservationNo', 'status', 'warehouse', 'slotDate', 'orderCount'] },
      'zh',
    );
    const [header, line] = await readXlsx(file.raw);
    expect(header).toEqual(['预约单号', '状态', '仓库', '预约时段', '入库单数']);
    expect(line).toEqual([
      r.reservationNo,
      '已预约',
      `${t.k.warehouseCode} · ${r.warehouse.nameZh}`,
      `${EXPORTED} 14:00–16:00`,
      '1',
    ]);
  });

  it('refuses a closed day, an unknown slot, a past slot, a full slot, an unsigned warehouse', async () => {
    const refused = async (extra: Record<string, unknown>, status: number, message: string) => {
      const res = await call(t.app, t.a.token, 'reservations/create', body(extra), 'en');
      expect([res.statusCode, bodyOf(res).message]).toEqual([status, expect.stringContaining(message)]);
    };
    await refused({ slot: { date: CLOSED, start: '09:00' } }, 422, 'closed');
    await refused({ slot: { date: DAY, start: '12:00' } }, 422, 'no slot');
    await refused({ slot: { date: dayFromToday(-1), start: '09:00' } }, 422, 'passed');
    await refused({ slot: { date: dayFromToday(500), start: '09:00' } }, 422, '12 months');
    await refused({ warehouseId: String(t.other.warehouseId) }, 409, '');
    await refused({ containerNo: 'MS KU' }, 422, 'letters, digits');
    const full = { slot: { date: DAY, start: '14:00' } };
    await createReservation(t.app, t.a, body(full));
    await createReservation(t.app, t.b, body(full));
    await refused(full, 409, 'is full');
    // An order of another company (or not pending inbound) cannot be linked: nothing is written.
    const theirs = await bookableOrder(t.app, t.b, t.k, t.pb[0]!);
    const before = bodyOf<PageResult<Reservation>>(await callA('page', {})).data.total;
    const res = await call(t.app, t.a.token, 'reservations/create', body({ inboundOrderIds: [theirs.id] }));
    expect(res.statusCode).toBe(409);
    expect(bodyOf<PageResult<Reservation>>(await callA('page', {})).data.total).toBe(before);
  });

  it('takes exactly the capacity under 50 concurrent bookings; a cancel frees a place', async () => {
    const date = dayFromToday(12);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          t.app,
          (i % 2 ? t.a : t.b).token,
          'reservations/create',
          body({ slot: { date, start: '09:00' } }),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    expect(await slotOf(date, '09:00')).toMatchObject({ booked: 3, remaining: 0 });
    const mine = results.find((r, i) => r.statusCode === 200 && i % 2 === 1);
    const winner = mine ? bodyOf<Reservation>(mine).data : undefined;
    const token = winner ? t.a.token : t.b.token;
    const id = winner?.id ?? bodyOf<Reservation>(results.find((r) => r.statusCode === 200)!).data.id;
    expect((await call(t.app, token, 'reservations/cancel', { id })).statusCode).toBe(200);
    expect(await slotOf(date, '09:00')).toMatchObject({ booked: 2, remaining: 1 });
    expect((await call(t.app, token, 'reservations/cancel', { id })).statusCode).toBe(409);
    expect(await slotOf(date, '09:00')).toMatchObject({ booked: 2, remaining: 1 });
  });

  it('picks a slot later, changes it (the old place is freed), edits and links orders until confirmed', async () => {
    const date = dayFromToday(13);
    const r = await createReservation(t.app, t.a, body());
    expect([r.status, r.slotDate]).toEqual(['PENDING_RESERVATION', null]);
    const todos = bodyOf<Todo[]>(await call(t.app, t.a.token, 'homepage/todoList', {})).data;
    expect(JSON.stringify(todos)).toContain(r.reservationNo);
    const book = (start: string, d = date) => callA('book', { id: r.id, slot: { date: d, start } });
    expect(bodyOf<Reservation>(await book('09:00')).data.status).toBe('RESERVED');
    expect(bodyOf<Reservation>(await book('14:00')).data.slotStart).toBe('14:00');
    expect(await slotOf(date, '09:00')).toMatchObject({ booked: 0 });
    expect(await slotOf(date, '14:00')).toMatchObject({ booked: 1 });
    const order = await bookableOrder(t.app, t.a, t.k, t.pa[1]!);
    const edited = await callA('update', {
      id: r.id,
      ...body({ containerType: '20GP', inboundOrderIds: [order.id] }),
    });
    expect(bodyOf<Reservation>(edited).data).toMatchObject({ containerType: '20GP', orderCount: 1 });
    expect(await inboundStatus(order.id)).toBe('BOOKED');
    const unlinked = await callA('update', { id: r.id, ...body({ inboundOrderIds: [] }) });
    expect(bodyOf<Reservation>(unlinked).data.orderCount).toBe(0);
    expect(await inboundStatus(order.id)).toBe('PENDING_INBOUND');
    expect((await move(t.app, t.k, r.id, 'confirm', { dockNo: 'D3' })).statusCode).toBe(200);
    // Confirmed: no more edits or slot changes; cancel still allowed before arrival.
    expect((await book('09:00')).statusCode).toBe(409);
    expect((await callA('update', { id: r.id, ...body() })).statusCode).toBe(409);
    expect(bodyOf<Reservation>(await callA('cancel', { id: r.id })).data.status).toBe('CANCELLED');
    expect(await slotOf(date, '14:00')).toMatchObject({ booked: 0 });
  });

  it('moves through the warehouse: dock number, arrival of the orders, unloading, empty return', async () => {
    const order = await bookableOrder(t.app, t.a, t.k, t.pa[0]!);
    const r = await createReservation(
      t.app,
      t.a,
      body({ inboundOrderIds: [order.id], slot: { date: dayFromToday(14), start: '09:00' } }),
    );
    const pending = (await api(t.app, t.k.key, 'GET', '/reservations/pending')).json<{
      data: PendingReservation[];
    }>();
    expect(pending.data.find((p) => p.id === r.id)).toMatchObject({ companyName: expect.any(String) });
    expect((await move(t.app, t.k, r.id, 'arrive')).statusCode).toBe(409);
    expect((await move(t.app, t.k, r.id, 'confirm', { dockNo: '' })).statusCode).toBe(422);
    expect((await move(t.app, t.other, r.id, 'confirm', { dockNo: 'D1' })).statusCode).toBe(404);
    expect((await move(t.app, t.k, r.id, 'confirm', { dockNo: 'D7' })).statusCode).toBe(200);
    expect(await inboundStatus(order.id)).toBe('AWAITING_RECEIPT');
    expect((await move(t.app, t.k, r.id, 'arrive')).statusCode).toBe(200);
    expect(await inboundStatus(order.id)).toBe('ARRIVED');
    expect((await callA('cancel', { id: r.id })).statusCode).toBe(409);
    for (const action of ['start-unloading', 'unload', 'return-empty'])
      expect((await move(t.app, t.k, r.id, action)).statusCode).toBe(200);
    const done = await detailOf(r.id);
    expect([done.status, done.dockNo]).toEqual(['COMPLETED', 'D7']);
    expect(done.operations.map((o) => o.action)).toEqual([
      'create',
      'confirm',
      'arrive',
      'startUnloading',
      'unload',
      'returnEmpty',
    ]);
    const review = (await api(t.app, t.k.key, 'GET', `/reservations/${r.id}`)).json<{
      data: ReservationDetail;
    }>();
    expect(review.data.orders.map((o) => o.id)).toEqual([order.id]);
  });

  it('replaces the calendar, never below what a future day has booked', async () => {
    const date = dayFromToday(15);
    await createReservation(t.app, t.a, body({ slot: { date, start: '09:00' } }));
    await createReservation(t.app, t.b, body({ slot: { date, start: '09:00' } }));
    const smaller = testCalendar([CLOSED]);
    smaller.slots = smaller.slots.map((s) => ({ ...s, capacity: 1 }));
    const res = await setCalendar(t.app, t.k, smaller);
    expect(res.statusCode).toBe(409);
    expect((await setCalendar(t.app, t.k, testCalendar([CLOSED, date]))).statusCode).toBe(409);
    const bigger = testCalendar([CLOSED]);
    bigger.slots = bigger.slots.map((s) => ({ ...s, capacity: 5 }));
    expect((await setCalendar(t.app, t.k, bigger)).statusCode).toBe(200);
    expect(await slotOf(date, '09:00')).toMatchObject({ capacity: 5, booked: 2, remaining: 3 });
    const read = (await api(t.app, t.k.key, 'GET', '/calendar')).json<{ data: { closedDays: unknown[] } }>();
    expect(read.data.closedDays).toEqual([{ date: CLOSED, reason: 'Holiday' }]);
    expect((await setCalendar(t.app, t.k, testCalendar([CLOSED]))).statusCode).toBe(200);
  });

  it('warns once of a free-container period ending within three days (a to-do of type 8)', async () => {
    const r = await createReservation(t.app, t.a, body({ freeExpiryDate: dayFromToday(2) }));
    await createReservation(t.app, t.a, body({ freeExpiryDate: dayFromToday(20) }));
    await callA('book', { id: r.id, slot: { date: dayFromToday(17), start: '09:00' } });
    expect(await t.app.services.reservationWarehouse.warnExpiring()).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.reservationWarehouse.warnExpiring()).toBe(0);
    const todos = bodyOf<Todo[]>(await call(t.app, t.a.token, 'homepage/todoList', {}, 'en')).data;
    const mine = todos.filter((x) => x.documentNo === r.reservationNo);
    expect(mine.map((x) => [x.relateType, x.title])).toEqual([
      [8, `The free-container period of reservation ${r.reservationNo} ends on ${dayFromToday(2)}`],
    ]);
  });

  it('the expiry warning of a reservation still without a slot names the period, not the slot', async () => {
    const r = await createReservation(t.app, t.a, body({ freeExpiryDate: dayFromToday(1) }));
    const titlesOf = async () =>
      bodyOf<Todo[]>(await call(t.app, t.a.token, 'homepage/todoList', {}, 'en'))
        .data.filter((x) => x.documentNo === r.reservationNo)
        .map((x) => x.title);
    expect(await titlesOf()).toEqual([`Reservation ${r.reservationNo} waits for a slot: pick one`]);
    expect(await t.app.services.reservationWarehouse.warnExpiring()).toBeGreaterThanOrEqual(1);
    expect(await titlesOf()).toEqual([
      `The free-container period of reservation ${r.reservationNo} ends on ${dayFromToday(1)}`,
    ]);
  });

  it('needs the page codes: a sub-account that may view cannot create or cancel', async () => {
    const viewer = await subAccountWith(t.app, t.a.companyId, ['OMS_ORDERRESERVE:view']);
    expect((await call(t.app, viewer.token, 'reservations/page', {})).statusCode).toBe(200);
    expect((await call(t.app, viewer.token, 'reservations/create', body())).statusCode).toBe(403);
    expect((await call(t.app, viewer.token, 'reservations/cancel', { id: '1' })).statusCode).toBe(403);
  });

  it('the simulator confirms, receives, unloads and returns the empty, each after the delay', async () => {
    const r = await createReservation(t.app, t.a, body({ slot: { date: dayFromToday(16), start: '14:00' } }));
    let clock = Date.now();
    const simulator = createSimulator({
      clients: [injectClient(t.app, t.k.key)],
      delayMs: 60_000,
      log: { info: () => undefined, warn: () => undefined },
      now: () => clock,
      steps: simulatorSteps().filter(([name]) => name === 'reservations'),
    });
    for (let i = 0; i < 5; i++) {
      clock += 120_000;
      await simulator.tick();
    }
    const done = await detailOf(r.id);
    expect([done.status, done.dockNo]).toEqual(['COMPLETED', expect.stringMatching(/^D\d+$/)]);
  });
});
