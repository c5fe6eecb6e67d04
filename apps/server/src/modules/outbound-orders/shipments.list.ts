import { fixed, shipmentPageRequest, type ShipmentRow } from '@oms/contracts';
import { documentList } from '../documents/document-list.service';
import { serviceNameOf } from './outbound-orders.view';
import { shipmentsRepository as repo, type ShipmentListRow } from './shipments.repository';

const cm = (v: number) => fixed(v, 2);

/** A parcel as the list, its detail and its file show it. */
export const toShipmentRow = (r: ShipmentListRow): ShipmentRow => ({
  id: String(r.id),
  shipmentNo: r.shipmentNo,
  trackingNo: r.trackingNo,
  carrier: r.carrier,
  serviceCode: r.serviceCode,
  serviceName: serviceNameOf(r),
  trackingStatus: r.trackingStatus,
  orderId: String(r.orderId),
  orderNo: r.orderNo,
  referenceNo: r.referenceNo,
  warehouse: {
    id: String(r.warehouseId),
    code: r.warehouseCode,
    nameZh: r.warehouseNameZh,
    nameEn: r.warehouseNameEn,
  },
  weightKg: fixed(r.weightG, 3),
  sizeCm:
    r.lengthCm100 && r.widthCm100 && r.heightCm100
      ? `${cm(r.lengthCm100)} × ${cm(r.widthCm100)} × ${cm(r.heightCm100)}`
      : null,
  recipientName: r.recipientName,
  labelFileId: r.labelFileId === null ? null : String(r.labelFileId),
  lastEvent: r.lastEvent,
  shippedAt: r.shippedAt.toISOString(),
  deliveredAt: r.deliveredAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** The shipments' list: the page and the file read one query and one mapping. */
export const shipmentsList = documentList({
  pageRequest: shipmentPageRequest,
  listQuery: repo.listQuery,
  toRow: toShipmentRow,
});
