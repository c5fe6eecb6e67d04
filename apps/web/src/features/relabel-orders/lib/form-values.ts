import { relabelLinesIssues, type CreateRelabelRequest, type RelabelDetail } from '@oms/contracts';
import { lineIssueRules } from '@/shared/lib/line-issues';

/**
 * A line as the form holds it: the old and new products picked and how many; a draft's line keeps
 * its products' SKUs and names, for the pickers to show without searching.
 */
export type LineValue = {
  oldProductId?: string;
  oldSku?: string;
  oldName?: string;
  newProductId?: string;
  newSku?: string;
  newName?: string;
  quantity?: number | null;
};

export type Values = {
  warehouseId?: string;
  lines: LineValue[];
  remark?: string;
  labelFileIds?: string[];
};

/**
 * The contracts' line rules of specification §5 (`relabelLinesIssues`, the same list the server's
 * schema runs) that fall on the field at `path`: the total above 0 (`lines`), a new SKU unlike the
 * old one (`lines.<i>.newProductId`), an old SKU once (`lines.<i>.oldProductId`).
 */
export const {
  issueAt: lineIssueAt,
  fieldRule: lineRule,
  listRule: linesRule,
} = lineIssueRules((lines: readonly (LineValue | undefined)[]) =>
  relabelLinesIssues(
    lines.map((l) => ({
      oldProductId: l?.oldProductId,
      newProductId: l?.newProductId,
      quantity: l?.quantity ?? undefined,
    })),
  ),
);

/** The products a draft's lines hold (old and new), for the pickers. */
export const knownOf = (lines: readonly (LineValue | undefined)[]) =>
  lines.flatMap((l) => [
    ...(l?.oldProductId && l.oldSku ? [{ productId: l.oldProductId, sku: l.oldSku, name: l.oldName }] : []),
    ...(l?.newProductId && l.newSku ? [{ productId: l.newProductId, sku: l.newSku, name: l.newName }] : []),
  ]);

/** The request the form's values make (without `submit`). */
export const bodyOf = (v: Values): Omit<CreateRelabelRequest, 'submit'> => ({
  warehouseId: v.warehouseId,
  lines: v.lines.map((l) => ({
    oldProductId: l.oldProductId ?? '',
    newProductId: l.newProductId ?? '',
    quantity: l.quantity ?? 0,
  })),
  remark: v.remark?.trim() || undefined,
  labelFileIds: v.labelFileIds ?? [],
});

/** The form's start: the draft's values when editing, else one empty line of one piece. */
export const valuesOf = (d: RelabelDetail | null): Partial<Values> =>
  d
    ? {
        warehouseId: d.warehouse.id,
        lines: d.lines.map((l) => ({
          oldProductId: l.oldProductId,
          oldSku: l.oldSku,
          oldName: l.oldName,
          newProductId: l.newProductId,
          newSku: l.newSku,
          newName: l.newName,
          quantity: l.quantity,
        })),
        remark: d.remark ?? undefined,
        labelFileIds: d.labelFiles.map((f) => f.id),
      }
    : { lines: [{ quantity: 1 }], labelFileIds: [] };
