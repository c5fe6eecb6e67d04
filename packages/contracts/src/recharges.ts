import { z } from 'zod';
import { pageResult } from './api';
import { CURRENCY_SHORT_LABELS, currencySchema } from './finance';
import { FINANCE_RECHARGE_CODES } from './finance-endpoints';
import { rejectReasonSchema } from './certification';
import { choiceField, dateTimeField, defineCatalogue, moneyField, textField } from './field-catalogue';
import {
  createdRange,
  filterEnum,
  filterText,
  idSchema,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { amountSchema, CURRENCIES } from './money';
import { THIRD_PAY_PLATFORM_NAMES, THIRD_PAY_PLATFORMS } from './third-pay';
import { LIMITS } from './limits';
import { storedText } from './messages';
import { optionalText, requiredOrderNo, requiredString, SERIAL_PATTERN } from './validation';
import {
  RECHARGE_STATUS_LABELS,
  RECHARGE_TYPES,
  RECHARGE_STATUSES,
  PAYMENT_PROVIDERS,
} from './recharges-document';
import { RECHARGE_FIELDS, RECHARGE_TYPE_LABELS } from './recharges-fields';

export * from './recharges-document';

// Recharges (PRODUCT.md §4 Finance, specification §3 "Recharge order"): money the customer puts on a
// currency account, online through a payment provider (the built-in sandbox one on /pay) or offline by
// bank transfer to the operator's receiving account, which the warehouse reviews. /finance/recharge
// makes them (OMS_FINANCERECHARGE), /finance/rechargeManage lists them (OMS_FINANCERECHARGEMANAGE).
// Customer calls are POST /api/recharges/<action>; the public payment pages call /api/pay/<action>.

export const RECHARGE_CODES = FINANCE_RECHARGE_CODES;

export const RECHARGE_LIMITS = {
  /** Specification §5: a transaction serial is an order number without the period. */
  serialMax: LIMITS.orderNoMax,
  remarkMax: 200,
  bankNameMax: 100,
  accountNameMax: 100,
  accountNumberMax: 64,
  swiftMax: 20,
  addressMax: 200,
  /** Receiving accounts one tenant may list per currency. */
  receivingPerCurrency: 5,
} as const;

export const RECHARGE_SORT_KEYS = ['number', 'amount', 'status', 'createdAt', 'decidedAt'] as const;
export type RechargeSortKey = (typeof RECHARGE_SORT_KEYS)[number];

/** A recharge amount (specification §5: above 0, at most two decimals; at most AMOUNT_MAX by its format). */
export const rechargeAmountSchema = amountSchema('positive', {
  required: 'recharges.amountRequired',
  format: 'recharges.amountFormat',
});

/** A transaction serial (specification §5: English letters, digits, hyphen; an order number's length). */
export const serialSchema = requiredOrderNo(
  'recharges.serialRequired',
  'recharges.serialFormat',
  SERIAL_PATTERN,
);

export const createOnlineRechargeRequest = z.object({
  currency: currencySchema,
  amount: rechargeAmountSchema,
});
export type CreateOnlineRechargeRequest = z.infer<typeof createOnlineRechargeRequest>;

const requiredId = (key: string) => z.string({ error: key }).min(1, { error: key }).pipe(idSchema);

export const createOfflineRechargeRequest = z.object({
  currency: currencySchema,
  amount: rechargeAmountSchema,
  receivingAccountId: requiredId('recharges.receivingAccountRequired'),
  payerAccountId: requiredId('recharges.payerAccountRequired'),
  serial: serialSchema,
  attachmentFileId: requiredId('recharges.attachmentRequired'),
  remark: optionalText(RECHARGE_LIMITS.remarkMax),
});
export type CreateOfflineRechargeRequest = z.infer<typeof createOfflineRechargeRequest>;

export const rechargePageRequest = listRequest(RECHARGE_SORT_KEYS).extend({
  number: filterText(30),
  type: filterEnum(RECHARGE_TYPES),
  currency: filterEnum(CURRENCIES),
  status: filterEnum(RECHARGE_STATUSES),
  serial: filterText(RECHARGE_LIMITS.serialMax),
  ...createdRange,
});
export type RechargePageRequest = z.infer<typeof rechargePageRequest>;
export type RechargeFilters = ListFilters<RechargePageRequest>;

/** One receiving bank account of the operator (where offline recharges are paid to). */
export const receivingAccount = z.object({
  id: z.string(),
  currency: z.enum(CURRENCIES),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swiftCode: z.string().nullable(),
  bankAddress: z.string().nullable(),
});
export type ReceivingAccount = z.infer<typeof receivingAccount>;

/** A payer account (3RD) an offline recharge may name: enabled ones of the company, number masked. */
export const payerAccountOption = z.object({
  id: z.string(),
  platform: z.enum(THIRD_PAY_PLATFORMS),
  platformName: z.string().nullable(),
  accountName: z.string(),
  accountNumberMasked: z.string(),
});
export type PayerAccountOption = z.infer<typeof payerAccountOption>;

/**
 * A payer account as one line, the same in the offline form's choice and on the recharge it paid:
 * "PingPong · Acme · 622****0123" (an OTHER platform by the name the customer gave it).
 */
export const payerAccountLabel = (
  p: Pick<PayerAccountOption, 'platform' | 'platformName' | 'accountName' | 'accountNumberMasked'>,
  language: 'zh' | 'en',
) => {
  const platform =
    p.platform === 'OTHER' && p.platformName
      ? p.platformName
      : THIRD_PAY_PLATFORM_NAMES[p.platform][language];
  return `${platform} · ${p.accountName} · ${p.accountNumberMasked}`;
};

export const recharge = z.object({
  id: z.string(),
  number: z.string(),
  type: z.enum(RECHARGE_TYPES),
  currency: z.enum(CURRENCIES),
  /** What the customer declared (decimal string, two places). */
  amount: z.string(),
  /** What was credited; null until passed. */
  actualAmount: z.string().nullable(),
  receivingBank: z.string().nullable(),
  receivingAccountName: z.string().nullable(),
  receivingAccountNumber: z.string().nullable(),
  payerAccountId: z.string().nullable(),
  /** The payer account as shown ("PingPong · Acme · 622****0123"). */
  payerAccount: z.string().nullable(),
  serial: z.string().nullable(),
  attachmentFileId: z.string().nullable(),
  attachmentName: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  status: z.enum(RECHARGE_STATUSES),
  rejectReason: z.string().nullable(),
  remark: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Recharge = z.infer<typeof recharge>;

/**
 * How each field of a recharge reads: the list's columns, the detail page and the export. The
 * receiving account (bank and number) keeps the list's first key, `receivingAccountNumber`, which
 * users' saved columns name, under the receiving account's label.
 */
export const RECHARGE_CATALOGUE = defineCatalogue<Recharge>()(
  { ...RECHARGE_FIELDS, receivingAccountNumber: RECHARGE_FIELDS.receivingAccount },
  {
    number: textField((r) => r.number, 20),
    type: choiceField(RECHARGE_TYPE_LABELS, (r) => r.type),
    currency: choiceField(CURRENCY_SHORT_LABELS, (r) => r.currency, 10),
    amount: moneyField(
      (r) => r.currency,
      (r) => r.amount,
    ),
    actualAmount: moneyField(
      (r) => r.currency,
      (r) => r.actualAmount,
    ),
    receivingAccountNumber: textField(
      (r) =>
        r.receivingAccountNumber ? `${r.receivingBank ?? ''} ${r.receivingAccountNumber}`.trim() : null,
      36,
    ),
    payerAccount: textField((r) => r.payerAccount, 36),
    serial: textField((r) => r.serial, 24),
    status: choiceField(RECHARGE_STATUS_LABELS, (r) => r.status),
    // A failed payment's reason is a message key, read in the reader's language.
    rejectReason: textField((r, language) => r.rejectReason && storedText(r.rejectReason, language), 30),
    remark: textField((r) => r.remark, 24),
    createdAt: dateTimeField((r) => r.createdAt),
    decidedAt: dateTimeField((r) => r.decidedAt),
  },
);
export const rechargePage = pageResult(recharge);
export const rechargeDetail = withOperations(recharge).extend({
  /** The payment page of a pending online recharge (null otherwise). */
  payPath: z.string().nullable(),
});
export type RechargeDetail = z.infer<typeof rechargeDetail>;

/** What creating an online recharge answers: the order and where it is paid. */
export const onlineRechargeCreated = z.object({
  id: z.string(),
  number: z.string(),
  token: z.string(),
  payPath: z.string(),
});
export type OnlineRechargeCreated = z.infer<typeof onlineRechargeCreated>;

// ---- the public payment pages (/pay, /payResult) ----

export const PAY_PATH = '/pay';
export const PAY_RESULT_PATH = '/payResult';
export const payPathOf = (token: string) => `${PAY_PATH}?token=${encodeURIComponent(token)}`;
export const payResultPathOf = (token: string) => `${PAY_RESULT_PATH}?token=${encodeURIComponent(token)}`;

export const paymentTokenSchema = z
  .string({ error: 'recharges.paymentNotFound' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'recharges.paymentNotFound' });
export const paymentTokenRequest = z.object({ token: paymentTokenSchema });

/** A payment as the public pages show it (no company data beyond the order). */
export const paymentView = z.object({
  number: z.string(),
  currency: z.enum(CURRENCIES),
  amount: z.string(),
  status: z.enum(RECHARGE_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What the QR code encodes (the provider's payment link). */
  qrText: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

export const SANDBOX_OUTCOMES = ['SUCCESS', 'FAIL'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
export const sandboxPayRequest = z.object({ token: paymentTokenSchema, outcome: z.enum(SANDBOX_OUTCOMES) });

/** The signed notification a provider posts to the server (the sandbox provider's shape). */
export const paymentCallback = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  token: z.string().max(100),
  outcome: z.enum(SANDBOX_OUTCOMES),
  amount: z.string().max(20),
  currency: z.string().max(3),
  providerRef: z.string().max(64),
  timestamp: z.number().int(),
  signature: z.string().max(128),
});
export type PaymentCallback = z.infer<typeof paymentCallback>;
export const paymentCallbackResult = z.object({ accepted: z.boolean(), status: z.enum(RECHARGE_STATUSES) });

// ---- the warehouse side (/open-api/warehouse/recharges) ----

export const pendingRecharge = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  number: z.string(),
  currency: z.enum(CURRENCIES),
  amount: z.string(),
  serial: z.string().nullable(),
  payerAccount: z.string().nullable(),
  receivingAccountNumber: z.string().nullable(),
  /** Where to download the remittance attachment (relative to the API base); null without one. */
  attachmentPath: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingRecharge = z.infer<typeof pendingRecharge>;

/** An approval may name the amount received (bank fees, …); the declared amount otherwise. */
export const approveRechargeRequest = z.object({ actualAmount: optionalAmount() }).nullish();
function optionalAmount() {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), rechargeAmountSchema.optional());
}
export const rejectRechargeRequest = z.object({ reason: rejectReasonSchema });
export const rechargeDecisionResult = z.object({
  id: z.string(),
  status: z.enum(RECHARGE_STATUSES),
  actualAmount: z.string().nullable(),
});
export type RechargeDecisionResult = z.infer<typeof rechargeDecisionResult>;

const accountText = (key: string, max: number) =>
  requiredString(key).max(max, { error: 'validation.tooLong' });
export const receivingAccountInput = z.object({
  currency: currencySchema,
  bankName: accountText('recharges.bankNameRequired', RECHARGE_LIMITS.bankNameMax),
  accountName: accountText('recharges.accountNameRequired', RECHARGE_LIMITS.accountNameMax),
  accountNumber: accountText('recharges.accountNumberRequired', RECHARGE_LIMITS.accountNumberMax),
  swiftCode: optionalText(RECHARGE_LIMITS.swiftMax),
  bankAddress: optionalText(RECHARGE_LIMITS.addressMax),
});
export type ReceivingAccountInput = z.infer<typeof receivingAccountInput>;
/** The tenant's whole list of receiving accounts: each currency needs at least one. */
export const replaceReceivingAccountsRequest = z
  .object({
    accounts: z
      .array(receivingAccountInput)
      .min(1)
      .max(CURRENCIES.length * RECHARGE_LIMITS.receivingPerCurrency),
  })
  .superRefine((v, ctx) => {
    for (const currency of CURRENCIES) {
      const n = v.accounts.filter((a) => a.currency === currency).length;
      if (n === 0 || n > RECHARGE_LIMITS.receivingPerCurrency)
        ctx.addIssue({ code: 'custom', path: ['accounts'], message: 'recharges.receivingPerCurrency' });
    }
  });
export type ReplaceReceivingAccountsRequest = z.infer<typeof replaceReceivingAccountsRequest>;
