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
  'outbound.attachmentsMax': { zh: '每类附件最多 5 个', en: 'Attach at most 5 files of each kind' },
  'outbound.fbaLabelsOnlyFba': {
    zh: 'FBA 箱唛只用于 FBA 转仓单',
    en: 'FBA box labels go with FBA transfers only',
  },
  'outbound.ownLabelNotHere': {
    zh: '自有面单只用于一件代发、退回卖家和 FBA 转仓',
    en: 'An own carrier label goes with parcels, returns to seller and FBA transfers only',
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

/** What the warehouse's calls refuse (outbound-orders-warehouse.ts). */
export const OUTBOUND_WAREHOUSE_MESSAGES = {
  'outbound.labelFormat': {
    zh: '面单须为 base64 编码的 PDF',
    en: 'A label is a PDF in base64',
  },
  'outbound.labelTooLarge': { zh: '面单不能超过 300 KB', en: 'A label must not exceed 300 KB' },
  'outbound.weightFormat': {
    zh: '重量须为大于 0 的数字 (kg，最多 3 位小数)',
    en: 'The weight is a number above 0 (kg, up to 3 decimals)',
  },
  'outbound.sizeFormat': {
    zh: '尺寸须为大于 0 的数字 (cm，最多 2 位小数)',
    en: 'A size is a number above 0 (cm, up to 2 decimals)',
  },
  'outbound.carrierRequired': { zh: '请输入承运商', en: 'Enter the carrier' },
  'outbound.trackingNoFormat': {
    zh: '跟踪号为 6 到 40 位字母、数字或连字符',
    en: 'A tracking number is 6 to 40 letters, digits or hyphens',
  },
  'outbound.parcelsRequired': {
    zh: '请填写 1 到 50 个包裹',
    en: 'Give 1 to 50 parcels',
  },
  'outbound.trackingNoTwice': {
    zh: '同一跟踪号只能出现一次',
    en: 'Each tracking number appears once',
  },
  'outbound.errorReasonRequired': { zh: '请选择异常原因', en: 'Select the reason' },
} as const;

/** The server's answers about moving an order, and the to-dos and notices of its moves. */
export const OUTBOUND_MOVE_MESSAGES = {
  'outbound.notAllowed': {
    zh: '出库单 {{number}} 当前状态不允许此操作',
    en: 'Outbound order {{number}} does not allow this in its current state',
  },
  'outbound.todoStatus': {
    zh: '出库单 {{number}} 状态更新为「{{status}}」',
    en: 'Outbound order {{number}} is now "{{status}}"',
  },
  'outbound.todoBalance': {
    zh: '出库单 {{number}} 因余额不足已挂起，充值后系统将自动释放',
    en: 'Outbound order {{number}} is on hold for your balance: it is released as soon as a recharge covers it',
  },
  'outbound.todoError': {
    zh: '出库单 {{number}} 异常：{{reason}}，请修改后重新提交',
    en: 'Outbound order {{number}} has an error: {{reason}}. Fix it and submit again',
  },
  'outbound.todoInterceptionRefused': {
    zh: '出库单 {{number}} 拦截失败，仓库将继续发货',
    en: 'Outbound order {{number}} could not be intercepted: the warehouse ships it',
  },
  'outbound.notMeasured': {
    zh: '有商品缺少重量或尺寸，无法估算运费，请先完善商品信息',
    en: 'A product has no weight or size, so the shipping cannot be priced: complete the product first',
  },
  'outbound.serviceUnknown': {
    zh: '该仓库没有物流服务 {{service}}',
    en: 'The warehouse has no carrier service {{service}}',
  },
  'outbound.serviceCannotCarry': {
    zh: '物流服务「{{service}}」无法承运此订单，请选择其他服务',
    en: 'The service "{{service}}" cannot carry this order: choose another',
  },
  'outbound.poBoxNotServed': {
    zh: '物流服务「{{service}}」不派送邮政信箱（PO Box），请选择其他服务或填写街道地址',
    en: 'The service "{{service}}" does not deliver to PO boxes: choose another service or a street address',
  },
  'outbound.poBoxNoService': {
    zh: '该仓库没有派送邮政信箱（PO Box）的物流服务，请填写街道地址',
    en: 'No carrier service of the warehouse delivers to PO boxes: enter a street address',
  },
  'outbound.noService': {
    zh: '该仓库没有能承运此订单的物流服务',
    en: 'No carrier service of the warehouse can carry this order',
  },
  'outbound.combinationUnknown': { zh: '组合不存在', en: 'No such combination' },
  'outbound.productNotPassed': {
    zh: '商品 {{sku}} 未审核通过，不能出库',
    en: 'Product {{sku}} has not passed review and cannot ship',
  },
  'outbound.noWarehouse': {
    zh: '没有已签约的仓库能备齐全部商品',
    en: 'No signed warehouse holds every line',
  },
  'outbound.attachmentInvalid': {
    zh: '附件不存在、不是本公司上传的，或不是图片或 PDF，请重新上传',
    en: 'An attachment does not exist, was not uploaded by your company, or is not an image or PDF; upload it again',
  },
  'outbound.referenceTaken': {
    zh: '订单号 {{number}} 已被其他出库单使用',
    en: 'Order number {{number}} is already used by another outbound order',
  },
  'outbound.interceptionPending': {
    zh: '已申请拦截，请等待仓库处理',
    en: 'An interception is already requested: wait for the warehouse',
  },
  'outbound.noInterception': {
    zh: '出库单 {{number}} 没有待处理的拦截申请',
    en: 'Outbound order {{number}} has no interception request to answer',
  },
  'outbound.shippedUnknown': {
    zh: '发出的商品不在出库单中',
    en: 'A shipped product is not on the order',
  },
  'outbound.shippedAbove': {
    zh: '发出数量不能超过出库单数量',
    en: 'A shipped quantity cannot exceed the ordered one',
  },
  'outbound.shortageNotAllowed': {
    zh: '出库单 {{number}} 不允许缺货发货',
    en: 'Outbound order {{number}} does not allow shipping short',
  },
  'outbound.nothingShipped': { zh: '至少须发出一件商品', en: 'At least one piece must ship' },
  'outbound.trackingTaken': {
    zh: '跟踪号 {{number}} 已被使用',
    en: 'Tracking number {{number}} is already used',
  },
} as const;

/** What the outbound xlsx import says of a row (outbound-orders-import.ts). */
export const OUTBOUND_IMPORT_MESSAGES = {
  'outbound.importSkuUnknown': {
    zh: 'SKU {{value}} 不存在或未审核通过',
    en: 'SKU {{value}} is unknown or has not passed review',
  },
  'outbound.importWarehouseUnknown': {
    zh: '仓库 {{value}} 不是已签约仓库',
    en: 'Warehouse {{value}} is not one of your signed warehouses',
  },
  'outbound.importReferenceTaken': {
    zh: '订单号 {{value}} 已被其他出库单使用',
    en: 'Order number {{value}} is already used by another outbound order',
  },
  'outbound.importSkuTwice': {
    zh: '订单 {{reference}} 中 SKU {{value}} 出现多次（第 {{rows}} 行），请合并数量',
    en: 'Order {{reference}} has SKU {{value}} on several rows ({{rows}}): add up the quantities',
  },
  'outbound.importTooManyOrders': {
    zh: '一个文件最多创建 {{max}} 个出库单',
    en: 'One file creates at most {{max}} outbound orders',
  },
} as const;
