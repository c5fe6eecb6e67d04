// Messages of the money kernel (accounts, ledger, charges). Spread into the one catalogue of ./messages;
// the finance screens' own messages (recharges, claims, fees) live in their domains' files.
export const FINANCE_MESSAGES = {
  'finance.currencyRequired': { zh: '请选择币种账户', en: 'Select the currency account' },
  'finance.insufficientBalance': {
    zh: '{{currency}} 账户可用余额不足：需要 {{needed}}，可用 {{available}}',
    en: 'Not enough available in the {{currency}} account: {{needed}} needed, {{available}} available',
  },
  'finance.feeNotFrozen': {
    zh: '该费用不是冻结状态，不能结算或解冻',
    en: 'This fee is not frozen, so it cannot be settled or released',
  },
  'finance.feeNotDeducted': {
    zh: '该费用未扣款或已全额退款，不能退款',
    en: 'This fee has not been deducted or was refunded in full, so it cannot be refunded',
  },
  'finance.settleAboveFrozen': {
    zh: '实际扣费 {{actual}} 超过冻结金额 {{frozen}}',
    en: 'The actual charge {{actual}} is above the frozen {{frozen}}',
  },
  'finance.refundAboveCharged': {
    zh: '退款金额超过可退金额 {{refundable}}',
    en: 'The refund is above the refundable {{refundable}}',
  },
  'finance.amountNotPositive': { zh: '金额必须大于 0', en: 'The amount must be above 0' },
} as const;
