import type { Language, ReturnLine, ReturnOrder } from '@oms/contracts';
import type { ReturnLineRecord } from './return-orders.repository';
import type { ReturnOrderRow } from './return-orders.table';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const idOrNull = (n: number | null) => (n === null ? null : String(n));

type Labelled = { warehouseCode: string; warehouseNameZh: string; warehouseNameEn: string };

/** A return as the API answers it: ids as strings, its warehouse by name. */
export const toReturnOrder = (r: { row: ReturnOrderRow } & Labelled): ReturnOrder => ({
  id: String(r.row.id),
  returnNo: r.row.returnNo,
  warehouse: {
    id: String(r.row.warehouseId),
    code: r.warehouseCode,
    nameZh: r.warehouseNameZh,
    nameEn: r.warehouseNameEn,
  },
  status: r.row.status,
  outboundOrderId: idOrNull(r.row.outboundOrderId),
  outboundNo: r.row.outboundNo,
  trackingNo: r.row.trackingNo,
  carrier: r.row.carrier,
  buyerName: r.row.buyerName,
  lineCount: r.row.lineCount,
  totalQuantity: r.row.totalQuantity,
  sellableQuantity: r.row.sellableQuantity,
  unsellableQuantity: r.row.unsellableQuantity,
  destroyedQuantity: r.row.destroyedQuantity,
  skus: r.row.skus,
  remark: r.row.remark,
  feeRecordId: idOrNull(r.row.feeRecordId),
  feeOwed: r.row.feeOwed,
  createdBy: r.row.createdBy,
  submittedAt: iso(r.row.submittedAt),
  receivedAt: iso(r.row.receivedAt),
  completedAt: iso(r.row.completedAt),
  createdAt: r.row.createdAt.toISOString(),
  updatedAt: r.row.updatedAt.toISOString(),
});

/** A line with its product named in `language` and its photos named as uploaded. */
export const toReturnLine = (
  r: ReturnLineRecord,
  language: Language,
  names: ReadonlyMap<number, string>,
): ReturnLine => ({
  id: String(r.line.id),
  productId: String(r.line.productId),
  sku: r.sku,
  name: language === 'zh' ? r.nameCn : r.nameEn,
  quantity: r.line.quantity,
  handling: r.line.handling,
  reason: r.line.reason,
  sellable: r.line.sellable,
  unsellable: r.line.unsellable,
  destroyed: r.line.destroyed,
  photos: r.line.photoFileIds
    .filter((id) => names.has(id))
    .map((id) => ({ id: String(id), name: names.get(id)! })),
});

/** The summary the list shows and its SKU search reads: "SKU ×n, …". */
export const skusOf = (lines: { sku: string; quantity: number }[]) =>
  lines.map((l) => `${l.sku} ×${l.quantity}`).join(', ');
