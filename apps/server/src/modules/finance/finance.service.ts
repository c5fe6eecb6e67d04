import {
  CURRENCIES,
  CURRENCY_SHORT,
  RESULT_CODE,
  fromMinor,
  zonedDayText,
  startOfZonedDay,
  startOfZonedMonth,
  type Currency,
  type CurrencyAccount,
  type FeeType,
  type FundOverview,
  type FinanceDocumentType,
  type LedgerEntry,
  type LedgerType,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../core/deps';
import { AppError, errors } from '../../lib/errors';
import {
  financeRepository as repo,
  type AccountChange,
  type AccountState,
  type Owner,
  type TotalsDelta,
} from './finance.repository';
import type { CurrencyAccountRow, FeeRecordRow, LedgerEntryRow } from './finance.table';

export type { Owner } from './finance.repository';
export type { FeeRecordRow };

/**
 * An account that cannot afford a charge or a freeze. A business outcome, not a failure: the caller
 * catches it (its transaction is still usable, nothing was written) and moves its document to its own
 * state, e.g. an outbound order goes ON_HOLD.
 */
export class InsufficientFunds extends AppError {
  constructor(
    readonly currency: Currency,
    readonly neededMinor: number,
    readonly availableMinor: number,
  ) {
    super(RESULT_CODE.conflict, 'finance.insufficientBalance', {
      currency: CURRENCY_SHORT[currency],
      needed: fromMinor(neededMinor),
      available: fromMinor(availableMinor),
    });
  }
}

/** What a charge or a freeze is for: priced by the caller from the rate cards. */
export type FeeInput = {
  feeType: FeeType;
  /**
   * A name of the caller's (a supplement's reason, "FedEx Ground"); absent, the record keeps the fee
   * type's code and screens show the type's translated name instead (contracts `feeNameOf`).
   */
  name?: string;
  currency: Currency;
  unitPriceMinor: number;
  /** A decimal quantity ("3", "0.125"). */
  quantity: string;
  amountMinor: number;
  warehouseId?: number | null;
  documentType: FinanceDocumentType;
  documentNo: string;
  remark?: string | null;
};

type Common = { actor: string; at?: Date };
export type CreditInput = Common & {
  currency: Currency;
  amountMinor: number;
  type: Extract<LedgerType, 'RECHARGE' | 'COMPENSATION' | 'REFUND' | 'ADJUSTMENT'>;
  documentType: FinanceDocumentType;
  documentNo: string;
  note?: string | null;
};

export const availableOf = (row: Pick<CurrencyAccountRow, 'balance' | 'frozen' | 'creditLimit'>) =>
  row.balance - row.frozen + row.creditLimit;

export const toAccount = (row: CurrencyAccountRow): CurrencyAccount => ({
  currency: row.currency,
  balance: fromMinor(row.balance),
  frozen: fromMinor(row.frozen),
  creditLimit: fromMinor(row.creditLimit),
  available: fromMinor(availableOf(row)),
  updatedAt: row.updatedAt.toISOString(),
});

export const toLedgerEntry = (row: LedgerEntryRow): LedgerEntry => ({
  id: String(row.id),
  currency: row.currency,
  type: row.type,
  amount: fromMinor(row.amount),
  frozenChange: fromMinor(row.frozenChange),
  balanceAfter: fromMinor(row.balanceAfter),
  frozenAfter: fromMinor(row.frozenAfter),
  documentType: row.documentType,
  documentNo: row.documentNo,
  feeRecordId: row.feeRecordId === null ? null : String(row.feeRecordId),
  note: row.note,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/** A fee record's share of its day's totals, signed (−1 takes it out of the bucket). */
const shareOf = (fee: FeeRecordRow, sign: 1 | -1): TotalsDelta => {
  return {
    tenantId: fee.tenantId,
    companyId: fee.companyId,
    day: zonedDayText(fee.createdAt),
    currency: fee.currency,
    feeType: fee.feeType,
    status: fee.status,
    warehouseId: fee.warehouseId ?? 0,
    count: sign,
    amount: sign * fee.amount,
    deducted: sign * fee.deducted,
    refunded: sign * fee.refunded,
  };
};

const positive = (minor: number) => {
  if (!Number.isSafeInteger(minor) || minor <= 0) throw errors.invalid('finance.amountNotPositive');
};

/**
 * The money kernel (ARCHITECTURE.md): the one way money moves. Every function runs inside the
 * caller's transaction, changes the account with one conditional statement (never a read followed by
 * a write), and writes the ledger entry, and the fee record where there is one, in that transaction.
 */
/** What runs when money came into a company's account, inside that transaction (a hold's release). */
export type FundsInListener = (tx: DbOrTx, owner: Owner) => Promise<void>;

export const createFinanceService = ({ db }: Pick<Deps, 'db'>) => {
  const fundsIn: FundsInListener[] = [];
  const afterFundsIn = async (tx: DbOrTx, owner: Owner) => {
    for (const listener of fundsIn) await listener(tx, owner);
  };

  /**
   * Applies the change, opening the company's accounts first if they are missing (a company from
   * before accounts opened with it); undefined when the account cannot afford it. A statement that
   * found no account may have run just before a concurrent transaction committed the opening, so
   * whatever a look-up finds next, the change is tried again on the account as it now stands (the
   * insert waits for an opener still running): a credit never fails for want of an account.
   */
  const applyTo = async (tx: DbOrTx, owner: Owner, currency: Currency, change: AccountChange) => {
    const applied = await repo.apply(tx, owner.companyId, currency, change);
    if (applied) return applied;
    if (!(await repo.accountOf(tx, owner.companyId, currency))) await repo.open(tx, owner, CURRENCIES);
    return repo.apply(tx, owner.companyId, currency, change);
  };

  /** Applies a change or throws InsufficientFunds, having written nothing. */
  const mustApply = async (tx: DbOrTx, owner: Owner, currency: Currency, change: AccountChange) => {
    const state = await applyTo(tx, owner, currency, change);
    if (state) return state;
    const needed = change.frozenChange - change.amount;
    // Only a change that lowers what is available can be unaffordable; any other refusal is a defect
    // (a release of more than is frozen), never "not enough" with a negative amount needed.
    if (needed <= 0)
      throw new Error(`finance: ${currency} account of company ${owner.companyId} refused a change`);
    const account = await repo.accountOf(tx, owner.companyId, currency);
    throw new InsufficientFunds(currency, needed, account ? availableOf(account) : 0);
  };

  type Entry = {
    type: LedgerType;
    documentType: FinanceDocumentType | null;
    documentNo: string | null;
    feeRecordId?: number | null;
    note?: string | null;
    actor: string;
    at?: Date;
  };

  /** The ledger entry of an applied change, with what the account held after it. */
  const record = (
    tx: DbOrTx,
    owner: Owner,
    currency: Currency,
    change: AccountChange,
    state: AccountState,
    entry: Entry,
  ) =>
    repo.insertLedger(tx, {
      ...owner,
      accountId: state.id,
      currency,
      type: entry.type,
      amount: change.amount,
      frozenChange: change.frozenChange,
      balanceAfter: state.balance,
      frozenAfter: state.frozen,
      documentType: entry.documentType,
      documentNo: entry.documentNo,
      feeRecordId: entry.feeRecordId ?? null,
      note: entry.note ?? null,
      createdBy: entry.actor,
      ...(entry.at ? { createdAt: entry.at } : {}),
    });

  const move = async (tx: DbOrTx, owner: Owner, currency: Currency, change: AccountChange, entry: Entry) =>
    record(tx, owner, currency, change, await mustApply(tx, owner, currency, change), entry);

  const feeOf = async (tx: DbOrTx, owner: Owner, id: number): Promise<FeeRecordRow> => {
    const fee = await repo.feeById(tx, owner.companyId, id);
    if (!fee) throw errors.notFound();
    return fee;
  };

  const ledgerTypeOf = (fee: Pick<FeeRecordRow, 'feeType'>): LedgerType =>
    fee.feeType === 'SUPPLEMENT' ? 'SUPPLEMENT' : 'FEE';

  /** The fee record of a change already applied to the account `accountId`. */
  const feeRowOf = (
    owner: Owner,
    accountId: number,
    fee: FeeInput,
    status: 'FROZEN' | 'DEDUCTED',
    at: Date,
    actor: string,
  ) => ({
    ...owner,
    accountId,
    currency: fee.currency,
    feeType: fee.feeType,
    name: fee.name ?? fee.feeType,
    unitPrice: fee.unitPriceMinor,
    quantity: fee.quantity,
    amount: fee.amountMinor,
    deducted: status === 'DEDUCTED' ? fee.amountMinor : 0,
    status,
    documentType: fee.documentType,
    documentNo: fee.documentNo,
    warehouseId: fee.warehouseId ?? null,
    remark: fee.remark ?? null,
    createdBy: actor,
    createdAt: at,
    deductedAt: status === 'DEDUCTED' ? at : null,
    updatedAt: at,
  });

  /**
   * The fees of one document frozen together: each currency's account changes once for their sum
   * (its lock taken once, the document's other statements not made under it), then the fee records,
   * their totals and a ledger entry per fee, a statement each; the entries' running figures end at
   * the account's. All or none: InsufficientFunds when an account cannot afford its sum, with nothing
   * written and the caller's transaction usable (one currency: its conditional update is the first
   * write; several: in a savepoint, so that a later account's refusal undoes an earlier one's).
   */
  const freezeMany = (
    tx: DbOrTx,
    owner: Owner,
    input: Common & { fees: FeeInput[] },
  ): Promise<FeeRecordRow[]> => {
    for (const fee of input.fees) positive(fee.amountMinor);
    const sums = new Map<Currency, number>();
    for (const fee of input.fees) sums.set(fee.currency, (sums.get(fee.currency) ?? 0) + fee.amountMinor);
    return sums.size > 1
      ? tx.transaction((sp) => freezeSums(sp, owner, input, sums))
      : freezeSums(tx, owner, input, sums);
  };

  const freezeSums = async (
    tx: DbOrTx,
    owner: Owner,
    input: Common & { fees: FeeInput[] },
    sums: Map<Currency, number>,
  ): Promise<FeeRecordRow[]> => {
    const at = input.at ?? new Date();
    const states = new Map<Currency, AccountState>();
    for (const [currency, sum] of [...sums].sort(([x], [y]) => (x < y ? -1 : 1)))
      states.set(currency, await mustApply(tx, owner, currency, { amount: 0, frozenChange: sum }));
    const rows = await repo.insertFees(
      tx,
      input.fees.map((fee) => feeRowOf(owner, states.get(fee.currency)!.id, fee, 'FROZEN', at, input.actor)),
    );
    await repo.shiftTotals(
      tx,
      rows.map((row) => shareOf(row, 1)),
    );
    const frozen = new Map([...sums].map(([c, sum]) => [c, states.get(c)!.frozen - sum]));
    await repo.insertLedgers(
      tx,
      rows.map((row) => {
        const state = states.get(row.currency)!;
        const frozenAfter = frozen.get(row.currency)! + row.amount;
        frozen.set(row.currency, frozenAfter);
        return {
          ...owner,
          accountId: state.id,
          currency: row.currency,
          type: 'FREEZE' as const,
          amount: 0,
          frozenChange: row.amount,
          balanceAfter: state.balance,
          frozenAfter,
          documentType: row.documentType,
          documentNo: row.documentNo,
          feeRecordId: row.id,
          note: null,
          createdBy: input.actor,
          createdAt: at,
        };
      }),
    );
    return rows;
  };

  /**
   * A charge or a freeze: the account changes first (so an unaffordable one writes nothing), then the
   * fee record and the ledger entry that names it.
   */
  const feeMove = async (
    tx: DbOrTx,
    owner: Owner,
    input: Common & { fee: FeeInput },
    status: 'FROZEN' | 'DEDUCTED',
  ) => {
    const { fee } = input;
    positive(fee.amountMinor);
    const change =
      status === 'FROZEN'
        ? { amount: 0, frozenChange: fee.amountMinor }
        : { amount: -fee.amountMinor, frozenChange: 0 };
    const state = await mustApply(tx, owner, fee.currency, change);
    const at = input.at ?? new Date();
    const row = await repo.insertFee(tx, feeRowOf(owner, state.id, fee, status, at, input.actor));
    // Locks after the account's, as everywhere: account, then totals (no deadlock between them).
    await repo.shiftTotals(tx, [shareOf(row, 1)]);
    await record(tx, owner, fee.currency, change, state, {
      type: status === 'FROZEN' ? 'FREEZE' : ledgerTypeOf(row),
      documentType: row.documentType,
      documentNo: row.documentNo,
      feeRecordId: row.id,
      actor: input.actor,
      at,
    });
    return row;
  };

  /** Takes the actual amount of a freeze (at most what was frozen) and releases the rest. */
  const settle = async (
    tx: DbOrTx,
    owner: Owner,
    input: Common & { feeRecordId: number; actualMinor: number; note?: string },
  ): Promise<FeeRecordRow> => {
    const before = await feeOf(tx, owner, input.feeRecordId);
    if (before.status !== 'FROZEN') throw errors.conflict('finance.feeNotFrozen');
    if (
      !Number.isSafeInteger(input.actualMinor) ||
      input.actualMinor < 0 ||
      input.actualMinor > before.amount
    )
      throw errors.invalid('finance.settleAboveFrozen', {
        actual: fromMinor(Math.max(0, Math.trunc(input.actualMinor) || 0)),
        frozen: fromMinor(before.amount),
      });
    const at = input.at ?? new Date();
    // The conditional update is the guard: of two concurrent settlements only one finds it FROZEN.
    const fee = await repo.settleFee(tx, owner.companyId, before.id, input.actualMinor, at);
    if (!fee) throw errors.conflict('finance.feeNotFrozen');
    const base = { documentType: fee.documentType, documentNo: fee.documentNo, feeRecordId: fee.id };
    if (input.actualMinor > 0) {
      await move(
        tx,
        owner,
        fee.currency,
        { amount: -input.actualMinor, frozenChange: -input.actualMinor },
        {
          ...base,
          type: ledgerTypeOf(fee),
          note: input.note,
          actor: input.actor,
          at,
        },
      );
    }
    const rest = fee.amount - input.actualMinor;
    if (rest > 0) {
      await move(
        tx,
        owner,
        fee.currency,
        { amount: 0, frozenChange: -rest },
        {
          ...base,
          type: 'UNFREEZE',
          note: input.note,
          actor: input.actor,
          at,
        },
      );
    }
    // Out of its FROZEN bucket (a freeze had taken and refunded nothing), into its settled one.
    await repo.shiftTotals(tx, [
      shareOf({ ...fee, status: 'FROZEN', deducted: 0, refunded: 0 }, -1),
      shareOf(fee, 1),
    ]);
    return fee;
  };

  /** The company's accounts, RMB first (opened at zero on first read). */
  const accounts = async (tx: DbOrTx, owner: Owner): Promise<CurrencyAccount[]> => {
    let rows = await repo.accountsOf(tx, owner.companyId);
    if (rows.length < CURRENCIES.length) {
      await repo.open(tx, owner, CURRENCIES);
      rows = await repo.accountsOf(tx, owner.companyId);
    }
    return rows.map(toAccount);
  };

  return {
    /** Both currency accounts of a company (opened at zero on first use; idempotent). */
    async openAccounts(tx: DbOrTx, owner: Owner) {
      await repo.open(tx, owner, CURRENCIES);
    },

    /** The company's accounts, RMB first. */
    accounts,

    /**
     * The home page's funds card: each account with yesterday's and this month's money in and out,
     * in the finance calendar.
     */
    async overview(tx: DbOrTx, owner: Owner, now = new Date()): Promise<FundOverview> {
      const rows = await accounts(tx, owner);
      const today = startOfZonedDay(now);
      const [yesterday, month] = await Promise.all([
        repo.flows(tx, owner.companyId, startOfZonedDay(now, -1), today),
        repo.flows(tx, owner.companyId, startOfZonedMonth(now), startOfZonedDay(now, 1)),
      ]);
      const of = (rows: typeof month, currency: Currency) => {
        const row = rows.find((r) => r.currency === currency);
        return { income: fromMinor(Number(row?.income ?? 0)), expense: fromMinor(Number(row?.expense ?? 0)) };
      };
      return rows.map((a) => {
        const y = of(yesterday, a.currency);
        const m = of(month, a.currency);
        return {
          currency: a.currency,
          balance: a.balance,
          frozen: a.frozen,
          credit: a.creditLimit,
          available: a.available,
          yesterdayIncome: y.income,
          yesterdayExpense: y.expense,
          monthIncome: m.income,
          monthExpense: m.expense,
        };
      });
    },

    /** Money in: a recharge, a claim paid, a refund outside a fee, an adjustment. */
    async credit(tx: DbOrTx, owner: Owner, input: CreditInput): Promise<LedgerEntryRow> {
      positive(input.amountMinor);
      const entry = await move(
        tx,
        owner,
        input.currency,
        { amount: input.amountMinor, frozenChange: 0 },
        {
          type: input.type,
          documentType: input.documentType,
          documentNo: input.documentNo,
          note: input.note,
          actor: input.actor,
          at: input.at,
        },
      );
      await afterFundsIn(tx, owner);
      return entry;
    },

    /**
     * Runs `listener` in the transaction of every credit and refund, after the money is in: a module
     * whose documents wait for the balance (outbound orders on hold) goes on with them at once.
     */
    onFundsIn(listener: FundsInListener) {
      fundsIn.push(listener);
    },

    /** Holds the fee's amount against the account (a FROZEN fee record); InsufficientFunds if it can't. */
    freeze: (tx: DbOrTx, owner: Owner, input: Common & { fee: FeeInput }): Promise<FeeRecordRow> =>
      feeMove(tx, owner, input, 'FROZEN'),

    freezeMany,

    /** Lets a freeze go, taking nothing (the document was cancelled). */
    release(tx: DbOrTx, owner: Owner, input: Common & { feeRecordId: number; note?: string }) {
      return settle(tx, owner, { ...input, actualMinor: 0 });
    },

    /** Takes the actual amount of a freeze (at most what was frozen) and releases the rest. */
    settle,

    /** Deducts a fee at once (a DEDUCTED fee record); InsufficientFunds if the account can't afford it. */
    charge: (tx: DbOrTx, owner: Owner, input: Common & { fee: FeeInput }): Promise<FeeRecordRow> =>
      feeMove(tx, owner, input, 'DEDUCTED'),

    /** Gives back all (default) or part of a deducted fee. */
    async refund(
      tx: DbOrTx,
      owner: Owner,
      input: Common & { feeRecordId: number; amountMinor?: number; note: string },
    ): Promise<FeeRecordRow> {
      const before = await feeOf(tx, owner, input.feeRecordId);
      const refundable = before.status === 'DEDUCTED' ? before.deducted - before.refunded : 0;
      if (refundable <= 0) throw errors.conflict('finance.feeNotDeducted');
      const amount = input.amountMinor ?? refundable;
      positive(amount);
      if (amount > refundable)
        throw errors.invalid('finance.refundAboveCharged', { refundable: fromMinor(refundable) });
      const at = input.at ?? new Date();
      const fee = await repo.refundFee(tx, owner.companyId, before.id, amount, at);
      if (!fee) throw errors.conflict('finance.feeNotDeducted');
      await move(
        tx,
        owner,
        fee.currency,
        { amount, frozenChange: 0 },
        {
          type: 'REFUND',
          documentType: fee.documentType,
          documentNo: fee.documentNo,
          feeRecordId: fee.id,
          note: input.note,
          actor: input.actor,
          at,
        },
      );
      // Only a DEDUCTED record passed the update, with `amount` less refunded than now.
      await repo.shiftTotals(tx, [
        shareOf({ ...fee, status: 'DEDUCTED', refunded: fee.refunded - amount }, -1),
        shareOf(fee, 1),
      ]);
      await afterFundsIn(tx, owner);
      return fee;
    },

    /** The ledger entries a fee record caused, oldest first. */
    ledgerOfFee: async (tx: DbOrTx, owner: Owner, feeRecordId: number) =>
      (await repo.ledgerOfFee(tx, owner.companyId, feeRecordId)).map(toLedgerEntry),

    /** The ledger entries of a document (a recharge, a claim…), oldest first. */
    ledgerOfDocument: async (tx: DbOrTx, owner: Owner, documentNo: string) =>
      (await repo.ledgerOfDocument(tx, owner.companyId, documentNo)).map(toLedgerEntry),

    feeRecord: (tx: DbOrTx, owner: Owner, id: number) => repo.feeById(tx, owner.companyId, id),

    /**
     * Accounts whose balance or frozen part differs from their ledger's sums: empty when the
     * invariant holds (tests and the bench check it after every run).
     */
    async feeTotalsMismatches(tx: DbOrTx = db, companyId?: number) {
      // Both drivers answer `{ rows }`; their result types differ, so the rows are named here.
      const result = (await repo.totalsMismatches(tx, companyId)) as unknown as {
        rows: { company_id: number; day: string }[];
      };
      return result.rows;
    },

    async mismatches(tx: DbOrTx = db, companyId?: number) {
      const rows = await repo.reconcile(tx, companyId);
      return rows.filter((r) => Number(r.ledgerBalance) !== r.balance || Number(r.ledgerFrozen) !== r.frozen);
    },
  };
};
export type FinanceService = ReturnType<typeof createFinanceService>;
