import { describe, expect, it } from 'vitest';
import * as SheetJS from '@e965/xlsx';
import { xlsBytes, xlsxBytes } from './file-fixtures.test-support';
import { readSheetRows, type SheetFormat } from './sheet-rows';
import { readXlsxBuffer, type XlsxRow } from './xlsx';
import { ZipRefused } from './zip';
import { bombXlsx } from './zip.test-support';

// The sheet reader's worker thread (sheet-rows.ts), as the import job uses it: the same rows as the
// readers on the server's own thread, the same refusals.

const rowsOf = async (content: Buffer, format: SheetFormat) => {
  const rows: XlsxRow[] = [];
  for await (const row of readSheetRows(content, format)) rows.push(row);
  return rows;
};

const table = (n: number) => [
  ['sku', 'name', 'weight'],
  ...Array.from({ length: n }, (_, i) => [`SKU-${i}`, `台灯 ${i}`, i / 4]),
];

describe('sheet rows on a worker thread', () => {
  it('reads an xlsx as the reader on the server thread does, across several batches, and leaves the bytes with the caller', async () => {
    const file = await xlsxBytes(table(1_234));
    const copy = Buffer.from(file);
    const expected: XlsxRow[] = [];
    for await (const row of readXlsxBuffer(file)) expected.push(row);

    const rows = await rowsOf(file, 'xlsx');
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(1_235);
    expect(rows[1]).toEqual({ rowNumber: 2, cells: ['SKU-0', '台灯 0', '0'] });
    expect(file.equals(copy)).toBe(true);
  });

  it('reads an Excel 97–2003 file, and serves several reads at once, each its own rows', async () => {
    const book = SheetJS.utils.book_new();
    SheetJS.utils.book_append_sheet(book, SheetJS.utils.aoa_to_sheet(table(3)), 'S');
    const xls = SheetJS.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
    const [a, b] = await Promise.all([rowsOf(xls, 'xls'), rowsOf(await xlsxBytes(table(700)), 'xlsx')]);
    expect(a.map((r) => r.cells)).toEqual([
      ['sku', 'name', 'weight'],
      ['SKU-0', '台灯 0', '0'],
      ['SKU-1', '台灯 1', '0.25'],
      ['SKU-2', '台灯 2', '0.5'],
    ]);
    expect(b).toHaveLength(701);
    expect(b.at(-1)!.cells[0]).toBe('SKU-699');
  });

  it('refuses a zip bomb with the reason the reader gives, and fails an unreadable file', async () => {
    const bomb = await rowsOf(bombXlsx(300, 1000), 'xlsx').catch((error: unknown) => error);
    expect(bomb).toBeInstanceOf(ZipRefused);
    expect((bomb as ZipRefused).reason).toBe('sizeMismatch');

    const junk = await rowsOf(Buffer.from('PK\u0003\u0004 not really a zip'), 'xlsx').catch(
      (error: unknown) => error,
    );
    expect((junk as ZipRefused).reason).toBe('notZip');
    // A compound file with an empty Workbook stream: the xls reader's own error, not a refusal.
    const failed = await rowsOf(xlsBytes(), 'xls').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(ZipRefused);
    // The worker keeps serving after a failure.
    expect(await rowsOf(await xlsxBytes(table(1)), 'xlsx')).toHaveLength(2);
  });
});
