import { commonFields, defineFields } from './fields';
import type { DisputeFilter, DisputeState, FeeCountGranularity } from './fees';

/** The fee lines' labels: columns, search form, detail and export. */
export const FEE_FIELDS = defineFields({
  feeType: { zh: '费用类型', en: 'Fee type' },
  name: { zh: '费用名称', en: 'Fee name' },
  currency: { zh: '币种', en: 'Currency' },
  unitPrice: { zh: '单价', en: 'Unit price' },
  quantity: { zh: '数量', en: 'Quantity' },
  amount: { zh: '计费金额', en: 'Amount' },
  deducted: { zh: '实际扣款', en: 'Deducted' },
  refunded: { zh: '已退款', en: 'Refunded' },
  net: { zh: '净额', en: 'Net' },
  documentType: { zh: '单据类型', en: 'Document type' },
  documentNo: { zh: '单据号', en: 'Document number' },
  warehouse: { zh: '仓库', en: 'Warehouse' },
  disputeState: { zh: '申诉状态', en: 'Dispute' },
  deductedAt: { zh: '扣款时间', en: 'Deducted at' },
  createdBy: { zh: '操作人', en: 'By' },
  bucket: { zh: '期间', en: 'Period' },
  count: { zh: '笔数', en: 'Lines' },
  ...commonFields('status', 'remark', 'createdAt'),
});

export const DISPUTE_STATE_LABELS = defineFields<DisputeState>({
  OPEN: { zh: '申诉中', en: 'Disputed' },
  ACCEPTED: { zh: '申诉通过', en: 'Accepted' },
  REFUSED: { zh: '申诉驳回', en: 'Refused' },
  WITHDRAWN: { zh: '已撤回', en: 'Withdrawn' },
});
export const DISPUTE_FILTER_LABELS = defineFields<DisputeFilter>({
  NONE: { zh: '未申诉', en: 'Not disputed' },
  ...DISPUTE_STATE_LABELS,
});
export const FEE_COUNT_GRANULARITY_LABELS = defineFields<FeeCountGranularity>({
  day: { zh: '按日', en: 'By day' },
  week: { zh: '按周', en: 'By week' },
  month: { zh: '按月', en: 'By month' },
});
