import { z } from 'zod';
import { pageResult } from './api';
import { feeWarehouse } from './fees';
import {
  choiceField,
  countField,
  dateTimeField,
  defineCatalogue,
  textField,
  warehouseField,
} from './field-catalogue';
import { commonFields, defineFields } from './fields';
import { owedFee } from './inbound-orders';
import {
  createdRange,
  filterEnum,
  filterId,
  filterText,
  idsRequest,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { optionalText } from './validation';
import {
  OVER_RECEIPT_DECISION_LABELS,
  OVER_RECEIPT_DECISIONS,
  OVER_RECEIPT_STATUS_LABELS,
  OVER_RECEIPT_STATUSES,
} from './over-receipts-document';

export * from './over-receipts-document';

// Inbound over-receipts (/order/inboundOverchargeManage, PRODUCT.md §4 "Inbound over-receipt"): the
// system records one when the warehouse receives more of a line than its forecast. The customer
// accepts it (the excess goes into available stock, the over-receipt fee is charged per piece) or
// rejects it (the excess is held for return or disposal, at the same fee as handling); either way the
// difference is confirmed (specification §4 "differences unconfirmed / confirmed").
// Calls are POST /api/over-receipts/<action>.

export const OVER_RECEIPT_LIMITS = { reasonMax: 500 } as const;

export const OVER_RECEIPT_SORT_KEYS = [
  'overReceiptNo',
  'excess',
  'status',
  'createdAt',
  'decidedAt',
] as const;
export type OverReceiptSortKey = (typeof OVER_RECEIPT_SORT_KEYS)[number];

export const overReceiptPageRequest = listRequest(OVER_RECEIPT_SORT_KEYS).extend({
  overReceiptNo: filterText(40),
  inboundOrderNo: filterText(40),
  sku: filterText(40),
  status: filterEnum(OVER_RECEIPT_STATUSES),
  decision: filterEnum(OVER_RECEIPT_DECISIONS),
  warehouseId: filterId,
  ...createdRange,
});
export type OverReceiptPageRequest = z.infer<typeof overReceiptPageRequest>;
export type OverReceiptFilters = ListFilters<OverReceiptPageRequest>;

export const overReceipt = z.object({
  id: z.string(),
  overReceiptNo: z.string(),
  warehouse: feeWarehouse,
  inboundOrderId: z.string(),
  inboundOrderNo: z.string(),
  productId: z.string(),
  sku: z.string(),
  productName: z.string(),
  forecast: z.number().int(),
  received: z.number().int(),
  /** received − forecast (> 0). */
  excess: z.number().int(),
  status: z.enum(OVER_RECEIPT_STATUSES),
  decision: z.enum(OVER_RECEIPT_DECISIONS).nullable(),
  rejectReason: z.string().nullable(),
  /** The fee record of the decision's charge; null before the decision, or when it could not be taken. */
  feeRecordId: z.string().nullable(),
  /** The fee the decision could not take for lack of funds (owed; a to-do asks to pay). */
  feeOwed: owedFee.nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OverReceipt = z.infer<typeof overReceipt>;
export const overReceiptPage = pageResult(overReceipt);

export const overReceiptDetail = withOperations(overReceipt);
export type OverReceiptDetail = z.infer<typeof overReceiptDetail>;

export const acceptOverReceiptsRequest = idsRequest;
export const rejectOverReceiptsRequest = idsRequest.extend({
  reason: optionalText(OVER_RECEIPT_LIMITS.reasonMax),
});
export type RejectOverReceiptsRequest = z.infer<typeof rejectOverReceiptsRequest>;

/** The labels of the over-receipts' columns, detail and export. */
export const OVER_RECEIPT_FIELDS = defineFields({
  overReceiptNo: { zh: '超收单号', en: 'Over-receipt number' },
  warehouse: { zh: '仓库', en: 'Warehouse' },
  inboundOrderNo: { zh: '入库单号', en: 'Inbound order' },
  sku: { zh: 'SKU', en: 'SKU' },
  productName: { zh: '产品名称', en: 'Product name' },
  forecast: { zh: '预报数量', en: 'Forecast' },
  received: { zh: '实收数量', en: 'Received' },
  excess: { zh: '超收数量', en: 'Excess' },
  decision: { zh: '处理方式', en: 'Decision' },
  reason: { zh: '拒收原因', en: 'Reason for rejecting' },
  feeRecord: { zh: '费用记录', en: 'Fee record' },
  feeOwed: { zh: '欠费', en: 'Fee owed' },
  decidedBy: { zh: '确认人', en: 'Confirmed by' },
  decidedAt: { zh: '确认时间', en: 'Confirmed' },
  ...commonFields('status', 'createdAt', 'updatedAt'),
});

/**
 * How each field of an over-receipt reads: the list's columns, the detail page and the export. The
 * warehouse shows by its name, as the company knows its warehouses; the reject reason keeps the
 * export's key, `rejectReason`, under the detail's label.
 */
export const OVER_RECEIPT_CATALOGUE = defineCatalogue<OverReceipt>()(
  { ...OVER_RECEIPT_FIELDS, rejectReason: OVER_RECEIPT_FIELDS.reason },
  {
    overReceiptNo: textField((r) => r.overReceiptNo, 22),
    warehouse: warehouseField((r) => r.warehouse, { width: 18, show: 'name' }),
    inboundOrderNo: textField((r) => r.inboundOrderNo, 22),
    sku: textField((r) => r.sku, 18),
    productName: textField((r) => r.productName, 24),
    forecast: countField((r) => r.forecast),
    received: countField((r) => r.received),
    excess: countField((r) => r.excess),
    status: choiceField(OVER_RECEIPT_STATUS_LABELS, (r) => r.status),
    decision: choiceField(OVER_RECEIPT_DECISION_LABELS, (r) => r.decision, 18),
    rejectReason: textField((r) => r.rejectReason, 30),
    decidedBy: textField((r) => r.decidedBy),
    createdAt: dateTimeField((r) => r.createdAt),
    decidedAt: dateTimeField((r) => r.decidedAt),
  },
);
