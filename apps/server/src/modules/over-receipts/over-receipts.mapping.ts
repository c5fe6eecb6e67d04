import type { Language, OverReceipt } from '@oms/contracts';
import type { OverReceiptRecord } from './over-receipts.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An over-receipt as the API answers it: ids as strings, the product named in `language`. */
export const toOverReceipt = (r: OverReceiptRecord, language: Language = 'zh'): OverReceipt => ({
  id: String(r.row.id),
  overReceiptNo: r.row.overReceiptNo,
  warehouse: {
    id: String(r.row.warehouseId),
    code: r.warehouseCode,
    nameZh: r.warehouseNameZh,
    nameEn: r.warehouseNameEn,
  },
  inboundOrderId: String(r.row.inboundOrderId),
  inboundOrderNo: r.row.inboundOrderNo,
  productId: String(r.row.productId),
  sku: r.sku,
  productName: language === 'zh' ? r.nameCn : r.nameEn,
  forecast: r.row.forecast,
  received: r.row.received,
  excess: r.row.excess,
  status: r.row.status,
  decision: r.row.decision,
  rejectReason: r.row.rejectReason,
  feeRecordId: r.row.feeRecordId === null ? null : String(r.row.feeRecordId),
  feeOwed: r.row.feeOwed,
  decidedBy: r.row.decidedBy,
  decidedAt: iso(r.row.decidedAt),
  createdAt: r.row.createdAt.toISOString(),
  updatedAt: r.row.updatedAt.toISOString(),
});
