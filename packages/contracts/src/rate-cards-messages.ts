// Messages of the rate cards (the operator's card, checked on replace) and the express fee trial
// (the form, and why a service cannot carry a parcel). Spread into the one catalogue of ./messages.
export const RATE_CARD_MESSAGES = {
  'rateCards.noCard': {
    zh: '仓库 {{warehouse}} 尚未配置价目表',
    en: 'Warehouse {{warehouse}} has no rate card yet',
  },
  'rateCards.noPrice': {
    zh: '仓库 {{warehouse}} 的价目表没有 {{currency}} 的「{{feeType}}」价格',
    en: 'The rate card of warehouse {{warehouse}} has no {{currency}} price for "{{feeType}}"',
  },
  'rateCards.priceRequired': { zh: '请输入价格', en: 'Enter the price' },
  'rateCards.priceFormat': {
    zh: '价格须为不小于 0 且最多两位小数的数字',
    en: 'A price is a number of at least 0 with at most 2 decimals',
  },
  'rateCards.kgRequired': { zh: '请输入重量（kg）', en: 'Enter the weight (kg)' },
  'rateCards.kgFormat': {
    zh: '重量须为大于 0 且最多三位小数的千克数',
    en: 'A weight is a number of kg above 0 with at most 3 decimals',
  },
  'rateCards.cmRequired': { zh: '请输入尺寸（cm）', en: 'Enter the size (cm)' },
  'rateCards.cmFormat': {
    zh: '尺寸须为大于 0 且最多两位小数的厘米数',
    en: 'A size is a number of cm above 0 with at most 2 decimals',
  },
  'rateCards.percentFormat': {
    zh: '百分比须在 0 到 100 之间，最多两位小数',
    en: 'A percentage is between 0 and 100 with at most 2 decimals',
  },
  'rateCards.daysFormat': {
    zh: '时效天数须为 0 到 90 的整数',
    en: 'Transit days are a whole number from 0 to 90',
  },
  'rateCards.prefixFormat': {
    zh: '邮编前缀最多 10 位字母、数字或连字符',
    en: 'A postal-code prefix has at most 10 letters, digits or hyphens',
  },
  'rateCards.tierFrom': {
    zh: '阶梯起点须为不小于 0 的整数',
    en: 'A tier starts at a whole number of at least 0',
  },
  'rateCards.feeTypeUnknown': { zh: '不支持的费用类型', en: 'This fee type cannot be priced on a card' },
  'rateCards.tiersRequired': { zh: '请至少设置一个价格', en: 'Give at least one price' },
  'rateCards.untiered': {
    zh: '该费用类型没有阶梯，只能设置一个价格',
    en: 'This fee type has no tiers: give one price',
  },
  'rateCards.tiersStart': {
    zh: '第一个阶梯须从该类型的起点开始（仓储费从 0 天，出库件数从第 1 件）',
    en: "The first tier starts at the type's start (storage at day 0, outbound pieces at piece 1)",
  },
  'rateCards.tiersOrder': { zh: '阶梯起点须递增', en: 'Tier starts must increase' },
  'rateCards.zoneFormat': {
    zh: '分区代码为 1 到 10 位字母、数字或连字符',
    en: 'A zone code has 1 to 10 letters, digits or hyphens',
  },
  'rateCards.prefixesRequired': {
    zh: '每个分区至少一个邮编前缀（空前缀表示其余地区）',
    en: 'Each zone has at least one postal-code prefix (an empty one means the rest of the country)',
  },
  'rateCards.zonesRequired': {
    zh: '每个目的国至少一个分区',
    en: 'Each destination country has at least one zone',
  },
  'rateCards.destinationsRequired': {
    zh: '每个渠道至少一个目的国',
    en: 'Each service delivers to at least one country',
  },
  'rateCards.serviceCodeFormat': {
    zh: '渠道代码为 2 到 30 位大写字母、数字、下划线或连字符',
    en: 'A service code has 2 to 30 capital letters, digits, underscores or hyphens',
  },
  'rateCards.poBoxFormat': {
    zh: '是否派送邮政信箱（deliversToPoBox）只能是 true 或 false',
    en: 'Whether the service delivers to PO boxes (deliversToPoBox) is true or false',
  },
  'rateCards.carrierRequired': { zh: '请输入承运商', en: 'Enter the carrier' },
  'rateCards.serviceNameRequired': { zh: '请输入渠道名称', en: 'Enter the service name' },
  'rateCards.breaksRequired': { zh: '请至少设置一个重量段', en: 'Give at least one weight break' },
  'rateCards.breaksOrder': { zh: '重量段须递增', en: 'Weight breaks must increase' },
  'rateCards.pricesPerBreak': {
    zh: '每个分区须为每个重量段设置一个价格',
    en: 'Each zone needs one price per weight break',
  },
  'rateCards.zoneUnused': {
    zh: '该分区的价格没有对应的分区',
    en: 'These prices belong to no zone of the service',
  },
  'rateCards.duplicateCountry': { zh: '目的国重复', en: 'This country is listed twice' },
  'rateCards.divisorFormat': {
    zh: '体积重系数须为 1000 到 10000 的整数（cm³/kg）',
    en: 'The dimensional divisor is a whole number from 1000 to 10000 (cm³/kg)',
  },
  'rateCards.transitOrder': {
    zh: '最长时效不能小于最短时效',
    en: 'The longest transit time cannot be below the shortest',
  },
  'rateCards.girthBelowLength': {
    zh: '最大周长不能小于最大边长',
    en: 'The maximum length + girth cannot be below the maximum length',
  },
  'rateCards.duplicateFee': {
    zh: '同一费用类型和币种只能有一个价格',
    en: 'A fee type has one price per currency',
  },
  'rateCards.duplicateService': { zh: '渠道代码重复', en: 'This service code is listed twice' },
  'expressFees.warehouseRequired': { zh: '请选择发货仓库', en: 'Select the warehouse' },
  'expressFees.warehouseUnknown': {
    zh: '该仓库没有可试算的快递渠道',
    en: 'This warehouse has no carrier services to price',
  },
  'expressFees.countryNotServed': {
    zh: '该仓库的渠道不配送到此国家/地区',
    en: "This warehouse's services do not deliver to this country",
  },
  'expressFees.postalCodeRequired': { zh: '请输入邮编', en: 'Enter the postal code' },
  'expressFees.unitSystemRequired': { zh: '请选择单位', en: 'Select the units' },
  'expressFees.weightRequired': { zh: '请输入重量', en: 'Enter the weight' },
  'expressFees.sizeRequired': { zh: '请输入尺寸', en: 'Enter the size' },
  'expressFees.measureFormat': {
    zh: '请输入最多两位小数的数字',
    en: 'Enter a number with at most 2 decimals',
  },
  'expressFees.measurePositive': { zh: '须大于 0', en: 'Must be above 0' },
  'expressFees.piecesFormat': {
    zh: '件数须为 1 到 999 的整数',
    en: 'Pieces are a whole number from 1 to 999',
  },
  'expressFees.countryNotServedBy': {
    zh: '该渠道不配送到 {{country}}',
    en: 'This service does not deliver to {{country}}',
  },
  'expressFees.poBox': {
    zh: '该渠道不派送邮政信箱（PO Box）地址',
    en: 'This service does not deliver to PO boxes',
  },
  'expressFees.noZone': {
    zh: '该渠道没有覆盖邮编 {{postalCode}} 的分区',
    en: 'No zone of this service covers postal code {{postalCode}}',
  },
  'expressFees.overWeight': {
    zh: '实重 {{weight}} kg 超过该渠道上限 {{max}} kg',
    en: 'The weight {{weight}} kg is above the limit of {{max}} kg',
  },
  'expressFees.overLength': {
    zh: '最长边 {{length}} cm 超过该渠道上限 {{max}} cm',
    en: 'The longest side {{length}} cm is above the limit of {{max}} cm',
  },
  'expressFees.overGirth': {
    zh: '长 + 周长 {{girth}} cm 超过该渠道上限 {{max}} cm',
    en: 'Length + girth {{girth}} cm is above the limit of {{max}} cm',
  },
  'expressFees.overBreaks': {
    zh: '计费重 {{weight}} kg 超过最高重量段 {{max}} kg',
    en: 'The billable weight {{weight}} kg is above the highest weight break of {{max}} kg',
  },
} as const;
