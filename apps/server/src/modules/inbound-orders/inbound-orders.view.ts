import type {
  InboundAttachment,
  InboundAttachments,
  InboundLine,
  InboundMilestone,
  InboundOrder,
} from '@oms/contracts';
import type { InboundListRow, inboundOrdersRepository } from './inbound-orders.repository';
import type { InboundMilestoneRow } from './inbound-orders.table';

type LineRow = Awaited<ReturnType<typeof inboundOrdersRepository.lines>>[number];
type FileInfo = { id: number; name: string; mime: string; size: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order as lists and details show it. */
export const toInboundOrder = (r: InboundListRow): InboundOrder => ({
  id: String(r.id),
  orderNo: r.orderNo,
  inboundType: r.inboundType,
  headLeg: r.headLeg,
  status: r.status,
  errorFromStatus: r.status === 'HAS_ERROR' ? r.errorFromStatus : null,
  differenceStatus:
    r.status === 'WITH_DIFFERENCE' ? 'UNCONFIRMED' : r.differenceConfirmedAt ? 'CONFIRMED' : null,
  warehouse: {
    id: String(r.warehouseId),
    code: r.warehouseCode,
    nameZh: r.warehouseNameZh,
    nameEn: r.warehouseNameEn,
  },
  expectedArrival: r.expectedArrival,
  containerNo: r.containerNo,
  containerType: r.containerType,
  sealNo: r.sealNo,
  shippingCompany: r.shippingCompany,
  billOfLading: r.billOfLading,
  deliveryNo: r.deliveryNo,
  truckNo: r.truckNo,
  driver: r.driver,
  portOfLoading: r.portOfLoading,
  portOfDestination: r.portOfDestination,
  etd: r.etd,
  eta: r.eta,
  skuCount: Number(r.skuCount),
  totalBoxes: r.totalBoxes,
  totalQuantity: r.totalQuantity,
  receivedBoxes: r.receivedBoxes,
  receivedQuantity: r.receivedQuantity,
  rejectReason: r.rejectReason,
  errorReason: r.errorReason,
  remark: r.remark,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  submittedAt: iso(r.submittedAt),
  approvedAt: iso(r.approvedAt),
  completedAt: iso(r.completedAt),
  updatedAt: r.updatedAt.toISOString(),
});

export const toInboundLine = (r: LineRow): InboundLine => ({
  id: String(r.id),
  productId: String(r.productId),
  sku: r.sku,
  nameCn: r.nameCn,
  nameEn: r.nameEn,
  piecesPerCarton: r.piecesPerCarton,
  boxes: r.boxes,
  quantity: r.quantity,
  receivedBoxes: r.receivedBoxes,
  receivedQuantity: r.receivedQuantity,
  difference: r.receivedQuantity === null ? null : r.receivedQuantity - r.quantity,
  putAwayQuantity: r.putAwayQuantity,
});

export const toMilestone = (r: InboundMilestoneRow): InboundMilestone => ({
  id: String(r.id),
  milestone: r.milestone,
  occurredAt: r.occurredAt.toISOString(),
  note: r.note,
  createdBy: r.createdBy,
});

/** The order's attachments by kind, as the files module knows them (a file gone is left out). */
export const toAttachments = (
  ids: { cutOff: number[]; customsDeclaration: number[]; clearance: number[] },
  files: FileInfo[],
): InboundAttachments => {
  const byId = new Map(files.map((f) => [f.id, f]));
  const pick = (list: number[]): InboundAttachment[] =>
    list.flatMap((id) => {
      const f = byId.get(id);
      return f ? [{ ...f, id: String(f.id) }] : [];
    });
  return {
    cutOff: pick(ids.cutOff),
    customsDeclaration: pick(ids.customsDeclaration),
    clearance: pick(ids.clearance),
  };
};
