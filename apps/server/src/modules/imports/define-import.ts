import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import type { Bilingual, FileModule, Language } from '@oms/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { issueProblem, problemTexts, validFields } from './import-problems';
import type { ImportChoice, ImportColumn, RowProblem } from './import-types';

export type { ImportChoice, ImportColumn, RowProblem };

/**
 * Whose data an import writes; `target` is the document it fills, for kinds that apply into one
 * (the upload's `target`, checked by the kind's `checkTarget`).
 */
export type ImportContext = {
  tenantId: number;
  companyId: number;
  userId: number;
  language: Language;
  target?: string;
};

/** A checked row and its row number in the sheet (for error messages). */
export type ImportRow<T> = { rowNumber: number; data: T };

/**
 * A row as `check` sees it: the fields that passed the schema on their own (all of them on a valid
 * row), so a row with a wrong weight still has its SKU checked against the company's products.
 */
export type CheckedRow<T> = { rowNumber: number; data: Partial<T> };

/** What the template adds from the company's own data; `company` is null for a caller not signed in. */
export type TemplateData = {
  choices?: Record<string, readonly ImportChoice[]>;
  example?: Record<string, string | number>;
};

type ImportBase<T> = {
  /** Unique, kebab-case, e.g. `products`. */
  kind: string;
  /** The owning module (the template list and the file center show its name in FILE_MODULE_LABELS). */
  module: FileModule;
  name: Bilingual;
  /** The code the caller needs, e.g. `OMS_BASICSKU:import`. */
  permission: string;
  templateColumns: ImportColumn[];
  /** Lines the instructions sheet adds after the columns (e.g. how product images are given). */
  templateNotes?: Bilingual[];
  /** The company's part of the template: choices from its data, an example that imports for it. */
  template?: (db: DbOrTx, company: { tenantId: number; companyId: number } | null) => Promise<TemplateData>;
  /**
   * For a kind that applies into one document of the company (e.g. the lines of one inbound order):
   * checks the upload's `target` before the file is stored; throw an AppError (404, 409) to refuse.
   * `check` and `apply` read it as `ctx.target`.
   */
  checkTarget?: (db: DbOrTx, ctx: ImportContext) => Promise<void>;
  /**
   * Checks one row: an object of the columns' keys to the cell text (absent when empty). Use the
   * form's schemas (their message keys read as cell messages through IMPORT_WORDING).
   */
  rowSchema: z.ZodType<T>;
  /**
   * The rules against the company's data (duplicates in the file and in the database, references),
   * run on every row together with the schema, so one upload reports every problem of every row.
   */
  check?: (db: DbOrTx, rows: CheckedRow<T>[], ctx: ImportContext) => Promise<RowProblem[]>;
};

/** Staged rows (see `stage`): what the job's transaction does with them, and the clean-up after it. */
export type Staged = { apply: (tx: Tx) => Promise<void>; discard: () => Promise<void> };

/** Whose import it is, and the job that runs it (staged rows are the job's). */
export type StageContext = ImportContext & { jobId: number };

/**
 * How the checked rows are written, one of two ways. Throw `ImportRowsError` from either `apply` for
 * rows that fail a rule meanwhile (e.g. a SKU created since the check): the import is rolled back.
 */
type Applying<T> =
  | {
      /** Applies every row in the transaction that also completes the import job: all rows or none. */
      apply: (tx: Tx, rows: ImportRow<T>[], ctx: ImportContext) => Promise<void>;
      stage?: undefined;
    }
  | {
      /**
       * For files whose writing would hold the database for long (PGlite serves no other request
       * while a transaction runs): writes the rows where no one sees them yet, in short statements
       * of their own, and answers the `apply` that makes them visible in the job's transaction, all
       * rows or none still, and the `discard` run after the job ends either way.
       */
      stage: (rows: ImportRow<T>[], ctx: StageContext) => Promise<Staged>;
      apply?: undefined;
    };

export type ImportDefinition<T> = ImportBase<T> & Applying<T>;

/** Rows `apply` refuses; the whole import is rolled back and they go to the error file. */
export class ImportRowsError extends Error {
  constructor(readonly rows: RowProblem[]) {
    super('import rows refused');
  }
}

/** Types an import definition; register it with `app.services.imports.define(…)`. */
export const defineImport = <T>(definition: ImportDefinition<T>) => definition;

/** A sheet row by column key (cell text; absent when the cell is empty). */
export type RawRow = { rowNumber: number; values: Record<string, string | undefined> };

/** The rows checked: every problem of each failing row (by row number), and how to apply them if none. */
export type PreparedImport = {
  reasons: Map<number, string>;
  /** Stages the rows for the job (a no-op for kinds that apply in the transaction only). */
  stage: (jobId: number) => Promise<Staged>;
  /** The reasons of the rows an `ImportRowsError` of `apply` names. */
  refused: (error: ImportRowsError) => Map<number, string>;
};

export type RegisteredImport = Omit<ImportBase<unknown>, 'rowSchema' | 'check'> & {
  prepare: (db: DbOrTx, rows: RawRow[], ctx: ImportContext) => Promise<PreparedImport>;
};

/** Rows checked between two turns of the event loop, so other requests are served during a large file. */
export const ROWS_PER_TURN = 1_000;

export const eraseImport = <T>(d: ImportDefinition<T>): RegisteredImport => {
  const describe = problemTexts(d.templateColumns);
  return {
    kind: d.kind,
    module: d.module,
    name: d.name,
    permission: d.permission,
    templateColumns: d.templateColumns,
    templateNotes: d.templateNotes,
    template: d.template,
    checkTarget: d.checkTarget,
    async prepare(db, rows, ctx) {
      const problems: RowProblem[] = [];
      const valid: ImportRow<T>[] = [];
      const checked: CheckedRow<T>[] = [];
      for (const [i, row] of rows.entries()) {
        if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
        const parsed = d.rowSchema.safeParse(row.values);
        if (parsed.success) {
          valid.push({ rowNumber: row.rowNumber, data: parsed.data });
          checked.push({ rowNumber: row.rowNumber, data: parsed.data });
          continue;
        }
        problems.push(
          ...parsed.error.issues.map((issue) => issueProblem(row.rowNumber, issue, row.values, ctx.language)),
        );
        checked.push({ rowNumber: row.rowNumber, data: validFields(d.rowSchema, row.values) });
      }
      // One by one: a spread of tens of thousands of problems would pass the argument limit.
      for (const problem of (await d.check?.(db, checked, ctx)) ?? []) problems.push(problem);
      const cells = new Map(rows.map((r) => [r.rowNumber, r.values]));
      return {
        reasons: describe(problems, cells, ctx.language),
        stage: async (jobId) =>
          d.stage
            ? d.stage(valid, { ...ctx, jobId })
            : { apply: (tx) => d.apply(tx, valid, ctx), discard: async () => undefined },
        refused: (error) => describe(error.rows, cells, ctx.language),
      };
    },
  };
};
