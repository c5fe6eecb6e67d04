// Messages of outbound orders (issue 24). Spread into the one catalogue of ./messages.
export const OUTBOUND_MESSAGES = {
  'outbound.typeRequired': { zh: '请选择出库类型', en: 'Select the outbound type' },
  'outbound.linesRequired': { zh: '请至少添加一行商品', en: 'Add at least one line' },
  'outbound.tooManyLines': { zh: '一个出库单最多 200 行', en: 'An outbound order has at most 200 lines' },
  'outbound.quantityFormat': {
    zh: '数量须为 1 到 99999 的整数',
    en: 'The quantity is a whole number from 1 to 99999',
  },
  'outbound.lineTwice': {
    zh: '同一 SKU 或组合只能添加一次，请合并数量',
    en: 'Each SKU or combination goes on one line: add up the quantities',
  },
  'outbound.recipientRequired': {
    zh: '该出库类型须填写收件人',
    en: 'This outbound type needs a recipient',
  },
  'outbound.truckRequired': {
    zh: '卡车派送须填写运输方式和托盘数',
    en: 'A truck order needs its mode and pallets',
  },
  'outbound.truckModeRequired': { zh: '请选择零担或整车', en: 'Select LTL or FTL' },
  'outbound.palletsFormat': {
    zh: '托盘数须为 1 到 60 的整数',
    en: 'Pallets are a whole number from 1 to 60',
  },
  'outbound.fbaRequired': {
    zh: 'FBA 转仓须填写货件编号、仓库代码和参考编号',
    en: 'An FBA transfer needs its shipment ID, warehouse code and reference ID',
  },
  'outbound.fbaShipmentFormat': {
    zh: 'FBA 货件编号为 FBA 加 9 位字母或数字，如 FBA15K7Y2QXZ',
    en: 'An FBA shipment ID is FBA and 9 letters or digits, e.g. FBA15K7Y2QXZ',
  },
  'outbound.fbaWarehouseFormat': {
    zh: 'FBA 仓库代码为 3 个字母加 1 位数字，如 ONT8',
    en: 'An FBA warehouse code is 3 letters and a digit, e.g. ONT8',
  },
  'outbound.fbaReferenceFormat': {
    zh: '参考编号 (Reference ID) 为 8 位字母或数字',
    en: 'The reference ID is 8 letters or digits',
  },
  'outbound.pickupRequired': {
    zh: '客户自提须填写提货人、车牌号和预约时间',
    en: 'A pickup needs the driver, the vehicle and the appointment',
  },
  'outbound.pickupPersonRequired': { zh: '请输入提货人', en: 'Enter who picks up' },
  'outbound.vehicleRequired': { zh: '请输入车牌号', en: 'Enter the vehicle plate' },
  'outbound.pickupTimeRequired': { zh: '请选择预约提货时间', en: 'Pick the pickup appointment' },
  'outbound.iossFormat': {
    zh: 'IOSS 编号为 IM 加 10 位数字',
    en: 'An IOSS number is IM and 10 digits',
  },
} as const;
