import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  RESERVATION_STATUSES,
  type CalendarMonth,
  type PageResult,
  type Reservation,
  type ReservationDetail,
  type Todo,
} from '@oms/contracts';
import { bodyOf, call, tokenFor } from '../../test/fixtures';
import { reservations } from '../schema';
import { DEMO_PASSWORD } from './seed';
import { seededTwice } from './seed.test-support';

describe('demo reservations', () => {
  it('seeds a reservation in every state once, and calendars with closed days', async () => {
    const { app, first } = await seededTwice();
    const rows = await app.deps.db
      .select()
      .from(reservations)
      .where(eq(reservations.companyId, first.companyId));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(RESERVATION_STATUSES));
    expect(rows).toHaveLength(RESERVATION_STATUSES.length);
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const page = bodyOf<PageResult<Reservation>>(
      await call(app, token, 'reservations/page', { status: 'PENDING_ARRIVAL' }),
    ).data;
    const detail = bodyOf<ReservationDetail>(
      await call(app, token, 'reservations/detail', { id: page.records[0]!.id }),
    ).data;
    expect(detail.orders.map((o) => o.status)).toEqual(['AWAITING_RECEIPT']);
    expect(detail.operations.map((o) => o.action)).toEqual(['create', 'confirm']);
    const month = bodyOf<CalendarMonth>(
      await call(app, token, 'reservations/calendar', {
        warehouseId: String(rows[0]!.warehouseId),
        month: detail.slotDate!.slice(0, 7),
      }),
    ).data;
    const day = month.days.find((d) => d.date === detail.slotDate)!;
    expect(day.slots.find((s) => s.start === detail.slotStart)).toMatchObject({ capacity: 3, booked: 1 });
    expect(month.days.some((d) => d.slots.length === 0)).toBe(true);
    expect(await app.services.inventory.mismatches()).toEqual([]);
    // The reservation without a slot waits for the customer, as the product leaves it (a to-do of type 8).
    const pending = rows.find((r) => r.status === 'PENDING_RESERVATION')!;
    const todos = bodyOf<Todo[]>(await call(app, token, 'homepage/todoList', {}, 'en')).data;
    expect(
      todos.filter((x) => x.documentNo === pending.reservationNo).map((x) => [x.relateType, x.title]),
    ).toEqual([[8, `Reservation ${pending.reservationNo} waits for a slot: pick one`]]);
  }, 120_000);
});
