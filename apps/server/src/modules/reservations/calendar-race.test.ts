import { describe, expect, it } from 'vitest';
import type { CalendarMonth, Reservation } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call } from '../../../test/fixtures';
import { inboundWorld } from '../inbound-orders/inbound-orders.test-support';
import { dayFromToday, reservationBody, setCalendar, testCalendar } from './reservations.test-support';

// The warehouse lowers a slot's capacity or closes a day (POST /open-api/warehouse/calendar) while
// customers book that day's slot, whose counter does not exist yet. Whichever comes first, the day
// never ends with more bookings than its slot holds, nor with bookings on a closed day; the change
// that would leave fewer places than booked answers 409 and changes nothing.

const BOOKINGS = 6;
const TRIALS = 6;

describe('calendar changes racing bookings', () => {
  const t = useTestApp(async (app) => {
    const w = await inboundWorld(app);
    const res = await setCalendar(app, w.k, testCalendar());
    if (res.statusCode !== 200) throw new Error(`calendar refused: ${res.body}`);
    return w;
  });

  const slotDay = async (date: string) =>
    bodyOf<CalendarMonth>(
      await call(t.app, t.a.token, 'reservations/calendar', {
        warehouseId: String(t.k.warehouseId),
        month: date.slice(0, 7),
      }),
    ).data.days.find((d) => d.date === date)!;

  /** Books the day's 09:00 slot (capacity 3) `BOOKINGS` times while the warehouse makes `change`. */
  const race = async (date: string, change: ReturnType<typeof testCalendar>) => {
    const companies = Array.from({ length: BOOKINGS }, (_, i) => (i % 2 ? t.a : t.b));
    const [changed, ...booked] = await Promise.all([
      setCalendar(t.app, t.k, change),
      ...companies.map((c) =>
        call(
          t.app,
          c.token,
          'reservations/create',
          reservationBody(t.k.warehouseId, { slot: { date, start: '09:00' } }),
        ),
      ),
    ]);
    const made = booked.flatMap((r, i) =>
      r.statusCode === 200 ? [{ id: bodyOf<Reservation>(r).data.id, token: companies[i]!.token }] : [],
    );
    const day = await slotDay(date);
    // Back to the usual calendar, the day's bookings cancelled, for the next trial.
    for (const m of made) await call(t.app, m.token, 'reservations/cancel', { id: m.id });
    expect((await setCalendar(t.app, t.k, testCalendar())).statusCode).toBe(200);
    return { status: changed!.statusCode, made: made.length, day };
  };

  it('never leaves a slot over its lowered capacity', async () => {
    const lower = testCalendar();
    lower.slots = lower.slots.map((s) => ({ ...s, capacity: 1 }));
    for (let i = 0; i < TRIALS; i++) {
      const { status, made, day } = await race(dayFromToday(20 + i), lower);
      const slot = day.slots.find((s) => s.start === '09:00')!;
      expect([200, 409]).toContain(status);
      expect(slot.booked).toBe(made);
      expect(slot.capacity).toBe(status === 200 ? 1 : 3);
      expect(made).toBeLessThanOrEqual(slot.capacity);
    }
  });

  it('never leaves bookings on a day it closed', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const date = dayFromToday(40 + i);
      const { status, made, day } = await race(date, testCalendar([date]));
      expect([200, 409]).toContain(status);
      expect(day.closed).toBe(status === 200);
      if (status === 200) expect(made).toBe(0);
      else expect(made).toBeGreaterThan(0);
    }
  });
});
