import { toMinor, type Currency, type Statement } from '@oms/contracts';

// The statements' own invariant, apart from the SQL: one currency's statements, oldest first, form
// one chain from the ledger to the account. The first opens with what the ledger held before its
// month, each month opens with the closing of the month before, and the running month closes at the
// account's balance. A month closed before all its entries were written breaks the chain.

export type Disagreement = {
  companyId: number;
  currency: Currency;
  month: string;
  /** Which link of the chain breaks. */
  what: 'firstOpening' | 'opening' | 'runningClosing';
  /** What the link should hold (minor units): the ledger, the previous closing or the balance. */
  expected: number;
  /** What the statement says (minor units). */
  actual: number;
};

export type Chain = {
  companyId: number;
  currency: Currency;
  /** The currency's statements, oldest month first. */
  statements: Pick<Statement, 'month' | 'status' | 'opening' | 'closing'>[];
  /** The ledger's sum before the first statement's month. */
  ledgerBefore: number;
  /** The account's balance now. */
  balance: number;
};

/** Where one currency's chain of statements breaks (none: it holds). */
export const chainDisagreements = ({
  companyId,
  currency,
  statements,
  ledgerBefore,
  balance,
}: Chain): Disagreement[] => {
  const out: Disagreement[] = [];
  const at = (month: string, what: Disagreement['what'], expected: number, actual: number) => {
    if (expected !== actual) out.push({ companyId, currency, month, what, expected, actual });
  };
  statements.forEach((s, i) => {
    const previous = statements[i - 1];
    if (!previous) at(s.month, 'firstOpening', ledgerBefore, toMinor(s.opening));
    else at(s.month, 'opening', toMinor(previous.closing), toMinor(s.opening));
  });
  const last = statements.at(-1);
  if (last?.status === 'RUNNING') at(last.month, 'runningClosing', balance, toMinor(last.closing));
  return out;
};
