// Messages of value-added service orders (/order/vasManage). Spread into the one catalogue of ./messages.
export const VAS_MESSAGES = {
  'vas.warehouseRequired': { zh: '请选择仓库', en: 'Choose a warehouse' },
  'vas.serviceRequired': { zh: '请选择服务类型', en: 'Choose a service' },
  'vas.skuRequired': { zh: '请选择 SKU', en: 'Choose a SKU' },
  'vas.quantityFormat': {
    zh: '数量须为 1 至 100000 的整数',
    en: 'The quantity is a whole number from 1 to 100,000',
  },
  'vas.noLines': { zh: '请至少添加一个 SKU', en: 'Add at least one SKU' },
  'vas.skuTwice': { zh: '同一个 SKU 不能重复添加', en: 'A SKU can be added only once' },
  'vas.tooManyLines': { zh: '一张增值服务单最多 50 行', en: 'A VAS order has at most 50 lines' },
  'vas.kitRequired': {
    zh: '组装套装须选择组合和套装 SKU',
    en: 'Kitting needs a combination and the kit’s SKU',
  },
  'vas.combinationRequired': { zh: '请选择组合', en: 'Choose a combination' },
  'vas.kitSkuRequired': { zh: '请选择套装的 SKU', en: 'Choose the kit’s own SKU' },
  'vas.kitQuantityFormat': {
    zh: '套数须为 1 至 100000 的整数',
    en: 'The number of kits is a whole number from 1 to 100,000',
  },
  'vas.kitSkuInCombination': {
    zh: '套装 SKU 不能是组合中的商品',
    en: 'The kit’s SKU cannot be one of the combination’s components',
  },
  'vas.requirementsRequired': { zh: '请填写服务要求', en: 'Describe what the warehouse should do' },
  'vas.tooManyFiles': { zh: '附件最多 5 个', en: 'At most 5 attachments' },
  'vas.fileInvalid': { zh: '附件须为已上传的 PDF 或图片', en: 'Attachments must be uploaded PDFs or images' },
  'vas.productUnknown': { zh: '所选 SKU 或组合不存在', en: 'A chosen SKU or combination does not exist' },
  'vas.productNotPassed': {
    zh: 'SKU {{sku}} 尚未审核通过',
    en: 'SKU {{sku}} has not passed review',
  },
  'vas.overAvailable': {
    zh: 'SKU {{sku}} 需要 {{needed}} 件，可用库存只有 {{available}} 件',
    en: 'SKU {{sku}}: {{needed}} needed, but only {{available}} available',
  },
  'vas.notAllowed': {
    zh: '增值服务单 {{number}} 当前状态不能进行此操作',
    en: 'VAS order {{number}} cannot do this in its current state',
  },
  'vas.reasonRequired': { zh: '请填写驳回原因', en: 'Give the reason for rejecting' },
  'vas.tooManyResults': { zh: '处理结果最多 10 个文件', en: 'At most 10 result files' },
  'vas.resultInvalid': {
    zh: '处理结果须为本单上传的图片或 PDF',
    en: 'Results must be images or PDFs uploaded for this order',
  },
  'vas.todoStatus': {
    zh: '增值服务单 {{number}} 状态更新为「{{status}}」',
    en: 'VAS order {{number}} is now {{status}}',
  },
  'vas.todoQuoted': {
    zh: '增值服务单 {{number}} 已报价 {{amount}}，请确认',
    en: 'VAS order {{number}} is quoted at {{amount}}: please confirm',
  },
  'vas.todoRejected': {
    zh: '增值服务单 {{number}} 已被仓库驳回：{{reason}}',
    en: 'VAS order {{number}} was rejected by the warehouse: {{reason}}',
  },
} as const;
