import { z } from 'zod';
import { dateOnlySchema } from './inbound-orders';
import { idSchema } from './list';
import { RESERVATION_LIMITS, RESERVATION_STATUSES, slotTimeSchema } from './reservations';
import { optionalText } from './validation';

// The warehouse calendar of inbound reservations (PRODUCT.md §4 "Reservations"): a month of a
// warehouse's slots as the customer books them, the home page's month, and the weekly template with
// closed days that the operator replaces through the integration API (/open-api/warehouse/calendar).

/** A month, `yyyy-mm`. */
export const calendarMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'reservations.monthFormat' });
export const calendarRequest = z.object({ warehouseId: idSchema, month: calendarMonthSchema });
export type CalendarRequest = z.infer<typeof calendarRequest>;

export const calendarSlot = z.object({
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  remaining: z.number().int(),
  /** The slot has started (or the day is past): it cannot be booked. */
  past: z.boolean(),
});
export type CalendarSlot = z.infer<typeof calendarSlot>;

export const calendarDay = z.object({
  date: z.string(),
  closed: z.boolean(),
  closedReason: z.string().nullable(),
  slots: z.array(calendarSlot),
});
export type CalendarDay = z.infer<typeof calendarDay>;

export const calendarMonth = z.object({
  warehouseId: z.string(),
  month: z.string(),
  timezone: z.string(),
  /** The warehouse's today (`yyyy-mm-dd`, its timezone). */
  today: z.string(),
  days: z.array(calendarDay),
});
export type CalendarMonth = z.infer<typeof calendarMonth>;

export const homeCalendarRequest = z.object({ month: calendarMonthSchema });
export const homeCalendar = z.object({
  month: z.string(),
  bookings: z.array(
    z.object({
      id: z.string(),
      reservationNo: z.string(),
      status: z.enum(RESERVATION_STATUSES),
      warehouseCode: z.string(),
      containerNo: z.string(),
      date: z.string(),
      start: z.string(),
      end: z.string(),
    }),
  ),
  closedDays: z.array(
    z.object({ warehouseCode: z.string(), date: z.string(), reason: z.string().nullable() }),
  ),
});
export type HomeCalendar = z.infer<typeof homeCalendar>;

/** The warehouse's calendar: a weekly template of slots (weekday 1 = Monday … 7 = Sunday) and closed days. */
export const templateSlot = z
  .object({
    weekday: z.number().int().min(1).max(7),
    start: slotTimeSchema,
    end: slotTimeSchema,
    capacity: z.number().int().min(1).max(RESERVATION_LIMITS.capacityMax),
  })
  .refine((s) => s.start < s.end, { error: 'reservations.slotEndBeforeStart', path: ['end'] });
const closedDayInput = z.object({
  date: dateOnlySchema,
  reason: optionalText(100),
});
/** The calendar the integration API answers. */
export const warehouseCalendar = z.object({
  slots: z.array(
    z.object({ weekday: z.number().int(), start: z.string(), end: z.string(), capacity: z.number().int() }),
  ),
  closedDays: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
});
export type WarehouseCalendar = z.infer<typeof warehouseCalendar>;

/** The calendar the operator sends: it replaces the template and the closed days from today on. */
export const replaceCalendarRequest = z
  .object({
    slots: z.array(templateSlot).max(7 * RESERVATION_LIMITS.slotsPerDayMax),
    closedDays: z.array(closedDayInput).max(RESERVATION_LIMITS.closedDaysMax),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.slots.forEach((s, i) => {
      const key = `${s.weekday}@${s.start}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['slots', i, 'start'], message: 'reservations.duplicateSlot' });
      seen.add(key);
    });
  });
export type ReplaceCalendarRequest = z.input<typeof replaceCalendarRequest>;
export type ReplaceCalendar = z.infer<typeof replaceCalendarRequest>;
