import { defineFields } from './fields';

// What an import says about a cell of the error file, and the template's instructions. Every cell
// message names the column (its template header) and, where it helps, the value as typed. Spread
// into the one catalogue of ./messages.
export const IMPORT_CELL_MESSAGES = {
  'imports.cell.required': { zh: '{{column}}不能为空', en: '{{column}} is required' },
  'imports.cell.notFound': {
    zh: '{{column}}「{{value}}」不存在',
    en: '{{column}} "{{value}}" does not exist',
  },
  'imports.cell.oneOf': {
    zh: '{{column}}「{{value}}」无效，只能填写 {{options}}',
    en: '{{column}} "{{value}}" is not valid; use {{options}}',
  },
  'imports.cell.positive': {
    zh: '{{column}}必须大于 0（填写的是 {{value}}）',
    en: '{{column}} must be greater than 0 (the cell holds {{value}})',
  },
  'imports.cell.decimal': {
    zh: '{{column}}「{{value}}」不是最多两位小数的数字',
    en: '{{column}} "{{value}}" is not a number with at most two decimals',
  },
  'imports.cell.wholeNumber': {
    zh: '{{column}}「{{value}}」必须是 1 到 {{max}} 之间的整数',
    en: '{{column}} "{{value}}" must be a whole number from 1 to {{max}}',
  },
  'imports.cell.tooLong': {
    zh: '{{column}}最多 {{max}} 个字符',
    en: '{{column}} has more than {{max}} characters',
  },
  'imports.cell.taken': { zh: '{{column}}「{{value}}」已存在', en: '{{column}} "{{value}}" already exists' },
  'imports.cell.twiceInFile': {
    zh: '{{column}}「{{value}}」在文件中重复（第 {{rows}} 行）',
    en: '{{column}} "{{value}}" appears more than once in the file (rows {{rows}})',
  },
  /** A rule of the form whose text already says what is wrong, on this column and value. */
  'imports.cell.invalid': {
    zh: '{{column}}「{{value}}」：{{reason}}',
    en: '{{column}} "{{value}}": {{reason}}',
  },
  /** A rule on an empty cell that depends on another column (e.g. a state some countries need). */
  'imports.cell.rule': { zh: '{{column}}：{{reason}}', en: '{{column}}: {{reason}}' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type ImportCellMessage = keyof typeof IMPORT_CELL_MESSAGES;

/**
 * The import's wording of a form rule, by the form's message key (the same zod schemas check both):
 * a form prompt ("Choose the category") reads as what is wrong with the cell instead. Rules not named
 * here fall back to `imports.cell.invalid` (the form's own text after column and value).
 */
export const IMPORT_WORDING: Record<string, ImportCellMessage> = {
  'validation.tooLong': 'imports.cell.tooLong',
  'products.categoryRequired': 'imports.cell.notFound',
  'products.measureFormat': 'imports.cell.decimal',
  'products.measurePositive': 'imports.cell.positive',
  'products.declaredValueFormat': 'imports.cell.decimal',
  'products.declaredValuePositive': 'imports.cell.positive',
  'products.piecesFormat': 'imports.cell.wholeNumber',
  'consignees.countryRequired': 'imports.cell.notFound',
  'consignees.countryUnknown': 'imports.cell.notFound',
};

/** The template's extra sheets: the instructions and the valid values of the columns with a fixed set. */
export const IMPORT_TEMPLATE_TEXT = defineFields({
  instructionsSheet: { zh: '填写说明', en: 'Instructions' },
  valuesSheet: { zh: '有效值', en: 'Valid values' },
  column: { zh: '列', en: 'Column' },
  required: { zh: '必填', en: 'Required' },
  format: { zh: '格式与说明', en: 'Format and notes' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  code: { zh: '代码', en: 'Code' },
  name: { zh: '名称', en: 'Name' },
  rules: {
    zh: '在第一个工作表中从第 2 行起每行填写一条数据，表头不要修改；带 * 的列必填。示例行可以直接导入，导入前可删除或修改。任何一行有错时不导入任何数据，并提供错误文件，其中每行列出该行的全部问题，改好后可直接重新上传。',
    en: 'Fill one record per row on the first sheet from row 2; keep the header row. Columns marked * are required. The sample row imports as it is; change or delete it before importing. If any row is wrong nothing is imported and an error file lists every problem of every row; fix it and upload it again.',
  },
  choices: {
    zh: '有下拉框的列只能填写“有效值”表中的值。',
    en: 'Columns with a drop-down take the values listed on the "Valid values" sheet.',
  },
  text: { zh: '文本，最多 {{max}} 个字符', en: 'Text, at most {{max}} characters' },
  decimal: {
    zh: '大于 0 的数字，最多两位小数',
    en: 'A number greater than 0 with at most two decimals',
  },
  wholeNumber: { zh: '1 到 {{max}} 的整数', en: 'A whole number from 1 to {{max}}' },
  fromList: { zh: '从下拉框选择（见“有效值”表）', en: 'Pick from the drop-down (see "Valid values")' },
  noValues: {
    zh: '（暂无可选值，请先在系统中创建，或留空）',
    en: '(none yet: create them in the portal first, or leave the column empty)',
  },
});
