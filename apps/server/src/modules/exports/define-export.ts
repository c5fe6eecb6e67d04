import type { Writable } from 'node:stream';
import type { z } from 'zod';
import type { Language } from '@oms/contracts';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { writeXlsx, type XlsxCell } from '../../lib/xlsx';

/** Whose data an export reads, and in which language it writes headers and values. */
export type ExportContext = {
  db: Db;
  tenantId: number;
  companyId: number;
  userId: number;
  language: Language;
};

/** Exactly these rows (ids, already checked to be numbers), or every row the filters match. */
export type ExportSelection<F> = { ids?: number[]; filters: F };

export type ExportColumn<Row> = {
  key: string;
  header: { zh: string; en: string };
  width?: number;
  value: (row: Row, language: Language) => XlsxCell;
};

export type ExportDefinition<Row, F> = {
  /** Unique, kebab-case: usually the list's domain, e.g. `sub-accounts`. */
  kind: string;
  /** The owning module (shown in the file center). */
  module: string;
  /** The file's and the download center's name. */
  name: { zh: string; en: string };
  /** The code the caller needs, e.g. `OMS_CLIENTACCOUNT:export`. */
  permission: string;
  /** The list's filter schema (its page request without paging); absent: no filters. */
  filters?: z.ZodType<F>;
  columns: ExportColumn<Row>[];
  /** How many rows the selection holds, scoped to `ctx.companyId`. */
  count: (ctx: ExportContext, selection: ExportSelection<F>) => Promise<number>;
  /** The rows in batches (e.g. the list engineer's `exportRows`), scoped to `ctx.companyId`. */
  rows: (ctx: ExportContext, selection: ExportSelection<F>) => AsyncIterable<Row[]>;
};

/** Types an export definition; register it with `app.services.exports.define(…)`. */
export const defineExport = <Row, F = Record<string, never>>(definition: ExportDefinition<Row, F>) =>
  definition;

export type ExportRequestInput = { ids?: string[]; filters?: Record<string, unknown> };

/** A definition with its row type hidden: what the registry keeps. */
export type RegisteredExport = {
  kind: string;
  module: string;
  name: { zh: string; en: string };
  permission: string;
  count: (ctx: ExportContext, input: ExportRequestInput) => Promise<number>;
  write: (
    ctx: ExportContext,
    input: ExportRequestInput,
    out: Writable,
    onBatch?: (written: number) => Promise<void> | void,
  ) => Promise<number>;
};

export const eraseExport = <Row, F>(d: ExportDefinition<Row, F>): RegisteredExport => {
  const select = (input: ExportRequestInput): ExportSelection<F> => {
    const parsed = d.filters ? d.filters.safeParse(input.filters ?? {}) : undefined;
    if (parsed && !parsed.success) throw errors.invalid('error.validation', undefined, 'filters');
    const filters = (parsed?.success ? parsed.data : {}) as F;
    return { ids: input.ids?.map(Number), filters };
  };
  return {
    kind: d.kind,
    module: d.module,
    name: d.name,
    permission: d.permission,
    count: (ctx, input) => d.count(ctx, select(input)),
    write: async (ctx, input, out, onBatch) => {
      const selection = select(input);
      async function* cells() {
        for await (const batch of d.rows(ctx, selection)) {
          yield batch.map((row) => d.columns.map((c) => c.value(row, ctx.language)));
        }
      }
      return writeXlsx(out, {
        sheetName: d.name[ctx.language],
        columns: d.columns.map((c) => ({ header: c.header[ctx.language], width: c.width })),
        rows: cells(),
        onBatch,
      });
    },
  };
};
