import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import {
  formatMessage,
  isMessageKey,
  MESSAGE_PARAMS,
  type FileModule,
  type Language,
  type MessageKey,
} from '@oms/contracts';
import type { Tx } from '../../db/client';

export type ImportColumn = {
  /** The row schema's key for this column. */
  key: string;
  header: { zh: string; en: string };
  /** The template's example row. */
  example?: string | number;
  width?: number;
};

/** Whose data an import writes. */
export type ImportContext = { tenantId: number; companyId: number; userId: number; language: Language };

/** A checked row and its row number in the sheet (for error messages). */
export type ImportRow<T> = { rowNumber: number; data: T };

export type ImportDefinition<T> = {
  /** Unique, kebab-case, e.g. `products`. */
  kind: string;
  /** The owning module (the template list and the file center show its name in FILE_MODULE_LABELS). */
  module: FileModule;
  name: { zh: string; en: string };
  /** The code the caller needs, e.g. `OMS_BASICSKU:import`. */
  permission: string;
  templateColumns: ImportColumn[];
  /**
   * Checks one row: an object of the columns' keys to the cell text (absent when empty). Use message
   * keys as zod errors and `z.coerce` for numbers. Every row is checked before any is applied.
   */
  rowSchema: z.ZodType<T>;
  /**
   * Applies every row in the transaction that also completes the import job: all rows or none.
   * Throw `ImportRowsError` for rows that fail a rule the schema cannot check (e.g. a duplicate).
   */
  apply: (tx: Tx, rows: ImportRow<T>[], ctx: ImportContext) => Promise<void>;
};

/** Rows `apply` refuses; the whole import is rolled back and they go to the error file. */
export class ImportRowsError extends Error {
  constructor(
    readonly rows: {
      rowNumber: number;
      message: MessageKey;
      params?: Record<string, string | number>;
      /** The column's key, to prefix the message with its header. */
      column?: string;
    }[],
  ) {
    super('import rows refused');
  }
}

/** Types an import definition; register it with `app.services.imports.define(…)`. */
export const defineImport = <T>(definition: ImportDefinition<T>) => definition;

/** A sheet row by column key (cell text; absent when the cell is empty). */
export type RawRow = { rowNumber: number; values: Record<string, string | undefined> };

/** The rows checked: why each failing row failed (by row number), and how to apply them if none did. */
export type PreparedImport = {
  reasons: Map<number, string>;
  apply: (tx: Tx, ctx: ImportContext) => Promise<void>;
};

export type RegisteredImport = Omit<ImportDefinition<unknown>, 'rowSchema' | 'apply'> & {
  prepare: (rows: RawRow[], language: Language) => Promise<PreparedImport>;
  /** Reasons for the rows an `ImportRowsError` names. */
  reasonsOf: (error: ImportRowsError, language: Language) => Map<number, string>;
};

/** Rows checked between two turns of the event loop, so other requests are served during a large file. */
export const ROWS_PER_TURN = 1_000;

const translate = (message: string, language: Language, bounds: Record<string, number> = {}) => {
  if (!isMessageKey(message)) return message;
  const fixed = (MESSAGE_PARAMS as Record<string, Record<string, number>>)[message] ?? {};
  return formatMessage(message, language, { ...bounds, ...fixed });
};

const boundsOf = (issue: z.core.$ZodIssue): Record<string, number> => {
  const bounds: Record<string, number> = {};
  if ('maximum' in issue && typeof issue.maximum === 'number') bounds.max = issue.maximum;
  if ('minimum' in issue && typeof issue.minimum === 'number') bounds.min = issue.minimum;
  return bounds;
};

export const eraseImport = <T>(d: ImportDefinition<T>): RegisteredImport => {
  const headerOf = (key: unknown, language: Language) =>
    d.templateColumns.find((c) => c.key === key)?.header[language] ?? String(key ?? '');
  const addReason = (reasons: Map<number, string>, rowNumber: number, text: string) =>
    reasons.set(rowNumber, reasons.has(rowNumber) ? `${reasons.get(rowNumber)}; ${text}` : text);

  return {
    kind: d.kind,
    module: d.module,
    name: d.name,
    permission: d.permission,
    templateColumns: d.templateColumns,
    async prepare(rows, language) {
      const reasons = new Map<number, string>();
      const valid: ImportRow<T>[] = [];
      for (const [i, row] of rows.entries()) {
        if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
        const parsed = d.rowSchema.safeParse(row.values);
        if (parsed.success) {
          valid.push({ rowNumber: row.rowNumber, data: parsed.data });
          continue;
        }
        for (const issue of parsed.error.issues) {
          const text = translate(issue.message, language, boundsOf(issue));
          const column = issue.path.length > 0 ? `${headerOf(issue.path[0], language)}: ` : '';
          addReason(reasons, row.rowNumber, `${column}${text}`);
        }
      }
      return { reasons, apply: (tx, ctx) => d.apply(tx, valid, ctx) };
    },
    reasonsOf(error, language) {
      const reasons = new Map<number, string>();
      for (const r of error.rows) {
        const column = r.column ? `${headerOf(r.column, language)}: ` : '';
        addReason(reasons, r.rowNumber, `${column}${formatMessage(r.message, language, r.params)}`);
      }
      return reasons;
    },
  };
};
