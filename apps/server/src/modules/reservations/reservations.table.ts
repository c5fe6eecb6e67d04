import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONTAINER_TYPES, RESERVATION_STATUSES, UNLOADING_METHODS } from '@oms/contracts';
import { companyListIndexes, createdBy, id, ref, status, timestamps, trigramIndex } from '../../db/columns';
import { inboundOrders } from '../inbound-orders/inbound-orders.table';
import { companyOwned, companyRef, tenantRef, warehouses } from '../tenancy/tenancy.table';

/** The serial part of reservation numbers (RV + yyyymmdd + serial), shared by every company. */
export const reservationNumbers = pgSequence('reservation_numbers', { startWith: 1 });

const warehouseRef = () =>
  ref('warehouse_id')
    .notNull()
    .references(() => warehouses.id);

/**
 * A warehouse's weekly calendar: the slots of each weekday (1 = Monday … 7 = Sunday), 'HH:mm' to
 * 'HH:mm', with the number of containers each takes. Replaced as a whole by the operator.
 */
export const calendarSlots = pgTable(
  'calendar_slots',
  {
    id: id(),
    tenantId: tenantRef(),
    warehouseId: warehouseRef(),
    weekday: smallint('weekday').notNull(),
    slotStart: text('slot_start').notNull(),
    slotEnd: text('slot_end').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    uniqueIndex('calendar_slots_warehouse_day_start').on(t.warehouseId, t.weekday, t.slotStart),
    check('calendar_slots_valid', sql`${t.weekday} between 1 and 7 and ${t.capacity} > 0`),
  ],
);

/** Days a warehouse does not receive (Sundays stay out of the template; these are holidays and the like). */
export const calendarClosedDays = pgTable(
  'calendar_closed_days',
  {
    id: id(),
    tenantId: tenantRef(),
    warehouseId: warehouseRef(),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason'),
  },
  (t) => [uniqueIndex('calendar_closed_days_warehouse_day').on(t.warehouseId, t.day)],
);

/**
 * One slot of one day, created on demand when first booked (its capacity copied from the template):
 * `booked` rises by ONE conditional update `booked < capacity`, so a slot never holds more than its
 * capacity whatever runs concurrently (and the CHECK says so too).
 */
export const calendarSlotDays = pgTable(
  'calendar_slot_days',
  {
    id: id(),
    tenantId: tenantRef(),
    warehouseId: warehouseRef(),
    day: date('day', { mode: 'string' }).notNull(),
    slotStart: text('slot_start').notNull(),
    slotEnd: text('slot_end').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('calendar_slot_days_warehouse_day_start').on(t.warehouseId, t.day, t.slotStart),
    check('calendar_slot_days_booked', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/** A dock appointment of a company at a warehouse (PRODUCT.md §4 "Reservations"). */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    ...companyOwned(),
    warehouseId: warehouseRef(),
    reservationNo: text('reservation_no').notNull(),
    status: status(RESERVATION_STATUSES).default('PENDING_RESERVATION'),
    containerNo: text('container_no').notNull(),
    containerType: text('container_type', { enum: CONTAINER_TYPES }).notNull(),
    slotDate: date('slot_date', { mode: 'string' }),
    slotStart: text('slot_start'),
    slotEnd: text('slot_end'),
    freeExpiryDate: date('free_expiry_date', { mode: 'string' }),
    unloadingMethod: text('unloading_method', { enum: UNLOADING_METHODS }).notNull(),
    dockNo: text('dock_no'),
    /** A to-do said the free-container period ends soon (reset when the date changes). */
    expiryWarned: boolean('expiry_warned').notNull().default(false),
    remark: text('remark'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reservations_no').on(t.reservationNo),
    ...companyListIndexes('reservations', t, {
      created: t.createdAt,
      updated: t.updatedAt,
      no: t.reservationNo,
      status: t.status,
      slot: t.slotDate,
    }),
    trigramIndex('reservations_container_no_trgm', t.containerNo),
    // The warehouse's queue and the home calendar: a warehouse's reservations by state and day.
    index('reservations_warehouse_status_slot').on(t.warehouseId, t.status, t.slotDate),
    check(
      'reservations_slot',
      sql`(${t.slotDate} is null) = (${t.slotStart} is null) and (${t.slotStart} is null) = (${t.slotEnd} is null)`,
    ),
  ],
);
export type ReservationRow = typeof reservations.$inferSelect;

/** The inbound orders a reservation brings (an order is on one live reservation at a time). */
export const reservationOrders = pgTable(
  'reservation_orders',
  {
    reservationId: ref('reservation_id')
      .notNull()
      .references(() => reservations.id),
    inboundOrderId: ref('inbound_order_id')
      .notNull()
      .references(() => inboundOrders.id),
    companyId: companyRef(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.inboundOrderId] }),
    index('reservation_orders_order').on(t.inboundOrderId),
  ],
);
