import { z } from 'zod';
import { pageResult } from './api';
import { CURRENCIES, amountSchema } from './money';
import { FEE_STATUSES, FEE_TYPES, FINANCE_DOCUMENT_TYPES, ledgerEntry, type FeeType } from './finance';
import {
  createdRange,
  filterEnum,
  filterId,
  filterText,
  idSchema,
  listRequest,
  operationRecord,
  type ListFilters,
} from './list';
import { definePage } from './page';
import { storedText, type MessageKey } from './messages';
import type { Language } from './limits';
import { defineMachine } from './state-machine';
import { optionalText, requiredText } from './validation';

// Fee inquiry (/finance/feeInquiry, feeInquiryDetail) and fee statistics (/finance/feeCount): the fee
// records the money kernel wrote, read with filters and totals per currency, and the customer's
// disputes of a fee line, which the warehouse answers (accepted: refunded through the kernel; refused
// with a reason). Calls are POST /api/fees/<action>; the warehouse's under /open-api/warehouse/fees.

export const FEE_INQUIRY_CODE = 'OMS_FINANCEFEEINQUIRY';
/** view; submit = open a dispute on a fee line; cancel = withdraw one's dispute; export. */
export const FEE_INQUIRY_PAGE = definePage(FEE_INQUIRY_CODE, ['view', 'submit', 'cancel', 'export']);
export const FEE_INQUIRY_CODES = FEE_INQUIRY_PAGE.codes;
export const FEE_COUNT_CODE = 'OMS_FINANCEFEECOUNT';
export const FEE_COUNT_PAGE = definePage(FEE_COUNT_CODE, ['view', 'export']);
export const FEE_COUNT_CODES = FEE_COUNT_PAGE.codes;

export const FEES_PAGE_KEY = 'fees';
export const FEES_EXPORT_KIND = 'fees';
export const FEE_COUNT_EXPORT_KIND = 'fee-count';

export const FEE_LIMITS = {
  documentNo: 64,
  disputeReason: 500,
  refuseReason: 500,
  supplementReason: 500,
  name: 100,
  remark: 200,
  /** Attachments of one dispute (images or PDFs, checked by content). */
  disputeAttachments: 5,
  /** Longest period fee statistics cover, in days. */
  countMaxDays: 366,
} as const;

// ---- disputes ----

export const DISPUTE_STATES = ['OPEN', 'ACCEPTED', 'REFUSED', 'WITHDRAWN'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];
export const DISPUTE_ACTIONS = ['open', 'withdraw', 'accept', 'refuse'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

/**
 * A dispute of one fee line: the customer opens it (one open dispute per line at a time) and may
 * withdraw it while open; the warehouse accepts it (refunding all or part of the fee) or refuses it.
 */
export const DISPUTE_MACHINE = defineMachine<DisputeState, DisputeAction>({
  states: DISPUTE_STATES,
  initial: 'OPEN',
  transitions: {
    open: { from: [], to: 'OPEN', by: 'customer' },
    withdraw: { from: ['OPEN'], to: 'WITHDRAWN', by: 'customer' },
    accept: { from: ['OPEN'], to: 'ACCEPTED', by: 'warehouse' },
    refuse: { from: ['OPEN'], to: 'REFUSED', by: 'warehouse' },
  },
});

/**
 * The note of the ledger entry an accepted dispute refunds by: a message key (contracts `storedText`),
 * read with the entry's document number, so the customer reads words in their language.
 */
export const DISPUTE_REFUND_NOTE = 'fees.disputeRefundNote' satisfies MessageKey;

/** The fee list's "dispute" filter: a state of the line's latest dispute, or never disputed. */
export const DISPUTE_FILTERS = ['NONE', ...DISPUTE_STATES] as const;
export type DisputeFilter = (typeof DISPUTE_FILTERS)[number];

// ---- the list ----

export const FEE_SORT_KEYS = ['createdAt'] as const;
export type FeeSortKey = (typeof FEE_SORT_KEYS)[number];

export const feePageRequest = listRequest(FEE_SORT_KEYS).extend({
  feeType: filterEnum(FEE_TYPES),
  currency: filterEnum(CURRENCIES),
  status: filterEnum(FEE_STATUSES),
  warehouseId: filterId,
  /** The whole document number (exact: it pages on the company's document index). */
  documentNo: filterText(FEE_LIMITS.documentNo),
  disputeState: filterEnum(DISPUTE_FILTERS),
  ...createdRange,
});
export type FeePageRequest = z.infer<typeof feePageRequest>;
export type FeeFilters = ListFilters<FeePageRequest>;
/** The filters alone (what the totals call takes). */
export const feeFiltersRequest = feePageRequest.omit({ current: true, size: true, sort: true, cursor: true });

export const feeWarehouse = z.object({
  id: z.string(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
});
export type FeeWarehouse = z.infer<typeof feeWarehouse>;

/** One fee line as the list shows it (amounts as decimal strings). */
export const feeRow = z.object({
  id: z.string(),
  feeType: z.enum(FEE_TYPES),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  unitPrice: z.string(),
  quantity: z.string(),
  /** What was priced (or frozen). */
  amount: z.string(),
  deducted: z.string(),
  refunded: z.string(),
  /** deducted − refunded: what the line costs now. */
  net: z.string(),
  status: z.enum(FEE_STATUSES),
  documentType: z.enum(FINANCE_DOCUMENT_TYPES),
  documentNo: z.string(),
  warehouse: feeWarehouse.nullable(),
  remark: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  deductedAt: z.string().nullable(),
  /** The state of the line's latest dispute; null when never disputed. */
  disputeState: z.enum(DISPUTE_STATES).nullable(),
});
export type FeeRow = z.infer<typeof feeRow>;

export const feePage = pageResult(feeRow);

/**
 * A line's name as shown and exported, in `language`: its type's label when the kernel stored just the
 * type, the message when the server named it by a message key (`storedText`), else its own.
 */
export const feeNameOf = (
  row: { feeType: FeeType; name: string },
  typeLabel: (type: FeeType) => string,
  language: Language,
) => (row.name === row.feeType ? typeLabel(row.feeType) : storedText(row.name, language));

/** The filtered set's totals in one currency. */
export const feeCurrencyTotal = z.object({
  currency: z.enum(CURRENCIES),
  count: z.number().int(),
  amount: z.string(),
  deducted: z.string(),
  refunded: z.string(),
  net: z.string(),
});
export type FeeCurrencyTotal = z.infer<typeof feeCurrencyTotal>;
export const feeTotals = z.array(feeCurrencyTotal);

export const disputeAttachment = z.object({ id: z.string(), name: z.string(), mime: z.string() });

export const dispute = z.object({
  id: z.string(),
  feeId: z.string(),
  status: z.enum(DISPUTE_STATES),
  reason: z.string(),
  attachments: z.array(disputeAttachment),
  /** What the warehouse refunded on acceptance. */
  refundAmount: z.string().nullable(),
  /** Why the warehouse refused it. */
  answer: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  operations: z.array(operationRecord),
});
export type Dispute = z.infer<typeof dispute>;

export const feeDetail = feeRow.extend({
  /** What may still be refunded (deducted − refunded while DEDUCTED). */
  refundable: z.string(),
  /** The ledger rows the fee caused, oldest first. */
  ledger: z.array(ledgerEntry),
  /** The line's disputes, newest first, each with its timeline. */
  disputes: z.array(dispute),
  /** Whether the customer may open a dispute now (none open, something left to refund). */
  canDispute: z.boolean(),
});
export type FeeDetail = z.infer<typeof feeDetail>;

export const createDisputeRequest = z.object({
  feeId: idSchema,
  reason: requiredText('fees.disputeReasonRequired', FEE_LIMITS.disputeReason),
  attachmentIds: z
    .array(idSchema)
    .max(FEE_LIMITS.disputeAttachments, { error: 'fees.tooManyAttachments' })
    .default([]),
});
export type CreateDisputeRequest = z.infer<typeof createDisputeRequest>;

// ---- fee statistics ----

export const FEE_COUNT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type FeeCountGranularity = (typeof FEE_COUNT_GRANULARITIES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (required: string) =>
  z
    .string({ error: required })
    .regex(DAY, { error: 'error.validation' })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'error.validation' });

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A period (whole days of the finance calendar, FINANCE_TIME_ZONE, both included), a currency and
 * the size of the time buckets: fee statistics cut days where statements and the fee roll-up do.
 */
export const feeCountRequest = z
  .object({
    from: dayOf('fees.periodRequired'),
    to: dayOf('fees.periodRequired'),
    currency: z.enum(CURRENCIES, { error: 'finance.currencyRequired' }),
    granularity: z.enum(FEE_COUNT_GRANULARITIES).default('day'),
  })
  .superRefine((v, ctx) => {
    const days = daysBetween(v.from, v.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'fees.periodOrder' });
    else if (days >= FEE_LIMITS.countMaxDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'fees.periodTooLong' });
  });
export type FeeCountRequest = z.infer<typeof feeCountRequest>;

export const feeCountResult = z.object({
  currency: z.enum(CURRENCIES),
  granularity: z.enum(FEE_COUNT_GRANULARITIES),
  /** Bucket starts (YYYY-MM-DD of the finance calendar), oldest first, every bucket of the period. */
  buckets: z.array(z.string()),
  total: z.string(),
  count: z.number().int(),
  byType: z.array(z.object({ feeType: z.enum(FEE_TYPES), amount: z.string(), count: z.number().int() })),
  byWarehouse: z.array(
    z.object({ warehouse: feeWarehouse.nullable(), amount: z.string(), count: z.number().int() }),
  ),
  /** Net amount per fee type per bucket (same order as `buckets`): the stacked bars. */
  series: z.array(z.object({ feeType: z.enum(FEE_TYPES), amounts: z.array(z.string()) })),
  /** The table: one row per bucket and fee type that has fees. */
  rows: z.array(
    z.object({
      bucket: z.string(),
      feeType: z.enum(FEE_TYPES),
      count: z.number().int(),
      amount: z.string(),
    }),
  ),
});
export type FeeCountResult = z.infer<typeof feeCountResult>;

// ---- the warehouse's side (integration) ----

const positiveAmount = () =>
  amountSchema('positive', { required: 'fees.amountRequired', format: 'fees.amountFormat' });

/**
 * A fee the warehouse posts to a company: charged at once through the kernel. A bill supplement
 * (`feeType` SUPPLEMENT) names its reason; its document is a SUPPLEMENT numbered by the portal unless
 * one is given.
 */
export const postFeeRequest = z
  .object({
    companyId: idSchema,
    feeType: z.enum(FEE_TYPES),
    name: optionalText(FEE_LIMITS.name),
    currency: z.enum(CURRENCIES, { error: 'finance.currencyRequired' }),
    unitPrice: positiveAmount(),
    quantity: z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,3})?$/, { error: 'fees.quantityFormat' })
      .default('1'),
    /** The amount charged; unit price × quantity when absent. */
    amount: positiveAmount().optional(),
    documentType: z.enum(FINANCE_DOCUMENT_TYPES).optional(),
    documentNo: optionalText(FEE_LIMITS.documentNo),
    reason: optionalText(FEE_LIMITS.supplementReason),
    remark: optionalText(FEE_LIMITS.remark),
  })
  .superRefine((v, ctx) => {
    if (v.feeType === 'SUPPLEMENT' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'fees.supplementReasonRequired' });
    if (v.feeType !== 'SUPPLEMENT' && !v.documentNo)
      ctx.addIssue({ code: 'custom', path: ['documentNo'], message: 'fees.documentNoRequired' });
  });
export type PostFeeRequest = z.infer<typeof postFeeRequest>;

export const postedFee = z.object({
  id: z.string(),
  companyId: z.string(),
  feeType: z.enum(FEE_TYPES),
  currency: z.enum(CURRENCIES),
  amount: z.string(),
  status: z.enum(FEE_STATUSES),
  documentType: z.enum(FINANCE_DOCUMENT_TYPES),
  documentNo: z.string(),
});
export type PostedFee = z.infer<typeof postedFee>;

export const pendingDispute = z.object({
  id: z.string(),
  feeId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  feeType: z.enum(FEE_TYPES),
  currency: z.enum(CURRENCIES),
  /** What the line took, and what may still be refunded. */
  deducted: z.string(),
  refundable: z.string(),
  documentNo: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type PendingDispute = z.infer<typeof pendingDispute>;

/** Accept a dispute: refund `refundAmount` (at most what is refundable; all of it when absent). */
export const acceptDisputeRequest = z.object({ refundAmount: positiveAmount().optional() }).nullish();
export const refuseDisputeRequest = z.object({
  reason: requiredText('fees.refuseReasonRequired', FEE_LIMITS.refuseReason),
});
export const disputeDecision = z.object({ id: z.string(), status: z.enum(DISPUTE_STATES) });
export type DisputeDecision = z.infer<typeof disputeDecision>;

/** A company of the tenant with what each of its accounts can afford (whom a fee may be posted to). */
export const feeCompany = z.object({
  id: z.string(),
  name: z.string(),
  available: z.array(z.object({ currency: z.enum(CURRENCIES), available: z.string() })),
});
export type FeeCompany = z.infer<typeof feeCompany>;
