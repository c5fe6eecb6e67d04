// Messages of inbound orders' printouts and line import. Spread into the one catalogue of ./messages.
export const INBOUND_PRINT_MESSAGES = {
  'inboundOrders.notPrintable': {
    zh: '入库单 {{number}} 当前状态为「{{status}}」，审核通过后才能打印',
    en: 'Inbound order {{number}} is "{{status}}"; it can be printed once approved',
  },
  'inboundOrders.labelsTooMany': {
    zh: '一次最多打印 {{max}} 张箱唛，所选入库单共 {{count}} 箱，请分批打印',
    en: 'At most {{max}} box labels print at once; the selected orders have {{count}} boxes, print them in parts',
  },
  'inboundOrders.importTarget': {
    zh: '请先保存入库单草稿，再导入明细',
    en: 'Save the inbound order as a draft before importing its lines',
  },
  'inboundOrders.importSkuNotPassed': {
    zh: '「{{value}}」未审核通过，只能入库审核通过的产品',
    en: '"{{value}}" has not passed review; only passed products can be sent in',
  },
  'inboundOrders.importNotEditable': {
    zh: '入库单已不是草稿或已驳回状态，不能导入明细',
    en: 'The inbound order is no longer a draft or rejected; its lines cannot be imported',
  },
  'inboundOrders.importTooManyLines': {
    zh: '一个入库单最多导入 {{max}} 个产品',
    en: 'An inbound order takes at most {{max}} products from an import',
  },
} as const;
