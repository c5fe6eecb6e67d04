import { z } from 'zod';
import { pageResult } from './api';
import { choiceField, dateTimeField, defineCatalogue, textField, warehouseField } from './field-catalogue';
import { feeWarehouse } from './fees';
import { defineFields } from './fields';
import {
  createdRange,
  filterEnum,
  filterId,
  filterText,
  idSchema,
  listRequest,
  type ListFilters,
} from './list';
import { trackingEventView } from './logistics-tracking';
import { definePage } from './page';
import { TRACKING_STATUSES, TRACKING_STATUS_LABELS } from './tracking';

// Shipments (/order/shipmentManage, shipmentManageDetail; issue 24 §2): every parcel or truck load that
// left for an outbound order, its carrier, tracking number, weight, size and carrier news.

export const SHIPMENT_CODE = 'OMS_ORDERSHIPMENT';
export const SHIPMENT_PAGE = definePage(SHIPMENT_CODE, ['view', 'export']);
export const SHIPMENT_CODES = SHIPMENT_PAGE.codes;
export const SHIPMENT_PAGE_KEY = 'shipments';
export const SHIPMENT_LIST_PATH = '/order/shipmentManage';
export const shipmentDetailPath = (id: string) => `/order/shipmentManageDetail?id=${encodeURIComponent(id)}`;

export const SHIPMENT_SORT_KEYS = ['shippedAt', 'trackingStatus', 'createdAt'] as const;

export const shipmentPageRequest = listRequest(SHIPMENT_SORT_KEYS).extend({
  trackingNo: filterText(40),
  /** The order's OB… number or the customer's reference (contains). */
  orderNo: filterText(40),
  carrier: filterText(40),
  trackingStatus: filterEnum(TRACKING_STATUSES),
  warehouseId: filterId,
  ...createdRange,
});
export type ShipmentPageRequest = z.infer<typeof shipmentPageRequest>;
export type ShipmentFilters = ListFilters<ShipmentPageRequest>;

export const shipmentRow = z.object({
  id: z.string(),
  shipmentNo: z.string(),
  trackingNo: z.string(),
  carrier: z.string(),
  serviceCode: z.string().nullable(),
  /** The service as its warehouse's rate card names it (serviceLabel), or null when the card no longer has it. */
  serviceName: z.string().nullable(),
  trackingStatus: z.enum(TRACKING_STATUSES),
  orderId: z.string(),
  orderNo: z.string(),
  referenceNo: z.string().nullable(),
  warehouse: feeWarehouse,
  weightKg: z.string(),
  sizeCm: z.string().nullable(),
  recipientName: z.string().nullable(),
  /** The carrier's label the warehouse sent with the parcel (a PDF of the file center), or null. */
  labelFileId: z.string().nullable(),
  lastEvent: z.string().nullable(),
  shippedAt: z.string(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShipmentRow = z.infer<typeof shipmentRow>;
export const shipmentPage = pageResult(shipmentRow);

export const shipmentDetail = shipmentRow.extend({ events: z.array(trackingEventView) });
export type ShipmentDetail = z.infer<typeof shipmentDetail>;
export const shipmentDetailRequest = z.object({ id: idSchema });

export const SHIPMENT_FIELDS = defineFields({
  shipmentNo: { zh: '货件号', en: 'Shipment number' },
  trackingNo: { zh: '跟踪号', en: 'Tracking number' },
  carrier: { zh: '承运商', en: 'Carrier' },
  serviceCode: { zh: '物流服务', en: 'Carrier service' },
  trackingStatus: { zh: '物流状态', en: 'Tracking status' },
  orderNo: { zh: '出库单号', en: 'Outbound order' },
  referenceNo: { zh: '客户订单号', en: 'Your reference' },
  warehouse: { zh: '发货仓库', en: 'Warehouse' },
  weightKg: { zh: '重量 (kg)', en: 'Weight (kg)' },
  sizeCm: { zh: '尺寸 (cm)', en: 'Size (cm)' },
  recipientName: { zh: '收件人', en: 'Recipient' },
  lastEvent: { zh: '最新轨迹', en: 'Latest event' },
  shippedAt: { zh: '发货时间', en: 'Shipped' },
  deliveredAt: { zh: '签收时间', en: 'Delivered' },
  createdAt: { zh: '创建时间', en: 'Created' },
});

export const SHIPMENT_CATALOGUE = defineCatalogue<ShipmentRow>()(SHIPMENT_FIELDS, {
  shipmentNo: textField((r) => r.shipmentNo, 18),
  trackingNo: textField((r) => r.trackingNo, 22),
  carrier: textField((r) => r.carrier, 12),
  serviceCode: textField((r) => r.serviceName ?? r.serviceCode, 18),
  trackingStatus: choiceField(TRACKING_STATUS_LABELS, (r) => r.trackingStatus, 14),
  orderNo: textField((r) => r.orderNo, 20),
  referenceNo: textField((r) => r.referenceNo, 18),
  warehouse: warehouseField((r) => r.warehouse),
  weightKg: textField((r) => r.weightKg, 10),
  sizeCm: textField((r) => r.sizeCm, 18),
  recipientName: textField((r) => r.recipientName, 16),
  lastEvent: textField((r) => r.lastEvent, 30),
  shippedAt: dateTimeField((r) => r.shippedAt),
  deliveredAt: dateTimeField((r) => r.deliveredAt),
  createdAt: dateTimeField((r) => r.createdAt),
});
