import { and, asc, desc, eq, gte, lt, lte, min, sql } from 'drizzle-orm';
import type { Currency, LedgerType, FeeType } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { companies, currencyAccounts, feeRecords, ledgerEntries as l, tenants } from '../../schema';
import { monthlyStatements as s, type MonthlyStatementRow } from './statements.table';

export type Owner = { tenantId: number; companyId: number };

/** One group of a month's ledger: the sum and count of one currency, ledger type and fee type. */
export type LedgerSum = {
  currency: Currency;
  type: LedgerType;
  feeType: FeeType | null;
  amount: number;
  count: number;
};

export type StatementInsert = Omit<typeof s.$inferInsert, 'id' | 'closedAt'>;

/**
 * The statements' SQL. The ledger belongs to the finance module: it is only read here, always
 * through its (company_id, created_at, id) index: a month is one range of that index.
 */
export const statementsRepository = {
  /**
   * A company's ledger between two instants in one grouped pass: per currency, ledger type and fee
   * type (joined from the fee record of a fee or a supplement), the sum of the amounts.
   */
  sums: async (db: DbOrTx, companyId: number, from: Date, to: Date | null): Promise<LedgerSum[]> => {
    const rows = await db
      .select({
        currency: l.currency,
        type: l.type,
        feeType: feeRecords.feeType,
        amount: sql<string>`sum(${l.amount})`,
        count: sql<number>`count(*)::int`,
      })
      .from(l)
      .leftJoin(feeRecords, and(eq(feeRecords.id, l.feeRecordId), sql`${l.type} in ('FEE', 'SUPPLEMENT')`))
      .where(and(eq(l.companyId, companyId), gte(l.createdAt, from), to ? lt(l.createdAt, to) : undefined))
      .groupBy(l.currency, l.type, feeRecords.feeType);
    return rows.map((r) => ({ ...r, amount: Number(r.amount), count: Number(r.count) }));
  },

  /** The sum of every amount before an instant, per currency: the balance the company held then. */
  balancesBefore: async (db: DbOrTx, companyId: number, before: Date) => {
    const rows = await db
      .select({ currency: l.currency, amount: sql<string>`sum(${l.amount})` })
      .from(l)
      .where(and(eq(l.companyId, companyId), lt(l.createdAt, before)))
      .groupBy(l.currency);
    return new Map(rows.map((r) => [r.currency, Number(r.amount)]));
  },

  /** When the company's first ledger entry was made (undefined: it has none). */
  firstEntryAt: async (db: DbOrTx, companyId: number) =>
    (
      await db
        .select({ at: min(l.createdAt) })
        .from(l)
        .where(eq(l.companyId, companyId))
    )[0]?.at ?? undefined,

  /** The latest month the company has a closed statement of. */
  latestMonth: async (db: DbOrTx, companyId: number) =>
    (
      await db
        .select({ month: s.month })
        .from(s)
        .where(eq(s.companyId, companyId))
        .orderBy(desc(s.month))
        .limit(1)
    )[0]?.month,

  /** The closed statements of one month (both currencies when they are closed). */
  ofMonth: (db: DbOrTx, companyId: number, month: string) =>
    db
      .select()
      .from(s)
      .where(and(eq(s.companyId, companyId), eq(s.month, month))),

  /** A company's closed statements in a month range, newest first. */
  list: (
    db: DbOrTx,
    companyId: number,
    filter: { currency?: Currency; monthFrom?: string; monthTo?: string },
  ): Promise<MonthlyStatementRow[]> =>
    db
      .select()
      .from(s)
      .where(
        and(
          eq(s.companyId, companyId),
          filter.currency ? eq(s.currency, filter.currency) : undefined,
          filter.monthFrom ? gte(s.month, filter.monthFrom) : undefined,
          filter.monthTo ? lte(s.month, filter.monthTo) : undefined,
        ),
      )
      .orderBy(desc(s.month), asc(s.currency)),

  /** Stores closed statements; one already stored (a concurrent close) is kept as it is. */
  insert: (db: DbOrTx, rows: StatementInsert[]) =>
    rows.length === 0
      ? Promise.resolve([])
      : db
          .insert(s)
          .values(rows)
          .onConflictDoNothing({ target: [s.companyId, s.month, s.currency] })
          .returning(),

  /** The company's account balance in each currency (the running month closes at it). */
  accountBalances: async (db: DbOrTx, companyId: number) => {
    const rows = await db
      .select({ currency: currencyAccounts.currency, balance: currencyAccounts.balance })
      .from(currencyAccounts)
      .where(eq(currencyAccounts.companyId, companyId));
    return new Map(rows.map((r) => [r.currency, r.balance]));
  },

  /** Every company that holds currency accounts (the close job's list). */
  companiesWithAccounts: (db: DbOrTx) =>
    db
      .selectDistinct({ tenantId: currencyAccounts.tenantId, companyId: currencyAccounts.companyId })
      .from(currencyAccounts)
      .orderBy(asc(currencyAccounts.companyId)),

  /** The company's and its operator's names (the PDF's heading). */
  names: async (db: DbOrTx, companyId: number) =>
    (
      await db
        .select({ company: companies.name, operator: tenants.name })
        .from(companies)
        .innerJoin(tenants, eq(tenants.id, companies.tenantId))
        .where(eq(companies.id, companyId))
    )[0],
};
