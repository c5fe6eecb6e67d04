import { z } from 'zod';
import { idSchema, LIST_LIMITS } from './list';
import { defineFields } from './fields';
import { INBOUND_LIMITS } from './inbound-orders';

// Inbound orders' printouts (box labels, packing list) and their line import (issue 11 §2): the
// requests, limits and messages; the endpoints are in inbound-orders-endpoints.ts.

/** The xlsx import of an order's lines (SKU, boxes) into one draft or rejected order (`target`). */
export const INBOUND_LINES_IMPORT_KIND = 'inbound-order-lines';

export const INBOUND_PRINT_LIMITS = {
  /** Box labels one PDF holds at most (one page per carton). */
  labelsMax: 3_000,
  /** Orders one print takes at most. */
  ordersMax: 50,
} as const;

/** One order (`id`, the detail page) or the list's selection (`ids`, "print selected"). */
export const inboundPrintRequest = z
  .object({
    id: idSchema.optional(),
    ids: z
      .array(idSchema)
      .max(Math.min(INBOUND_PRINT_LIMITS.ordersMax, LIST_LIMITS.maxBatchIds), { error: 'validation.tooLong' })
      .optional(),
  })
  .refine((v) => v.id !== undefined || (v.ids?.length ?? 0) > 0, { error: 'list.selectRows' });
export type InboundPrintRequest = z.infer<typeof inboundPrintRequest>;

/** The stored PDF: open it with /api/files/download?id=. */
export const inboundPrintResult = z.object({
  fileId: z.string(),
  name: z.string(),
  /** Pages of the PDF (labels: one per carton). */
  pages: z.number().int(),
});
export type InboundPrintResult = z.infer<typeof inboundPrintResult>;

/** The line import's notes on the template's instructions sheet. */
export const INBOUND_LINES_IMPORT_NOTES = defineFields({
  sku: {
    zh: '本公司审核通过的产品 SKU，每个 SKU 一行',
    en: "A SKU of your company's passed products, one row per SKU",
  },
  boxes: {
    zh: `整箱数，1 到 ${INBOUND_LIMITS.boxesMax} 的整数；数量 = 箱数 × 产品的单箱数量`,
    en: `Full boxes, a whole number from 1 to ${INBOUND_LIMITS.boxesMax}; quantity = boxes × the product's pieces per carton`,
  },
  replace: {
    zh: '导入会替换入库单现有的全部明细；只有草稿或已驳回的入库单可以导入。',
    en: "An import replaces all of the order's lines; only draft or rejected orders take an import.",
  },
});
