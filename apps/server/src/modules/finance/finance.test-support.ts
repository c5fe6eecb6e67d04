// Helpers for tests that move money: the kernel called the way a module calls it (inside its own
// transaction), and the accounts read back through the API the way the customer reads them.
import { afterEach, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Currency, CurrencyAccount, FeeType } from '@oms/contracts';
import type { App } from '../../app';
import type { Tx } from '../../db/client';
import { bodyOf, call } from '../../../test/fixtures';
import { InsufficientFunds, type FeeInput, type Owner } from './finance.service';
import { currencyAccounts } from './finance.table';

export type MoneyOwner = Owner & { token: string };

/** A fee of `amountMinor` in `currency` for a test document. */
export const feeOf = (
  amountMinor: number,
  currency: Currency = 'CNY',
  extra: Partial<FeeInput> & { feeType?: FeeType } = {},
): FeeInput => ({
  feeType: 'OUTBOUND_ORDER',
  currency,
  unitPriceMinor: amountMinor,
  quantity: '1',
  amountMinor,
  documentType: 'OUTBOUND',
  documentNo: 'OB-TEST-1',
  ...extra,
});

/**
 * Runs a kernel call that the kernel may refuse (not enough money, a fee in the wrong state, above
 * what is allowed): a refusal changes nothing and is swallowed; any other error is thrown.
 */
export const unlessRefused = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (e) {
    if (!(e instanceof InsufficientFunds) && !(e as { status?: number }).status) throw e;
  }
};

/** Runs one kernel call in its own transaction, as a module's service would. */
export const inTx = <T>(app: App, work: (tx: Tx) => Promise<T>) => app.deps.db.transaction(work);

/** Puts money on an account (a recharge of `amountMinor`). */
export const fund = (app: App, owner: Owner, amountMinor: number, currency: Currency = 'CNY') =>
  inTx(app, (tx) =>
    app.services.finance.credit(tx, owner, {
      currency,
      amountMinor,
      type: 'RECHARGE',
      documentType: 'RECHARGE',
      documentNo: 'RC-TEST',
      actor: 'test',
    }),
  );

/** The company's accounts as the recharge page reads them, by currency. */
export const accountsOf = async (app: App, token: string) => {
  const res = await call(app, token, 'finance/accounts');
  const rows = bodyOf<CurrencyAccount[]>(res).data;
  return Object.fromEntries(rows.map((r) => [r.currency, r])) as Record<Currency, CurrencyAccount>;
};

/** Grants a credit line (the operator's setting; no customer call changes it). */
export const setCreditLimit = (app: App, owner: Owner, currency: Currency, minor: number) =>
  app.deps.db
    .update(currencyAccounts)
    .set({ creditLimit: minor })
    .where(and(eq(currencyAccounts.companyId, owner.companyId), eq(currencyAccounts.currency, currency)));

/**
 * After each test of the calling suite: every company's statements still run from its ledger to its
 * balance (statements.check), whatever the test did with money.
 */
export const statementsAgreeAfterEach = (t: { app: App }) =>
  afterEach(async () => {
    expect(await t.app.services.statements.disagreements()).toEqual([]);
  });
