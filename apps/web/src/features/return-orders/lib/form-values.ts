import {
  returnLinesIssues,
  type CreateReturnRequest,
  type ReturnDetail,
  type ReturnHandling,
  type ShippedOrder,
} from '@oms/contracts';
import { lineIssueRules } from '@/shared/lib/line-issues';

/** A line as the form holds it: the product picked (with its SKU and name, for the picker), how many, what to do. */
export type LineValue = {
  productId?: string;
  sku?: string;
  name?: string;
  quantity?: number | null;
  handling?: ReturnHandling;
  reason?: string;
};

export type Values = {
  warehouseId?: string;
  /** The shipped outbound order the goods come back from, and its number (shown, not sent). */
  outboundOrderId?: string | null;
  outboundNo?: string;
  trackingNo?: string;
  carrier?: string;
  buyerName?: string;
  lines: LineValue[];
  remark?: string;
};

/** A new line: one piece, its sellable pieces restocked. */
export const NEW_LINE: LineValue = { quantity: 1, handling: 'RESTOCK' };

/**
 * The contracts' line rules (`returnLinesIssues`, the list the server's schema runs): at least one
 * line (`lines`) and a SKU once (`lines.<i>.productId`).
 */
export const {
  issueAt: lineIssueAt,
  fieldRule: lineRule,
  listRule: linesRule,
} = lineIssueRules((lines: readonly (LineValue | undefined)[]) =>
  returnLinesIssues(lines.map((l) => ({ productId: l?.productId }))),
);

/** The lines a shipped order fills in: each item it shipped, all of its pieces, restocked. */
export const linesOf = (order: ShippedOrder): LineValue[] =>
  order.items.map((i) => ({
    productId: i.productId,
    sku: i.sku,
    name: i.name,
    quantity: i.quantity,
    handling: 'RESTOCK',
  }));

/** The products the lines hold, for their pickers to show without searching. */
export const knownOf = (lines: readonly (LineValue | undefined)[]) =>
  lines.flatMap((l) => (l?.productId && l.sku ? [{ productId: l.productId, sku: l.sku, name: l.name }] : []));

const text = (v: string | undefined) => v?.trim() || undefined;

/** The request the form's values make (without `submit`). */
export const bodyOf = (v: Values): Omit<CreateReturnRequest, 'submit'> => ({
  warehouseId: v.warehouseId,
  outboundOrderId: v.outboundOrderId ?? null,
  trackingNo: text(v.trackingNo),
  carrier: text(v.carrier),
  buyerName: text(v.buyerName),
  lines: v.lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity ?? 0,
    handling: l.handling ?? 'RESTOCK',
    reason: text(l.reason),
  })),
  remark: text(v.remark),
});

/** The form's start: the draft's values when editing, else one empty line of one piece. */
export const valuesOf = (d: ReturnDetail | null): Partial<Values> =>
  d
    ? {
        warehouseId: d.warehouse.id,
        outboundOrderId: d.outboundOrderId,
        outboundNo: d.outboundNo ?? undefined,
        trackingNo: d.trackingNo ?? undefined,
        carrier: d.carrier ?? undefined,
        buyerName: d.buyerName ?? undefined,
        lines: d.lines.map((l) => ({
          productId: l.productId,
          sku: l.sku,
          name: l.name,
          quantity: l.quantity,
          handling: l.handling,
          reason: l.reason ?? undefined,
        })),
        remark: d.remark ?? undefined,
      }
    : { lines: [NEW_LINE] };
