import { defineFields } from './fields';
import { defineMachine } from './state-machine';
import { DECISION_COLORS, defineDocument } from './document';
import { TODO_TYPE } from './todo-types';

// The document's codes, states, their names, machine and descriptor, kept apart from its schemas
// (`claims.ts`): the menus and the routes, which every page loads (/login too), read these only.

export const CLAIMS_CODE = 'OMS_FINANCECOMPENSATION';
export const CLAIMS_PAGE_KEY = 'claims';
export const CLAIMS_EXPORT_KIND = 'claims';
/** Claim numbers start with this (CL + date + serial). */
export const CLAIM_NO_PREFIX = 'CL';

export const CLAIM_TYPES = ['LOST', 'DAMAGED', 'SHORT_SHIPPED', 'WRONG_ITEM', 'OTHER'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const CLAIM_TYPE_LABELS = defineFields<ClaimType>({
  LOST: { zh: '丢件', en: 'Lost' },
  DAMAGED: { zh: '破损', en: 'Damaged' },
  SHORT_SHIPPED: { zh: '少发', en: 'Short shipped' },
  WRONG_ITEM: { zh: '错发', en: 'Wrong item' },
  OTHER: { zh: '其他', en: 'Other' },
});

/**
 * The kind of document a claim is about. Until the inbound, outbound and return modules land the
 * number is free text; each of them registers a check of its numbers on the server when it does.
 */
export const CLAIM_DOCUMENT_TYPES = ['INBOUND', 'OUTBOUND', 'RETURN', 'OTHER'] as const;
export type ClaimDocumentType = (typeof CLAIM_DOCUMENT_TYPES)[number];
export const CLAIM_DOCUMENT_LABELS = defineFields<ClaimDocumentType>({
  INBOUND: { zh: '入库单', en: 'Inbound order' },
  OUTBOUND: { zh: '出库单', en: 'Outbound order' },
  RETURN: { zh: '退货单', en: 'Return order' },
  OTHER: { zh: '其他', en: 'Other' },
});

export const CLAIM_STATUSES = ['PENDING_REVIEW', 'PASSED', 'REJECTED', 'CANCELLED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS = defineFields<ClaimStatus>({
  PENDING_REVIEW: { zh: '待审核', en: 'Pending review' },
  PASSED: { zh: '已通过', en: 'Passed' },
  REJECTED: { zh: '已驳回', en: 'Rejected' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
});

/** PENDING_REVIEW →W→ PASSED (actual amount credited) | REJECTED (reason); →C→ CANCELLED while pending. */
export const CLAIM_MACHINE = defineMachine({
  states: CLAIM_STATUSES,
  initial: 'PENDING_REVIEW',
  transitions: {
    approve: { from: ['PENDING_REVIEW'], to: 'PASSED', by: 'warehouse' },
    reject: { from: ['PENDING_REVIEW'], to: 'REJECTED', by: 'warehouse' },
    cancel: { from: ['PENDING_REVIEW'], to: 'CANCELLED', by: 'customer' },
  },
});
export type ClaimAction = keyof typeof CLAIM_MACHINE.transitions;

/** The claim as a document (issue 23 §2). */
export const CLAIM_DOCUMENT = defineDocument({
  entity: 'claims',
  page: {
    code: CLAIMS_CODE,
    actions: ['view', 'create', 'cancel', 'export'],
    group: '/finance',
    list: { path: 'compensationManage', zh: '索赔管理', en: 'Claims' },
    detail: { path: 'compensationManageDetail', zh: '索赔详情', en: 'Claim detail' },
  },
  todo: { type: TODO_TYPE.claim, zh: '索赔', en: 'Claim', withStatus: true },
  statuses: CLAIM_STATUS_LABELS,
  colors: DECISION_COLORS,
  machine: CLAIM_MACHINE,
  exportKind: CLAIMS_EXPORT_KIND,
  fileModule: 'claims',
});
export const CLAIMS_CODES = CLAIM_DOCUMENT.codes;
