import type { Language, RelabelDetail, RelabelLine, RelabelOrder } from '@oms/contracts';
import type { RelabelLineRecord, RelabelRecord } from './relabel-orders.repository';
import type { RelabelOrderRow } from './relabel-orders.table';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Labelled = { warehouseCode: string; warehouseNameZh: string; warehouseNameEn: string };

/** A relabel order as the API answers it: ids as strings, its warehouse by name. */
export const toRelabelOrder = (r: { row: RelabelOrderRow } & Labelled): RelabelOrder => ({
  id: String(r.row.id),
  relabelNo: r.row.relabelNo,
  warehouse: {
    id: String(r.row.warehouseId),
    code: r.warehouseCode,
    nameZh: r.warehouseNameZh,
    nameEn: r.warehouseNameEn,
  },
  status: r.row.status,
  lineCount: r.row.lineCount,
  totalQuantity: r.row.totalQuantity,
  actualQuantity: r.row.actualQuantity,
  skus: r.row.skus,
  remark: r.row.remark,
  rejectReason: r.row.rejectReason,
  feeRecordId: r.row.feeRecordId === null ? null : String(r.row.feeRecordId),
  feeOwed: r.row.feeOwed,
  createdBy: r.row.createdBy,
  submittedAt: iso(r.row.submittedAt),
  completedAt: iso(r.row.completedAt),
  createdAt: r.row.createdAt.toISOString(),
  updatedAt: r.row.updatedAt.toISOString(),
});

/** A line with both products named in `language`. */
export const toRelabelLine = (r: RelabelLineRecord, language: Language): RelabelLine => ({
  id: String(r.line.id),
  oldProductId: String(r.line.oldProductId),
  oldSku: r.oldSku,
  oldName: language === 'zh' ? r.oldNameCn : r.oldNameEn,
  newProductId: String(r.line.newProductId),
  newSku: r.newSku,
  newName: language === 'zh' ? r.newNameCn : r.newNameEn,
  quantity: r.line.quantity,
  actualQuantity: r.line.actualQuantity,
});

export type RelabelDetailParts = Pick<RelabelDetail, 'lines' | 'labelFiles' | 'operations'>;

/** The summary the list shows and its SKU search reads: "OLD → NEW, …". */
export const skusOf = (lines: { oldSku: string; newSku: string }[]) =>
  lines.map((l) => `${l.oldSku} → ${l.newSku}`).join(', ');

export type { RelabelRecord };
