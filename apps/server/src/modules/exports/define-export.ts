import type { Writable } from 'node:stream';
import type { z } from 'zod';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  DEFAULT_WIDTHS,
  FILE_LIMITS,
  fieldOf,
  labelOf,
  plainValue,
  type FieldCatalogue,
  type FileModule,
  type Language,
} from '@oms/contracts';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { countRows, exportRows, type ListQuery, type RowOf } from '../../lib/paginate';
import { writeXlsx, type XlsxCell } from '../../lib/xlsx';

/** Whose data an export reads, and in which language it writes headers and values. */
export type ExportContext = {
  db: Db;
  tenantId: number;
  companyId: number;
  userId: number;
  language: Language;
  /** The user's IANA time zone (UTC when the request named none): see `exportDateTime`. */
  timeZone: string;
};

/** What a cell's `value` may read besides its row. */
export type ExportCellContext = { language: Language; timeZone: string };

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * `YYYY-MM-DD HH:mm:ss` as the user's clock shows the instant (specification §9's date format), for
 * date columns: Excel has no zones, so a Date cell would show UTC to a user in Shanghai.
 */
export const exportDateTime = (value: Date | string | null | undefined, timeZone: string): string | null => {
  if (value === null || value === undefined) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dateTimeFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
};

/** Exactly these rows (ids, already checked to be numbers), or every row the filters match. */
export type ExportSelection<F> = { ids?: number[]; filters: F };

export type ExportColumn<Row> = {
  key: string;
  header: { zh: string; en: string };
  width?: number;
  /** How the spreadsheet shows the column's numbers (`0.00` for amounts). */
  numFmt?: string;
  value: (row: Row, language: Language, ctx: ExportCellContext) => XlsxCell;
};

export type ExportDefinition<Row, F> = {
  /** Unique, kebab-case: usually the list's domain, e.g. `sub-accounts`. */
  kind: string;
  /** The owning module (shown in the file center by its name in FILE_MODULE_LABELS). */
  module: FileModule;
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

/** A date-time column written as the user's clock shows it (`exportDateTime`). */
export const dateTimeColumn = <Row>(
  key: string,
  header: { zh: string; en: string },
  pick: (row: Row) => Date | string | null | undefined,
): ExportColumn<Row> => ({
  key,
  header,
  width: 20,
  value: (row, _language, c) => exportDateTime(pick(row), c.timeZone),
});

/**
 * The export columns of a field catalogue's `keys`, in that order: headers from its labels, each
 * cell by its field's kind (contracts `plainValue`), instants on the user's clock, amounts as numbers
 * the spreadsheet shows with two decimals.
 */
export const catalogueColumns = <Row, K extends string>(
  catalogue: FieldCatalogue<Row, K>,
  keys: readonly K[],
): ExportColumn<Row>[] =>
  keys.map((key) => {
    const field = fieldOf(catalogue, key);
    const column = { key, header: labelOf(catalogue, key), width: field.width ?? DEFAULT_WIDTHS[field.kind] };
    if (field.kind === 'money') {
      // A number shown with its two decimals, so that the spreadsheet can add the column up.
      return {
        ...column,
        numFmt: '0.00',
        value: (row, language) => {
          const amount = field.pick(row, language);
          return amount === null ? null : Number(amount);
        },
      };
    }
    return {
      ...column,
      value: (row, language, c) => plainValue(field, row, language, (iso) => exportDateTime(iso, c.timeZone)),
    };
  });

/**
 * `count` and `rows` of an export that reads a list's query (the selected ids or the list's filters,
 * in the list's sort): the file holds exactly what the list shows. The count is exact up to the
 * export's maximum; above it the estimate is enough to refuse.
 */
const fromListQuery = <Q extends PgSelect, K extends string, F extends { sort?: string }>(
  queryOf: (ctx: ExportContext, selection: ExportSelection<F>) => ListQuery<Q, K>,
): Pick<ExportDefinition<RowOf<Q>, F>, 'count' | 'rows'> => ({
  count: async (ctx, selection) =>
    (await countRows(ctx.db, queryOf(ctx, selection), FILE_LIMITS.exportMaxRows)).total,
  rows: (ctx, selection) => exportRows(ctx.db, queryOf(ctx, selection), { sort: selection.filters.sort }),
});

/**
 * How a list's records become the rows the API answers, as the page maps them: one record at a time
 * in the reader's language, or a batch at a time where a row needs a look-up its record does not
 * hold (who acted named as the customer knows them, the attachments of a claim). A file mapped
 * otherwise than its list would write a field the list shows differently.
 */
export type RowMapping<R, Row> =
  | { toRow: (record: R, language: Language) => Row }
  | { toRows: (ctx: ExportContext, records: R[]) => Promise<Row[]> };

const splitMapping = <R, Row, T extends RowMapping<R, Row>>(mapping: T) => {
  if ('toRows' in mapping) {
    const { toRows, ...definition } = mapping;
    return { definition, rowsOf: toRows };
  }
  const { toRow, ...definition } = mapping;
  return {
    definition,
    rowsOf: async (ctx: ExportContext, records: R[]) => records.map((r) => toRow(r, ctx.language)),
  };
};

type Paging = 'current' | 'size' | 'cursor';
/** What a list's repository query is asked for: the chosen rows, or the list's filters (sort aside). */
export type ListSelection<F> = { ids: number[] } | Omit<F, 'sort'>;

/**
 * An export of a list page: its filters are the page request's without paging, and its rows come from
 * the page's own repository query, given the chosen ids or those filters. `defineExport` of the
 * answer takes the rest (kind, name, permission, columns), typed by the query's rows.
 */
export const listExport =
  <S extends z.ZodObject>(pageRequest: S) =>
  <Q extends PgSelect, K extends string>(
    listQuery: (ctx: ExportContext, selection: ListSelection<Omit<z.infer<S>, Paging>>) => ListQuery<Q, K>,
  ) => {
    type F = Omit<z.infer<S>, Paging> & { sort?: string };
    const list = {
      filters: pageRequest.omit({ current: true, size: true, cursor: true }) as unknown as z.ZodType<F>,
      ...fromListQuery<Q, K, F>((ctx, { ids, filters }) => {
        const { sort: _sort, ...where } = filters;
        return listQuery(ctx, ids ? { ids } : (where as ListSelection<F>));
      }),
    };
    return {
      defineExport: (
        definition: Omit<ExportDefinition<RowOf<Q>, F>, 'filters' | 'count' | 'rows'>,
      ): ExportDefinition<RowOf<Q>, F> => ({ ...definition, ...list }),

      /**
       * The export of a document's field catalogue: each batch of records mapped to the rows the API
       * answers (the list's own mapping, `RowMapping`) and written by `catalogueColumns(catalogue,
       * keys)`, so the file reads as the list and the detail page do.
       */
      catalogueExport: <Row, K extends string>({
        catalogue,
        keys,
        ...rest
      }: Omit<ExportDefinition<Row, F>, 'filters' | 'count' | 'rows' | 'columns'> & {
        catalogue: FieldCatalogue<Row, K>;
        keys: readonly K[];
      } & RowMapping<RowOf<Q>, Row>): ExportDefinition<Row, F> => {
        const { definition, rowsOf } = splitMapping<RowOf<Q>, Row, typeof rest>(rest);
        return {
          ...definition,
          columns: catalogueColumns(catalogue, keys),
          filters: list.filters,
          count: list.count,
          rows: async function* (ctx, selection) {
            for await (const batch of list.rows(ctx, selection)) yield await rowsOf(ctx, batch);
          },
        };
      },
    };
  };

/** Types an export definition; register it with `app.services.exports.define(…)`. */
export const defineExport = <Row, F = Record<string, never>>(definition: ExportDefinition<Row, F>) =>
  definition;

export type ExportRequestInput = {
  ids?: string[];
  filters?: Record<string, unknown>;
  /** The column keys to write, in order (see contracts `exportCreateRequest`). */
  columns?: string[];
};

/** The definition's columns the request names, in its order; all of them when it names none it knows. */
export const pickColumns = <C extends { key: string }>(all: C[], keys: string[] | undefined): C[] => {
  if (!keys) return all;
  const byKey = new Map(all.map((c) => [c.key, c]));
  const picked = [...new Set(keys)].flatMap((k) => byKey.get(k) ?? []);
  return picked.length > 0 ? picked : all;
};

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
      const columns = pickColumns(d.columns, input.columns);
      const cellContext: ExportCellContext = { language: ctx.language, timeZone: ctx.timeZone };
      async function* cells() {
        for await (const batch of d.rows(ctx, selection)) {
          yield batch.map((row) => columns.map((c) => c.value(row, ctx.language, cellContext)));
        }
      }
      return writeXlsx(out, {
        sheetName: d.name[ctx.language],
        columns: columns.map((c) => ({ header: c.header[ctx.language], width: c.width, numFmt: c.numFmt })),
        rows: cells(),
        onBatch,
      });
    },
  };
};
