// Test fixtures for files: images, workbooks and multipart bodies built in memory (not a test file).
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { readXlsxBuffer, writeXlsx, type XlsxCell } from './xlsx';

/** A PNG signature followed by filler up to `size` bytes (content checks read the first bytes only). */
export const pngBytes = (size = 1024) => {
  const b = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  randomBytes(Math.max(0, size - 8)).copy(b, 8);
  return b;
};

export const jpgBytes = (size = 1024) => {
  const b = Buffer.alloc(size);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(b);
  return b;
};

/** A compound file whose first directory sector names a `Workbook` stream (an Excel 97–2003 file). */
export const xlsBytes = () => {
  const b = Buffer.alloc(512 * 3);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b);
  b.writeUInt16LE(9, 0x1e);
  b.writeUInt32LE(0, 0x30);
  const entry = (at: number, name: string) => {
    b.write(name, 512 + at, 'utf16le');
    b.writeUInt16LE((name.length + 1) * 2, 512 + at + 0x40);
  };
  entry(0, 'Root Entry');
  entry(128, 'Workbook');
  return b;
};

/** An xlsx with these rows (the first is the header). */
export const xlsxBytes = async (rows: XlsxCell[][]) => {
  const out = new PassThrough();
  const done = buffer(out);
  const [header = [], ...data] = rows;
  await writeXlsx(out, {
    sheetName: 'Sheet1',
    columns: header.map((h) => ({ header: String(h ?? '') })),
    rows: [data],
  });
  return done;
};

/**
 * Every row of an xlsx's first sheet, as text, read as imports read files: whole workbooks (the
 * templates) store their workbook part after the sheets, which exceljs's streaming reader alone
 * reads only sometimes.
 */
export const readXlsx = async (content: Buffer) => {
  const rows: string[][] = [];
  for await (const row of readXlsxBuffer(content)) rows.push(row.cells);
  return rows;
};

/** A multipart/form-data body for app.inject: fields first, then the file. */
export const multipart = (
  file: { name: string; content: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
) => {
  const boundary = `----oms${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** The first sheet's cell values as exceljs reads them (formulas come back as objects, text as text). */
export const rawCells = async (content: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(content).buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push(Array.from(row.values as unknown[]).slice(1)));
  return rows;
};
