import { describe, expect, it } from 'vitest';
import { readXlsx, xlsxBytes } from './file-fixtures.test-support';
import { readXlsxBuffer } from './xlsx';
import { checkZip, unzipEntries, XLSX_ZIP_LIMITS, ZipRefused, type ZipLimits, type ZipRefusal } from './zip';
import { bombXlsx, deflatedEntry, storedEntry, zerosDeflated, zipOf } from './zip.test-support';

const MB = 1024 * 1024;

/** The reason `run` was refused for and how long it took; fails when it was not refused. */
const refusal = async (run: () => Promise<unknown>): Promise<{ reason: ZipRefusal; ms: number }> => {
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    if (error instanceof ZipRefused) return { reason: error.reason, ms: performance.now() - started };
    throw error;
  }
  throw new Error('not refused');
};

const entriesOf = async (content: Buffer, limits: ZipLimits = XLSX_ZIP_LIMITS) => {
  const out: { name: string; data: Buffer }[] = [];
  for await (const entry of unzipEntries(content, limits)) out.push(entry);
  return out;
};

describe('zip: a guarded reader', () => {
  // 300 MB of zeros, about 300 KB packed: built once for the file.
  const honest = bombXlsx(300);
  const lying = bombXlsx(300, 1000);

  it('refuses honest declared sizes over the limit from the directory, before inflating anything', async () => {
    expect(honest.length).toBeLessThan(400 * 1024);
    const { reason, ms } = await refusal(() => checkZip(honest));
    expect(reason).toBe('tooLarge');
    expect(ms).toBeLessThan(200);
    // Several entries, each under the entry limit, together over the total.
    const many = zipOf(
      [1, 2, 3].map((n) => ({ name: `part${n}`, packed: zerosDeflated(40), size: 40 * MB })),
    );
    const limits = { ...XLSX_ZIP_LIMITS, maxRatio: 10_000 };
    expect((await refusal(() => checkZip(many, limits))).reason).toBe('tooLarge');
  });

  it('refuses an entry that inflates past the size it declared, after reading only a little', async () => {
    const checked = await refusal(() => checkZip(lying));
    expect(checked.reason).toBe('sizeMismatch');
    // Inflating the whole 300 MB takes seconds; stopping at the first chunk, a few milliseconds.
    expect(checked.ms).toBeLessThan(500);
    expect((await refusal(() => entriesOf(lying))).reason).toBe('sizeMismatch');
    expect((await refusal(async () => readXlsxBuffer(lying).next())).reason).toBe('sizeMismatch');
  });

  it('refuses a high-ratio entry even under the total', async () => {
    const dense = zipOf([{ name: 'xl/worksheets/sheet1.xml', packed: zerosDeflated(20), size: 20 * MB }]);
    expect((await refusal(() => checkZip(dense))).reason).toBe('ratio');
    // A small entry compresses as it likes.
    const small = zipOf([deflatedEntry('a.xml', Buffer.alloc(512 * 1024))]);
    await expect(checkZip(small)).resolves.toBeUndefined();
  });

  it('passes a workbook written by writeXlsx and reads it', async () => {
    const file = await xlsxBytes([
      ['SKU', 'Name'],
      ['A-1', '耳机'],
    ]);
    await expect(checkZip(file)).resolves.toBeUndefined();
    const names = (await entriesOf(file)).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']));
    const rows: string[][] = [];
    for await (const row of readXlsxBuffer(file)) rows.push(row.cells);
    expect(rows).toEqual(await readXlsx(file));
    expect(rows).toEqual([
      ['SKU', 'Name'],
      ['A-1', '耳机'],
    ]);
  });

  it('gives stored and deflated entries their bytes and skips directories', async () => {
    const zip = zipOf([
      storedEntry('images/', ''),
      storedEntry('images/A-1.png', 'png bytes'),
      deflatedEntry('images/A-1-2.png', Buffer.from('x'.repeat(5000))),
    ]);
    const entries = await entriesOf(zip);
    expect(entries.map((e) => [e.name, e.data.toString()])).toEqual([
      ['images/A-1.png', 'png bytes'],
      ['images/A-1-2.png', 'x'.repeat(5000)],
    ]);
  });

  it('refuses what is not a plain zip: not a zip, encrypted, too many entries, unknown method, damaged', async () => {
    expect((await refusal(() => checkZip(Buffer.from('hello')))).reason).toBe('notZip');
    const entry = storedEntry('a.txt', 'secret');
    expect((await refusal(() => checkZip(zipOf([{ ...entry, flags: 1 }])))).reason).toBe('encrypted');
    const three = zipOf(['a', 'b', 'c'].map((n) => storedEntry(n, n)));
    const limits = { ...XLSX_ZIP_LIMITS, maxEntries: 2 };
    expect((await refusal(() => checkZip(three, limits))).reason).toBe('tooManyEntries');
    expect((await refusal(() => checkZip(zipOf([{ ...entry, method: 12 }])))).reason).toBe('damaged');
    const garbage = { name: 'a.xml', packed: Buffer.from([0xff, 0xff, 0xff, 0xff]), size: 10 };
    expect((await refusal(() => checkZip(zipOf([garbage])))).reason).toBe('damaged');
    // An entry whose data lies past the end of the file.
    const cut = zipOf([{ ...entry, packed: Buffer.from('sec'), size: 6 }]);
    cut.writeUInt32LE(600, cut.length - 22 - 46 - 5 + 20); // central directory's packed size
    expect((await refusal(() => checkZip(cut))).reason).toBe('damaged');
  });
});
