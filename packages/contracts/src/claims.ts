import { z } from 'zod';
import { pageResult } from './api';
import { rejectReasonSchema } from './certification';
import { fileIdSchema } from './files';
import { currencySchema, ledgerEntry } from './finance';
import { defineFields } from './fields';
import { createdRange, filterEnum, filterText, listRequest, withOperations, type ListFilters } from './list';
import { amountSchema, CURRENCIES } from './money';
import { defineMachine } from './state-machine';
import { LIMITS } from './limits';
import { requiredOrderNo, requiredText } from './validation';
import { DECISION_COLORS, defineDocument } from './document';
import { TODO_TYPE } from './todo-types';

// Compensation claims (/finance/compensationManage, PRODUCT.md §4 "Compensation"): the customer
// claims money for goods lost, damaged, short shipped or mixed up on one of its documents; the
// warehouse passes the claim (the actual amount is credited to the currency account) or rejects it
// with a reason; the customer may cancel while it waits. Calls are POST /api/claims/<action>.

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

export const CLAIM_LIMITS = {
  /** Specification §5 order number: letters, digits, hyphen and period, up to 30. */
  relatedNoMax: LIMITS.orderNoMax,
  reasonMin: 5,
  reasonMax: 500,
  attachmentsMax: 5,
} as const;

export const CLAIM_SORT_KEYS = ['claimNo', 'expectedAmount', 'status', 'createdAt', 'decidedAt'] as const;
export type ClaimSortKey = (typeof CLAIM_SORT_KEYS)[number];

export const relatedNoSchema = requiredOrderNo('claims.relatedNoRequired', 'claims.relatedNoFormat');

export const claimReasonSchema = requiredText('claims.reasonRequired', CLAIM_LIMITS.reasonMax).min(
  CLAIM_LIMITS.reasonMin,
  { error: 'claims.reasonTooShort' },
);

export const claimAmountSchema = amountSchema('positive', {
  required: 'claims.expectedAmountRequired',
  format: 'claims.amountFormat',
});

export const createClaimRequest = z.object({
  relatedType: z.enum(CLAIM_DOCUMENT_TYPES, { error: 'claims.relatedTypeRequired' }),
  relatedNo: relatedNoSchema,
  claimType: z.enum(CLAIM_TYPES, { error: 'claims.claimTypeRequired' }),
  reason: claimReasonSchema,
  expectedAmount: claimAmountSchema,
  currency: currencySchema,
  attachments: z
    .array(fileIdSchema)
    .max(CLAIM_LIMITS.attachmentsMax, { error: 'claims.attachmentsMax' })
    .default([]),
});
export type CreateClaimRequest = z.input<typeof createClaimRequest>;
export type CreateClaim = z.infer<typeof createClaimRequest>;

export const claimPageRequest = listRequest(CLAIM_SORT_KEYS).extend({
  claimNo: filterText(40),
  relatedNo: filterText(CLAIM_LIMITS.relatedNoMax),
  relatedType: filterEnum(CLAIM_DOCUMENT_TYPES),
  claimType: filterEnum(CLAIM_TYPES),
  status: filterEnum(CLAIM_STATUSES),
  currency: filterEnum(CURRENCIES),
  ...createdRange,
});
export type ClaimPageRequest = z.infer<typeof claimPageRequest>;
export type ClaimFilters = ListFilters<ClaimPageRequest>;

export const claimAttachment = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type ClaimAttachment = z.infer<typeof claimAttachment>;

export const claim = z.object({
  id: z.string(),
  claimNo: z.string(),
  relatedType: z.enum(CLAIM_DOCUMENT_TYPES),
  relatedNo: z.string(),
  claimType: z.enum(CLAIM_TYPES),
  reason: z.string(),
  /** Decimal strings with two places. */
  expectedAmount: z.string(),
  /** What the warehouse passed (and credited); null until passed. */
  actualAmount: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  attachments: z.array(claimAttachment),
  status: z.enum(CLAIM_STATUSES),
  rejectReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Claim = z.infer<typeof claim>;
export const claimPage = pageResult(claim);

/** A claim with its timeline and the ledger entries its payment made (one, once passed). */
export const claimDetail = withOperations(claim).extend({ ledger: z.array(ledgerEntry) });
export type ClaimDetail = z.infer<typeof claimDetail>;

// ---- the warehouse's side (integration API) ----

export const pendingClaim = z.object({
  id: z.string(),
  claimNo: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  relatedType: z.enum(CLAIM_DOCUMENT_TYPES),
  relatedNo: z.string(),
  claimType: z.enum(CLAIM_TYPES),
  reason: z.string(),
  expectedAmount: z.string(),
  currency: z.enum(CURRENCIES),
  submittedAt: z.string(),
});
export type PendingClaim = z.infer<typeof pendingClaim>;

export const claimReview = claim.extend({
  companyId: z.string(),
  decidedBy: z.string().nullable(),
  operations: withOperations(z.object({})).shape.operations,
});
export type ClaimReview = z.infer<typeof claimReview>;

/**
 * The warehouse passes a claim at an actual amount: above 0, at most the expected amount (a claim is
 * never paid more than the customer asked for); absent = the expected amount.
 */
export const approveClaimRequest = z
  .object({
    actualAmount: amountSchema('positive', {
      required: 'claims.actualAmountRequired',
      format: 'claims.amountFormat',
    }).optional(),
  })
  .nullish();
export type ApproveClaimRequest = z.input<typeof approveClaimRequest>;

export const rejectClaimRequest = z.object({ reason: rejectReasonSchema });
export type RejectClaimRequest = z.infer<typeof rejectClaimRequest>;

export const claimDecisionResult = z.object({
  id: z.string(),
  status: z.enum(CLAIM_STATUSES),
  actualAmount: z.string().nullable(),
});
export type ClaimDecisionResult = z.infer<typeof claimDecisionResult>;
