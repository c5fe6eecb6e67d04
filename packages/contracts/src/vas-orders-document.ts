import { defineFields } from './fields';
import { defineMachine } from './state-machine';
import { defineDocument } from './document';
import { TODO_TYPE } from './todo-types';

// The value-added service order's codes, states, their names, machine and descriptor, kept apart from
// its schemas (`vas-orders.ts`): the menus and the routes, which every page loads, read these only.

export const VAS_CODE = 'OMS_ORDERVAS';
export const VAS_EXPORT_KIND = 'vas-orders';
export const VAS_FILE_MODULE = 'vas-orders';
/** VAS order numbers start with this (VS + yyyymmdd + serial). */
export const VAS_NO_PREFIX = 'VS';

export const VAS_STATUSES = [
  'DRAFT',
  'PENDING_QUOTE',
  'QUOTED',
  'CONFIRMED',
  'PROCESSING',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
] as const;
export type VasStatus = (typeof VAS_STATUSES)[number];
export const VAS_STATUS_LABELS = defineFields<VasStatus>({
  DRAFT: { zh: '草稿', en: 'Draft' },
  PENDING_QUOTE: { zh: '待报价', en: 'Awaiting quote' },
  QUOTED: { zh: '已报价待确认', en: 'Quoted, to confirm' },
  CONFIRMED: { zh: '已确认待处理', en: 'Confirmed' },
  PROCESSING: { zh: '处理中', en: 'Processing' },
  COMPLETED: { zh: '已完成', en: 'Completed' },
  REJECTED: { zh: '已驳回', en: 'Rejected' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
});

export const VAS_SERVICE_TYPES = [
  'PHOTOS',
  'QUALITY_CHECK',
  'REPACKING',
  'LABELLING',
  'KITTING',
  'MEASURING',
  'DISPOSAL',
] as const;
export type VasServiceType = (typeof VAS_SERVICE_TYPES)[number];
export const VAS_SERVICE_LABELS = defineFields<VasServiceType>({
  PHOTOS: { zh: '拍照', en: 'Photos' },
  QUALITY_CHECK: { zh: '质检', en: 'Quality inspection' },
  REPACKING: { zh: '重新包装', en: 'Repacking' },
  LABELLING: { zh: '贴标', en: 'Labelling' },
  KITTING: { zh: '组装套装', en: 'Kitting' },
  MEASURING: { zh: '测量尺寸重量', en: 'Measuring' },
  DISPOSAL: { zh: '销毁', en: 'Disposal' },
});

/** States that hold the order's pieces reserved and its fee frozen. */
export const VAS_HOLDING: readonly VasStatus[] = ['CONFIRMED', 'PROCESSING'];

/**
 * PRODUCT.md §4 "Value-added services": DRAFT →C submit→ PENDING_QUOTE →W quote→ QUOTED →C confirm
 * (the quote frozen, the pieces reserved)→ CONFIRMED →W start→ PROCESSING →W complete (the fee
 * charged; the pieces released, disposed of, or for kitting the components out and the kit in; the
 * results attached)→ COMPLETED; PENDING_QUOTE →W reject→ REJECTED; the customer edits and deletes a
 * draft and cancels before processing (what was held released).
 */
export const VAS_MACHINE = defineMachine({
  states: VAS_STATUSES,
  initial: 'DRAFT',
  transitions: {
    edit: { from: ['DRAFT'], by: 'customer' },
    delete: { from: ['DRAFT'], by: 'customer' },
    submit: { from: ['DRAFT'], to: 'PENDING_QUOTE', by: 'customer' },
    confirm: { from: ['QUOTED'], to: 'CONFIRMED', by: 'customer' },
    cancel: { from: ['DRAFT', 'PENDING_QUOTE', 'QUOTED', 'CONFIRMED'], to: 'CANCELLED', by: 'customer' },
    quote: { from: ['PENDING_QUOTE'], to: 'QUOTED', by: 'warehouse' },
    reject: { from: ['PENDING_QUOTE'], to: 'REJECTED', by: 'warehouse' },
    start: { from: ['CONFIRMED'], to: 'PROCESSING', by: 'warehouse' },
    complete: { from: ['PROCESSING'], to: 'COMPLETED', by: 'warehouse' },
  },
});
export type VasAction = keyof typeof VAS_MACHINE.transitions;

/** The value-added service order as a document (issue 25). */
export const VAS_DOCUMENT = defineDocument({
  entity: 'vas-orders',
  page: {
    code: VAS_CODE,
    actions: ['view', 'create', 'edit', 'delete', 'submit', 'cancel', 'export'],
    group: '/order',
    list: { path: 'vasManage', zh: '增值服务', en: 'Value-added services' },
    detail: { path: 'vasManageDetail', zh: '增值服务详情', en: 'VAS order detail' },
  },
  todo: { type: TODO_TYPE.valueAddedService, zh: '增值服务', en: 'Value-added service', withStatus: true },
  statuses: VAS_STATUS_LABELS,
  colors: {
    DRAFT: 'default',
    PENDING_QUOTE: 'processing',
    QUOTED: 'gold',
    CONFIRMED: 'cyan',
    PROCESSING: 'blue',
    COMPLETED: 'success',
    REJECTED: 'error',
    CANCELLED: 'default',
  },
  machine: VAS_MACHINE,
  exportKind: VAS_EXPORT_KIND,
  fileModule: VAS_FILE_MODULE,
});
export const VAS_CODES = VAS_DOCUMENT.codes;
