import {
  CURRENCY_SHORT,
  fromMinor,
  maskAccountNumber,
  payerAccountLabel,
  payPathOf,
  type Currency,
  type Language,
  type PaymentView,
  type ReceivingAccount,
  type Recharge,
} from '@oms/contracts';
import type { RechargeView } from './recharges.repository';
import type { ReceivingAccountRow, RechargeRow } from './recharges.table';

// The wire shapes of recharges: ids and amounts as strings, the payer account masked.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** "RMB 1,234.50": how a to-do or a notice names an amount. */
export const moneyText = (currency: Currency, minor: number) => {
  const [whole, frac] = fromMinor(minor).split('.');
  return `${CURRENCY_SHORT[currency]} ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

/** The payer account as one line: platform · name · masked number. */
export const payerLabel = (v: RechargeView, language: Language = 'zh') =>
  v.payerPlatform && v.payerAccountNumber
    ? payerAccountLabel(
        {
          platform: v.payerPlatform,
          platformName: v.payerPlatformName,
          accountName: v.payerAccountName ?? '',
          accountNumberMasked: maskAccountNumber(v.payerAccountNumber),
        },
        language,
      )
    : null;

export const toRecharge = (v: RechargeView, language: Language = 'zh'): Recharge => {
  const r = v.recharge;
  return {
    id: String(r.id),
    number: r.number,
    type: r.type,
    currency: r.currency,
    amount: fromMinor(r.amount),
    actualAmount: r.actualAmount === null ? null : fromMinor(r.actualAmount),
    receivingBank: r.receivingBank,
    receivingAccountName: r.receivingAccountName,
    receivingAccountNumber: r.receivingAccountNumber,
    payerAccountId: r.payerAccountId === null ? null : String(r.payerAccountId),
    payerAccount: payerLabel(v, language),
    serial: r.serial,
    attachmentFileId: r.attachmentFileId === null ? null : String(r.attachmentFileId),
    attachmentName: v.attachmentName,
    provider: r.provider,
    status: r.status,
    rejectReason: r.rejectReason,
    remark: r.remark,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    updatedAt: r.updatedAt.toISOString(),
  };
};

export const pendingPayPath = (r: RechargeRow) =>
  r.type === 'ONLINE' && r.status === 'PENDING_REVIEW' && r.paymentToken ? payPathOf(r.paymentToken) : null;

export const toReceivingAccount = (row: ReceivingAccountRow): ReceivingAccount => ({
  id: String(row.id),
  currency: row.currency,
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  swiftCode: row.swiftCode,
  bankAddress: row.bankAddress,
});

export const toPaymentView = (r: RechargeRow, qrText: string): PaymentView => ({
  number: r.number,
  currency: r.currency,
  amount: fromMinor(r.amount),
  status: r.status,
  provider: r.provider ?? 'SANDBOX',
  qrText,
  createdAt: r.createdAt.toISOString(),
  decidedAt: iso(r.decidedAt),
  rejectReason: r.rejectReason,
});

/** The operator's accounts a tenant starts with (the integration API replaces them). */
export const DEFAULT_RECEIVING_ACCOUNTS = [
  {
    currency: 'CNY' as const,
    bankName: '招商银行深圳分行营业部',
    accountName: '深圳海外仓供应链管理有限公司',
    accountNumber: '755912345610801',
    swiftCode: 'CMBCCNBS',
    bankAddress: '深圳市福田区深南大道 7088 号',
    sortOrder: 0,
  },
  {
    currency: 'USD' as const,
    bankName: 'Bank of China (Hong Kong) Limited',
    accountName: 'OMS Overseas Warehouse Services Ltd',
    accountNumber: '01287560012345',
    swiftCode: 'BKCHHKHH',
    bankAddress: '1 Garden Road, Central, Hong Kong',
    sortOrder: 0,
  },
];
