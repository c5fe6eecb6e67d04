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
  idSchema,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { optionalText } from './validation';
import {
  RETURN_HANDLINGS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type ReturnHandling,
} from './return-orders-document';

export * from './return-orders-document';

// Return orders (/order/returnedGoods, PRODUCT.md §4 "Returns", FULFILMENT-FACTS "Returns"): the
// customer announces goods coming back to a warehouse (from one of its shipped outbound orders or
// not): the return's tracking number and carrier, lines of SKU, expected quantity, reason and what to
// do with the sellable pieces. The warehouse marks the parcel arrived, then reports per line the
// sellable, unsellable and destroyed pieces with photos; the stock moves and the fee is charged then.
// Calls are POST /api/return-orders/<action>; the warehouse's under /open-api/warehouse/return-orders.

export const RETURN_LIMITS = {
  lines: 100,
  quantityMax: 100_000,
  trackingMax: 40,
  carrierMax: 40,
  buyerMax: 100,
  reasonMax: 200,
  remarkMax: 500,
  cancelReasonMax: 500,
  /** Photos the warehouse attaches to one line's inspection. */
  photosPerLine: 5,
  /** Shipped orders the picker offers for one search. */
  shippedOrders: 20,
} as const;

const quantity = (key: string, min: number) =>
  z
    .number({ error: key })
    .int({ error: key })
    .min(min, { error: key })
    .max(RETURN_LIMITS.quantityMax, { error: key });

export const returnLineInput = z.object({
  productId: idSchema.or(z.undefined()).refine((v) => v !== undefined, { error: 'returns.skuRequired' }),
  quantity: quantity('returns.quantityFormat', 1),
  handling: z.enum(RETURN_HANDLINGS, { error: 'returns.handlingRequired' }).default('RESTOCK'),
  reason: optionalText(RETURN_LIMITS.reasonMax),
});
export type ReturnLineInput = {
  productId: string;
  quantity: number;
  handling?: ReturnHandling;
  reason?: string | null;
};

/** The line rules a form can judge alone (the shipped order's quantities are the server's). */
export const returnLinesIssues = (lines: readonly Partial<ReturnLineInput>[]) => {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (lines.length === 0) issues.push({ path: ['lines'], message: 'returns.noLines' });
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (!line.productId) return;
    if (seen.has(line.productId))
      issues.push({ path: ['lines', i, 'productId'], message: 'returns.skuTwice' });
    seen.add(line.productId);
  });
  return issues;
};

const draftShape = {
  warehouseId: idSchema
    .or(z.undefined())
    .refine((v) => v !== undefined, { error: 'returns.warehouseRequired' }),
  /** The shipped outbound order the goods come back from, if any. */
  outboundOrderId: idSchema.nullish(),
  trackingNo: optionalText(RETURN_LIMITS.trackingMax),
  carrier: optionalText(RETURN_LIMITS.carrierMax),
  buyerName: optionalText(RETURN_LIMITS.buyerMax),
  lines: z.array(returnLineInput).max(RETURN_LIMITS.lines, { error: 'returns.tooManyLines' }),
  remark: optionalText(RETURN_LIMITS.remarkMax),
};

const withLineRules = <T extends z.ZodType<{ lines: Partial<ReturnLineInput>[] }>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const issue of returnLinesIssues(value.lines)) ctx.addIssue({ code: 'custom', ...issue });
  });

export const createReturnRequest = withLineRules(
  z.object({ ...draftShape, submit: z.boolean().default(false) }),
);
export type CreateReturnRequest = z.input<typeof createReturnRequest>;
export const updateReturnRequest = withLineRules(z.object({ ...draftShape, id: idSchema }));
export type UpdateReturnRequest = z.input<typeof updateReturnRequest>;

export const cancelReturnRequest = z.object({
  id: idSchema,
  reason: optionalText(RETURN_LIMITS.cancelReasonMax),
});

export const RETURN_SORT_KEYS = ['returnNo', 'status', 'totalQuantity', 'createdAt', 'completedAt'] as const;
export type ReturnSortKey = (typeof RETURN_SORT_KEYS)[number];

export const returnPageRequest = listRequest(RETURN_SORT_KEYS).extend({
  returnNo: filterText(40),
  trackingNo: filterText(RETURN_LIMITS.trackingMax),
  /** The original outbound order's number. */
  outboundNo: filterText(40),
  sku: filterText(40),
  status: filterEnum(RETURN_STATUSES),
  warehouseId: filterId,
  ...createdRange,
});
export type ReturnPageRequest = z.infer<typeof returnPageRequest>;
export type ReturnFilters = ListFilters<ReturnPageRequest>;

export const returnOrder = z.object({
  id: z.string(),
  returnNo: z.string(),
  warehouse: feeWarehouse,
  status: z.enum(RETURN_STATUSES),
  outboundOrderId: z.string().nullable(),
  outboundNo: z.string().nullable(),
  trackingNo: z.string().nullable(),
  carrier: z.string().nullable(),
  buyerName: z.string().nullable(),
  lineCount: z.number().int(),
  /** The expected pieces of every line. */
  totalQuantity: z.number().int(),
  /** Pieces inspected, once completed: sellable, unsellable, destroyed. */
  sellableQuantity: z.number().int().nullable(),
  unsellableQuantity: z.number().int().nullable(),
  destroyedQuantity: z.number().int().nullable(),
  /** The lines' SKUs, for the list. */
  skus: z.string(),
  remark: z.string().nullable(),
  feeRecordId: z.string().nullable(),
  feeOwed: owedFee.nullable(),
  createdBy: z.string(),
  submittedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnOrder = z.infer<typeof returnOrder>;
export const returnPage = pageResult(returnOrder);

export const returnPhoto = z.object({ id: z.string(), name: z.string() });

export const returnLine = z.object({
  id: z.string(),
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  handling: z.enum(RETURN_HANDLINGS),
  reason: z.string().nullable(),
  sellable: z.number().int().nullable(),
  unsellable: z.number().int().nullable(),
  destroyed: z.number().int().nullable(),
  photos: z.array(returnPhoto),
});
export type ReturnLine = z.infer<typeof returnLine>;

export const returnDetail = withOperations(returnOrder.extend({ lines: z.array(returnLine) }));
export type ReturnDetail = z.infer<typeof returnDetail>;

/** A shipped outbound order the goods may come back from, with what it shipped (the form's picker). */
export const shippedOrdersRequest = z.object({
  warehouseId: filterId,
  /** Its number, reference or a tracking number of its parcels. */
  keyword: filterText(40),
});
export const shippedOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  referenceNo: z.string().nullable(),
  warehouseId: z.string(),
  recipientName: z.string().nullable(),
  trackingNos: z.array(z.string()),
  shippedAt: z.string().nullable(),
  items: z.array(
    z.object({ productId: z.string(), sku: z.string(), name: z.string(), quantity: z.number().int() }),
  ),
});
export type ShippedOrder = z.infer<typeof shippedOrder>;

// ---- the warehouse's side ----

export const returnReview = returnDetail.omit({ operations: true, feeOwed: true, feeRecordId: true }).extend({
  companyName: z.string(),
});
export type ReturnReview = z.infer<typeof returnReview>;

/** A photo of the inspection, sent inline (an image checked by its content, at most the image size limit). */
export const returnPhotoUpload = z.object({
  name: z.string().trim().min(1).max(100),
  contentBase64: z.string().min(1).max(2_000_000),
});
export const returnPhotoResult = z.object({ fileId: z.string() });

export const inspectReturnRequest = z.object({
  lines: z
    .array(
      z.object({
        lineId: idSchema,
        sellable: quantity('returns.inspectFormat', 0),
        unsellable: quantity('returns.inspectFormat', 0),
        destroyed: quantity('returns.inspectFormat', 0),
        photoFileIds: z
          .array(idSchema)
          .max(RETURN_LIMITS.photosPerLine, { error: 'returns.tooManyPhotos' })
          .default([]),
      }),
    )
    .min(1, { error: 'returns.inspectLines' }),
});
export type InspectReturnRequest = z.input<typeof inspectReturnRequest>;

export const returnDecisionResult = z.object({
  id: z.string(),
  returnNo: z.string(),
  status: z.enum(RETURN_STATUSES),
});

/** The labels of the returns' columns, detail and export. */
export const RETURN_FIELDS = defineFields({
  returnNo: { zh: '退货单号', en: 'Return number' },
  warehouse: { zh: '仓库', en: 'Warehouse' },
  outboundNo: { zh: '原出库单号', en: 'Original outbound order' },
  trackingNo: { zh: '退货跟踪号', en: 'Return tracking number' },
  carrier: { zh: '退货承运商', en: 'Return carrier' },
  buyerName: { zh: '买家', en: 'Buyer' },
  skus: { zh: 'SKU', en: 'SKUs' },
  lineCount: { zh: 'SKU 种数', en: 'Lines' },
  totalQuantity: { zh: '预报数量', en: 'Expected' },
  sellableQuantity: { zh: '良品', en: 'Sellable' },
  unsellableQuantity: { zh: '不良品', en: 'Unsellable' },
  destroyedQuantity: { zh: '销毁', en: 'Destroyed' },
  handling: { zh: '良品处理方式', en: 'Sellable pieces' },
  reason: { zh: '退货原因', en: 'Reason' },
  photos: { zh: '质检照片', en: 'Inspection photos' },
  remark: { zh: '备注', en: 'Remark' },
  feeOwed: { zh: '欠费', en: 'Fee owed' },
  createdBy: { zh: '创建人', en: 'Created by' },
  submittedAt: { zh: '提交时间', en: 'Submitted' },
  receivedAt: { zh: '到仓时间', en: 'Arrived' },
  completedAt: { zh: '完成时间', en: 'Completed' },
  ...commonFields('status', 'createdAt', 'updatedAt'),
});

/** How each field of a return reads: the list's columns, the detail page and the export. */
export const RETURN_CATALOGUE = defineCatalogue<ReturnOrder>()(RETURN_FIELDS, {
  returnNo: textField((r) => r.returnNo, 22),
  warehouse: warehouseField((r) => r.warehouse, { width: 18, show: 'name' }),
  outboundNo: textField((r) => r.outboundNo, 22),
  trackingNo: textField((r) => r.trackingNo, 22),
  carrier: textField((r) => r.carrier),
  buyerName: textField((r) => r.buyerName),
  skus: textField((r) => r.skus, 30),
  lineCount: countField((r) => r.lineCount),
  totalQuantity: countField((r) => r.totalQuantity),
  sellableQuantity: countField((r) => r.sellableQuantity),
  unsellableQuantity: countField((r) => r.unsellableQuantity),
  destroyedQuantity: countField((r) => r.destroyedQuantity),
  status: choiceField(RETURN_STATUS_LABELS, (r) => r.status),
  remark: textField((r) => r.remark, 30),
  createdBy: textField((r) => r.createdBy),
  createdAt: dateTimeField((r) => r.createdAt),
  submittedAt: dateTimeField((r) => r.submittedAt),
  receivedAt: dateTimeField((r) => r.receivedAt),
  completedAt: dateTimeField((r) => r.completedAt),
});
