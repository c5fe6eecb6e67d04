// Messages of returns (/order/returnedGoods). Spread into the one catalogue of ./messages.
export const RETURN_MESSAGES = {
  'returns.warehouseRequired': { zh: '请选择退回的仓库', en: 'Choose the warehouse the goods return to' },
  'returns.skuRequired': { zh: '请选择 SKU', en: 'Choose a SKU' },
  'returns.quantityFormat': {
    zh: '预报数量须为 1 至 100000 的整数',
    en: 'The expected quantity is a whole number from 1 to 100,000',
  },
  'returns.handlingRequired': { zh: '请选择良品处理方式', en: 'Choose what to do with sellable pieces' },
  'returns.noLines': { zh: '请至少添加一个 SKU', en: 'Add at least one SKU' },
  'returns.skuTwice': { zh: '同一个 SKU 不能重复添加', en: 'A SKU can be added only once' },
  'returns.tooManyLines': { zh: '一张退货单最多 100 行', en: 'A return has at most 100 lines' },
  'returns.productUnknown': { zh: '所选 SKU 不存在', en: 'A chosen SKU does not exist' },
  'returns.productNotPassed': {
    zh: 'SKU {{sku}} 尚未审核通过，不能退货入库',
    en: 'SKU {{sku}} has not passed review and cannot be returned into stock',
  },
  'returns.outboundUnknown': {
    zh: '原出库单不存在或尚未发货',
    en: 'The original outbound order does not exist or has not shipped',
  },
  'returns.notInOutbound': {
    zh: 'SKU {{sku}} 不在原出库单 {{number}} 中',
    en: 'SKU {{sku}} was not shipped by outbound order {{number}}',
  },
  'returns.overShipped': {
    zh: 'SKU {{sku}} 的退货数量 {{needed}} 超过原出库单 {{number}} 的发货数量 {{shipped}}',
    en: 'SKU {{sku}}: {{needed}} to return, but outbound order {{number}} shipped {{shipped}}',
  },
  'returns.notAllowed': {
    zh: '退货单 {{number}} 当前状态不能进行此操作',
    en: 'Return {{number}} cannot do this in its current state',
  },
  'returns.inspectFormat': {
    zh: '质检数量须为 0 至 100000 的整数',
    en: 'Inspected quantities are whole numbers from 0 to 100,000',
  },
  'returns.inspectLines': {
    zh: '请为退货单的每一行填写质检结果',
    en: 'Give the inspection result of every line of the return',
  },
  'returns.tooManyPhotos': { zh: '每行最多 5 张照片', en: 'At most 5 photos per line' },
  'returns.photoInvalid': {
    zh: '质检照片须为本退货单上传的图片',
    en: 'Inspection photos must be images uploaded for this return',
  },
  'returns.todoStatus': {
    zh: '退货单 {{number}} 状态更新为「{{status}}」',
    en: 'Return {{number}} is now {{status}}',
  },
  'returns.todoFeeOwed': {
    zh: '退货单 {{number}} 的退货处理费 {{amount}} 因余额不足未能扣除，请充值',
    en: 'The return handling fee {{amount}} of return {{number}} could not be taken for lack of funds; please recharge',
  },
  'returns.feeOwedNote': {
    zh: '余额不足，{{fee}} {{amount}} 未扣除（欠费）',
    en: 'Insufficient funds: {{fee}} {{amount}} not taken (owed)',
  },
} as const;
