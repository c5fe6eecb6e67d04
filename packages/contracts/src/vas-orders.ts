import { z } from 'zod';
import { pageResult } from './api';
import { feeWarehouse } from './fees';
import {
  choiceField,
  countField,
  dateTimeField,
  defineCatalogue,
  moneyField,
  textField,
  warehouseField,
} from './field-catalogue';
import { commonFields, defineFields } from './fields';
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
import { amountSchema, CURRENCIES } from './money';
import { optionalText, requiredText } from './validation';
import {
  VAS_SERVICE_LABELS,
  VAS_SERVICE_TYPES,
  VAS_STATUS_LABELS,
  VAS_STATUSES,
} from './vas-orders-document';

export * from './vas-orders-document';

// Value-added service orders (/order/vasManage, PRODUCT.md §4 "Value-added services"): the customer
// asks the warehouse for a service on pieces it holds there (photos, inspection, repacking, labelling,
// kitting, measuring, disposal) with its requirements and attachments; the warehouse quotes a price,
// the customer confirms it (the fee frozen, the pieces reserved), the warehouse does the work and
// attaches its results. Kitting assembles a combination: its components are used up and the kit's
// own SKU comes in. Calls are POST /api/vas-orders/<action>; the warehouse's under
// /open-api/warehouse/vas-orders.

export const VAS_LIMITS = {
  lines: 50,
  quantityMax: 100_000,
  requirementsMax: 1000,
  remarkMax: 500,
  reasonMax: 500,
  attachments: 5,
  results: 10,
} as const;

const quantity = (key: string) =>
  z
    .number({ error: key })
    .int({ error: key })
    .min(1, { error: key })
    .max(VAS_LIMITS.quantityMax, { error: key });

const requiredId = (key: string) => idSchema.or(z.undefined()).refine((v) => v !== undefined, { error: key });

export const vasLineInput = z.object({
  productId: requiredId('vas.skuRequired'),
  quantity: quantity('vas.quantityFormat'),
});
export type VasLineInput = { productId: string; quantity: number };

/** What kitting assembles: `quantity` kits of a combination, received as the kit's own SKU. */
export const vasKitInput = z.object({
  combinationId: requiredId('vas.combinationRequired'),
  kitProductId: requiredId('vas.kitSkuRequired'),
  quantity: quantity('vas.kitQuantityFormat'),
});
export type VasKitInput = { combinationId: string; kitProductId: string; quantity: number };

/** The rules a form can judge alone: lines for a service on pieces, a kit for kitting; a SKU once. */
export const vasOrderIssues = (value: {
  serviceType?: string;
  lines?: readonly Partial<VasLineInput>[];
  kit?: Partial<VasKitInput> | null;
}) => {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (value.serviceType === 'KITTING') {
    if (!value.kit) issues.push({ path: ['kit'], message: 'vas.kitRequired' });
    return issues;
  }
  const lines = value.lines ?? [];
  if (lines.length === 0) issues.push({ path: ['lines'], message: 'vas.noLines' });
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (!line.productId) return;
    if (seen.has(line.productId)) issues.push({ path: ['lines', i, 'productId'], message: 'vas.skuTwice' });
    seen.add(line.productId);
  });
  return issues;
};

const draftShape = {
  warehouseId: requiredId('vas.warehouseRequired'),
  serviceType: z.enum(VAS_SERVICE_TYPES, { error: 'vas.serviceRequired' }),
  lines: z.array(vasLineInput).max(VAS_LIMITS.lines, { error: 'vas.tooManyLines' }).default([]),
  kit: vasKitInput.nullish(),
  requirements: requiredText('vas.requirementsRequired', VAS_LIMITS.requirementsMax),
  remark: optionalText(VAS_LIMITS.remarkMax),
  /** Files the warehouse needs (labels, packing instructions): uploaded images or PDFs. */
  attachmentIds: z.array(idSchema).max(VAS_LIMITS.attachments, { error: 'vas.tooManyFiles' }).default([]),
};

const withRules = <T extends z.ZodType<Parameters<typeof vasOrderIssues>[0]>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const issue of vasOrderIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
  });

export const createVasRequest = withRules(z.object({ ...draftShape, submit: z.boolean().default(false) }));
export type CreateVasRequest = z.input<typeof createVasRequest>;
export const updateVasRequest = withRules(z.object({ ...draftShape, id: idSchema }));
export type UpdateVasRequest = z.input<typeof updateVasRequest>;

export const cancelVasRequest = z.object({ id: idSchema, reason: optionalText(VAS_LIMITS.reasonMax) });

export const VAS_SORT_KEYS = ['vasNo', 'status', 'totalQuantity', 'createdAt', 'completedAt'] as const;
export type VasSortKey = (typeof VAS_SORT_KEYS)[number];

export const vasPageRequest = listRequest(VAS_SORT_KEYS).extend({
  vasNo: filterText(40),
  sku: filterText(40),
  serviceType: filterEnum(VAS_SERVICE_TYPES),
  status: filterEnum(VAS_STATUSES),
  warehouseId: filterId,
  ...createdRange,
});
export type VasPageRequest = z.infer<typeof vasPageRequest>;
export type VasFilters = ListFilters<VasPageRequest>;

export const vasOrder = z.object({
  id: z.string(),
  vasNo: z.string(),
  warehouse: feeWarehouse,
  serviceType: z.enum(VAS_SERVICE_TYPES),
  status: z.enum(VAS_STATUSES),
  lineCount: z.number().int(),
  /** The pieces worked on (for kitting, the components used). */
  totalQuantity: z.number().int(),
  /** The lines' SKUs, for the list (for kitting, the kit's SKU and count). */
  skus: z.string(),
  requirements: z.string(),
  remark: z.string().nullable(),
  /** The warehouse's price, once quoted. */
  quoteAmount: z.string().nullable(),
  quoteCurrency: z.enum(CURRENCIES).nullable(),
  quoteNote: z.string().nullable(),
  rejectReason: z.string().nullable(),
  resultNote: z.string().nullable(),
  feeRecordId: z.string().nullable(),
  createdBy: z.string(),
  submittedAt: z.string().nullable(),
  quotedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VasOrder = z.infer<typeof vasOrder>;
export const vasPage = pageResult(vasOrder);

export const vasFile = z.object({ id: z.string(), name: z.string() });
export const vasLine = z.object({
  id: z.string(),
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});
export type VasLine = z.infer<typeof vasLine>;

export const vasDetail = withOperations(
  vasOrder.extend({
    lines: z.array(vasLine),
    kit: z
      .object({
        combinationId: z.string(),
        combinationName: z.string(),
        kitProductId: z.string(),
        kitSku: z.string(),
        quantity: z.number().int(),
      })
      .nullable(),
    attachments: z.array(vasFile),
    results: z.array(vasFile),
  }),
);
export type VasDetail = z.infer<typeof vasDetail>;

// ---- the warehouse's side ----

export const vasReview = vasDetail
  .omit({ operations: true, feeRecordId: true })
  .extend({ companyName: z.string() });
export type VasReview = z.infer<typeof vasReview>;

export const quoteVasRequest = z.object({
  amount: amountSchema('positive'),
  currency: z.enum(CURRENCIES, { error: 'finance.currencyRequired' }),
  note: optionalText(VAS_LIMITS.remarkMax),
});
export const rejectVasRequest = z.object({
  reason: requiredText('vas.reasonRequired', VAS_LIMITS.reasonMax),
});
/** A result file (a photo, a report), sent inline: an image or a PDF, checked by its content. */
export const vasResultUpload = z.object({
  name: z.string().trim().min(1).max(100),
  contentBase64: z.string().min(1).max(14_000_000),
});
export const vasResultFile = z.object({ fileId: z.string() });
export const completeVasRequest = z.object({
  note: optionalText(VAS_LIMITS.remarkMax),
  resultFileIds: z.array(idSchema).max(VAS_LIMITS.results, { error: 'vas.tooManyResults' }).default([]),
});
export type CompleteVasRequest = z.input<typeof completeVasRequest>;

export const vasDecisionResult = z.object({
  id: z.string(),
  vasNo: z.string(),
  status: z.enum(VAS_STATUSES),
});

/** The labels of the VAS orders' columns, detail and export. */
export const VAS_FIELDS = defineFields({
  vasNo: { zh: '增值服务单号', en: 'VAS number' },
  warehouse: { zh: '仓库', en: 'Warehouse' },
  serviceType: { zh: '服务类型', en: 'Service' },
  skus: { zh: 'SKU', en: 'SKUs' },
  lineCount: { zh: 'SKU 种数', en: 'Lines' },
  totalQuantity: { zh: '数量', en: 'Pieces' },
  requirements: { zh: '服务要求', en: 'Requirements' },
  quoteAmount: { zh: '报价', en: 'Quote' },
  quoteNote: { zh: '报价说明', en: 'Quote note' },
  rejectReason: { zh: '驳回原因', en: 'Reason for rejecting' },
  resultNote: { zh: '处理结果', en: 'Result' },
  remark: { zh: '备注', en: 'Remark' },
  createdBy: { zh: '创建人', en: 'Created by' },
  submittedAt: { zh: '提交时间', en: 'Submitted' },
  quotedAt: { zh: '报价时间', en: 'Quoted' },
  confirmedAt: { zh: '确认时间', en: 'Confirmed' },
  completedAt: { zh: '完成时间', en: 'Completed' },
  ...commonFields('status', 'createdAt', 'updatedAt'),
});

/** How each field of a VAS order reads: the list's columns, the detail page and the export. */
export const VAS_CATALOGUE = defineCatalogue<VasOrder>()(VAS_FIELDS, {
  vasNo: textField((r) => r.vasNo, 22),
  warehouse: warehouseField((r) => r.warehouse, { width: 18, show: 'name' }),
  serviceType: choiceField(VAS_SERVICE_LABELS, (r) => r.serviceType),
  skus: textField((r) => r.skus, 30),
  lineCount: countField((r) => r.lineCount),
  totalQuantity: countField((r) => r.totalQuantity),
  requirements: textField((r) => r.requirements, 40),
  quoteAmount: moneyField(
    (r) => r.quoteCurrency ?? 'USD',
    (r) => r.quoteAmount,
  ),
  quoteNote: textField((r) => r.quoteNote, 30),
  status: choiceField(VAS_STATUS_LABELS, (r) => r.status),
  rejectReason: textField((r) => r.rejectReason, 30),
  resultNote: textField((r) => r.resultNote, 30),
  remark: textField((r) => r.remark, 30),
  createdBy: textField((r) => r.createdBy),
  createdAt: dateTimeField((r) => r.createdAt),
  submittedAt: dateTimeField((r) => r.submittedAt),
  quotedAt: dateTimeField((r) => r.quotedAt),
  confirmedAt: dateTimeField((r) => r.confirmedAt),
  completedAt: dateTimeField((r) => r.completedAt),
});
