import { DECISION_COLORS, defineDocument } from './document';
import { defineFields } from './fields';
import type { MessageKey } from './messages';
import { defineMachine } from './state-machine';
import { TODO_TYPE } from './todo-types';

// The document's codes, states, their names, machine and descriptor, kept apart from its schemas
// (`recharges.ts`): the menus and the routes, which every page loads (/login too), read these only.

export const RECHARGE_MANAGE_CODE = 'OMS_FINANCERECHARGEMANAGE';

export const RECHARGE_PAGE_KEY = 'recharges';
export const RECHARGE_EXPORT_KIND = 'recharges';
/** The upload module of remittance attachments (the file center shows it). */
export const RECHARGE_FILE_MODULE = 'recharges';

export const RECHARGE_TYPES = ['ONLINE', 'OFFLINE'] as const;
export type RechargeType = (typeof RECHARGE_TYPES)[number];

export const RECHARGE_STATUSES = ['PENDING_REVIEW', 'PASSED', 'REJECTED', 'CANCELLED'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];
export const RECHARGE_STATUS_LABELS = defineFields<RechargeStatus>({
  PENDING_REVIEW: { zh: '待审核', en: 'Pending review' },
  PASSED: { zh: '已通过', en: 'Passed' },
  REJECTED: { zh: '已驳回', en: 'Rejected' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
});

/** The payment providers behind the one provider interface; SANDBOX confirms on a button (demos). */
export const PAYMENT_PROVIDERS = ['SANDBOX'] as const;
/** Why a failed online payment was rejected: a message key (`storedText`), read in the reader's language. */
export const PAYMENT_FAILED_REASON = 'recharges.paymentFailedReason' satisfies MessageKey;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Who moves a recharge (PRODUCT.md §4): the warehouse approves (with the amount it received) or
 * rejects an offline one; the payment provider's signed callback passes or fails an online one; the
 * customer cancels while it is pending. Passed is final and credits the account once.
 */
export const RECHARGE_MACHINE = defineMachine({
  states: RECHARGE_STATUSES,
  initial: 'PENDING_REVIEW',
  transitions: {
    cancel: { from: ['PENDING_REVIEW'], to: 'CANCELLED', by: 'customer' },
    approve: { from: ['PENDING_REVIEW'], to: 'PASSED', by: 'warehouse' },
    reject: { from: ['PENDING_REVIEW'], to: 'REJECTED', by: 'warehouse' },
    paid: { from: ['PENDING_REVIEW'], to: 'PASSED', by: 'system' },
    payFailed: { from: ['PENDING_REVIEW'], to: 'REJECTED', by: 'system' },
  },
});
export type RechargeAction = keyof typeof RECHARGE_MACHINE.transitions;

/** The recharge as a document (issue 23 §2): listed on /finance/rechargeManage, made on /finance/recharge. */
export const RECHARGE_DOCUMENT = defineDocument({
  entity: 'recharges',
  page: {
    code: RECHARGE_MANAGE_CODE,
    actions: ['view', 'cancel', 'export'],
    group: '/finance',
    list: { path: 'rechargeManage', zh: '充值记录', en: 'Recharge records' },
    detail: { path: 'rechargeManageDetail', zh: '充值详情', en: 'Recharge detail' },
  },
  todo: { type: TODO_TYPE.recharge, zh: '充值记录', en: 'Recharge', withStatus: true },
  statuses: RECHARGE_STATUS_LABELS,
  colors: DECISION_COLORS,
  machine: RECHARGE_MACHINE,
  exportKind: RECHARGE_EXPORT_KIND,
  fileModule: RECHARGE_FILE_MODULE,
});
export const RECHARGE_MANAGE_CODES = RECHARGE_DOCUMENT.codes;
