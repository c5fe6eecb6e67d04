import { commonFields, defineFields } from './fields';

/** The labels of an outbound order's fields: its list, detail, form and file share them. */
export const OUTBOUND_FIELDS = defineFields({
  orderNo: { zh: '出库单号', en: 'Outbound order number' },
  referenceNo: { zh: '客户订单号', en: 'Your reference' },
  type: { zh: '出库类型', en: 'Outbound type' },
  warehouse: { zh: '发货仓库', en: 'Warehouse' },
  serviceCode: { zh: '物流服务', en: 'Carrier service' },
  recipient: { zh: '收件人', en: 'Recipient' },
  recipientName: { zh: '收件人', en: 'Recipient' },
  country: { zh: '国家/地区', en: 'Country' },
  trackingNos: { zh: '跟踪号', en: 'Tracking numbers' },
  trackingNo: { zh: '跟踪号', en: 'Tracking number' },
  sku: { zh: 'SKU', en: 'SKU' },
  totalQuantity: { zh: '数量', en: 'Quantity' },
  skuCount: { zh: 'SKU 数', en: 'SKUs' },
  holdReasons: { zh: '挂起原因', en: 'Held for' },
  errorReason: { zh: '异常原因', en: 'Error reason' },
  interception: { zh: '拦截', en: 'Interception' },
  progress: { zh: '仓库进度', en: 'Warehouse progress' },
  estimate: { zh: '预估费用', en: 'Estimated fees' },
  submittedAt: { zh: '提交时间', en: 'Submitted' },
  shippedAt: { zh: '出库时间', en: 'Shipped' },
  deliveredAt: { zh: '签收时间', en: 'Delivered' },
  ...commonFields('status', 'remark', 'createdBy', 'createdAt', 'updatedAt'),
});
