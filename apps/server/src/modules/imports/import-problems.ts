import type { z } from 'zod';
import {
  formatMessage,
  IMPORT_WORDING,
  isMessageKey,
  MESSAGE_PARAMS,
  type Language,
  type MessageKey,
} from '@oms/contracts';
import type { ImportColumn, RowProblem } from './import-types';

// The problems of import rows as the error file words them: one message per problem, naming the
// column (its template header) and the value as typed, in the file's language, every problem of a
// row in the order of the columns.

/** Sets an error message lists in full ("use kg / lbs"); a longer one answers "does not exist". */
const LISTED_CHOICES = 6;
/** A value quoted in a message is cut to this many characters. */
const QUOTED_MAX = 60;
const CELL_MESSAGE = 'imports.cell.';

type Params = Record<string, string | number>;

const translate = (message: string, language: Language, params: Params) =>
  isMessageKey(message) ? formatMessage(message, language, params) : message;

/** The bounds of a size rule (e.g. `max` of a text too long) and the message's fixed parameters. */
const paramsOf = (issue: z.core.$ZodIssue): Params => {
  const params: Params = { ...(MESSAGE_PARAMS as Record<string, Params>)[issue.message] };
  if ('maximum' in issue && typeof issue.maximum === 'number') params.max = issue.maximum;
  if ('minimum' in issue && typeof issue.minimum === 'number') params.min = issue.minimum;
  return params;
};

/** A schema issue of a row as a problem: empty cells are required, enums list or refuse the value. */
export const issueProblem = (
  rowNumber: number,
  issue: z.core.$ZodIssue,
  values: Record<string, string | undefined>,
  language: Language,
): RowProblem => {
  const column = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  const params = paramsOf(issue);
  const reason = () => ({ reason: translate(issue.message, language, params) });
  if (column === undefined) {
    return isMessageKey(issue.message)
      ? { rowNumber, message: issue.message, params }
      : { rowNumber, message: 'error.validation' };
  }
  if (values[column] === undefined) {
    // A rule that depends on another column (a state some countries need) says so itself.
    return issue.code === 'custom'
      ? { rowNumber, column, message: 'imports.cell.rule', params: reason() }
      : { rowNumber, column, message: 'imports.cell.required' };
  }
  if (issue.code === 'invalid_value' && issue.values.length <= LISTED_CHOICES) {
    return {
      rowNumber,
      column,
      message: 'imports.cell.oneOf',
      params: { options: issue.values.join(' / ') },
    };
  }
  const wording =
    IMPORT_WORDING[issue.message] ?? (issue.code === 'invalid_value' ? 'imports.cell.notFound' : undefined);
  if (wording) return { rowNumber, column, message: wording, params };
  return { rowNumber, column, message: 'imports.cell.invalid', params: reason() };
};

/** The fields of a row that pass the schema's field on their own (an object schema's; none otherwise). */
export const validFields = <T>(schema: z.ZodType<T>, values: Record<string, string | undefined>) => {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  const data: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape ?? {})) {
    const parsed = field.safeParse(values[key]);
    if (parsed.success) data[key] = parsed.data;
  }
  return data as Partial<T>;
};

const quoted = (value: string | undefined) =>
  value === undefined ? '' : value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value;

/**
 * Words problems by row: `imports.cell.*` messages get the column's header and the cell's value,
 * other keys (a module's own rule) follow the header; a row's problems in column order, joined.
 */
export const problemTexts = (columns: ImportColumn[]) => {
  const order = new Map(columns.map((c, i) => [c.key, i]));
  const headerOf = (key: string, language: Language) =>
    (columns.find((c) => c.key === key)?.header[language] ?? key).replace(/\s*\*$/, '');
  const text = (
    p: RowProblem,
    values: Record<string, string | undefined> | undefined,
    language: Language,
  ) => {
    if (!p.column) return formatMessage(p.message, language, p.params);
    const column = headerOf(p.column, language);
    if (!p.message.startsWith(CELL_MESSAGE))
      return `${column}: ${formatMessage(p.message, language, p.params)}`;
    return formatMessage(p.message as MessageKey, language, {
      column,
      value: quoted(values?.[p.column]),
      ...p.params,
    });
  };
  return (
    problems: RowProblem[],
    cells: Map<number, Record<string, string | undefined>>,
    language: Language,
  ): Map<number, string> => {
    const byRow = new Map<number, RowProblem[]>();
    for (const p of problems) byRow.set(p.rowNumber, [...(byRow.get(p.rowNumber) ?? []), p]);
    const reasons = new Map<number, string>();
    for (const [row, list] of byRow) {
      // Stable: a column's schema problem stays before its check against the company's data.
      list.sort((a, b) => (order.get(a.column ?? '') ?? -1) - (order.get(b.column ?? '') ?? -1));
      reasons.set(row, [...new Set(list.map((p) => text(p, cells.get(row), language)))].join('; '));
    }
    return reasons;
  };
};
