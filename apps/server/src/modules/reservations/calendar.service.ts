import {
  RESERVATION_LIMITS,
  type CalendarDay,
  type CalendarMonth,
  type SlotChoice,
  type ReplaceCalendar,
  type WarehouseCalendar,
} from '@oms/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { errors, orNotFound } from '../../lib/errors';
import { addMonths, daysOfMonth, localNow, slotPast, weekdayOf } from './calendar-dates';
import { calendarRepository as repo, type TemplateSlot } from './calendar.repository';

/** A slot a booking holds: the warehouse, the day and the start (and the end it was booked with). */
export type HeldSlot = { warehouseId: number; date: string; start: string; end: string };

/**
 * The warehouse calendar: a weekly template of slots with capacities, closed days, and one counter
 * per booked slot of a day. Booking takes a place with one conditional update (`booked < capacity`),
 * so no slot ever holds more than its capacity, however many book at once; cancelling or moving frees
 * it. The operator replaces the template through the integration API, never below what is booked.
 */
export const createCalendarService = ({ db }: { db: Db }) => {
  const warehouseOf = async (tx: DbOrTx, warehouseId: number) =>
    orNotFound(await repo.warehouse(tx, warehouseId));
  /** Bookings and calendar changes of a warehouse serialise on its row (calendarRepository.lockWarehouse). */
  const lockedWarehouse = async (tx: DbOrTx, warehouseId: number, mode: 'share' | 'no key update') =>
    orNotFound(await repo.lockWarehouse(tx, warehouseId, mode));

  const slotsOn = (template: TemplateSlot[], date: string) => {
    const weekday = weekdayOf(date);
    return template.filter((s) => s.weekday === weekday);
  };

  return {
    /** A month of a warehouse: each day's slots with their places, and whether the day is closed. */
    async month(warehouseId: number, month: string, at = new Date()): Promise<CalendarMonth> {
      const w = await warehouseOf(db, warehouseId);
      const now = localNow(w.timezone, at);
      const days = daysOfMonth(month);
      const first = days[0]!;
      const last = days[days.length - 1]!;
      const [template, closed, counters] = await Promise.all([
        repo.template(db, [warehouseId]),
        repo.closedDays(db, [warehouseId], first, last),
        repo.counters(db, warehouseId, first, last),
      ]);
      const closedOn = new Map(closed.map((c) => [c.date, c.reason]));
      const counterOf = new Map(counters.map((c) => [`${c.day}@${c.slotStart}`, c]));
      const out: CalendarDay[] = days.map((date) => {
        const isClosed = closedOn.has(date);
        const slots = isClosed
          ? []
          : slotsOn(template, date).map((s) => {
              const c = counterOf.get(`${date}@${s.start}`);
              const capacity = c?.capacity ?? s.capacity;
              const booked = c?.booked ?? 0;
              return {
                start: s.start,
                end: s.end,
                capacity,
                booked,
                remaining: Math.max(0, capacity - booked),
                past: slotPast(date, s.start, now),
              };
            });
        return { date, closed: isClosed, closedReason: closedOn.get(date) ?? null, slots };
      });
      return { warehouseId: String(warehouseId), month, timezone: w.timezone, today: now.date, days: out };
    },

    /** The closed days of warehouses in a month (the home page's calendar). */
    closedDaysOf: (warehouseIds: number[], from: string, to: string) =>
      repo.closedDays(db, warehouseIds, from, to),

    /**
     * Takes one place of a slot in the caller's transaction. 422 for a closed day, a slot the day does
     * not have, a slot that has begun or one too far ahead; 409 `reservations.slotFull` when full.
     */
    async take(tx: DbOrTx, warehouseId: number, choice: SlotChoice, at = new Date()): Promise<HeldSlot> {
      // Before reading the calendar: a change under way finishes first, and this booking reads its result.
      const w = await lockedWarehouse(tx, warehouseId, 'share');
      const now = localNow(w.timezone, at);
      const params = { date: choice.date, start: choice.start };
      if (slotPast(choice.date, choice.start, now))
        throw errors.invalid('reservations.slotPast', params, 'slot');
      if (choice.date > addMonths(now.date, RESERVATION_LIMITS.monthsAhead))
        throw errors.invalid('reservations.slotTooFar', params, 'slot');
      if (await repo.isClosed(tx, warehouseId, choice.date))
        throw errors.invalid('reservations.dayClosed', params, 'slot');
      const slot = slotsOn(await repo.template(tx, [warehouseId]), choice.date).find(
        (s) => s.start === choice.start,
      );
      if (!slot) throw errors.invalid('reservations.noSuchSlot', params, 'slot');
      const key = { warehouseId, date: choice.date, start: choice.start };
      await repo.ensureCounter(tx, w.tenantId, key, slot);
      if (!(await repo.take(tx, key))) throw errors.conflict('reservations.slotFull', params);
      return { ...key, end: slot.end };
    },

    /** Frees the place a booking held. */
    async free(tx: DbOrTx, held: { warehouseId: number; date: string; start: string }) {
      // The warehouse before its counter, in the order a calendar change takes them (no deadlock).
      await lockedWarehouse(tx, held.warehouseId, 'share');
      await repo.free(tx, held);
    },

    /** The warehouse's template and its closed days from today on. */
    async template(warehouseId: number, at = new Date()): Promise<WarehouseCalendar> {
      const w = await warehouseOf(db, warehouseId);
      const today = localNow(w.timezone, at).date;
      const [slots, closed] = await Promise.all([
        repo.template(db, [warehouseId]),
        repo.closedDays(db, [warehouseId], today),
      ]);
      return {
        slots: slots.map(({ warehouseId: _w, ...s }) => s),
        closedDays: closed.map((d) => ({ date: d.date, reason: d.reason })),
      };
    },

    /**
     * Replaces the template and the closed days (from today on). Every booked counter from today on
     * must still fit: its slot stays in the template with a capacity ≥ booked, its day stays open
     * (409 otherwise, naming the day); unbooked counters follow the new template.
     */
    async replace(warehouseId: number, input: ReplaceCalendar, at = new Date()) {
      await db.transaction(async (tx) => {
        // Waits for the bookings under way; later ones wait for this change and read what it leaves.
        const w = await lockedWarehouse(tx, warehouseId, 'no key update');
        const today = localNow(w.timezone, at).date;
        const closed = new Set(input.closedDays.map((d) => d.date));
        const slots = input.slots.map((s) => ({ ...s }));
        for (const c of await repo.lockCounters(tx, warehouseId, today)) {
          const params = { date: c.day, start: c.slotStart, booked: String(c.booked) };
          const slot = slotsOn(slots, c.day).find((s) => s.start === c.slotStart);
          if (c.booked > 0 && closed.has(c.day))
            throw errors.conflict('reservations.closingBookedDay', params);
          if (c.booked > 0 && !slot) throw errors.conflict('reservations.slotRemovedWithBookings', params);
          if (slot && slot.capacity < c.booked)
            throw errors.conflict('reservations.capacityBelowBooked', params);
          if (slot) await repo.setCounterCapacity(tx, c.id, slot.capacity, slot.end);
          else await repo.deleteCounter(tx, c.id);
        }
        await repo.replace(
          tx,
          { tenantId: w.tenantId, warehouseId },
          slots,
          input.closedDays.map((d) => ({ date: d.date, reason: d.reason ?? null })),
          today,
        );
      });
      return this.template(warehouseId, at);
    },
  };
};
export type CalendarService = ReturnType<typeof createCalendarService>;
