import { defineFields } from './fields';
import { defineMachine } from './state-machine';
import { defineDocument } from './document';
import { TODO_TYPE } from './todo-types';

// The return order's codes, states, their names, machine and descriptor, kept apart from its schemas
// (`return-orders.ts`): the menus and the routes, which every page loads (/login too), read these only.

export const RETURN_CODE = 'OMS_ORDERRETURN';
export const RETURN_EXPORT_KIND = 'return-orders';
export const RETURN_FILE_MODULE = 'return-orders';
/** Return numbers start with this (RT + yyyymmdd + serial); a parcel without tracking carries it. */
export const RETURN_NO_PREFIX = 'RT';

export const RETURN_STATUSES = ['DRAFT', 'PENDING_RECEIPT', 'RECEIVED', 'COMPLETED', 'CANCELLED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS = defineFields<ReturnStatus>({
  DRAFT: { zh: '草稿', en: 'Draft' },
  PENDING_RECEIPT: { zh: '待收货', en: 'Awaiting arrival' },
  RECEIVED: { zh: '已到仓质检中', en: 'Arrived, inspecting' },
  COMPLETED: { zh: '已完成', en: 'Completed' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
});

/** What the customer wants done with a line's pieces the warehouse finds sellable. */
export const RETURN_HANDLINGS = ['RESTOCK', 'HOLD', 'DESTROY'] as const;
export type ReturnHandling = (typeof RETURN_HANDLINGS)[number];
export const RETURN_HANDLING_LABELS = defineFields<ReturnHandling>({
  RESTOCK: { zh: '良品上架可售', en: 'Restock sellable pieces' },
  HOLD: { zh: '暂存（不可售）', en: 'Hold (not for sale)' },
  DESTROY: { zh: '销毁', en: 'Destroy' },
});

/**
 * PRODUCT.md §4 "Returns": DRAFT →C submit→ PENDING_RECEIPT →W receive (the parcel arrived)→
 * RECEIVED →W inspect (per line sellable / unsellable / destroyed with photos; the stock moves and
 * the return handling fee per piece is charged)→ COMPLETED; the customer edits and deletes a draft
 * and cancels before the parcel arrives.
 */
export const RETURN_MACHINE = defineMachine({
  states: RETURN_STATUSES,
  initial: 'DRAFT',
  transitions: {
    edit: { from: ['DRAFT'], by: 'customer' },
    delete: { from: ['DRAFT'], by: 'customer' },
    submit: { from: ['DRAFT'], to: 'PENDING_RECEIPT', by: 'customer' },
    cancel: { from: ['DRAFT', 'PENDING_RECEIPT'], to: 'CANCELLED', by: 'customer' },
    receive: { from: ['PENDING_RECEIPT'], to: 'RECEIVED', by: 'warehouse' },
    inspect: { from: ['RECEIVED'], to: 'COMPLETED', by: 'warehouse' },
  },
});
export type ReturnAction = keyof typeof RETURN_MACHINE.transitions;

/** The return order as a document (issue 25). */
export const RETURN_DOCUMENT = defineDocument({
  entity: 'return-orders',
  page: {
    code: RETURN_CODE,
    actions: ['view', 'create', 'edit', 'delete', 'submit', 'cancel', 'export'],
    group: '/order',
    list: { path: 'returnedGoods', zh: '退货单', en: 'Returns' },
    detail: { path: 'returnedGoodsDetail', zh: '退货单详情', en: 'Return detail' },
  },
  todo: { type: TODO_TYPE.return, zh: '退货单', en: 'Return', withStatus: true },
  statuses: RETURN_STATUS_LABELS,
  colors: {
    DRAFT: 'default',
    PENDING_RECEIPT: 'processing',
    RECEIVED: 'blue',
    COMPLETED: 'success',
    CANCELLED: 'default',
  },
  machine: RETURN_MACHINE,
  exportKind: RETURN_EXPORT_KIND,
  fileModule: RETURN_FILE_MODULE,
});
export const RETURN_CODES = RETURN_DOCUMENT.codes;
