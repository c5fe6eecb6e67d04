import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { xlsBytes, xlsxBytes } from './file-fixtures.test-support';
import { bufferSource, detectFileType } from './magic-bytes';
import { readXlsRows } from './xls';
import { readXlsxRows, type XlsxCell } from './xlsx';

// Fixtures come from an independent writer: SheetJS (@e965/xlsx) for whole workbooks, and records
// built by hand below for what SheetJS never writes (RK numbers, strings split across CONTINUE
// records, formulas with text results, encrypted and Excel 5 files).

type Cells = Record<string, XLSX.CellObject>;

/** An xls (BIFF8) written by SheetJS; `cells` adds or replaces cells by address. */
const sheetJs = (
  sheets: { name: string; rows: unknown[][]; cells?: Cells }[],
  options: { date1904?: boolean; sst?: boolean } = {},
): Buffer => {
  const workbook = XLSX.utils.book_new();
  for (const { name, rows, cells = {} } of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    Object.assign(sheet, cells);
    const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
    for (const address of Object.keys(cells)) {
      const { r, c } = XLSX.utils.decode_cell(address);
      range.e.r = Math.max(range.e.r, r);
      range.e.c = Math.max(range.e.c, c);
    }
    sheet['!ref'] = XLSX.utils.encode_range(range);
    XLSX.utils.book_append_sheet(workbook, sheet, name);
  }
  if (options.date1904) workbook.Workbook = { WBProps: { date1904: true } };
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xls', bookSST: options.sst ?? true }) as Buffer;
};

const read = async (content: Buffer) => {
  const rows: { rowNumber: number; cells: string[] }[] = [];
  for await (const row of readXlsRows(content)) rows.push(row);
  return rows;
};
const cellsOf = async (content: Buffer) => (await read(content)).map((r) => r.cells);

// --- BIFF8 records by hand (MS-XLS) ---
const u8 = (...values: number[]) => Buffer.from(values);
const u16 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeUInt16LE(v, i * 2));
  return b;
};
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
};
const f64 = (value: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(value);
  return b;
};
const latin = (text: string) => Buffer.from(text, 'latin1');
const wide = (text: string) => Buffer.from(text, 'utf16le');
const record = (type: number, ...parts: Buffer[]) => {
  const data = Buffer.concat(parts);
  return Buffer.concat([u16(type, data.length), data]);
};
/** XLUnicodeString: one byte a character when every character fits. */
const xlString = (text: string) =>
  [...text].every((c) => c.charCodeAt(0) <= 0xff)
    ? Buffer.concat([u16(text.length), u8(0), latin(text)])
    : Buffer.concat([u16(text.length), u8(1), wide(text)]);
const bof = (kind: number, version = 0x0600) => record(0x0809, u16(version, kind, 0, 0), u32(0), u32(0));
const EOF = record(0x000a);
const xf = (format: number) => record(0x00e0, u16(0, format), Buffer.alloc(16));
const format = (id: number, code: string) => record(0x041e, u16(id), xlString(code));
const at = (row: number, col: number, xfIndex = 0) => u16(row, col, xfIndex);
const labelSst = (row: number, col: number, index: number) => record(0x00fd, at(row, col), u32(index));
const number = (row: number, col: number, value: number, xfIndex = 0) =>
  record(0x0203, at(row, col, xfIndex), f64(value));
const rk = (row: number, col: number, raw: number) => record(0x027e, at(row, col), u32(raw));
/** A formula `=3`: its cached value, then grbit, chn and the parsed formula. */
const formula = (row: number, col: number, value: Buffer) =>
  record(0x0006, at(row, col), value, u16(0), u32(0), u16(3), u8(0x1e, 3, 0));
const special = (kind: number, value = 0) => u8(kind, 0, value, 0, 0, 0, 0xff, 0xff);

/** A workbook stream: globals with one BOUNDSHEET, then the worksheet. */
const workbook = (globals: Buffer[], sheet: Buffer[], version = 0x0600) => {
  const boundsheet = (offset: number) => record(0x0085, u32(offset), u8(0, 0), u8(1, 0), latin('S'));
  const head = [bof(0x0005, version), ...globals];
  const offset = Buffer.concat([...head, boundsheet(0), EOF]).length;
  return Buffer.concat([...head, boundsheet(offset), EOF, bof(0x0010, version), ...sheet, EOF]);
};
/** The stream in a compound file, written by SheetJS's copy of cfb. */
const compound = (stream: Buffer, name = 'Workbook'): Buffer => {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, name, stream);
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }) as Buffer);
};

/** Record types of a SheetJS file's workbook stream, to show a fixture has what a test needs. */
const recordTypes = (file: Buffer) => {
  const container = XLSX.CFB.read(file, { type: 'buffer' });
  const stream = Buffer.from(XLSX.CFB.find(container, 'Workbook').content as Buffer);
  const types: number[] = [];
  for (let i = 0; i + 4 <= stream.length; i += 4 + stream.readUInt16LE(i + 2))
    types.push(stream.readUInt16LE(i));
  return types;
};

describe('xls reader', () => {
  it('reads text, numbers, dates and booleans of the first sheet as the xlsx reader would', async () => {
    const file = sheetJs([
      {
        name: '商品',
        rows: [
          ['名称', '数量', '单价', '到货日期', '在售', '备注'],
          ['苹果 ', 3, 12.5, null, true, '红富士'],
          ['Pear', 0, -0.25, null, false],
          [],
          ['  ', null, null, null, null, null],
          ["'=SUM(A1)", null, 1e21, null, null, 'x'],
        ],
        cells: {
          D2: { t: 'n', v: 46095, z: 'm/d/yy' },
          D3: { t: 'n', v: 46095.5, z: 'yyyy-mm-dd hh:mm:ss' },
          G7: { t: 'n', v: 46096, z: 'yyyy"年"m"月"d"日"' },
          H7: { t: 'n', v: 7, z: '0.00" days"' },
        },
      },
      { name: 'Other', rows: [['ignored']] },
    ]);
    expect(await detectFileType(bufferSource(file))).toBe('xls');
    expect(await read(file)).toEqual([
      { rowNumber: 1, cells: ['名称', '数量', '单价', '到货日期', '在售', '备注'] },
      { rowNumber: 2, cells: ['苹果', '3', '12.5', '2026-03-14', 'true', '红富士'] },
      { rowNumber: 3, cells: ['Pear', '0', '-0.25', '2026-03-14 12:00:00', 'false'] },
      { rowNumber: 6, cells: ['=SUM(A1)', '', '1e+21', '', '', 'x'] },
      { rowNumber: 7, cells: ['', '', '', '', '', '', '2026-03-15', '7'] },
    ]);
  });

  it('reads strings stored in the cells (LABEL) as well as shared, and the 1904 date system', async () => {
    const file = sheetJs(
      [{ name: 'S', rows: [['a', '中文'], ['b']], cells: { C1: { t: 'n', v: 0, z: 'yyyy-mm-dd' } } }],
      { date1904: true, sst: false },
    );
    expect(recordTypes(file)).toContain(0x0204);
    expect(await cellsOf(file)).toEqual([['a', '中文', '1904-01-01'], ['b']]);
  });

  it('takes the cached result of a formula', async () => {
    // `=1+2` as Excel parses it: ptgInt 1, ptgInt 2, ptgAdd.
    const bf = [7, 0, 0x1e, 1, 0, 0x1e, 2, 0, 0x03];
    const file = sheetJs([
      { name: 'S', rows: [['sum']], cells: { A2: { t: 'n', v: 3, f: '1+2', bf } as XLSX.CellObject } },
    ]);
    expect(recordTypes(file)).toContain(0x0006);
    expect(await cellsOf(file)).toEqual([['sum'], ['3']]);
  });

  it('reads a shared-string table that runs on into CONTINUE records', async () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz仓库商品入库出库退货';
    const strings = Array.from({ length: 3000 }, (_, i) => {
      const length = 20 + (i % 21);
      const chars = Array.from(
        { length },
        (_c, j) => alphabet[(i * 7 + j * 13) % (i % 4 === 0 ? alphabet.length : 26)],
      );
      return `${i}-${chars.join('')}`.slice(0, length);
    });
    const file = sheetJs([{ name: 'S', rows: strings.map((s) => [s]) }]);
    expect(recordTypes(file).filter((t) => t === 0x003c).length).toBeGreaterThan(5);
    expect(await cellsOf(file)).toEqual(strings.map((s) => [s]));
  });

  it('reads strings split inside their characters, runs or phonetic data, with the width read again', async () => {
    const sst = [
      record(0x00fc, u32(6), u32(6), u16(6), u8(0), latin('abc')),
      // 'abcdef' goes on one byte a character; 'xy中文' starts narrow and goes on wide.
      record(0x003c, u8(0), latin('def'), u16(4), u8(0), latin('xy')),
      // Rich text: two formatting runs of four bytes, split between records without a flag byte.
      record(0x003c, u8(1), wide('中文'), u16(4), u8(0x08), u16(2), latin('rich'), Buffer.alloc(4, 0xee)),
      // Phonetic data of ten bytes, split too.
      record(0x003c, Buffer.alloc(4, 0xee), u16(2), u8(0x05), u32(10), wide('東京'), Buffer.alloc(6, 0xdd)),
      // A header at the very end of a record: its characters start the next one, after a flag byte.
      record(0x003c, Buffer.alloc(4, 0xdd), xlString("  '+1 "), u16(1), u8(0)),
      record(0x003c, u8(1), wide('尾')),
    ];
    const file = compound(
      workbook(
        sst,
        [0, 1, 2, 3, 4, 5].map((i) => labelSst(0, i, i)),
      ),
    );
    expect(await cellsOf(file)).toEqual([['abcdef', 'xy中文', 'rich', '東京', '+1', '尾']]);
  });

  it('reads RK and MULRK numbers, formula results, errors and embedded charts as Excel writes them', async () => {
    const globals = [
      format(164, 'yyyy-mm-dd hh:mm'),
      format(165, '[Red]0.00;\\d'),
      ...[0, 14, 164, 165, 31].map(xf),
    ];
    const mulrk = record(
      0x00bd,
      u16(1, 1),
      // [XF, RK]: 42, 1234 hundredths, a date (XF 1 is format 14), 0.5, 1.5 hundredths, -7.
      ...[
        [0, (42 << 2) | 2],
        [0, (1234 << 2) | 3],
        [1, (46095 << 2) | 2],
        [0, 0x3fe00000],
        [0, 0x3ff80000 | 1],
        [0, (-7 << 2) | 2],
      ].map(([xfIndex, raw]) => Buffer.concat([u16(xfIndex!), u32(raw!)])),
      u16(6),
    );
    const sheet = [
      rk(0, 0, (46095 << 2) | 2),
      record(0x0204, at(0, 1), xlString('label')),
      record(0x0201, at(0, 2)),
      formula(0, 3, f64(2.5)),
      formula(0, 4, special(0)),
      record(0x04bc, Buffer.alloc(10)),
      record(0x0207, xlString(' 合计 ')),
      formula(0, 5, special(1, 1)),
      formula(0, 6, special(2, 0x07)),
      formula(0, 7, special(3)),
      record(0x0205, at(0, 8), u8(0x07, 1)),
      record(0x0205, at(0, 9), u8(0, 0)),
      mulrk,
      record(0x00be, u16(2, 0, 0, 0, 0, 2)),
      number(2, 0, 46095.75, 2),
      number(2, 1, 3, 3),
      number(2, 2, 46096, 4),
      bof(0x0020),
      number(3, 0, 99),
      EOF,
    ];
    const file = compound(workbook(globals, sheet));
    expect(await cellsOf(file)).toEqual([
      ['46095', 'label', '', '2.5', '合计', 'true', '', '', '', 'false'],
      ['', '42', '12.34', '2026-03-14', '0.5', '0.015', '-7'],
      ['2026-03-14 18:00:00', '3', '2026-03-15'],
    ]);
  });

  it('reads 10,000 rows, the last one whole', async () => {
    const rows = [
      ['SKU', '名称', '数量', '单价', '日期'],
      ...Array.from({ length: 10_000 }, (_, i) => [`SKU-${i}`, `商品 ${i % 500}`, i, i / 4, null]),
    ];
    const cells: Cells = {};
    for (let i = 0; i < 10_000; i++) cells[`E${i + 2}`] = { t: 'n', v: 46000 + (i % 365), z: 'm/d/yy' };
    const file = sheetJs([{ name: 'S', rows, cells }]);
    const read10k = await read(file);
    expect(read10k).toHaveLength(10_001);
    expect(read10k[10_000]).toEqual({
      rowNumber: 10_001,
      cells: ['SKU-9999', '商品 499', '9999', '2499.75', '2026-05-02'],
    });
  });

  it('gives the same cells as the xlsx reader for the same rows', async () => {
    const rows: XlsxCell[][] = [
      ['名称', '数量', '单价', '在售', '备注'],
      ['苹果', 3, 12.5, true, '红富士'],
      ['=1+1', null, -0.1, false],
      ['  trimmed  ', 0, 1234567.891, null, 'end'],
      [null, null, null, null, 'only last'],
    ];
    const xlsx: string[][] = [];
    for await (const row of readXlsxRows(Readable.from([await xlsxBytes(rows)]))) xlsx.push(row.cells);
    const xls = await cellsOf(sheetJs([{ name: 'S', rows }]));
    expect(xls).toEqual(xlsx);
    expect(xls[2]).toEqual(['=1+1', '', '-0.1', 'false']);
  });
});

describe('xls reader refusals', () => {
  const good = () => sheetJs([{ name: 'S', rows: [['a', 1]] }]);
  /** A SheetJS file whose workbook stream is large enough to sit in the FAT (not the mini stream). */
  const large = () => sheetJs([{ name: 'S', rows: Array.from({ length: 400 }, (_, i) => [`row ${i}`, i]) }]);
  const directoryEntry = (file: Buffer, index: number) => (file.readInt32LE(0x30) + 1) * 512 + index * 128;
  const fatEntry = (file: Buffer, sector: number) => (file.readInt32LE(0x4c) + 1) * 512 + sector * 4;
  const workbookEntry = (file: Buffer) =>
    [0, 1, 2, 3]
      .map((i) => directoryEntry(file, i))
      .find((e) => file.toString('utf16le', e, e + 16) === 'Workbook')!;

  it('refuses what is not a readable BIFF8 workbook', async () => {
    const refusals: [string, Buffer, RegExp][] = [
      ['truncated', good().subarray(0, 1500), /./],
      [
        'garbage after the signature',
        Buffer.concat([xlsBytes().subarray(0, 8), Buffer.alloc(4096, 0x5a)]),
        /./,
      ],
      ['an xlsx', await xlsxBytes([['a']]), /compound file/],
      ['a directory naming a stream it lacks', xlsBytes(), /./],
      ['no workbook stream', compound(workbook([], []), 'Other'), /no workbook stream/],
      ['encrypted', compound(workbook([record(0x002f, u16(1), Buffer.alloc(52))], [])), /encrypted/],
      ['Excel 5', compound(workbook([], [], 0x0500), 'Book'), /BIFF8/],
      ['a record past the end', compound(Buffer.concat([bof(5), u16(0x0085, 8000), u32(0)])), /past the end/],
      [
        'an absurd string count',
        compound(workbook([record(0x00fc, u32(1e9), u32(1e9), xlString('a'))], [])),
        /count/,
      ],
      ['a missing shared string', compound(workbook([], [labelSst(0, 0, 3)])), /shared string/],
      [
        'a worksheet offset outside',
        compound(Buffer.concat([bof(5), record(0x0085, u32(1e6), u8(0, 0), u8(1, 0), latin('S')), EOF])),
        /outside/,
      ],
      ['no end of sheet', compound(workbook([], []).subarray(0, -4)), /EOF/],
    ];
    for (const [what, content, message] of refusals) {
      await expect(read(content), what).rejects.toThrow(message);
    }
  });

  it('refuses loops in the compound file before cfb would follow them for ever', async () => {
    const linked = large();
    const entry = workbookEntry(linked);
    const other = [1, 2, 3]
      .map((i) => directoryEntry(linked, i))
      .find((e) => e !== entry && linked[e + 0x42] === 2)!;
    linked.writeInt32LE((other - directoryEntry(linked, 0)) / 128, entry + 0x44);
    linked.writeInt32LE((entry - directoryEntry(linked, 0)) / 128, other + 0x44);
    await expect(read(linked)).rejects.toThrow(/directory links/);

    const chained = large();
    const start = chained.readInt32LE(workbookEntry(chained) + 0x74);
    chained.writeInt32LE(start, fatEntry(chained, start + 1));
    await expect(read(chained)).rejects.toThrow(/loops/);
  });
});
