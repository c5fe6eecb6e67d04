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
import { optionalText, requiredText } from './validation';
import { RELABEL_STATUS_LABELS, RELABEL_STATUSES } from './relabel-orders-document';

export * from './relabel-orders-document';

// Relabel orders (/order/relabel, PRODUCT.md §4 "Relabel orders", specification §5): the warehouse
// takes pieces of an old SKU off their labels and labels them as a new SKU. Lines of old SKU → new SKU
// (both passed, different), an expected quantity each (≤ the old SKU's available, the total above 0,
// an old SKU once per order); the warehouse reports the actual quantities when it completes.
// Calls are POST /api/relabel-orders/<action>; the warehouse's under /open-api/warehouse/relabel-orders.

export const RELABEL_LIMITS = {
  lines: 100,
  quantityMax: 100_000,
  remarkMax: 500,
  reasonMax: 500,
  labelFiles: 5,
} as const;

const quantity = (key: string, min: number) =>
  z
    .number({ error: key })
    .int({ error: key })
    .min(min, { error: key })
    .max(RELABEL_LIMITS.quantityMax, { error: key });

export const relabelLineInput = z.object({
  oldProductId: idSchema.or(z.undefined()).refine((v) => v !== undefined, { error: 'relabel.oldRequired' }),
  newProductId: idSchema.or(z.undefined()).refine((v) => v !== undefined, { error: 'relabel.newRequired' }),
  quantity: quantity('relabel.quantityFormat', 1),
});
export type RelabelLineInput = { oldProductId: string; newProductId: string; quantity: number };

/**
 * The line rules of specification §5 a form can judge alone (the available stock is the server's):
 * each on the field it is about, so the form shows it there.
 */
export const relabelLinesIssues = (lines: readonly Partial<RelabelLineInput>[]) => {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const total = lines.reduce((n, l) => n + (Number.isFinite(l.quantity) ? l.quantity! : 0), 0);
  if (lines.length === 0 || total <= 0) issues.push({ path: ['lines'], message: 'relabel.totalZero' });
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (line.oldProductId && line.newProductId && line.oldProductId === line.newProductId)
      issues.push({ path: ['lines', i, 'newProductId'], message: 'relabel.sameSku' });
    if (line.oldProductId) {
      if (seen.has(line.oldProductId))
        issues.push({ path: ['lines', i, 'oldProductId'], message: 'relabel.oldTwice' });
      seen.add(line.oldProductId);
    }
  });
  return issues;
};

const draftShape = {
  warehouseId: idSchema
    .or(z.undefined())
    .refine((v) => v !== undefined, { error: 'relabel.warehouseRequired' }),
  lines: z.array(relabelLineInput).max(RELABEL_LIMITS.lines, { error: 'relabel.tooManyLines' }),
  remark: optionalText(RELABEL_LIMITS.remarkMax),
  /** New labels the customer supplies (PDF or images, uploaded first); none: printed from the new SKU. */
  labelFileIds: z
    .array(idSchema)
    .max(RELABEL_LIMITS.labelFiles, { error: 'relabel.tooManyFiles' })
    .default([]),
};

const withLineRules = <T extends z.ZodType<{ lines: Partial<RelabelLineInput>[] }>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const issue of relabelLinesIssues(value.lines)) ctx.addIssue({ code: 'custom', ...issue });
  });

export const createRelabelRequest = withLineRules(
  z.object({ ...draftShape, submit: z.boolean().default(false) }),
);
export type CreateRelabelRequest = z.input<typeof createRelabelRequest>;
export const updateRelabelRequest = withLineRules(z.object({ ...draftShape, id: idSchema }));
export type UpdateRelabelRequest = z.input<typeof updateRelabelRequest>;

export const cancelRelabelRequest = z.object({
  id: idSchema,
  reason: optionalText(RELABEL_LIMITS.reasonMax),
});

export const RELABEL_SORT_KEYS = [
  'relabelNo',
  'status',
  'totalQuantity',
  'createdAt',
  'completedAt',
] as const;
export type RelabelSortKey = (typeof RELABEL_SORT_KEYS)[number];

export const relabelPageRequest = listRequest(RELABEL_SORT_KEYS).extend({
  relabelNo: filterText(40),
  /** An old or a new SKU of a line. */
  sku: filterText(40),
  status: filterEnum(RELABEL_STATUSES),
  warehouseId: filterId,
  ...createdRange,
});
export type RelabelPageRequest = z.infer<typeof relabelPageRequest>;
export type RelabelFilters = ListFilters<RelabelPageRequest>;

export const relabelOrder = z.object({
  id: z.string(),
  relabelNo: z.string(),
  warehouse: feeWarehouse,
  status: z.enum(RELABEL_STATUSES),
  lineCount: z.number().int(),
  /** The expected pieces of every line. */
  totalQuantity: z.number().int(),
  /** The pieces relabelled, once completed. */
  actualQuantity: z.number().int().nullable(),
  /** "OLD → NEW" of each line, for the list. */
  skus: z.string(),
  remark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  feeRecordId: z.string().nullable(),
  feeOwed: owedFee.nullable(),
  createdBy: z.string(),
  submittedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RelabelOrder = z.infer<typeof relabelOrder>;
export const relabelPage = pageResult(relabelOrder);

export const relabelLine = z.object({
  id: z.string(),
  oldProductId: z.string(),
  oldSku: z.string(),
  oldName: z.string(),
  newProductId: z.string(),
  newSku: z.string(),
  newName: z.string(),
  quantity: z.number().int(),
  actualQuantity: z.number().int().nullable(),
});
export type RelabelLine = z.infer<typeof relabelLine>;

export const relabelFile = z.object({ id: z.string(), name: z.string() });

export const relabelDetail = withOperations(
  relabelOrder.extend({ lines: z.array(relabelLine), labelFiles: z.array(relabelFile) }),
);
export type RelabelDetail = z.infer<typeof relabelDetail>;

// ---- the warehouse's side ----

export const relabelReview = relabelDetail
  .omit({ operations: true, feeOwed: true, feeRecordId: true })
  .extend({
    companyName: z.string(),
  });
export type RelabelReview = z.infer<typeof relabelReview>;

export const completeRelabelRequest = z.object({
  lines: z
    .array(z.object({ lineId: idSchema, actualQuantity: quantity('relabel.actualFormat', 0) }))
    .min(1, { error: 'relabel.actualFormat' }),
});
export type CompleteRelabelRequest = z.infer<typeof completeRelabelRequest>;
export const rejectRelabelRequest = z.object({
  reason: requiredText('relabel.reasonRequired', RELABEL_LIMITS.reasonMax),
});

export const relabelDecisionResult = z.object({
  id: z.string(),
  relabelNo: z.string(),
  status: z.enum(RELABEL_STATUSES),
});

/** The labels of the relabel orders' columns, detail and export. */
export const RELABEL_FIELDS = defineFields({
  relabelNo: { zh: '换标单号', en: 'Relabel number' },
  warehouse: { zh: '仓库', en: 'Warehouse' },
  skus: { zh: '原 SKU → 新 SKU', en: 'Old SKU → new SKU' },
  lineCount: { zh: 'SKU 种数', en: 'Lines' },
  totalQuantity: { zh: '预报数量', en: 'Expected' },
  actualQuantity: { zh: '实际数量', en: 'Actual' },
  oldSku: { zh: '原 SKU', en: 'Old SKU' },
  newSku: { zh: '新 SKU', en: 'New SKU' },
  remark: { zh: '备注', en: 'Remark' },
  rejectReason: { zh: '驳回原因', en: 'Reason for rejecting' },
  feeOwed: { zh: '欠费', en: 'Fee owed' },
  createdBy: { zh: '创建人', en: 'Created by' },
  submittedAt: { zh: '提交时间', en: 'Submitted' },
  completedAt: { zh: '完成时间', en: 'Completed' },
  ...commonFields('status', 'createdAt', 'updatedAt'),
});

/** How each field of a relabel order reads: the list's columns, the detail page and the export. */
export const RELABEL_CATALOGUE = defineCatalogue<RelabelOrder>()(RELABEL_FIELDS, {
  relabelNo: textField((r) => r.relabelNo, 22),
  warehouse: warehouseField((r) => r.warehouse, { width: 18, show: 'name' }),
  skus: textField((r) => r.skus, 30),
  lineCount: countField((r) => r.lineCount),
  totalQuantity: countField((r) => r.totalQuantity),
  actualQuantity: countField((r) => r.actualQuantity),
  status: choiceField(RELABEL_STATUS_LABELS, (r) => r.status),
  remark: textField((r) => r.remark, 30),
  rejectReason: textField((r) => r.rejectReason, 30),
  createdBy: textField((r) => r.createdBy),
  createdAt: dateTimeField((r) => r.createdAt),
  submittedAt: dateTimeField((r) => r.submittedAt),
  completedAt: dateTimeField((r) => r.completedAt),
});
