import { z } from 'zod';
import { defineFields } from './fields';
import { CURRENCIES, type Currency } from './money';

// The money kernel's vocabulary (PRODUCT.md §4 Finance), shared by every finance screen and by each
// module that charges for its work: the currency accounts, the ledger's entry types, the fee
// catalogue and the fee records' states. Amounts travel as decimal strings with two places (money.ts).

/** The two currency accounts every company holds; the specification calls the CNY one "RMB". */
export const CURRENCY_LABELS = defineFields<Currency>({
  CNY: { zh: '人民币账户 (RMB)', en: 'RMB account' },
  USD: { zh: '美元账户 (USD)', en: 'USD account' },
});
/** The short name of a currency as amounts show it ("RMB 1,234.50", "USD 12.00"). */
export const CURRENCY_SHORT: Record<Currency, string> = { CNY: 'RMB', USD: 'USD' };
/** The short names as a label catalogue (the same in both languages): a currency column's values. */
export const CURRENCY_SHORT_LABELS = defineFields<Currency>({
  CNY: { zh: CURRENCY_SHORT.CNY, en: CURRENCY_SHORT.CNY },
  USD: { zh: CURRENCY_SHORT.USD, en: CURRENCY_SHORT.USD },
});
export const currencySchema = z.enum(CURRENCIES, { error: 'finance.currencyRequired' });

/**
 * One change of an account is one ledger entry of one of these types. `amount` changes the balance,
 * `frozenChange` the frozen part: a freeze and its release move only `frozen`; a charge that settles
 * a freeze moves both.
 */
export const LEDGER_TYPES = [
  'RECHARGE',
  'FEE',
  'FREEZE',
  'UNFREEZE',
  'REFUND',
  'COMPENSATION',
  'SUPPLEMENT',
  'ADJUSTMENT',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
export const LEDGER_TYPE_LABELS = defineFields<LedgerType>({
  RECHARGE: { zh: '充值', en: 'Recharge' },
  FEE: { zh: '扣费', en: 'Fee' },
  FREEZE: { zh: '冻结', en: 'Freeze' },
  UNFREEZE: { zh: '解冻', en: 'Release' },
  REFUND: { zh: '退款', en: 'Refund' },
  COMPENSATION: { zh: '赔付', en: 'Compensation' },
  SUPPLEMENT: { zh: '账单补录', en: 'Bill supplement' },
  ADJUSTMENT: { zh: '调账', en: 'Adjustment' },
});

/**
 * The fee catalogue (PRODUCT.md §4): every charge names one type. Rate cards price each type per
 * warehouse and currency, some in tiers (rate-cards.ts `FEE_TIER_BASIS`: storage by age, outbound
 * by pieces).
 */
export const FEE_TYPES = [
  'INBOUND_HANDLING',
  'UNLOADING',
  'PUT_AWAY',
  'STORAGE',
  'OUTBOUND_ORDER',
  'OUTBOUND_PIECE',
  'SHIPPING',
  'PACKAGING',
  'RELABEL',
  'RETURN_HANDLING',
  'VAS',
  'OVER_RECEIPT',
  'INSURANCE',
  'REMOTE_AREA',
  'SUPPLIES',
  'PRINT_LABEL',
  'SUPPLEMENT',
] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** Each fee type's name, and the unit its unit price is per (shown beside prices and quantities). */
export const FEE_TYPE_LABELS = defineFields<FeeType>({
  INBOUND_HANDLING: { zh: '入库操作费', en: 'Inbound handling' },
  UNLOADING: { zh: '卸柜费', en: 'Container unloading' },
  PUT_AWAY: { zh: '上架费', en: 'Put-away' },
  STORAGE: { zh: '仓储费', en: 'Storage' },
  OUTBOUND_ORDER: { zh: '出库订单操作费', en: 'Outbound handling per order' },
  OUTBOUND_PIECE: { zh: '出库件数操作费', en: 'Outbound handling per piece' },
  SHIPPING: { zh: '运费', en: 'Shipping' },
  PACKAGING: { zh: '包装费', en: 'Packaging' },
  RELABEL: { zh: '换标费', en: 'Relabelling' },
  RETURN_HANDLING: { zh: '退货处理费', en: 'Return handling' },
  VAS: { zh: '增值服务费', en: 'Value-added services' },
  OVER_RECEIPT: { zh: '超收费', en: 'Over-receipt' },
  INSURANCE: { zh: '保险费', en: 'Insurance' },
  REMOTE_AREA: { zh: '偏远地区附加费', en: 'Remote-area surcharge' },
  SUPPLIES: { zh: '耗材费', en: 'Supplies' },
  PRINT_LABEL: { zh: '打单费', en: 'Label printing' },
  SUPPLEMENT: { zh: '账单补录', en: 'Bill supplement' },
});
export const FEE_TYPE_UNITS = defineFields<FeeType>({
  INBOUND_HANDLING: { zh: '箱', en: 'carton' },
  UNLOADING: { zh: '柜', en: 'container' },
  PUT_AWAY: { zh: '件', en: 'piece' },
  STORAGE: { zh: '立方米·天', en: 'm³·day' },
  OUTBOUND_ORDER: { zh: '单', en: 'order' },
  OUTBOUND_PIECE: { zh: '件', en: 'piece' },
  SHIPPING: { zh: '票', en: 'parcel' },
  PACKAGING: { zh: '件', en: 'piece' },
  RELABEL: { zh: '件', en: 'piece' },
  RETURN_HANDLING: { zh: '件', en: 'piece' },
  VAS: { zh: '项', en: 'service' },
  OVER_RECEIPT: { zh: '件', en: 'piece' },
  INSURANCE: { zh: '票', en: 'parcel' },
  REMOTE_AREA: { zh: '票', en: 'parcel' },
  SUPPLIES: { zh: '个', en: 'unit' },
  PRINT_LABEL: { zh: '张', en: 'label' },
  SUPPLEMENT: { zh: '项', en: 'item' },
});

/** A fee record's state: held against the balance, taken, or given back. */
export const FEE_STATUSES = ['FROZEN', 'DEDUCTED', 'REFUNDED'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];
export const FEE_STATUS_LABELS = defineFields<FeeStatus>({
  FROZEN: { zh: '已冻结', en: 'Frozen' },
  DEDUCTED: { zh: '已扣款', en: 'Deducted' },
  REFUNDED: { zh: '已退款', en: 'Refunded' },
});

/**
 * The kinds of document money moves for. Fee records and ledger entries name one with its number;
 * later modules add theirs here (one list, so the fee inquiry can filter and link every kind).
 */
export const FINANCE_DOCUMENT_TYPES = [
  'RECHARGE',
  'CLAIM',
  'SUPPLEMENT',
  'DISPUTE',
  'STORAGE',
  'INBOUND',
  'OUTBOUND',
  'RETURN',
  'RELABEL',
  'VAS',
  'SHOPPING',
  'PRINT_LABEL',
  'ADJUSTMENT',
] as const;
export type FinanceDocumentType = (typeof FINANCE_DOCUMENT_TYPES)[number];
export const FINANCE_DOCUMENT_LABELS = defineFields<FinanceDocumentType>({
  RECHARGE: { zh: '充值单', en: 'Recharge' },
  CLAIM: { zh: '索赔单', en: 'Claim' },
  SUPPLEMENT: { zh: '账单补录', en: 'Bill supplement' },
  DISPUTE: { zh: '费用申诉', en: 'Fee dispute' },
  STORAGE: { zh: '仓储计费', en: 'Storage billing' },
  INBOUND: { zh: '入库单', en: 'Inbound order' },
  OUTBOUND: { zh: '出库单', en: 'Outbound order' },
  RETURN: { zh: '退货单', en: 'Return order' },
  RELABEL: { zh: '换标单', en: 'Relabel order' },
  VAS: { zh: '增值服务单', en: 'VAS order' },
  SHOPPING: { zh: '在线采购单', en: 'Shopping order' },
  PRINT_LABEL: { zh: '打单账单', en: 'Print-label bill' },
  ADJUSTMENT: { zh: '调账', en: 'Adjustment' },
});

/** A currency account as the customer sees it (decimal strings; available = balance − frozen + credit). */
export const currencyAccount = z.object({
  currency: z.enum(CURRENCIES),
  balance: z.string(),
  frozen: z.string(),
  creditLimit: z.string(),
  available: z.string(),
  updatedAt: z.string(),
});
export type CurrencyAccount = z.infer<typeof currencyAccount>;

/** One ledger entry: what changed, for which document, and what the account held after it. */
export const ledgerEntry = z.object({
  id: z.string(),
  currency: z.enum(CURRENCIES),
  type: z.enum(LEDGER_TYPES),
  /** Change of the balance (negative for money going out). */
  amount: z.string(),
  /** Change of the frozen part. */
  frozenChange: z.string(),
  balanceAfter: z.string(),
  frozenAfter: z.string(),
  documentType: z.enum(FINANCE_DOCUMENT_TYPES).nullable(),
  documentNo: z.string().nullable(),
  feeRecordId: z.string().nullable(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
