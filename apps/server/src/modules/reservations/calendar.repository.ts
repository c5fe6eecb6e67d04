import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { warehouses } from '../../schema';
import { calendarClosedDays as cd, calendarSlotDays as sd, calendarSlots as cs } from './reservations.table';

export type TemplateSlot = { weekday: number; start: string; end: string; capacity: number };
export type ClosedDay = { date: string; reason: string | null };
export type SlotKey = { warehouseId: number; date: string; start: string };

/** The warehouse calendar's SQL: the weekly template, closed days and the per-day slot counters. */
export const calendarRepository = {
  warehouse: async (db: DbOrTx, warehouseId: number) =>
    (
      await db
        .select({
          id: warehouses.id,
          tenantId: warehouses.tenantId,
          code: warehouses.code,
          timezone: warehouses.timezone,
        })
        .from(warehouses)
        .where(eq(warehouses.id, warehouseId))
    )[0],

  /**
   * The warehouse, its row locked for the rest of the transaction: `share` by a booking (bookings
   * never wait for each other), `no key update` by a calendar change, which so waits for the bookings
   * under way and makes the later ones wait for it (and read the calendar it leaves).
   */
  lockWarehouse: async (db: DbOrTx, warehouseId: number, mode: 'share' | 'no key update') =>
    (
      await db
        .select({ id: warehouses.id, tenantId: warehouses.tenantId, timezone: warehouses.timezone })
        .from(warehouses)
        .where(eq(warehouses.id, warehouseId))
        .for(mode)
    )[0],

  /** Warehouses with their names and timezones (the customer's choice of signed warehouses). */
  warehousesByIds: (db: DbOrTx, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: warehouses.id,
            code: warehouses.code,
            nameZh: warehouses.nameZh,
            nameEn: warehouses.nameEn,
            timezone: warehouses.timezone,
          })
          .from(warehouses)
          .where(inArray(warehouses.id, ids))
          .orderBy(asc(warehouses.code)),

  template: async (
    db: DbOrTx,
    warehouseIds: number[],
  ): Promise<(TemplateSlot & { warehouseId: number })[]> =>
    warehouseIds.length === 0
      ? []
      : (
          await db
            .select()
            .from(cs)
            .where(inArray(cs.warehouseId, warehouseIds))
            .orderBy(asc(cs.weekday), asc(cs.slotStart))
        ).map((r) => ({
          warehouseId: r.warehouseId,
          weekday: r.weekday,
          start: r.slotStart,
          end: r.slotEnd,
          capacity: r.capacity,
        })),

  closedDays: async (db: DbOrTx, warehouseIds: number[], from: string, to?: string) =>
    warehouseIds.length === 0
      ? []
      : (
          await db
            .select()
            .from(cd)
            .where(
              and(inArray(cd.warehouseId, warehouseIds), gte(cd.day, from), to ? lte(cd.day, to) : undefined),
            )
            .orderBy(asc(cd.day))
        ).map((r) => ({ warehouseId: r.warehouseId, date: r.day, reason: r.reason })),

  isClosed: async (db: DbOrTx, warehouseId: number, date: string) =>
    (
      await db
        .select({ id: cd.id })
        .from(cd)
        .where(and(eq(cd.warehouseId, warehouseId), eq(cd.day, date)))
    ).length > 0,

  counters: (db: DbOrTx, warehouseId: number, from: string, to?: string) =>
    db
      .select()
      .from(sd)
      .where(and(eq(sd.warehouseId, warehouseId), gte(sd.day, from), to ? lte(sd.day, to) : undefined))
      .orderBy(asc(sd.day), asc(sd.slotStart)),

  /** The counters of a warehouse from `from` on, locked (the template's replacement checks them). */
  lockCounters: (db: DbOrTx, warehouseId: number, from: string) =>
    db
      .select()
      .from(sd)
      .where(and(eq(sd.warehouseId, warehouseId), gte(sd.day, from)))
      .orderBy(asc(sd.id))
      .for('update'),

  /** Makes the day's counter of a slot if it is not there yet (the template's capacity). */
  ensureCounter: (db: DbOrTx, tenantId: number, key: SlotKey, slot: { end: string; capacity: number }) =>
    db
      .insert(sd)
      .values({
        tenantId,
        warehouseId: key.warehouseId,
        day: key.date,
        slotStart: key.start,
        slotEnd: slot.end,
        capacity: slot.capacity,
      })
      .onConflictDoNothing({ target: [sd.warehouseId, sd.day, sd.slotStart] }),

  /** Takes one place: ONE conditional update; false when the slot is full. */
  take: async (db: DbOrTx, key: SlotKey) =>
    (
      await db
        .update(sd)
        .set({ booked: sql`${sd.booked} + 1` })
        .where(
          and(
            eq(sd.warehouseId, key.warehouseId),
            eq(sd.day, key.date),
            eq(sd.slotStart, key.start),
            sql`${sd.booked} < ${sd.capacity}`,
          ),
        )
        .returning({ id: sd.id })
    ).length === 1,

  /** Frees one place (a cancelled or moved booking). */
  free: (db: DbOrTx, key: SlotKey) =>
    db
      .update(sd)
      .set({ booked: sql`${sd.booked} - 1` })
      .where(
        and(
          eq(sd.warehouseId, key.warehouseId),
          eq(sd.day, key.date),
          eq(sd.slotStart, key.start),
          sql`${sd.booked} > 0`,
        ),
      ),

  setCounterCapacity: (db: DbOrTx, id: number, capacity: number, end: string) =>
    db.update(sd).set({ capacity, slotEnd: end }).where(eq(sd.id, id)),

  deleteCounter: (db: DbOrTx, id: number) => db.delete(sd).where(eq(sd.id, id)),

  /** Replaces the weekly template and the closed days from `from` on (past closed days stay). */
  replace: async (
    db: DbOrTx,
    owner: { tenantId: number; warehouseId: number },
    slots: TemplateSlot[],
    closed: ClosedDay[],
    from: string,
  ) => {
    await db.delete(cs).where(eq(cs.warehouseId, owner.warehouseId));
    await db.delete(cd).where(and(eq(cd.warehouseId, owner.warehouseId), gte(cd.day, from)));
    if (slots.length > 0)
      await db.insert(cs).values(
        slots.map((s) => ({
          ...owner,
          weekday: s.weekday,
          slotStart: s.start,
          slotEnd: s.end,
          capacity: s.capacity,
        })),
      );
    const future = closed.filter((d) => d.date >= from);
    if (future.length > 0)
      await db
        .insert(cd)
        .values(future.map((d) => ({ ...owner, day: d.date, reason: d.reason })))
        .onConflictDoNothing();
  },
};
