import {
  CURRENCIES,
  CURRENCY_SHORT,
  RESULT_CODE,
  FEE_TYPES,
  STATEMENT_LINE_TYPES,
  fromMinor,
  statementId,
  type Currency,
  type Statement,
  type StatementDetail,
  type StatementLineType,
} from '@oms/contracts';
import { AppError } from '../../lib/errors';
import type { LedgerSum } from './statements.repository';
import type { StoredLine } from './statements.table';

// The arithmetic of a statement, apart from the SQL: a month's grouped ledger sums become its lines,
// and the lines with the opening make the closing.

/** One currency's month: the opening, its lines and how many ledger entries they hold. */
export type MonthFigures = {
  month: string;
  currency: Currency;
  opening: number;
  closing: number;
  lines: StoredLine[];
  entries: number;
};

const isLineType = (type: string): type is StatementLineType =>
  (STATEMENT_LINE_TYPES as readonly string[]).includes(type);

const lineOrder = (line: StoredLine) =>
  STATEMENT_LINE_TYPES.indexOf(line.type) * 100 + (line.feeType ? FEE_TYPES.indexOf(line.feeType) + 1 : 0);

/**
 * Thrown when a month's lines do not add up to the sum of its ledger amounts (an entry of a kind that
 * moves the balance but has no line): the statement would not balance, so it is not stored.
 */
export class UnbalancedStatement extends AppError {
  constructor(month: string, currency: Currency, opening: number, closing: number) {
    super(RESULT_CODE.conflict, 'statements.unbalanced', {
      month,
      currency: CURRENCY_SHORT[currency],
      opening: fromMinor(opening),
      closing: fromMinor(closing),
    });
  }
}

/**
 * Each currency's figures of one month from its grouped ledger sums. A freeze or a release moves only
 * the frozen part (amount 0), so it is no line; every other entry is in exactly one line. The closing
 * is the opening plus the sum of all the month's amounts, and must equal opening + the lines.
 */
export const monthFigures = (
  month: string,
  sums: LedgerSum[],
  openings: Map<Currency, number>,
): MonthFigures[] =>
  CURRENCIES.map((currency) => {
    const mine = sums.filter((s) => s.currency === currency);
    const lines: StoredLine[] = mine
      .filter((s) => isLineType(s.type))
      .map((s) => ({
        type: s.type as StatementLineType,
        feeType: s.type === 'FEE' ? s.feeType : null,
        amount: s.amount,
        count: s.count,
      }));
    // A supplement is one line whatever its fee record: merge groups that map to the same line.
    const merged = new Map<string, StoredLine>();
    for (const line of lines) {
      const key = `${line.type}:${line.feeType ?? ''}`;
      const seen = merged.get(key);
      merged.set(
        key,
        seen ? { ...seen, amount: seen.amount + line.amount, count: seen.count + line.count } : line,
      );
    }
    const sorted = [...merged.values()].sort((a, b) => lineOrder(a) - lineOrder(b));
    const opening = openings.get(currency) ?? 0;
    const closing = opening + mine.reduce((sum, s) => sum + s.amount, 0);
    const entries = mine.reduce((sum, s) => sum + s.count, 0);
    if (opening + sorted.reduce((sum, l) => sum + l.amount, 0) !== closing)
      throw new UnbalancedStatement(month, currency, opening, closing);
    return { month, currency, opening, closing, lines: sorted, entries };
  });

const totalOf = (lines: StoredLine[], type: StatementLineType) =>
  lines.filter((l) => l.type === type).reduce((sum, l) => sum + l.amount, 0);

/** A statement as the list shows it. */
export const toStatement = (figures: MonthFigures, closedAt: Date | null): Statement => ({
  id: statementId(figures.month, figures.currency),
  month: figures.month,
  currency: figures.currency,
  status: closedAt ? 'CLOSED' : 'RUNNING',
  opening: fromMinor(figures.opening),
  recharges: fromMinor(totalOf(figures.lines, 'RECHARGE')),
  fees: fromMinor(totalOf(figures.lines, 'FEE')),
  refunds: fromMinor(totalOf(figures.lines, 'REFUND')),
  compensation: fromMinor(totalOf(figures.lines, 'COMPENSATION')),
  supplements: fromMinor(totalOf(figures.lines, 'SUPPLEMENT')),
  adjustments: fromMinor(totalOf(figures.lines, 'ADJUSTMENT')),
  closing: fromMinor(figures.closing),
  entries: figures.entries,
  closedAt: closedAt?.toISOString() ?? null,
});

/** A statement with its lines. */
export const toDetail = (figures: MonthFigures, closedAt: Date | null): StatementDetail => ({
  ...toStatement(figures, closedAt),
  lines: figures.lines.map((l) => ({ ...l, amount: fromMinor(l.amount) })),
});
