import { z } from 'zod';
import { pageResult } from './api';
import { rejectReasonSchema } from './certification';
import { fileIdSchema } from './files';
import { CURRENCY_SHORT_LABELS, currencySchema, ledgerEntry } from './finance';
import {
  choiceField,
  countField,
  dateTimeField,
  defineCatalogue,
  moneyField,
  textField,
} from './field-catalogue';
import { CLAIM_FIELDS } from './claims-fields';
import { createdRange, filterEnum, filterText, listRequest, withOperations, type ListFilters } from './list';
import { amountSchema, CURRENCIES } from './money';
import { LIMITS } from './limits';
import { requiredOrderNo, requiredText } from './validation';
import {
  CLAIM_DOCUMENT_LABELS,
  CLAIM_DOCUMENT_TYPES,
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  CLAIM_TYPE_LABELS,
  CLAIM_TYPES,
} from './claims-document';

export * from './claims-document';

// Compensation claims (/finance/compensationManage, PRODUCT.md §4 "Compensation"): the customer
// claims money for goods lost, damaged, short shipped or mixed up on one of its documents; the
// warehouse passes the claim (the actual amount is credited to the currency account) or rejects it
// with a reason; the customer may cancel while it waits. Calls are POST /api/claims/<action>.

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

/** How each field of a claim reads: the list's columns, the detail page and the export. */
export const CLAIM_CATALOGUE = defineCatalogue<Claim>()(CLAIM_FIELDS, {
  claimNo: textField((r) => r.claimNo, 22),
  relatedType: choiceField(CLAIM_DOCUMENT_LABELS, (r) => r.relatedType, 14),
  relatedNo: textField((r) => r.relatedNo, 22),
  claimType: choiceField(CLAIM_TYPE_LABELS, (r) => r.claimType),
  reason: textField((r) => r.reason, 40),
  currency: choiceField(CURRENCY_SHORT_LABELS, (r) => r.currency, 10),
  expectedAmount: moneyField(
    (r) => r.currency,
    (r) => r.expectedAmount,
  ),
  actualAmount: moneyField(
    (r) => r.currency,
    (r) => r.actualAmount,
  ),
  status: choiceField(CLAIM_STATUS_LABELS, (r) => r.status),
  rejectReason: textField((r) => r.rejectReason, 30),
  attachments: countField((r) => r.attachments.length),
  createdBy: textField((r) => r.createdBy),
  createdAt: dateTimeField((r) => r.createdAt),
  decidedAt: dateTimeField((r) => r.decidedAt),
});
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
