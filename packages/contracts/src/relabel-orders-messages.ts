// Messages of relabel orders (/order/relabel; specification §5's relabel rules). Spread into the one
// catalogue of ./messages.
export const RELABEL_MESSAGES = {
  'relabel.warehouseRequired': { zh: '请选择仓库', en: 'Choose a warehouse' },
  'relabel.oldRequired': { zh: '请选择原 SKU', en: 'Choose the old SKU' },
  'relabel.newRequired': { zh: '请选择新 SKU', en: 'Choose the new SKU' },
  'relabel.quantityFormat': {
    zh: '预报数量须为 1 至 100000 的整数',
    en: 'The expected quantity is a whole number from 1 to 100,000',
  },
  'relabel.totalZero': { zh: '预报总数必须大于 0', en: 'The expected total must be above 0' },
  'relabel.sameSku': { zh: '新 SKU 不能与原 SKU 相同', en: 'The new SKU must differ from the old SKU' },
  'relabel.oldTwice': { zh: '同一个原 SKU 不能重复添加', en: 'An old SKU can be added only once' },
  'relabel.overAvailable': {
    zh: '原 SKU {{sku}} 的预报数量 {{needed}} 超过可用库存 {{available}}',
    en: 'Old SKU {{sku}}: {{needed}} expected, but only {{available}} available',
  },
  'relabel.productNotPassed': {
    zh: 'SKU {{sku}} 尚未审核通过，不能换标',
    en: 'SKU {{sku}} has not passed review and cannot be relabelled',
  },
  'relabel.productUnknown': { zh: '所选 SKU 不存在', en: 'A chosen SKU does not exist' },
  'relabel.tooManyLines': { zh: '一张换标单最多 100 行', en: 'A relabel order has at most 100 lines' },
  'relabel.tooManyFiles': { zh: '新标签文件最多 5 个', en: 'At most 5 label files' },
  'relabel.fileInvalid': {
    zh: '新标签须为已上传的 PDF 或图片',
    en: 'New labels must be uploaded PDFs or images',
  },
  'relabel.notAllowed': {
    zh: '换标单 {{number}} 当前状态不能进行此操作',
    en: 'Relabel order {{number}} cannot do this in its current state',
  },
  'relabel.actualFormat': {
    zh: '实际数量须为 0 至预报数量之间的整数',
    en: 'The actual quantity is a whole number from 0 to the expected quantity',
  },
  'relabel.actualAboveExpected': {
    zh: '原 SKU {{sku}} 的实际数量 {{actual}} 超过预报数量 {{expected}}',
    en: 'Old SKU {{sku}}: actual {{actual}} is above the expected {{expected}}',
  },
  'relabel.actualLines': {
    zh: '请为换标单的每一行填写实际数量',
    en: 'Give the actual quantity of every line of the order',
  },
  'relabel.todoStatus': {
    zh: '换标单 {{number}} 状态更新为「{{status}}」',
    en: 'Relabel order {{number}} is now {{status}}',
  },
  'relabel.reasonRequired': { zh: '请填写驳回原因', en: 'Give the reason for rejecting' },
  'relabel.todoRejected': {
    zh: '换标单 {{number}} 已被仓库驳回：{{reason}}',
    en: 'Relabel order {{number}} was rejected by the warehouse: {{reason}}',
  },
  'relabel.todoFeeOwed': {
    zh: '换标单 {{number}} 的换标费 {{amount}} 因余额不足未能扣除，请充值',
    en: 'The relabel fee {{amount}} of order {{number}} could not be taken for lack of funds; please recharge',
  },
  'relabel.feeOwedNote': {
    zh: '余额不足，{{fee}} {{amount}} 未扣除（欠费）',
    en: 'Insufficient funds: {{fee}} {{amount}} not taken (owed)',
  },
} as const;
