// Messages of fee inquiry, disputes and fee statistics (spread into ./messages).
export const FEES_MESSAGES = {
  // The note of the ledger entry an accepted dispute refunds by (stored as this key; the entry names
  // the fee's document, which the note is read with).
  'fees.disputeRefundNote': {
    zh: '申诉通过退款（费用单据 {{documentNo}}）',
    en: 'Refund of the accepted dispute on fee {{documentNo}}',
  },
  'fees.disputeReasonRequired': { zh: '请填写申诉原因', en: 'Enter the reason for the dispute' },
  'fees.refuseReasonRequired': { zh: '请填写驳回原因', en: 'Enter the reason for refusing' },
  'fees.supplementReasonRequired': {
    zh: '账单补录必须填写原因',
    en: 'A bill supplement needs a reason',
  },
  'fees.documentNoRequired': { zh: '请填写单据号', en: 'Enter the document number' },
  'fees.amountRequired': { zh: '请输入金额', en: 'Enter the amount' },
  'fees.amountFormat': {
    zh: '金额须大于 0，最多两位小数',
    en: 'The amount must be above 0 with at most two decimals',
  },
  'fees.quantityFormat': {
    zh: '数量须为非负数，最多三位小数',
    en: 'The quantity must be a number with at most three decimals',
  },
  'fees.tooManyAttachments': {
    zh: '附件最多 5 个',
    en: 'At most 5 attachments',
  },
  'fees.attachmentInvalid': {
    zh: '附件须为已上传的图片或 PDF 文件',
    en: 'Attachments must be images or PDF files you uploaded',
  },
  'fees.disputeOpen': {
    zh: '该费用已有处理中的申诉',
    en: 'This fee already has an open dispute',
  },
  'fees.notDisputable': {
    zh: '该费用未扣款或已全额退款，不能申诉',
    en: 'This fee has not been deducted or was refunded in full, so it cannot be disputed',
  },
  'fees.disputeNotOpen': {
    zh: '该申诉已处理或已撤回',
    en: 'This dispute has already been answered or withdrawn',
  },
  'fees.periodRequired': { zh: '请选择统计期间', en: 'Choose the period' },
  'fees.periodOrder': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  'fees.periodTooLong': { zh: '统计期间最长一年', en: 'The period can be at most one year' },
  'fees.disputeAccepted': {
    zh: '费用申诉已通过，退款 {{amount}}',
    en: 'Your fee dispute was accepted: {{amount}} refunded',
  },
  'fees.disputeRefused': {
    zh: '费用申诉被驳回：{{reason}}',
    en: 'Your fee dispute was refused: {{reason}}',
  },
} as const;
