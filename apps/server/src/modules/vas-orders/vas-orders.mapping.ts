import { fromMinor, type Language, type VasDetail, type VasLine, type VasOrder } from '@oms/contracts';
import type { VasLineRecord } from './vas-orders.repository';
import type { VasOrderRow } from './vas-orders.table';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Labelled = { warehouseCode: string; warehouseNameZh: string; warehouseNameEn: string };

/** A VAS order as the API answers it: ids as strings, its warehouse by name, its quote as a decimal. */
export const toVasOrder = (r: { row: VasOrderRow } & Labelled): VasOrder => ({
  id: String(r.row.id),
  vasNo: r.row.vasNo,
  warehouse: {
    id: String(r.row.warehouseId),
    code: r.warehouseCode,
    nameZh: r.warehouseNameZh,
    nameEn: r.warehouseNameEn,
  },
  serviceType: r.row.serviceType,
  status: r.row.status,
  lineCount: r.row.lineCount,
  totalQuantity: r.row.totalQuantity,
  skus: r.row.skus,
  requirements: r.row.requirements,
  remark: r.row.remark,
  quoteAmount: r.row.quoteMinor === null ? null : fromMinor(r.row.quoteMinor),
  quoteCurrency: r.row.quoteCurrency,
  quoteNote: r.row.quoteNote,
  rejectReason: r.row.rejectReason,
  resultNote: r.row.resultNote,
  feeRecordId: r.row.feeRecordId === null ? null : String(r.row.feeRecordId),
  createdBy: r.row.createdBy,
  submittedAt: iso(r.row.submittedAt),
  quotedAt: iso(r.row.quotedAt),
  confirmedAt: iso(r.row.confirmedAt),
  completedAt: iso(r.row.completedAt),
  createdAt: r.row.createdAt.toISOString(),
  updatedAt: r.row.updatedAt.toISOString(),
});

export const toVasLine = (r: VasLineRecord, language: Language): VasLine => ({
  id: String(r.line.id),
  productId: String(r.line.productId),
  sku: r.sku,
  name: language === 'zh' ? r.nameCn : r.nameEn,
  quantity: r.line.quantity,
});

/** The summary the list shows and its SKU search reads: "SKU ×n, …" (a kit: "KIT-SKU ×n kits"). */
export const skusOf = (lines: { sku: string; quantity: number }[]) =>
  lines.map((l) => `${l.sku} ×${l.quantity}`).join(', ');

/** The files among `ids` that `names` knows, in order. */
export const filesOf = (ids: number[], names: ReadonlyMap<number, string>) =>
  ids.filter((id) => names.has(id)).map((id) => ({ id: String(id), name: names.get(id)! }));

/** A kitting order's kit as the API answers it (null for another service). */
export const toVasKit = (
  row: VasOrderRow,
  kit: { combination: { id: number; name: string }; product: { id: number; sku: string } } | undefined,
): VasDetail['kit'] =>
  kit
    ? {
        combinationId: String(kit.combination.id),
        combinationName: kit.combination.name,
        kitProductId: String(kit.product.id),
        kitSku: kit.product.sku,
        quantity: row.kitQuantity!,
      }
    : null;
