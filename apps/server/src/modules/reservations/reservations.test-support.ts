// Helpers for the reservations API tests (not a test file itself).
import type { Reservation, ReplaceCalendarRequest } from '@oms/contracts';
import type { App } from '../../app';
import { bodyOf, call, type Company } from '../../../test/fixtures';
import { post, type TestKey } from '../integration/integration.test-support';
import { act, createOrder, orderBody } from '../inbound-orders/inbound-orders.test-support';

/** A UTC day `days` from today (`yyyy-mm-dd`). */
export const dayFromToday = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Every weekday: 09:00–11:00 for 3 containers, 14:00–16:00 for 2; `closed` days off. */
export const testCalendar = (closed: string[] = []): ReplaceCalendarRequest => ({
  slots: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
    { weekday, start: '09:00', end: '11:00', capacity: 3 },
    { weekday, start: '14:00', end: '16:00', capacity: 2 },
  ]),
  closedDays: closed.map((date) => ({ date, reason: 'Holiday' })),
});

export const setCalendar = (app: App, k: TestKey, calendar: ReplaceCalendarRequest) =>
  post(app, k.key, '/calendar', calendar);

/** A reservation body that passes every rule (no slot unless given). */
export const reservationBody = (warehouseId: number, extra: Record<string, unknown> = {}) => ({
  warehouseId: String(warehouseId),
  containerNo: 'MSKU7654321',
  containerType: '40HQ',
  freeExpiryDate: dayFromToday(30),
  unloadingMethod: 'FORKLIFT',
  ...extra,
});

export const createReservation = async (app: App, c: Company, body: object) => {
  const res = bodyOf<Reservation>(await call(app, c.token, 'reservations/create', body));
  if (res.code !== 0) throw new Error(`create refused: ${res.message}`);
  return res.data;
};

/** A self-delivered order of the company, approved: PENDING_INBOUND, bookable. */
export const bookableOrder = async (app: App, c: Company, k: TestKey, product: { id: string }) => {
  const order = await createOrder(app, c.token, orderBody(k.warehouseId, [[product, 1]], { submit: true }));
  const res = await act(app, k, order.id, 'approve');
  if (res.statusCode !== 200) throw new Error(`approve refused: ${res.body}`);
  return order;
};

/** A warehouse call on a reservation: `/reservations/:id/<action>`. */
export const move = (app: App, k: TestKey, id: string, action: string, body: unknown = null) =>
  post(app, k.key, `/reservations/${id}/${action}`, body);
