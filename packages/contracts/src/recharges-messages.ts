// Messages of recharges (online and offline) and the public payment pages. Spread into the one
// catalogue of ./messages.
export const RECHARGE_MESSAGES = {
  'recharges.amountRequired': { zh: '请输入充值金额', en: 'Enter the recharge amount' },
  'recharges.amountFormat': {
    zh: '充值金额须大于 0，最多两位小数',
    en: 'The recharge amount must be above 0, with at most 2 decimals',
  },
  'recharges.serialRequired': { zh: '请输入交易流水号', en: 'Enter the transaction serial' },
  'recharges.serialFormat': {
    zh: '交易流水号只能包含英文、数字和连字符，最多 {{max}} 个字符',
    en: 'The transaction serial may hold only English letters, digits and hyphens, up to {{max}} characters',
  },
  'recharges.serialTaken': {
    zh: '该交易流水号已提交过充值',
    en: 'A recharge with this transaction serial was already submitted',
  },
  'recharges.receivingAccountRequired': { zh: '请选择收款账户', en: 'Select the receiving account' },
  'recharges.receivingAccountInvalid': {
    zh: '收款账户不存在或与币种不符，请重新选择',
    en: 'The receiving account does not exist or is not in this currency; select it again',
  },
  'recharges.payerAccountRequired': { zh: '请选择付款账户', en: 'Select the payer account' },
  'recharges.payerAccountInvalid': {
    zh: '付款账户不存在或已停用，请重新选择',
    en: 'The payer account does not exist or is disabled; select another',
  },
  'recharges.attachmentRequired': { zh: '请上传汇款凭证', en: 'Upload the remittance slip' },
  'recharges.attachmentNotFound': {
    zh: '汇款凭证文件不存在，请重新上传',
    en: 'The remittance slip file was not found; upload it again',
  },
  'recharges.attachmentType': {
    zh: '汇款凭证须为图片（JPG/PNG/GIF）或 PDF 文件',
    en: 'The remittance slip must be an image (JPG/PNG/GIF) or a PDF file',
  },
  'recharges.notCancellable': {
    zh: '只有待审核的充值单可以取消',
    en: 'Only a recharge pending review can be cancelled',
  },
  'recharges.alreadyDecided': {
    zh: '该充值单已审核、已支付或已取消，不能再处理',
    en: 'This recharge was already decided, paid or cancelled',
  },
  'recharges.notOffline': {
    zh: '在线充值由支付渠道确认，不能人工审核',
    en: 'Online recharges are confirmed by the payment provider, not reviewed',
  },
  'recharges.paymentNotFound': {
    zh: '支付链接无效或已失效',
    en: 'The payment link is invalid or has expired',
  },
  'recharges.badSignature': {
    zh: '支付通知签名无效，已忽略',
    en: 'The payment notification signature is invalid; it was ignored',
  },
  'recharges.callbackMismatch': {
    zh: '支付通知的金额或币种与订单不一致',
    en: 'The amount or currency of the payment notification does not match the order',
  },
  'recharges.paymentFailedReason': {
    zh: '支付失败或已被支付渠道拒绝',
    en: 'The payment failed or was declined by the provider',
  },
  'recharges.todoPassed': {
    zh: '充值单 {{number}} 已到账 {{amount}}',
    en: 'Recharge {{number}} credited {{amount}}',
  },
  'recharges.todoRejected': {
    zh: '充值单 {{number}} 被驳回：{{reason}}',
    en: 'Recharge {{number}} was rejected: {{reason}}',
  },
  'recharges.bankNameRequired': { zh: '请输入开户银行', en: 'Enter the bank name' },
  'recharges.accountNameRequired': { zh: '请输入收款户名', en: 'Enter the account name' },
  'recharges.accountNumberRequired': { zh: '请输入收款账号', en: 'Enter the account number' },
  'recharges.receivingPerCurrency': {
    zh: '每个币种须有 1 到 5 个收款账户',
    en: 'Each currency needs 1 to 5 receiving accounts',
  },
} as const;
