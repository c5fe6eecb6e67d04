// Messages of inbound over-receipts (/order/inboundOverchargeManage). Spread into the one catalogue of
// ./messages.
export const OVER_RECEIPT_MESSAGES = {
  'overReceipts.alreadyConfirmed': {
    zh: '超收单 {{number}} 已确认，不能重复处理',
    en: 'Over-receipt {{number}} has already been confirmed',
  },
  'overReceipts.notConfirmable': {
    zh: '所选超收单中有已确认的单据，请刷新后重试',
    en: 'Some of the selected over-receipts have already been confirmed; refresh and try again',
  },
  'overReceipts.todoCreated': {
    zh: '入库单 {{order}} 的 SKU {{sku}} 超收 {{excess}} 件，请确认接收入库或拒收',
    en: 'Inbound order {{order}}: {{excess}} more of SKU {{sku}} than forecast were received; accept or reject them',
  },
  'overReceipts.todoAccepted': {
    zh: '超收单 {{number}} 已接收入库 {{excess}} 件',
    en: 'Over-receipt {{number}}: {{excess}} accepted into stock',
  },
  'overReceipts.todoRejected': {
    zh: '超收单 {{number}} 已拒收，{{excess}} 件待退回或销毁',
    en: 'Over-receipt {{number}} rejected: {{excess}} held for return or disposal',
  },
  'overReceipts.todoFeeOwed': {
    zh: '超收单 {{number}} 的费用 {{amount}} 因余额不足未能扣除，请充值',
    en: 'The fee {{amount}} of over-receipt {{number}} could not be taken for lack of funds; please recharge',
  },
  'overReceipts.feeOwedNote': {
    zh: '余额不足，{{fee}} {{amount}} 未扣除（欠费）',
    en: 'Insufficient funds: {{fee}} {{amount}} not taken (owed)',
  },
  'overReceipts.rejectFeeName': {
    zh: '超收拒收处理(退回或销毁)',
    en: 'Rejected over-receipt: return or disposal handling',
  },
} as const;
