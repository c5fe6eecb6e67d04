import type { Bilingual, MessageKey } from '@oms/contracts';

// The shapes an import definition and its problem wording share (kept apart so neither imports the other).

/** A value a column takes from a fixed set; `label` names it on the template's valid-values sheet. */
export type ImportChoice = { value: string; label?: Bilingual };

export type ImportColumn = {
  /** The row schema's key for this column. */
  key: string;
  header: Bilingual;
  /** The template's example row (it must import as it is). */
  example?: string | number;
  width?: number;
  /** A fixed set of values: listed on the template's valid-values sheet and offered as a drop-down. */
  choices?: readonly ImportChoice[];
  /** The format the instructions sheet gives for the column. */
  note?: Bilingual;
};

/** A problem of one row: a message key (`imports.cell.*` ones get the column and value filled in). */
export type RowProblem = {
  rowNumber: number;
  message: MessageKey;
  params?: Record<string, string | number>;
  /** The column's key: the message names its header and the cell's value. */
  column?: string;
};
