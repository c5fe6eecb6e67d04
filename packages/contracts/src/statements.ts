import { z } from 'zod';
import { FINANCE_TIME_ZONE, zonedDate, zonedMidnight } from './finance-time';
import { pageResult } from './api';
import { defineFields } from './fields';
import { FEE_TYPE_LABELS, FEE_TYPES, LEDGER_TYPE_LABELS, type FeeType, type LedgerType } from './finance';
import { filterEnum, listRequest } from './list';
import { CURRENCIES, type Currency } from './money';
import { definePage } from './page';
import { optionalInput } from './validation';

// Monthly statements (/finance/mothAccountManage, the specification's spelling): per company, month
// and currency, what the ledger did in the month: the opening balance, the month's lines by kind
// (fees by fee type) and the closing balance, which is the next month's opening. Months past are
// closed by a job and kept; the current month is computed live ("running"). Calls are
// POST /api/statements/<action>.

export const STATEMENTS_CODE = 'OMS_FINANCEMONTHACCOUNT';
export const STATEMENTS_PAGE = definePage(STATEMENTS_CODE, ['view', 'export']);
export const STATEMENTS_CODES = STATEMENTS_PAGE.codes;
export const STATEMENTS_PAGE_KEY = 'statements';
export const STATEMENTS_EXPORT_KIND = 'statements';

/**
 * The clock months are cut by: the finance calendar (FINANCE_TIME_ZONE, Shanghai; finance-time.ts),
 * so a month runs from the 1st 00:00 to the next 1st 00:00 there, for every company, whatever its
 * user's or its warehouses' zones.
 */
export const STATEMENT_TIME_ZONE = FINANCE_TIME_ZONE;

/** `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = z
  .string({ error: 'statements.monthFormat' })
  .regex(MONTH_PATTERN, { error: 'statements.monthFormat' });

const pad = (n: number) => String(n).padStart(2, '0');
const monthText = (year: number, month0: number) => {
  const d = new Date(Date.UTC(year, month0, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};
const partsOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return [y!, m! - 1] as const;
};

/** The statement month an instant falls in (Shanghai time). */
export const monthOf = (at: Date): string => {
  const { year, month } = zonedDate(at, STATEMENT_TIME_ZONE);
  return monthText(year, month - 1);
};
/** The first instant of a month (its 1st, 00:00 Shanghai time). */
export const monthStart = (month: string): Date => {
  const [y, m] = partsOf(month);
  return zonedMidnight(y, m + 1, 1, STATEMENT_TIME_ZONE);
};
/** `delta` months after (or before, negative) `month`. */
export const addMonths = (month: string, delta: number): string => {
  const [y, m] = partsOf(month);
  return monthText(y, m + delta);
};
/** The months from `from` to `to`, both included, oldest first (empty when from > to). */
export const monthsBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
};

export const STATEMENT_STATUSES = ['CLOSED', 'RUNNING'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_STATUS_LABELS = defineFields<StatementStatus>({
  CLOSED: { zh: '已结账', en: 'Closed' },
  RUNNING: { zh: '进行中', en: 'Running' },
});

/**
 * The kinds of line a statement shows: every ledger type that moves the balance (a freeze and its
 * release move only the frozen part, so they are no line). Fees come one line per fee type.
 */
export const STATEMENT_LINE_TYPES = [
  'RECHARGE',
  'FEE',
  'REFUND',
  'COMPENSATION',
  'SUPPLEMENT',
  'ADJUSTMENT',
] as const satisfies readonly LedgerType[];
export type StatementLineType = (typeof STATEMENT_LINE_TYPES)[number];

/** A line's name: its ledger type's, and for a fee its fee type's too ("扣费 · 运费", "Fee: Shipping"). */
export const statementLineLabel = (line: {
  type: StatementLineType;
  feeType: FeeType | null;
}): { zh: string; en: string } => {
  const type = LEDGER_TYPE_LABELS[line.type];
  if (line.type !== 'FEE' || !line.feeType) return type;
  const fee = FEE_TYPE_LABELS[line.feeType];
  return { zh: `${type.zh} · ${fee.zh}`, en: `${type.en}: ${fee.en}` };
};

/** The statement's labels (columns, the detail, the xlsx and the PDF). */
export const STATEMENT_FIELDS = defineFields({
  month: { zh: '月份', en: 'Month' },
  currency: { zh: '币种', en: 'Currency' },
  status: { zh: '状态', en: 'Status' },
  opening: { zh: '期初余额', en: 'Opening balance' },
  recharges: { zh: '充值', en: 'Recharges' },
  fees: { zh: '费用', en: 'Fees' },
  refunds: { zh: '退款', en: 'Refunds' },
  compensation: { zh: '赔付', en: 'Compensation' },
  supplements: { zh: '账单补录', en: 'Bill supplements' },
  adjustments: { zh: '调账', en: 'Adjustments' },
  closing: { zh: '期末余额', en: 'Closing balance' },
  entries: { zh: '流水笔数', en: 'Entries' },
  closedAt: { zh: '结账时间', en: 'Closed at' },
  monthFrom: { zh: '起始月份', en: 'From month' },
  monthTo: { zh: '截止月份', en: 'To month' },
  line: { zh: '项目', en: 'Item' },
  amount: { zh: '金额', en: 'Amount' },
  company: { zh: '客户', en: 'Customer' },
  operator: { zh: '服务商', en: 'Operator' },
  title: { zh: '月度账单', en: 'Monthly statement' },
  generatedAt: { zh: '生成时间', en: 'Generated at' },
});

export const STATEMENT_SORT_KEYS = ['month'] as const;

export const statementsPageRequest = listRequest(STATEMENT_SORT_KEYS).extend({
  currency: filterEnum(CURRENCIES),
  monthFrom: optionalInput(monthSchema),
  monthTo: optionalInput(monthSchema),
});
export type StatementsPageRequest = z.infer<typeof statementsPageRequest>;
export type StatementsFilters = Omit<StatementsPageRequest, 'current' | 'size' | 'sort' | 'cursor'>;

/** One line: the month's sum of one kind (one fee type for fees); signed, negative for money out. */
export const statementLine = z.object({
  type: z.enum(STATEMENT_LINE_TYPES),
  feeType: z.enum(FEE_TYPES).nullable(),
  amount: z.string(),
  /** How many ledger entries the line sums. */
  count: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLine>;

/**
 * A statement's id: its month and currency as digits (`2025051` is 2025-05 RMB, `2025052` USD), so
 * that it travels like every other id (a list's selection, an export of the selected rows).
 */
export const statementId = (month: string, currency: Currency) =>
  `${month.replace('-', '')}${CURRENCIES.indexOf(currency) + 1}`;
/** The month and currency an id names (undefined for an id that names none). */
export const statementKeyOf = (id: string): { month: string; currency: Currency } | undefined => {
  const match = /^(\d{4})(\d{2})(\d)$/.exec(id);
  const currency = match ? CURRENCIES[Number(match[3]) - 1] : undefined;
  const month = match ? `${match[1]}-${match[2]}` : '';
  return currency && MONTH_PATTERN.test(month) ? { month, currency } : undefined;
};

/** A statement as the list shows it; every amount a signed decimal string, closing = opening + lines. */
export const statement = z.object({
  /** `statementId(month, currency)`. */
  id: z.string(),
  month: z.string(),
  currency: z.enum(CURRENCIES),
  status: z.enum(STATEMENT_STATUSES),
  opening: z.string(),
  recharges: z.string(),
  fees: z.string(),
  refunds: z.string(),
  compensation: z.string(),
  supplements: z.string(),
  adjustments: z.string(),
  closing: z.string(),
  entries: z.number().int(),
  closedAt: z.string().nullable(),
});
export type Statement = z.infer<typeof statement>;
export const statementsPage = pageResult(statement);

export const statementKey = z.object({ month: monthSchema, currency: z.enum(CURRENCIES) });
export type StatementKey = z.infer<typeof statementKey>;

export const statementDetail = statement.extend({ lines: z.array(statementLine) });
export type StatementDetail = z.infer<typeof statementDetail>;

export const STATEMENT_FILE_FORMATS = ['xlsx', 'pdf'] as const;
export const statementDownloadRequest = statementKey.extend({ format: z.enum(STATEMENT_FILE_FORMATS) });
export type StatementDownloadRequest = z.infer<typeof statementDownloadRequest>;
/** The statement's file, kept in the file center; the web downloads it by id. */
export const statementFile = z.object({ fileId: z.string(), name: z.string() });
export type StatementFile = z.infer<typeof statementFile>;
