import type ExcelJS from 'exceljs';
import { FILE_LIMITS, IMPORT_TEMPLATE_TEXT as T, type Language } from '@oms/contracts';
import { loadExcel, neutralise } from '../../lib/xlsx';
import type { ImportChoice, RegisteredImport, TemplateData } from './define-import';

// An import's template, small enough to build whole: the sheet to fill (headers, an example row that
// imports as it is, drop-downs on the columns with a fixed set), the valid values of those columns on
// a second sheet, and the instructions (required columns, formats, notes) on a third.

/** A sheet reference in a formula: quoted, with quotes doubled. */
const sheetRef = (name: string) => `'${name.replace(/'/g, "''")}'`;

const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

/** exceljs keeps a sheet's data validations by range; its types leave the collection out. */
const validations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } })
    .dataValidations;

const bold = (row: ExcelJS.Row) => {
  row.font = { bold: true };
};

export const buildTemplate = async (
  def: RegisteredImport,
  language: Language,
  data: TemplateData,
): Promise<Buffer> => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const columns = def.templateColumns;
  const choicesOf = (key: string): readonly ImportChoice[] | undefined =>
    data.choices?.[key] ?? columns.find((c) => c.key === key)?.choices;

  const sheet = workbook.addWorksheet(def.name[language].slice(0, 31));
  const valuesName = T.valuesSheet[language];
  const values = workbook.addWorksheet(valuesName);
  const help = workbook.addWorksheet(T.instructionsSheet[language]);

  sheet.columns = columns.map((c) => ({ width: c.width ?? 18 }));
  bold(sheet.addRow(columns.map((c) => neutralise(c.header[language]))));
  sheet.addRow(
    columns.map((c) => {
      const example = data.example?.[c.key] ?? c.example ?? null;
      return typeof example === 'string' ? neutralise(example) : example;
    }),
  );
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  // The valid values: a code column per choice column, and its names beside it where they differ.
  let at = 0;
  columns.forEach((c, index) => {
    const choices = choicesOf(c.key);
    if (!choices) return;
    const labelled = choices.some((choice) => choice.label);
    const code = values.getColumn(at + 1);
    code.width = 22;
    values.getCell(1, at + 1).value = neutralise(c.header[language].replace(/\s*\*$/, ''));
    values.getCell(1, at + 1).font = { bold: true };
    if (labelled) {
      values.getColumn(at + 2).width = 22;
      values.getCell(1, at + 2).value = T.name[language];
      values.getCell(1, at + 2).font = { bold: true };
    }
    choices.forEach((choice, i) => {
      values.getCell(i + 2, at + 1).value = neutralise(choice.value);
      if (choice.label) values.getCell(i + 2, at + 2).value = neutralise(choice.label[language]);
    });
    if (choices.length === 0) values.getCell(2, at + 1).value = T.noValues[language];
    else {
      const letter = columnLetter(at);
      const target = columnLetter(index);
      validations(sheet).add(`${target}2:${target}${FILE_LIMITS.importMaxRows + 1}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`${sheetRef(valuesName)}!$${letter}$2:$${letter}$${choices.length + 1}`],
        showErrorMessage: true,
        errorStyle: 'warning',
        error: T.fromList[language],
      });
    }
    at += labelled ? 3 : 2;
  });

  // The instructions: the rules, then every column with required or not and its format.
  help.columns = [{ width: 28 }, { width: 10 }, { width: 90 }];
  for (const line of [T.rules, T.choices, ...(def.templateNotes ?? [])]) {
    const row = help.addRow([neutralise(line[language])]);
    help.mergeCells(row.number, 1, row.number, 3);
    row.alignment = { wrapText: true, vertical: 'top' };
    row.height = 48;
  }
  help.addRow([]);
  bold(help.addRow([T.column[language], T.required[language], T.format[language]]));
  for (const c of columns) {
    const header = c.header[language];
    const required = /\*$/.test(header);
    const note = c.note ? c.note[language] : choicesOf(c.key) ? T.fromList[language] : '';
    help.addRow([neutralise(header), required ? T.yes[language] : T.no[language], neutralise(note)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** The template's file name: "<name> import template.xlsx" in the language. */
export const templateName = (def: RegisteredImport, language: Language) =>
  `${def.name[language]} ${language === 'zh' ? '导入模板' : 'import template'}.xlsx`;
