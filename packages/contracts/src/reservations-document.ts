import { defineFields } from './fields';
import { defineMachine } from './state-machine';
import { defineDocument } from './document';
import { TODO_TYPE } from './todo-types';

// The document's codes, states, their names, machine and descriptor, kept apart from its schemas
// (`reservations.ts`): the menus and the routes, which every page loads (/login too), read these only.

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
