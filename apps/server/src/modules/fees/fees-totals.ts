import { startOfZonedDay, zonedDayText, type Currency } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { feesRepository as repo, type FeeListFilters } from './fees.repository';

// The fee inquiry's totals per currency. Over whole finance-calendar days they come from the kernel's
// daily roll-up (a few rows a day, fast over a million lines); the part of a range that cuts a day
// in two, and filters the roll-up does not keep (document number, dispute state, chosen rows), are
// summed from the fee lines themselves.

type Sums = { currency: Currency; count: number; amount: number; deducted: number; refunded: number };

/** The first midnight at or after `at`. */
const midnightFrom = (at: Date) => {
  const start = startOfZonedDay(at);
  return start.getTime() === at.getTime() ? start : startOfZonedDay(at, 1);
};

const add = (
  into: Map<Currency, Sums>,
  rows: { currency: Currency; count: string | number; amount: string; deducted: string; refunded: string }[],
) => {
  for (const r of rows) {
    const sums = into.get(r.currency) ?? {
      currency: r.currency,
      count: 0,
      amount: 0,
      deducted: 0,
      refunded: 0,
    };
    sums.count += Number(r.count);
    sums.amount += Number(r.amount);
    sums.deducted += Number(r.deducted);
    sums.refunded += Number(r.refunded);
    into.set(r.currency, sums);
  }
};

export const feeTotals = async (db: DbOrTx, companyId: number, filters: FeeListFilters): Promise<Sums[]> => {
  const sums = new Map<Currency, Sums>();
  const rolledUp = !filters.documentNo && !filters.disputeState && !filters.ids?.length;
  const from = filters.createdFrom ? new Date(filters.createdFrom) : undefined;
  // The list's `createdTo` is inclusive: the range ends just after it.
  const to = filters.createdTo ? new Date(new Date(filters.createdTo).getTime() + 1) : undefined;
  const firstDay = from && midnightFrom(from);
  const lastDay = to && startOfZonedDay(to);
  if (!rolledUp || (firstDay && lastDay && firstDay >= lastDay)) {
    add(sums, await repo.totals(db, companyId, filters));
  } else {
    const lines = { ...filters, createdFrom: undefined, createdTo: undefined };
    add(
      sums,
      await repo.dailyTotals(db, companyId, filters, {
        fromDay: firstDay && zonedDayText(firstDay),
        toDay: lastDay && zonedDayText(lastDay),
      }),
    );
    if (from && firstDay && from < firstDay)
      add(sums, await repo.totals(db, companyId, lines, { from, to: firstDay }));
    if (to && lastDay && lastDay < to)
      add(sums, await repo.totals(db, companyId, lines, { from: lastDay, to }));
  }
  return [...sums.values()].filter((s) => s.count !== 0).sort((a, b) => (a.currency < b.currency ? -1 : 1));
};
