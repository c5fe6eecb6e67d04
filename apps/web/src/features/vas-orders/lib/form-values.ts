import { vasOrderIssues, type CreateVasRequest, type VasDetail, type VasServiceType } from '@oms/contracts';
import { lineIssueRules } from '@/shared/lib/line-issues';

/** A line as the form holds it: the product picked (with its SKU and name, for the picker) and how many. */
export type LineValue = { productId?: string; sku?: string; name?: string; quantity?: number | null };

/**
 * The kit as the form holds it: the combination and the kit's own product picked (with their names,
 * for the pickers) and how many kits.
 */
export type KitValue = {
  combinationId?: string;
  combinationName?: string;
  kitProductId?: string;
  kitSku?: string;
  quantity?: number | null;
};

export type Values = {
  warehouseId?: string;
  serviceType?: VasServiceType;
  lines: LineValue[];
  kit: KitValue;
  requirements?: string;
  remark?: string;
  attachmentIds?: string[];
};

/** Kitting assembles a combination (the kit's fields); every other service works on lines of SKUs. */
export const isKitting = (service: VasServiceType | undefined) => service === 'KITTING';

/**
 * The contracts' rules of the lines (`vasOrderIssues`, the list the server's schema runs), shown
 * while a service on pieces is chosen: at least one line (`lines`) and a SKU once
 * (`lines.<i>.productId`).
 */
export const {
  issueAt: lineIssueAt,
  fieldRule: lineRule,
  listRule: linesRule,
} = lineIssueRules((lines: readonly (LineValue | undefined)[]) =>
  vasOrderIssues({ lines: lines.map((l) => ({ productId: l?.productId })) }),
);

/** The products the lines hold, for their pickers to show without searching. */
export const knownOf = (lines: readonly (LineValue | undefined)[]) =>
  lines.flatMap((l) => (l?.productId && l.sku ? [{ productId: l.productId, sku: l.sku, name: l.name }] : []));

const text = (v: string | undefined) => v?.trim() || undefined;

/** The request the form's values make (without `submit`): the kit for kitting, else the lines. */
export const bodyOf = (v: Values): Omit<CreateVasRequest, 'submit'> => ({
  warehouseId: v.warehouseId,
  serviceType: v.serviceType!,
  ...(isKitting(v.serviceType)
    ? {
        lines: [],
        kit: {
          combinationId: v.kit.combinationId,
          kitProductId: v.kit.kitProductId,
          quantity: v.kit.quantity ?? 0,
        },
      }
    : {
        lines: v.lines.map((l) => ({ productId: l.productId, quantity: l.quantity ?? 0 })),
        kit: null,
      }),
  requirements: v.requirements ?? '',
  remark: text(v.remark),
  attachmentIds: v.attachmentIds ?? [],
});

/** A new line: one piece. */
export const NEW_LINE: LineValue = { quantity: 1 };

/** The form's start: the draft's values when editing, else one empty line of one piece and one kit. */
export const valuesOf = (d: VasDetail | null): Partial<Values> =>
  d
    ? {
        warehouseId: d.warehouse.id,
        serviceType: d.serviceType,
        lines: d.kit
          ? [NEW_LINE]
          : d.lines.map((l) => ({ productId: l.productId, sku: l.sku, name: l.name, quantity: l.quantity })),
        kit: d.kit
          ? {
              combinationId: d.kit.combinationId,
              combinationName: d.kit.combinationName,
              kitProductId: d.kit.kitProductId,
              kitSku: d.kit.kitSku,
              quantity: d.kit.quantity,
            }
          : { quantity: 1 },
        requirements: d.requirements,
        remark: d.remark ?? undefined,
        attachmentIds: d.attachments.map((f) => f.id),
      }
    : { lines: [NEW_LINE], kit: { quantity: 1 }, attachmentIds: [] };
