import type { FormRule } from 'antd';
import {
  relabelLinesIssues,
  type CreateRelabelRequest,
  type MessageKey,
  type RelabelDetail,
} from '@oms/contracts';
import i18n from '@/shared/i18n';
import { productLabel } from './display';

/** A line as the form holds it: the old and new products picked (with their text) and how many. */
export type LineValue = {
  oldProductId?: string;
  oldLabel?: string;
  newProductId?: string;
  newLabel?: string;
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
export const lineIssueAt = (
  lines: readonly (LineValue | undefined)[],
  path: readonly (string | number)[],
) => {
  const issue = relabelLinesIssues(
    lines.map((l) => ({
      oldProductId: l?.oldProductId,
      newProductId: l?.newProductId,
      quantity: l?.quantity ?? undefined,
    })),
  ).find((i) => i.path.join('.') === path.join('.'));
  return issue && i18n.t(`messages:${issue.message as MessageKey}`);
};

/** A form rule of the line rules for the field at `path` (it reads the lines as they stand). */
export const lineRule =
  (...path: (string | number)[]): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const text = lineIssueAt((getFieldValue('lines') ?? []) as LineValue[], path);
      if (text) throw new Error(text);
    },
  });

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
          oldLabel: productLabel(l.oldSku, l.oldName),
          newProductId: l.newProductId,
          newLabel: productLabel(l.newSku, l.newName),
          quantity: l.quantity,
        })),
        remark: d.remark ?? undefined,
        labelFileIds: d.labelFiles.map((f) => f.id),
      }
    : { lines: [{ quantity: 1 }], labelFileIds: [] };
