import { commonFields, defineFields } from './fields';
import type { PaymentProvider, RechargeType } from './recharges-document';

/** The recharges' labels: columns, forms, detail and export. */
export const RECHARGE_FIELDS = defineFields({
  number: { zh: '充值单号', en: 'Recharge No.' },
  type: { zh: '充值方式', en: 'Method' },
  currency: { zh: '币种账户', en: 'Currency account' },
  amount: { zh: '充值金额', en: 'Amount' },
  actualAmount: { zh: '实际到账金额', en: 'Actual amount' },
  receivingAccount: { zh: '收款账户', en: 'Receiving account' },
  receivingBank: { zh: '开户银行', en: 'Bank' },
  receivingAccountName: { zh: '收款户名', en: 'Account name' },
  receivingAccountNumber: { zh: '收款账号', en: 'Account number' },
  swiftCode: { zh: 'SWIFT 代码', en: 'SWIFT code' },
  bankAddress: { zh: '银行地址', en: 'Bank address' },
  payerAccount: { zh: '付款账户', en: 'Payer account' },
  serial: { zh: '交易流水号', en: 'Transaction serial' },
  attachment: { zh: '汇款凭证', en: 'Remittance slip' },
  decidedAt: { zh: '审核时间', en: 'Decided' },
  ...commonFields('status', 'remark', 'rejectReason', 'createdBy', 'createdAt', 'updatedAt'),
});

export const RECHARGE_TYPE_LABELS = defineFields<RechargeType>({
  ONLINE: { zh: '在线充值', en: 'Online' },
  OFFLINE: { zh: '线下转账', en: 'Bank transfer' },
});

export const PAYMENT_PROVIDER_LABELS = defineFields<PaymentProvider>({
  SANDBOX: { zh: '沙箱支付（演示）', en: 'Sandbox payment (demo)' },
});
