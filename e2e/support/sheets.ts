import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';

/** Every row of the first sheet of an xlsx file (a download's path), as text. */
export const sheetRows = async (path: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
};

/** An xlsx file of one sheet named `sheet` holding `rows`, in a fresh temporary folder. */
export const writeSheet = async (sheet: string, rows: (string | number)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  for (const row of rows) worksheet.addRow(row);
  const path = join(mkdtempSync(join(tmpdir(), 'oms-e2e-sheet-')), 'upload.xlsx');
  await workbook.xlsx.writeFile(path);
  return path;
};
