// Messages of inbound orders (/order/warehousManage). Spread into the one catalogue of ./messages.
export const INBOUND_MESSAGES = {
  'inboundOrders.warehouseRequired': { zh: '请选择仓库', en: 'Select a warehouse' },
  'inboundOrders.inboundTypeRequired': { zh: '请选择入库类型', en: 'Select the inbound type' },
  'inboundOrders.headLegRequired': { zh: '请选择头程服务', en: 'Select the head-leg service' },
  'inboundOrders.dateFormat': { zh: '请选择正确的日期', en: 'Enter a valid date' },
  'inboundOrders.boxesFormat': {
    zh: '箱数必须是 1 到 99999 的整数',
    en: 'Boxes must be a whole number from 1 to 99999',
  },
  'inboundOrders.attachmentsMax': { zh: '每类附件最多 5 个', en: 'Attach at most 5 files of each kind' },
  'inboundOrders.linesRequired': { zh: '请至少添加一个产品', en: 'Add at least one product' },
  'inboundOrders.linesMax': {
    zh: '一个入库单最多 1000 个产品',
    en: 'An inbound order holds at most 1,000 products',
  },
  'inboundOrders.containerNoRequired': {
    zh: '海运整柜请填写柜号',
    en: 'Enter the container number for a full container',
  },
  'inboundOrders.containerNoFormat': {
    zh: '柜号只能包含英文字母、数字和连字符，最多 {{max}} 个字符',
    en: 'The container number may hold letters, digits and hyphens, up to {{max}} characters',
  },
  'inboundOrders.containerTypeRequired': {
    zh: '海运整柜请选择柜型',
    en: 'Select the container type for a full container',
  },
  'inboundOrders.etaBeforeEtd': {
    zh: '预计到港时间不能早于预计开船时间',
    en: 'The ETA cannot be before the ETD',
  },
  'inboundOrders.duplicateSku': { zh: '同一个 SKU 只能添加一次', en: 'Each SKU may appear once' },
  'inboundOrders.duplicateLine': { zh: '同一行只能出现一次', en: 'Each line may appear once' },
  'inboundOrders.productNotPassed': {
    zh: '产品 {{sku}} 不存在或未审核通过，只能入库审核通过的产品',
    en: 'Product {{sku}} does not exist or has not passed review; only passed products can be sent in',
  },
  'inboundOrders.warehouseNotSigned': {
    zh: '仓库未签约，请先在签约仓库中完成签约',
    en: 'This warehouse is not signed; sign it under Signed warehouses first',
  },
  'inboundOrders.attachmentInvalid': {
    zh: '附件不存在或不是本公司上传的文件，请重新上传',
    en: 'An attachment does not exist or was not uploaded by your company; upload it again',
  },
  'inboundOrders.notAllowed': {
    zh: '入库单 {{number}} 当前状态不允许该操作，请刷新后重试',
    en: 'Inbound order {{number}} does not allow this in its current state; refresh and try again',
  },
  'inboundOrders.notBookable': {
    zh: '入库单 {{number}} 不属于该仓库或不是待入库状态，不能预约',
    en: 'Inbound order {{number}} is not in this warehouse or not pending inbound; it cannot be booked',
  },
  'inboundOrders.lineUnknown': {
    zh: '入库单没有这一行：{{line}}',
    en: 'The inbound order has no line {{line}}',
  },
  'inboundOrders.lineAlreadyReceived': {
    zh: '入库单 {{number}} 的 SKU {{sku}} 已收货，不能重复收货',
    en: 'SKU {{sku}} of inbound order {{number}} has already been received',
  },
  'inboundOrders.linesNotReceived': {
    zh: '入库单 {{number}} 还有 {{count}} 行未收货',
    en: 'Inbound order {{number}} still has {{count}} lines not received',
  },
  'inboundOrders.reasonRequired': { zh: '请输入原因', en: 'Enter the reason' },
  'inboundOrders.milestoneRequired': { zh: '请选择节点', en: 'Select the milestone' },
  'inboundOrders.milestoneNotOfHeadLeg': {
    zh: '入库单 {{number}} 的头程服务没有节点 {{milestone}}，可记录：{{allowed}}',
    en: "Inbound order {{number}}'s head-leg has no milestone {{milestone}}; it takes {{allowed}}",
  },
  'inboundOrders.todoStatus': {
    zh: '入库单 {{number}}：{{status}}',
    en: 'Inbound order {{number}}: {{status}}',
  },
  'inboundOrders.todoRejected': {
    zh: '入库单 {{number}} 被驳回：{{reason}}',
    en: 'Inbound order {{number}} was rejected: {{reason}}',
  },
  'inboundOrders.todoError': {
    zh: '入库单 {{number}} 异常：{{reason}}',
    en: 'Inbound order {{number}} has an error: {{reason}}',
  },
  'inboundOrders.todoDifference': {
    zh: '入库单 {{number}} 收货有差异，请确认',
    en: 'Inbound order {{number}} was received with a difference; confirm it',
  },
  'inboundOrders.todoBook': {
    zh: '入库单 {{number}} 已在途，请预约入库',
    en: 'Inbound order {{number}} is in transit; book a reservation',
  },
  'inboundOrders.todoFeesOwed': {
    zh: '入库单 {{number}} 的费用 {{amount}} 因余额不足未扣款，请充值',
    en: 'A fee of {{amount}} on inbound order {{number}} is unpaid for lack of funds; recharge',
  },
  'inboundOrders.feeOwedNote': {
    zh: '余额不足，{{fee}} {{amount}} 未扣款',
    en: 'Insufficient funds: {{fee}} {{amount}} not charged',
  },
} as const;
