import { defineFields } from './fields';
import type { MessageKey } from './messages';
import { defineMachine } from './state-machine';
import { defineDocument } from './document';
import { TODO_TYPE } from './todo-types';

// The document's codes, states, their names, machine and descriptor, kept apart from its schemas
// (`over-receipts.ts`): the menus and the routes, which every page loads (/login too), read these only.

export const OVER_RECEIPTS_CODE = 'OMS_ORDEROVERCHARGE';
export const OVER_RECEIPTS_PAGE_KEY = 'over-receipts';
export const OVER_RECEIPTS_EXPORT_KIND = 'over-receipts';
/** Over-receipt numbers start with this (OR + yyyymmdd + serial). */
export const OVER_RECEIPT_NO_PREFIX = 'OR';

export const OVER_RECEIPT_STATUSES = ['UNCONFIRMED', 'CONFIRMED'] as const;
export type OverReceiptStatus = (typeof OVER_RECEIPT_STATUSES)[number];
export const OVER_RECEIPT_STATUS_LABELS = defineFields<OverReceiptStatus>({
  UNCONFIRMED: { zh: '未确认', en: 'Unconfirmed' },
  CONFIRMED: { zh: '已确认', en: 'Confirmed' },
});

export const OVER_RECEIPT_DECISIONS = ['ACCEPTED', 'REJECTED'] as const;
export type OverReceiptDecision = (typeof OVER_RECEIPT_DECISIONS)[number];
export const OVER_RECEIPT_DECISION_LABELS = defineFields<OverReceiptDecision>({
  ACCEPTED: { zh: '接收入库', en: 'Accepted into stock' },
  REJECTED: { zh: '拒收(退回或销毁)', en: 'Rejected (return or disposal)' },
});

/** The name of the fee a rejected over-receipt is charged: a message key (contracts `feeNameOf`). */
export const OVER_RECEIPT_REJECT_FEE_NAME = 'overReceipts.rejectFeeName' satisfies MessageKey;

/** UNCONFIRMED →C→ CONFIRMED, by accepting (decision ACCEPTED) or rejecting (decision REJECTED). */
export const OVER_RECEIPT_MACHINE = defineMachine({
  states: OVER_RECEIPT_STATUSES,
  initial: 'UNCONFIRMED',
  transitions: {
    accept: { from: ['UNCONFIRMED'], to: 'CONFIRMED', by: 'customer' },
    reject: { from: ['UNCONFIRMED'], to: 'CONFIRMED', by: 'customer' },
  },
});
export type OverReceiptAction = keyof typeof OVER_RECEIPT_MACHINE.transitions;

/** The over-receipt as a document (issue 23 §2). */
export const OVER_RECEIPT_DOCUMENT = defineDocument({
  entity: 'over-receipts',
  page: {
    code: OVER_RECEIPTS_CODE,
    // submit: accept or reject an over-receipt.
    actions: ['view', 'submit', 'export'],
    group: '/order',
    list: { path: 'inboundOverchargeManage', zh: '入库超收', en: 'Inbound over-receipt' },
    detail: { path: 'inboundOverchargeManageDetail', zh: '超收详情', en: 'Over-receipt detail' },
  },
  todo: { type: TODO_TYPE.overReceipt, zh: '入库超收', en: 'Inbound over-receipt', withStatus: true },
  statuses: OVER_RECEIPT_STATUS_LABELS,
  colors: { UNCONFIRMED: 'warning', CONFIRMED: 'success' },
  machine: OVER_RECEIPT_MACHINE,
  exportKind: OVER_RECEIPTS_EXPORT_KIND,
  fileModule: 'over-receipts',
});
export const OVER_RECEIPTS_CODES = OVER_RECEIPT_DOCUMENT.codes;
