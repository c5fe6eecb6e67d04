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
import { defineMachine } from './state-machine';
import { LIMITS } from './limits';
import { optionalInput, optionalText, requiredOrderNo, requiredString } from './validation';
import { defineDocument } from './document';
import { TODO_TYPE } from './todo-types';

// Inbound reservations (dock appointments, /order/warehousReserve, warehousReserveDetail,
// warehousReserveCreat; PRODUCT.md §4 "Reservations"): the customer books a time slot of a warehouse's
// calendar for a container (or truck) carrying one or more of its inbound orders; the warehouse
// confirms it with a dock number, receives the container, unloads it and sees the empty returned.
// Customer calls are POST /api/reservations/<action>; the warehouse's are under
// /open-api/warehouse/reservations and /open-api/warehouse/calendar.

export const RESERVATIONS_CODE = 'OMS_ORDERRESERVE';
export const RESERVATIONS_PAGE_KEY = 'reservations';
export const RESERVATIONS_EXPORT_KIND = 'reservations';
/** Reservation numbers start with this (RV + yyyymmdd + serial). */
export const RESERVATION_NO_PREFIX = 'RV';

export const RESERVATION_STATUSES = [
  'PENDING_RESERVATION',
  'RESERVED',
  'PENDING_ARRIVAL',
  'ARRIVED',
  'PENDING_UNLOADING',
  'PENDING_EMPTY_RETURN',
  'COMPLETED',
  'CANCELLED',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_STATUS_LABELS = defineFields<ReservationStatus>({
  PENDING_RESERVATION: { zh: '待预约', en: 'Pending reservation' },
  RESERVED: { zh: '已预约', en: 'Reserved' },
  PENDING_ARRIVAL: { zh: '待到仓', en: 'Pending arrival' },
  ARRIVED: { zh: '已到仓', en: 'Arrived' },
  PENDING_UNLOADING: { zh: '待卸柜', en: 'Pending unloading' },
  PENDING_EMPTY_RETURN: { zh: '待还空柜', en: 'Pending empty return' },
  COMPLETED: { zh: '已完成', en: 'Completed' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
});

/** States that hold a place in a slot of the calendar. */
export const SLOT_HOLDING_STATES: readonly ReservationStatus[] = ['RESERVED', 'PENDING_ARRIVAL'];

/**
 * PENDING_RESERVATION →C book→ RESERVED →W confirm (dock number)→ PENDING_ARRIVAL →W→ ARRIVED →W→
 * PENDING_UNLOADING →W→ PENDING_EMPTY_RETURN →W→ COMPLETED; the customer edits (container data, slot)
 * until confirmed and cancels before arrival. A reservation created with a slot starts RESERVED.
 */
export const RESERVATION_MACHINE = defineMachine({
  states: RESERVATION_STATUSES,
  initial: 'PENDING_RESERVATION',
  transitions: {
    book: { from: ['PENDING_RESERVATION'], to: 'RESERVED', by: 'customer' },
    edit: { from: ['PENDING_RESERVATION', 'RESERVED'], by: 'customer' },
    cancel: { from: ['PENDING_RESERVATION', 'RESERVED', 'PENDING_ARRIVAL'], to: 'CANCELLED', by: 'customer' },
    confirm: { from: ['RESERVED'], to: 'PENDING_ARRIVAL', by: 'warehouse' },
    arrive: { from: ['PENDING_ARRIVAL'], to: 'ARRIVED', by: 'warehouse' },
    startUnloading: { from: ['ARRIVED'], to: 'PENDING_UNLOADING', by: 'warehouse' },
    unload: { from: ['PENDING_UNLOADING'], to: 'PENDING_EMPTY_RETURN', by: 'warehouse' },
    returnEmpty: { from: ['PENDING_EMPTY_RETURN'], to: 'COMPLETED', by: 'warehouse' },
  },
});
export type ReservationAction = keyof typeof RESERVATION_MACHINE.transitions;

/** The page that books a new reservation (from the list, an inbound order or home). */
const CREATE_ROUTE = { path: 'warehousReserveCreat', zh: '创建预约', en: 'New reservation' };

/** The inbound reservation (dock booking) as a document (issue 23 §2). */
export const RESERVATION_DOCUMENT = defineDocument({
  entity: 'reservations',
  page: {
    code: RESERVATIONS_CODE,
    actions: ['view', 'create', 'edit', 'cancel', 'export'],
    group: '/order',
    list: { path: 'warehousReserve', zh: '入库预约', en: 'Inbound reservations' },
    detail: { path: 'warehousReserveDetail', zh: '预约详情', en: 'Reservation detail' },
    more: [CREATE_ROUTE],
  },
  todo: { type: TODO_TYPE.reservation, zh: '入库预约', en: 'Inbound reservation', withStatus: true },
  statuses: RESERVATION_STATUS_LABELS,
  colors: {
    PENDING_RESERVATION: 'warning',
    RESERVED: 'processing',
    PENDING_ARRIVAL: 'geekblue',
    ARRIVED: 'purple',
    PENDING_UNLOADING: 'cyan',
    PENDING_EMPTY_RETURN: 'gold',
    COMPLETED: 'success',
    CANCELLED: 'default',
  },
  machine: RESERVATION_MACHINE,
  exportKind: RESERVATIONS_EXPORT_KIND,
  fileModule: 'reservations',
});
export const RESERVATIONS_CODES = RESERVATION_DOCUMENT.codes;
export const RESERVATION_CREATE_PATH = `${RESERVATION_DOCUMENT.page.group}/${CREATE_ROUTE.path}`;

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
