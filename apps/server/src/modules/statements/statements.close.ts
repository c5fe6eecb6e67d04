import { CURRENCIES, addMonths, monthOf, monthStart, monthsBetween, type Currency } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { monthFigures, type MonthFigures } from './statements.compute';
import { statementsRepository as repo, type Owner } from './statements.repository';

// Closing months: a month's figures from the ledger, stored once. Free functions of a database handle,
// so the service, its job and the demo seed all close the same way.

/**
 * How long after a month ends before it is closed: a transaction that wrote a ledger entry just before
 * midnight may still be committing at midnight.
 */
export const CLOSE_GRACE_MS = 5 * 60_000;

/** The latest month that may be closed at `now` (the previous month, once the grace has passed). */
export const lastClosableMonth = (now: Date) =>
  addMonths(monthOf(new Date(now.getTime() - CLOSE_GRACE_MS)), -1);

/**
 * Each currency's opening of a month: the previous month's closed closing, or (before the company's
 * first statement) the sum of every amount before the month.
 */
const openingsOf = async (db: DbOrTx, companyId: number, month: string): Promise<Map<Currency, number>> => {
  const previous = await repo.ofMonth(db, companyId, addMonths(month, -1));
  const openings =
    previous.length === CURRENCIES.length
      ? new Map<Currency, number>()
      : await repo.balancesBefore(db, companyId, monthStart(month));
  for (const row of previous) openings.set(row.currency, row.closing);
  return openings;
};

/** A month's figures for both currencies, computed from the ledger (one grouped pass over the month). */
export const figuresOf = async (db: DbOrTx, companyId: number, month: string): Promise<MonthFigures[]> => {
  const openings = await openingsOf(db, companyId, month);
  const sums = await repo.sums(db, companyId, monthStart(month), monthStart(addMonths(month, 1)));
  return monthFigures(month, sums, openings);
};

/** Closes one month of a company (both currencies); a month already closed stays as it was. */
export const closeMonth = async (db: DbOrTx, owner: Owner, month: string) => {
  const figures = await figuresOf(db, owner.companyId, month);
  return repo.insert(
    db,
    figures.map((f) => ({
      ...owner,
      month,
      currency: f.currency,
      opening: f.opening,
      closing: f.closing,
      lines: f.lines,
      entries: f.entries,
    })),
  );
};

/**
 * Closes every month of a company not closed yet, up to `last`: from the month after its latest
 * statement, or from the month of its first ledger entry. Answers how many statements it stored.
 */
export const closeThrough = async (db: DbOrTx, owner: Owner, last: string): Promise<number> => {
  const latest = await repo.latestMonth(db, owner.companyId);
  let start = latest ? addMonths(latest, 1) : undefined;
  if (!start) {
    const first = await repo.firstEntryAt(db, owner.companyId);
    if (!first) return 0;
    start = monthOf(first);
  }
  let stored = 0;
  for (const month of monthsBetween(start, last)) stored += (await closeMonth(db, owner, month)).length;
  return stored;
};
