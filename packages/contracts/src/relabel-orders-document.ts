import { defineFields } from './fields';
import { defineMachine } from './state-machine';
import { defineDocument } from './document';
import { TODO_TYPE } from './todo-types';

// The relabel order's codes, states, their names, machine and descriptor, kept apart from its schemas
// (`relabel-orders.ts`): the menus and the routes, which every page loads (/login too), read these only.

export const RELABEL_CODE = 'OMS_ORDERRELABEL';
export const RELABEL_EXPORT_KIND = 'relabel-orders';
export const RELABEL_FILE_MODULE = 'relabel-orders';
/** Relabel order numbers start with this (RL + yyyymmdd + serial). */
export const RELABEL_NO_PREFIX = 'RL';

export const RELABEL_STATUSES = [
  'DRAFT',
  'PENDING_REVIEW',
  'PROCESSING',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
] as const;
export type RelabelStatus = (typeof RELABEL_STATUSES)[number];
export const RELABEL_STATUS_LABELS = defineFields<RelabelStatus>({
  DRAFT: { zh: '草稿', en: 'Draft' },
  PENDING_REVIEW: { zh: '待审核', en: 'Pending review' },
  PROCESSING: { zh: '处理中', en: 'Processing' },
  COMPLETED: { zh: '已完成', en: 'Completed' },
  REJECTED: { zh: '已驳回', en: 'Rejected' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
});

/** States that hold the old SKUs reserved. */
export const RELABEL_RESERVING: readonly RelabelStatus[] = ['PENDING_REVIEW', 'PROCESSING'];

/**
 * PRODUCT.md §4 "Relabel orders": DRAFT →C submit (old SKUs reserved)→ PENDING_REVIEW →W start→
 * PROCESSING →W complete (old SKUs out by the actual quantities, new SKUs in, the rest released, the
 * relabel fee per piece charged)→ COMPLETED; PENDING_REVIEW →W reject (released)→ REJECTED; the
 * customer edits and deletes a draft and cancels before processing (released).
 */
export const RELABEL_MACHINE = defineMachine({
  states: RELABEL_STATUSES,
  initial: 'DRAFT',
  transitions: {
    edit: { from: ['DRAFT'], by: 'customer' },
    delete: { from: ['DRAFT'], by: 'customer' },
    submit: { from: ['DRAFT'], to: 'PENDING_REVIEW', by: 'customer' },
    cancel: { from: ['DRAFT', 'PENDING_REVIEW'], to: 'CANCELLED', by: 'customer' },
    start: { from: ['PENDING_REVIEW'], to: 'PROCESSING', by: 'warehouse' },
    reject: { from: ['PENDING_REVIEW'], to: 'REJECTED', by: 'warehouse' },
    complete: { from: ['PROCESSING'], to: 'COMPLETED', by: 'warehouse' },
  },
});
export type RelabelAction = keyof typeof RELABEL_MACHINE.transitions;

/** The relabel order as a document (issue 25). */
export const RELABEL_DOCUMENT = defineDocument({
  entity: 'relabel-orders',
  page: {
    code: RELABEL_CODE,
    actions: ['view', 'create', 'edit', 'delete', 'submit', 'cancel', 'export'],
    group: '/order',
    list: { path: 'relabel', zh: '换标单', en: 'Relabel orders' },
    detail: { path: 'relabelDetail', zh: '换标单详情', en: 'Relabel order detail' },
  },
  todo: { type: TODO_TYPE.relabel, zh: '换标单', en: 'Relabel order', withStatus: true },
  statuses: RELABEL_STATUS_LABELS,
  colors: {
    DRAFT: 'default',
    PENDING_REVIEW: 'processing',
    PROCESSING: 'blue',
    COMPLETED: 'success',
    REJECTED: 'error',
    CANCELLED: 'default',
  },
  machine: RELABEL_MACHINE,
  exportKind: RELABEL_EXPORT_KIND,
  fileModule: RELABEL_FILE_MODULE,
});
export const RELABEL_CODES = RELABEL_DOCUMENT.codes;
