import { describe, expect, it } from 'vitest';
import * as SheetJS from '@e965/xlsx';
import { bufferSource, detectFileType, zipEntryNames } from './magic-bytes';
import { jpgBytes, pngBytes, readXlsx, xlsBytes, xlsxBytes } from './file-fixtures.test-support';
import { PassThrough } from 'node:stream';
import { cellText, neutralise, readXlsxBuffer, writeXlsx } from './xlsx';

describe('xlsx', () => {
  it('neutralises formula-like strings and reads them back as typed', async () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'ok', ''].map(neutralise)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      'ok',
      '',
    ]);
    const file = await xlsxBytes([
      ['name', 'value'],
      ['=HYPERLINK("http://evil","x")', -5],
      ['plain', 3.5],
    ]);
    const rows = await readXlsx(file);
    expect(rows).toEqual([
      ['name', 'value'],
      ['=HYPERLINK("http://evil","x")', '-5'],
      ['plain', '3.5'],
    ]);
  });

  it('writes an amount column as numbers Excel shows with two decimals', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeXlsx(out, {
      sheetName: 'amounts',
      columns: [{ header: 'no' }, { header: 'amount', numFmt: '0.00' }],
      rows: [
        [
          ['A', 25.5],
          ['B', 1000],
        ],
      ],
    });
    const sheet = SheetJS.read(Buffer.concat(chunks), { cellNF: true }).Sheets.amounts!;
    expect([sheet.B2, sheet.B3].map((c) => [c?.t, c?.v, c?.z])).toEqual([
      ['n', 25.5, '0.00'],
      ['n', 1000, '0.00'],
    ]);
    expect(SheetJS.utils.sheet_to_json(sheet, { header: 1, raw: false })).toEqual([
      ['no', 'amount'],
      ['A', '25.50'],
      ['B', '1000.00'],
    ]);
  });

  it('reads a date cell as its date, as Excel shows it, from a file another writer made', async () => {
    const sheet = SheetJS.utils.aoa_to_sheet(
      [
        ['day', 'n'],
        [new Date(Date.UTC(2026, 2, 14)), 5],
        [new Date(Date.UTC(2026, 2, 14, 9, 30)), 1.5],
      ],
      { cellDates: true },
    );
    const book = SheetJS.utils.book_new();
    SheetJS.utils.book_append_sheet(book, sheet, 'S');
    // SheetJS stores the workbook part after the sheets, which exceljs's streaming reader cannot take.
    const content = SheetJS.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const rows: string[][] = [];
    for await (const row of readXlsxBuffer(content)) rows.push(row.cells);
    expect(rows).toEqual([
      ['day', 'n'],
      ['2026-03-14', '5'],
      ['2026-03-14 09:30:00', '1.5'],
    ]);
  });

  it('turns rich text, formula results and dates into text', () => {
    expect(cellText({ richText: [{ text: 'a' }, { text: 'b' }] })).toBe('ab');
    expect(cellText({ formula: 'A1', result: 7 })).toBe('7');
    expect(cellText(new Date('2026-01-02T00:00:00Z'))).toBe('2026-01-02');
    expect(cellText(null)).toBe('');
  });
});

describe('content detection', () => {
  it('knows images, pdf, xlsx and xls by their bytes, whatever the name', async () => {
    expect(await detectFileType(bufferSource(pngBytes()))).toBe('png');
    expect(await detectFileType(bufferSource(jpgBytes()))).toBe('jpg');
    expect(await detectFileType(bufferSource(Buffer.from('GIF89a....')))).toBe('gif');
    expect(await detectFileType(bufferSource(Buffer.from('%PDF-1.7\n')))).toBe('pdf');
    expect(await detectFileType(bufferSource(xlsBytes()))).toBe('xls');
    const xlsx = await xlsxBytes([['a'], ['1']]);
    expect(await zipEntryNames(bufferSource(xlsx))).toContain('[Content_Types].xml');
    expect(await detectFileType(bufferSource(xlsx))).toBe('xlsx');
    expect(await detectFileType(bufferSource(Buffer.from('hello')))).toBeNull();
    expect(await detectFileType(bufferSource(Buffer.alloc(0)))).toBeNull();
  });
});
