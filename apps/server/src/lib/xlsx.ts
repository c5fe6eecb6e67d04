import { Readable, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { bufferSource } from './magic-bytes';
import { checkZip, checkZipDirectory, XLSX_ZIP_LIMITS } from './zip';

// Streaming xlsx on exceljs: the writer never holds the workbook, the reader never the file. Every
// string written is neutralised against formula injection (a cell starting with = + - @ tab or CR
// would run as a formula in Excel); the reader undoes exactly that prefix, so files round-trip.

export type XlsxCell = string | number | boolean | Date | null | undefined;
/** A column of a sheet; `numFmt` is how Excel shows its numbers (e.g. `0.00` for amounts). */
export type XlsxColumn = { header: string; width?: number; numFmt?: string };

let excel: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded on first use: it costs about 0.9 s and 30 MB, and only imports and exports need it,
 * so the server does not pay for it at start. A failed load is not remembered.
 */
export const loadExcel = (): Promise<typeof ExcelJS> => {
  if (!excel) {
    excel = import('exceljs').then(
      (m) => (m as { default?: typeof ExcelJS }).default ?? (m as typeof ExcelJS),
    );
    excel.catch(() => (excel = undefined));
  }
  return excel;
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** `=1+1` → `'=1+1`: shown as text, never evaluated. */
export const neutralise = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const cellOut = (value: XlsxCell): string | number | boolean | Date | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return neutralise(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
};

export type WriteXlsxOptions = {
  sheetName: string;
  columns: XlsxColumn[];
  /** Batches of rows, each row one value per column. */
  rows: AsyncIterable<XlsxCell[][]> | Iterable<XlsxCell[][]>;
  /** Called after each batch with the rows written so far; may throw to stop (e.g. on abort). */
  onBatch?: (written: number) => Promise<void> | void;
};

/** Writes one sheet with a bold header row to `out` and ends it; answers the data rows written. */
export const writeXlsx = async (out: Writable, options: WriteXlsxOptions): Promise<number> => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = options.columns.map((c, i) => ({
    key: String(i),
    width: c.width ?? 18,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  const header = sheet.addRow(options.columns.map((c) => neutralise(c.header)));
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for await (const batch of options.rows) {
    for (const row of batch) {
      sheet.addRow(row.map(cellOut)).commit();
    }
    written += batch.length;
    await options.onBatch?.(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
};

type RichText = { richText: { text: string }[] };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (d: Date) => {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return time === '00:00:00' ? day : `${day} ${time}`;
};

/** Any cell value as the text a user typed: rich text joined, formulas by their result, dates ISO. */
export const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim().replace(/^'(?=[=+\-@\t\r])/, '');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateText(value);
  if (isObject(value)) {
    if (Array.isArray(value.richText))
      return cellText((value as RichText).richText.map((r) => r.text).join(''));
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
  }
  return '';
};

export type XlsxRow = { rowNumber: number; cells: string[] };

/**
 * The rows of the first worksheet, as text, in order; empty rows are skipped. Reads the stream as it
 * comes (a worksheet stored before the shared strings is spooled by exceljs to a temporary file).
 */
/** A row's values as the text of its cells, trailing empty cells dropped; null for an empty row. */
const rowCells = (values: unknown): string[] | null => {
  // exceljs rows are 1-based: index 0 is always empty.
  const cells = Array.from((Array.isArray(values) ? values : []).slice(1), cellText);
  const last = cells.findLastIndex((c) => c !== '');
  return last < 0 ? null : cells.slice(0, last + 1);
};

export async function* readXlsxRows(input: Readable): AsyncGenerator<XlsxRow> {
  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells = rowCells(row.values);
        if (cells) yield { rowNumber: row.number, cells };
      }
      return;
    }
  } finally {
    input.destroy();
  }
}

/**
 * The rows of an xlsx held whole (imports are at most 10 MB), as `readXlsxRows` gives them. The zip is
 * checked first (`checkZip`: declared sizes, then every entry inflated and counted), so a bomb never
 * reaches exceljs and throws `ZipRefused`. exceljs's streaming reader needs the workbook part before
 * the sheets; files that store it after them (as SheetJS and other writers do) lose it there (exceljs
 * issue 962), so those are read whole with exceljs's loader instead.
 */
export async function* readXlsxBuffer(content: Buffer): AsyncGenerator<XlsxRow> {
  await checkZip(content, XLSX_ZIP_LIMITS);
  const entries = await checkZipDirectory(bufferSource(content), XLSX_ZIP_LIMITS);
  const workbookAt = entries.findIndex((e) => e.name === 'xl/workbook.xml');
  const sheetAt = entries.findIndex((e) => e.name.startsWith('xl/worksheets/'));
  if (workbookAt >= 0 && (sheetAt < 0 || workbookAt < sheetAt)) {
    yield* readXlsxRows(Readable.from([content]));
    return;
  }
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; a copy of the bytes is one.
  await workbook.xlsx.load(new Uint8Array(content).buffer);
  const rows: XlsxRow[] = [];
  workbook.worksheets[0]?.eachRow((row, rowNumber) => {
    const cells = rowCells(row.values);
    if (cells) rows.push({ rowNumber, cells });
  });
  yield* rows;
}
