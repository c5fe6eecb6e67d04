import { setImmediate as nextTurn } from 'node:timers/promises';
import { workbookStream } from './xls-container';
import {
  isDateFormat,
  malformed,
  Pieces,
  readSst,
  records,
  rkNumber,
  RT,
  serialDate,
  type BiffRecord,
} from './xls-records';
import { cellText, type XlsxRow } from './xlsx';

// Imports of Excel 97–2003 files (BIFF8): the workbook stream comes from cfb, its records are read
// here. Cells become text through the xlsx reader's `cellText`, so an import treats both alike.

const BIFF8 = 0x0600;
const BOF_GLOBALS = 0x0005;
const BOF_WORKSHEET = 0x0010;
/** BIFF8 sheets have 256 columns; a cell beyond is not a BIFF8 cell. */
const MAX_COLUMN = 255;
/** Records parsed between turns of the event loop (a 10 MB file holds a few hundred thousand). */
const RECORDS_PER_TURN = 50_000;

type Globals = { strings: string[]; dateXf: boolean[]; date1904: boolean; sheetOffset: number };

const checkBof = (all: Generator<BiffRecord>, kind: number) => {
  const { value: record } = all.next();
  if (record?.type !== RT.BOF || record.data.length < 4) return malformed('no BOF record');
  // BIFF5 and older keep strings in code pages and records in other shapes.
  if (record.data.readUInt16LE(0) !== BIFF8) throw new Error('Only Excel 97–2003 (BIFF8) xls files are read');
  if (record.data.readUInt16LE(2) !== kind) malformed('unexpected substream');
};

const need = (record: BiffRecord, length: number) => {
  if (record.data.length < length) malformed(`record 0x${record.type.toString(16)} is too short`);
};

/** The workbook globals: shared strings, which cell formats show dates, where the first worksheet is. */
const readGlobals = (stream: Buffer): Globals => {
  const all = records(stream, 0);
  checkBof(all, BOF_GLOBALS);
  const formats = new Map<number, string>();
  const xfFormats: number[] = [];
  let strings: string[] = [];
  let date1904 = false;
  let sheetOffset: number | undefined;
  for (const record of all) {
    const { type, data } = record;
    if (type === RT.EOF) {
      if (sheetOffset === undefined) return malformed('no worksheet');
      const dateXf = xfFormats.map((id) => isDateFormat(formats.get(id), id));
      return { strings, dateXf, date1904, sheetOffset };
    }
    if (type === RT.FILEPASS) throw new Error('The xls file is encrypted');
    if (type === RT.DATEMODE) {
      need(record, 2);
      date1904 = data.readUInt16LE(0) === 1;
    } else if (type === RT.FORMAT) {
      need(record, 2);
      formats.set(data.readUInt16LE(0), Pieces.of(record, 2).string());
    } else if (type === RT.XF) {
      need(record, 4);
      xfFormats.push(data.readUInt16LE(2));
    } else if (type === RT.BOUNDSHEET) {
      need(record, 6);
      // Sheet type 0 is a worksheet; charts, macro sheets and VBA modules are not read.
      if (sheetOffset === undefined && data[5] === 0) sheetOffset = data.readUInt32LE(0);
    } else if (type === RT.SST) {
      need(record, 8);
      strings = readSst(record);
    }
  }
  return malformed('the workbook globals have no EOF record');
};

/** Non-empty cell texts by row, then by column (both 0-based). */
type Cells = Map<number, Map<number, string>>;

const readCells = async (stream: Buffer, globals: Globals): Promise<Cells> => {
  const { strings, dateXf, date1904, sheetOffset } = globals;
  if (sheetOffset >= stream.length) malformed('the worksheet is outside the stream');
  const cells: Cells = new Map();
  const put = (row: number, col: number, text: string) => {
    if (col > MAX_COLUMN) malformed('a cell beyond column IV');
    let cols = cells.get(row);
    if (text === '') cols?.delete(col);
    else {
      if (!cols) cells.set(row, (cols = new Map()));
      cols.set(col, text);
    }
  };
  const numberText = (value: number, xf: number) => {
    if (!Number.isFinite(value)) return '';
    const date = dateXf[xf] ? serialDate(value, date1904) : null;
    return cellText(date ?? value);
  };
  /** A formula whose text result is in the STRING record that follows it. */
  let pending: { row: number; col: number } | undefined;
  const all = records(stream, sheetOffset);
  checkBof(all, BOF_WORKSHEET);
  let depth = 1;
  let seen = 0;
  for (const record of all) {
    if (++seen % RECORDS_PER_TURN === 0) await nextTurn();
    const { type, data } = record;
    // Charts embedded in a worksheet are substreams of their own, BOF to EOF.
    if (type === RT.BOF) depth++;
    if (type === RT.EOF && --depth === 0) return cells;
    if (depth > 1) continue;
    const row = data.length >= 4 ? data.readUInt16LE(0) : 0;
    const col = data.length >= 4 ? data.readUInt16LE(2) : 0;
    const xf = data.length >= 6 ? data.readUInt16LE(4) : 0;
    // BLANK and MULBLANK carry only formatting: an empty cell is no cell.
    switch (type) {
      case RT.LABELSST: {
        need(record, 10);
        const index = data.readUInt32LE(6);
        if (index >= strings.length) malformed('a cell names a missing shared string');
        put(row, col, cellText(strings[index]));
        break;
      }
      case RT.LABEL:
      case RT.RSTRING:
        need(record, 9);
        put(row, col, cellText(Pieces.of(record, 6).string()));
        break;
      case RT.NUMBER:
        need(record, 14);
        put(row, col, numberText(data.readDoubleLE(6), xf));
        break;
      case RT.RK:
        need(record, 10);
        put(row, col, numberText(rkNumber(data.readInt32LE(6)), xf));
        break;
      case RT.MULRK: {
        need(record, 12);
        const count = Math.floor((data.length - 6) / 6);
        for (let i = 0; i < count; i++) {
          const at = 4 + i * 6;
          put(row, col + i, numberText(rkNumber(data.readInt32LE(at + 2)), data.readUInt16LE(at)));
        }
        break;
      }
      case RT.BOOLERR:
        need(record, 8);
        // Error values (#N/A, #DIV/0!…) are no data.
        put(row, col, data[7] === 0 ? cellText(data[6] !== 0) : '');
        break;
      case RT.FORMULA:
        need(record, 14);
        pending = undefined;
        if (data.readUInt16LE(12) !== 0xffff) put(row, col, numberText(data.readDoubleLE(6), xf));
        else if (data[6] === 0) pending = { row, col };
        else put(row, col, data[6] === 1 ? cellText(data[8] !== 0) : '');
        break;
      case RT.STRING:
        if (pending) put(pending.row, pending.col, cellText(Pieces.of(record, 0).string()));
        pending = undefined;
        break;
    }
  }
  return malformed('the worksheet has no EOF record');
};

/**
 * The rows of the first worksheet of an xls (BIFF8) file, as text, in order, like `readXlsxRows`:
 * 1-based row numbers, empty rows skipped, trailing empty cells left off. Throws on encrypted,
 * pre-97 or damaged files.
 */
export async function* readXlsRows(content: Buffer): AsyncGenerator<XlsxRow> {
  const stream = workbookStream(content);
  const cells = await readCells(stream, readGlobals(stream));
  for (const row of [...cells.keys()].sort((a, b) => a - b)) {
    const cols = cells.get(row)!;
    if (cols.size === 0) continue;
    const texts = Array.from({ length: Math.max(...cols.keys()) + 1 }, (_, col) => cols.get(col) ?? '');
    yield { rowNumber: row + 1, cells: texts };
  }
}
