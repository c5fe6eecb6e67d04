import { z } from 'zod';
import { pageResult } from './api';
import { feeWarehouse } from './fees';
import { defineFields } from './fields';
import { CONTAINER_NO_PATTERN, CONTAINER_TYPES, INBOUND_STATUSES, dateOnlySchema } from './inbound-orders';
import {
  createdRange,
  filterEnum,
  filterId,
  filterText,
  idSchema,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { LIMITS } from './limits';
import { optionalInput, optionalText, requiredOrderNo, requiredString } from './validation';
import { RESERVATION_STATUSES } from './reservations-document';

export * from './reservations-document';

// Inbound reservations (dock appointments, /order/warehousReserve, warehousReserveDetail,
// warehousReserveCreat; PRODUCT.md §4 "Reservations"): the customer books a time slot of a warehouse's
// calendar for a container (or truck) carrying one or more of its inbound orders; the warehouse
// confirms it with a dock number, receives the container, unloads it and sees the empty returned.
// Customer calls are POST /api/reservations/<action>; the warehouse's are under
// /open-api/warehouse/reservations and /open-api/warehouse/calendar.

export const UNLOADING_METHODS = ['MANUAL', 'FORKLIFT', 'PALLET'] as const;
export type UnloadingMethod = (typeof UNLOADING_METHODS)[number];
export const UNLOADING_METHOD_LABELS = defineFields<UnloadingMethod>({
  MANUAL: { zh: '人工卸货', en: 'Manual' },
  FORKLIFT: { zh: '叉车卸货', en: 'Forklift' },
  PALLET: { zh: '托盘卸货', en: 'Pallet' },
});

export const RESERVATION_LIMITS = {
  containerNoMax: LIMITS.orderNoMax,
  dockNoMax: 20,
  remarkMax: 500,
  ordersMax: 50,
  slotsPerDayMax: 24,
  capacityMax: 999,
  closedDaysMax: 366,
  /** Months ahead the calendar answers (and a booking may go). */
  monthsAhead: 12,
  /** A free-container expiry this many days away (or less) waits for the customer (a to-do). */
  expiryWarningDays: 3,
} as const;

export const RESERVATION_SORT_KEYS = [
  'reservationNo',
  'status',
  'slotDate',
  'createdAt',
  'updatedAt',
] as const;
export type ReservationSortKey = (typeof RESERVATION_SORT_KEYS)[number];

/** A time of day, `HH:mm` (24 hours). */
export const SLOT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const slotTimeSchema = z.string().regex(SLOT_TIME_PATTERN, { error: 'reservations.slotTimeFormat' });

export const containerNoSchema = requiredOrderNo(
  'reservations.containerNoRequired',
  'reservations.containerNoFormat',
  CONTAINER_NO_PATTERN,
);

/** A slot of a day: its date and start time (the calendar names the end). */
export const slotChoice = z.object({ date: dateOnlySchema, start: slotTimeSchema });
export type SlotChoice = z.infer<typeof slotChoice>;

const reservationFields = {
  containerNo: containerNoSchema,
  containerType: z.enum(CONTAINER_TYPES, { error: 'reservations.containerTypeRequired' }),
  freeExpiryDate: optionalInput(dateOnlySchema),
  unloadingMethod: z.enum(UNLOADING_METHODS, { error: 'reservations.unloadingMethodRequired' }),
  inboundOrderIds: z
    .array(idSchema)
    .max(RESERVATION_LIMITS.ordersMax, { error: 'reservations.ordersMax' })
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { error: 'reservations.duplicateOrder' }),
  remark: optionalText(RESERVATION_LIMITS.remarkMax),
};

/** Create a reservation: with a slot it is RESERVED, without one PENDING_RESERVATION. */
export const createReservationRequest = z.object({
  warehouseId: idSchema,
  ...reservationFields,
  slot: optionalInput(slotChoice),
});
export type CreateReservationRequest = z.input<typeof createReservationRequest>;
export type CreateReservation = z.infer<typeof createReservationRequest>;

/** Edit the container data and the linked orders (the full set) while pending reservation or reserved. */
export const updateReservationRequest = z.object({ id: idSchema, ...reservationFields });
export type UpdateReservationRequest = z.input<typeof updateReservationRequest>;
export type UpdateReservation = z.infer<typeof updateReservationRequest>;

/** Pick a slot (pending reservation) or change it (reserved): the old place is freed. */
export const bookReservationRequest = z.object({ id: idSchema, slot: slotChoice });
export type BookReservationRequest = z.infer<typeof bookReservationRequest>;

export const reservationPageRequest = listRequest(RESERVATION_SORT_KEYS).extend({
  reservationNo: filterText(40),
  containerNo: filterText(RESERVATION_LIMITS.containerNoMax),
  status: filterEnum(RESERVATION_STATUSES),
  warehouseId: filterId,
  containerType: filterEnum(CONTAINER_TYPES),
  ...createdRange,
});
export type ReservationPageRequest = z.infer<typeof reservationPageRequest>;
export type ReservationFilters = ListFilters<ReservationPageRequest>;

export const reservationWarehouse = feeWarehouse;

export const reservation = z.object({
  id: z.string(),
  reservationNo: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  warehouse: reservationWarehouse,
  containerNo: z.string(),
  containerType: z.enum(CONTAINER_TYPES),
  slotDate: z.string().nullable(),
  slotStart: z.string().nullable(),
  slotEnd: z.string().nullable(),
  freeExpiryDate: z.string().nullable(),
  unloadingMethod: z.enum(UNLOADING_METHODS),
  dockNo: z.string().nullable(),
  orderCount: z.number().int(),
  remark: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof reservation>;
export const reservationPage = pageResult(reservation);

/** An inbound order linked to a reservation (or one that can be). */
export const reservationOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.enum(INBOUND_STATUSES),
  containerNo: z.string().nullable(),
  containerType: z.enum(CONTAINER_TYPES).nullable(),
  totalBoxes: z.number().int(),
  totalQuantity: z.number().int(),
});
export type ReservationOrder = z.infer<typeof reservationOrder>;

export const reservationDetail = withOperations(reservation).extend({ orders: z.array(reservationOrder) });
export type ReservationDetail = z.infer<typeof reservationDetail>;

export const bookableRequest = z.object({ warehouseId: idSchema });
export const bookableOrder = reservationOrder.omit({ status: true });
export type BookableOrder = z.infer<typeof bookableOrder>;

export const reservationWarehouseOption = reservationWarehouse.extend({ timezone: z.string() });
export type ReservationWarehouseOption = z.infer<typeof reservationWarehouseOption>;

// ---- the warehouse's side (integration API) ----

export const pendingReservation = reservation.extend({
  companyId: z.string(),
  companyName: z.string(),
});
export type PendingReservation = z.infer<typeof pendingReservation>;

export const reservationReview = reservationDetail.extend({
  companyId: z.string(),
  companyName: z.string(),
});
export type ReservationReview = z.infer<typeof reservationReview>;

export const confirmReservationRequest = z.object({
  dockNo: requiredString('reservations.dockNoRequired').max(RESERVATION_LIMITS.dockNoMax, {
    error: 'reservations.dockNoRequired',
  }),
});
export type ConfirmReservationRequest = z.infer<typeof confirmReservationRequest>;

export const reservationDecisionResult = z.object({
  id: z.string(),
  reservationNo: z.string(),
  status: z.enum(RESERVATION_STATUSES),
});
export type ReservationDecisionResult = z.infer<typeof reservationDecisionResult>;
