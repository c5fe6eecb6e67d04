import { defineFields } from './fields';
import { defineMachine } from './state-machine';
import { defineDocument } from './document';
import { TODO_TYPE } from './todo-types';

// The document's codes, states, their names, machine and descriptor, kept apart from its schemas
// (`inbound-orders.ts`): the menus and the routes, which every page loads (/login too), read these only.

export const INBOUND_CODE = 'OMS_ORDERWAREHOUS';
export const INBOUND_PAGE_KEY = 'inbound-orders';
export const INBOUND_EXPORT_KIND = 'inbound-orders';
export const INBOUND_FILE_MODULE = 'inbound-orders';
/** Inbound order numbers start with this (IB + yyyymmdd + serial). */
export const INBOUND_ORDER_NO_PREFIX = 'IB';

export const INBOUND_STATUSES = [
  'DRAFT',
  'PENDING_REVIEW',
  'REJECTED',
  'PENDING_LOADING_SUPERVISION',
  'PENDING_CONSOLIDATION',
  'AWAITING_COLLECTION',
  'PENDING_INBOUND',
  'BOOKED',
  'AWAITING_RECEIPT',
  'ARRIVED',
  'RECEIVING',
  'WITH_DIFFERENCE',
  'TO_BE_STOCKED',
  'COMPLETED',
  'HAS_ERROR',
  'CANCELLED',
] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];
export const INBOUND_STATUS_LABELS = defineFields<InboundStatus>({
  DRAFT: { zh: '草稿', en: 'Draft' },
  PENDING_REVIEW: { zh: '待审核', en: 'Pending review' },
  REJECTED: { zh: '已驳回', en: 'Rejected' },
  PENDING_LOADING_SUPERVISION: { zh: '待监装', en: 'Pending loading supervision' },
  PENDING_CONSOLIDATION: { zh: '待拼柜', en: 'Pending consolidation' },
  AWAITING_COLLECTION: { zh: '待揽收', en: 'Awaiting collection' },
  PENDING_INBOUND: { zh: '待入库(在途)', en: 'Pending inbound (in transit)' },
  BOOKED: { zh: '已预约', en: 'Booked' },
  AWAITING_RECEIPT: { zh: '待收货', en: 'Awaiting receipt' },
  ARRIVED: { zh: '已到仓', en: 'Arrived' },
  RECEIVING: { zh: '收货中', en: 'Receiving' },
  WITH_DIFFERENCE: { zh: '有差异', en: 'With difference' },
  TO_BE_STOCKED: { zh: '待上架', en: 'To be stocked' },
  COMPLETED: { zh: '已完成', en: 'Completed' },
  HAS_ERROR: { zh: '异常', en: 'Has error' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
});

/**
 * States the warehouse moved the order into after approval, before it completed (`error` leaves
 * them): PENDING_LOADING_SUPERVISION to TO_BE_STOCKED, in the order of INBOUND_STATUSES.
 */
const WAREHOUSE_STATES = INBOUND_STATUSES.slice(
  INBOUND_STATUSES.indexOf('PENDING_LOADING_SUPERVISION'),
  INBOUND_STATUSES.indexOf('TO_BE_STOCKED') + 1,
);

/** Approved states: the forecast is in transit (stock) from approval until put-away or cancel. */
export const APPROVED_STATES: readonly InboundStatus[] = [...WAREHOUSE_STATES, 'HAS_ERROR', 'COMPLETED'];

/**
 * The inbound machine (specification §4). `approve`, `finishReceiving` and `resolve` have no fixed
 * `to`: approval goes by head-leg (`approvedStateOf`), finishing by the difference, resolving back to
 * the state the error left (`error_from_status`).
 */
export const INBOUND_MACHINE = defineMachine({
  states: INBOUND_STATUSES,
  initial: 'DRAFT',
  transitions: {
    edit: { from: ['DRAFT', 'REJECTED'], by: 'customer' },
    delete: { from: ['DRAFT', 'REJECTED'], by: 'customer' },
    submit: { from: ['DRAFT', 'REJECTED'], to: 'PENDING_REVIEW', by: 'customer' },
    cancel: {
      from: [
        'DRAFT',
        'PENDING_REVIEW',
        'PENDING_LOADING_SUPERVISION',
        'PENDING_CONSOLIDATION',
        'AWAITING_COLLECTION',
        'PENDING_INBOUND',
        'HAS_ERROR',
      ],
      to: 'CANCELLED',
      by: 'customer',
    },
    confirmDifference: { from: ['WITH_DIFFERENCE'], to: 'TO_BE_STOCKED', by: 'customer' },
    approve: { from: ['PENDING_REVIEW'], by: 'warehouse' },
    reject: { from: ['PENDING_REVIEW'], to: 'REJECTED', by: 'warehouse' },
    dispatch: {
      from: ['PENDING_LOADING_SUPERVISION', 'PENDING_CONSOLIDATION', 'AWAITING_COLLECTION'],
      to: 'PENDING_INBOUND',
      by: 'warehouse',
    },
    book: { from: ['PENDING_INBOUND'], to: 'BOOKED', by: 'system' },
    unbook: { from: ['BOOKED', 'AWAITING_RECEIPT'], to: 'PENDING_INBOUND', by: 'system' },
    expectArrival: { from: ['BOOKED'], to: 'AWAITING_RECEIPT', by: 'system' },
    arrive: { from: ['PENDING_INBOUND', 'BOOKED', 'AWAITING_RECEIPT'], to: 'ARRIVED', by: 'warehouse' },
    startReceiving: { from: ['ARRIVED'], to: 'RECEIVING', by: 'warehouse' },
    finishReceiving: { from: ['RECEIVING'], by: 'warehouse' },
    putAway: { from: ['TO_BE_STOCKED'], to: 'COMPLETED', by: 'warehouse' },
    error: { from: WAREHOUSE_STATES, to: 'HAS_ERROR', by: 'warehouse' },
    resolve: { from: ['HAS_ERROR'], by: 'warehouse' },
    addMilestone: { from: APPROVED_STATES, by: 'warehouse' },
  },
});
export type InboundAction = keyof typeof INBOUND_MACHINE.transitions;

/** The inbound order as a document (issue 23 §2). */
export const INBOUND_DOCUMENT = defineDocument({
  entity: 'inbound-orders',
  page: {
    code: INBOUND_CODE,
    // submit: submit an order, and confirm its received difference.
    actions: ['view', 'create', 'edit', 'delete', 'submit', 'cancel', 'import', 'export', 'print'],
    group: '/order',
    list: { path: 'warehousManage', zh: '入库单', en: 'Inbound orders' },
    detail: { path: 'warehousDetail', zh: '入库单详情', en: 'Inbound order detail' },
  },
  todo: { type: TODO_TYPE.inbound, zh: '入库单', en: 'Inbound order', withStatus: true },
  statuses: INBOUND_STATUS_LABELS,
  colors: {
    DRAFT: 'default',
    PENDING_REVIEW: 'processing',
    REJECTED: 'error',
    PENDING_LOADING_SUPERVISION: 'cyan',
    PENDING_CONSOLIDATION: 'cyan',
    AWAITING_COLLECTION: 'cyan',
    PENDING_INBOUND: 'blue',
    BOOKED: 'geekblue',
    AWAITING_RECEIPT: 'geekblue',
    ARRIVED: 'purple',
    RECEIVING: 'purple',
    WITH_DIFFERENCE: 'warning',
    TO_BE_STOCKED: 'gold',
    COMPLETED: 'success',
    HAS_ERROR: 'error',
    CANCELLED: 'default',
  },
  machine: INBOUND_MACHINE,
  exportKind: INBOUND_EXPORT_KIND,
  fileModule: INBOUND_FILE_MODULE,
});
export const INBOUND_CODES = INBOUND_DOCUMENT.codes;
