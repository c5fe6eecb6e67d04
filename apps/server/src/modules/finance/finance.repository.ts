import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { FINANCE_TIME_ZONE, type Currency, type FeeStatus } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import {
  currencyAccounts as a,
  feeDailyTotals as d,
  feeRecords as f,
  ledgerEntries as l,
  type LedgerEntryRow,
} from './finance.table';

export type Owner = { tenantId: number; companyId: number };

/** One change of an account: `amount` moves the balance, `frozenChange` the frozen part. */
export type AccountChange = { amount: number; frozenChange: number };

export type LedgerInsert = Omit<typeof l.$inferInsert, 'id'>;
export type FeeInsert = Omit<typeof f.$inferInsert, 'id'>;
/** A change of one day's fee totals (negative parts take a record out of its old bucket). */
export type TotalsDelta = typeof d.$inferInsert;

/** The account after a change (what the UPDATE returned). */
export type AccountState = { id: number; balance: number; frozen: number; creditLimit: number };

const returning = { id: a.id, balance: a.balance, frozen: a.frozen, creditLimit: a.creditLimit };

export const financeRepository = {
  /** Both accounts of a company, created once (a concurrent opener's row wins, nothing fails). */
  open: (db: DbOrTx, owner: Owner, currencies: readonly Currency[]) =>
    db
      .insert(a)
      .values(currencies.map((currency) => ({ ...owner, currency })))
      .onConflictDoNothing({ target: [a.companyId, a.currency] }),

  accountsOf: (db: DbOrTx, companyId: number) =>
    db.select().from(a).where(eq(a.companyId, companyId)).orderBy(asc(a.currency)),

  accountOf: async (db: DbOrTx, companyId: number, currency: Currency) =>
    (
      await db
        .select()
        .from(a)
        .where(and(eq(a.companyId, companyId), eq(a.currency, currency)))
    )[0],

  /**
   * Applies a change in one conditional statement. A change that lowers what is available only
   * happens while the account can afford it (balance + amount − frozen − frozenChange + credit ≥ 0),
   * checked by the database on the row it locks, so concurrent charges can never overdraw. Answers
   * the account after the change, or undefined when it could not afford it (or has no account).
   */
  apply: async (
    db: DbOrTx,
    companyId: number,
    currency: Currency,
    change: AccountChange,
  ): Promise<AccountState | undefined> => {
    const lowers = change.amount - change.frozenChange < 0;
    const conditions: (SQL | undefined)[] = [
      eq(a.companyId, companyId),
      eq(a.currency, currency),
      change.frozenChange < 0 ? sql`${a.frozen} + ${change.frozenChange} >= 0` : undefined,
      lowers
        ? sql`${a.balance} + ${change.amount} - ${a.frozen} - ${change.frozenChange} + ${a.creditLimit} >= 0`
        : undefined,
    ];
    const rows = await db
      .update(a)
      .set({
        balance: sql`${a.balance} + ${change.amount}`,
        frozen: sql`${a.frozen} + ${change.frozenChange}`,
        updatedAt: new Date(),
      })
      .where(and(...conditions))
      .returning(returning);
    return rows[0];
  },

  insertLedger: async (db: DbOrTx, row: LedgerInsert): Promise<LedgerEntryRow> =>
    (await db.insert(l).values(row).returning())[0]!,

  insertFee: async (db: DbOrTx, row: FeeInsert) => (await db.insert(f).values(row).returning())[0]!,

  /** Fee records in one statement, answered in the order given (ids are drawn in that order). */
  insertFees: async (db: DbOrTx, rows: FeeInsert[]) =>
    rows.length === 0 ? [] : (await db.insert(f).values(rows).returning()).sort((x, y) => x.id - y.id),

  /** Ledger entries in one statement, in the order given. */
  insertLedgers: async (db: DbOrTx, rows: LedgerInsert[]) => {
    if (rows.length > 0) await db.insert(l).values(rows);
  },

  feeById: async (db: DbOrTx, companyId: number, id: number) =>
    (
      await db
        .select()
        .from(f)
        .where(and(eq(f.companyId, companyId), eq(f.id, id)))
    )[0],

  /** Settles a freeze: takes `deducted`, in one statement that only a FROZEN record passes. */
  settleFee: async (db: DbOrTx, companyId: number, id: number, deducted: number, at: Date) =>
    (
      await db
        .update(f)
        .set({
          status: sql`case when ${deducted} > 0 then 'DEDUCTED' else 'REFUNDED' end`,
          deducted,
          deductedAt: at,
          updatedAt: at,
        })
        .where(and(eq(f.companyId, companyId), eq(f.id, id), eq(f.status, 'FROZEN')))
        .returning()
    )[0],

  /** Gives back `amount` of a deduction; only while that much is still refundable. */
  refundFee: async (db: DbOrTx, companyId: number, id: number, amount: number, at: Date) =>
    (
      await db
        .update(f)
        .set({
          refunded: sql`${f.refunded} + ${amount}`,
          status: sql`case when ${f.refunded} + ${amount} = ${f.deducted} then 'REFUNDED' else ${f.status} end`,
          updatedAt: at,
        })
        .where(
          and(
            eq(f.companyId, companyId),
            eq(f.id, id),
            eq(f.status, 'DEDUCTED' satisfies FeeStatus),
            sql`${f.refunded} + ${amount} <= ${f.deducted}`,
          ),
        )
        .returning()
    )[0],

  /** Money in and out of each of the company's accounts between two instants (from inclusive). */
  flows: (db: DbOrTx, companyId: number, from: Date, to: Date) =>
    db
      .select({
        currency: l.currency,
        income: sql<string>`coalesce(sum(${l.amount}) filter (where ${l.amount} > 0), 0)`,
        expense: sql<string>`coalesce(-sum(${l.amount}) filter (where ${l.amount} < 0), 0)`,
      })
      .from(l)
      .where(and(eq(l.companyId, companyId), gte(l.createdAt, from), lt(l.createdAt, to)))
      .groupBy(l.currency),

  /**
   * Adds each delta to its day's bucket (created at zero), in one statement: deltas of one bucket are
   * added up first (a statement may change a row once), and the buckets are locked in key order.
   */
  shiftTotals: async (db: DbOrTx, deltas: TotalsDelta[]) => {
    const key = (x: TotalsDelta) =>
      `${x.companyId}|${x.day}|${x.currency}|${x.feeType}|${x.status}|${x.warehouseId}`;
    const merged = new Map<string, TotalsDelta>();
    for (const delta of deltas) {
      const at = merged.get(key(delta));
      merged.set(
        key(delta),
        at
          ? {
              ...at,
              count: at.count + delta.count,
              amount: at.amount + delta.amount,
              deducted: at.deducted + delta.deducted,
              refunded: at.refunded + delta.refunded,
            }
          : delta,
      );
    }
    if (merged.size === 0) return;
    await db
      .insert(d)
      .values([...merged].sort(([x], [y]) => (x < y ? -1 : 1)).map(([, delta]) => delta))
      .onConflictDoUpdate({
        target: [d.companyId, d.day, d.currency, d.feeType, d.status, d.warehouseId],
        set: {
          count: sql`${d.count} + excluded.count`,
          amount: sql`${d.amount} + excluded.amount`,
          deducted: sql`${d.deducted} + excluded.deducted`,
          refunded: sql`${d.refunded} + excluded.refunded`,
        },
      });
  },

  /** Buckets whose sums differ from the fee records they stand for (empty when they agree). */
  totalsMismatches: (db: DbOrTx, companyId?: number) =>
    db.execute(sql`
      with records as (
        select company_id, (created_at at time zone ${FINANCE_TIME_ZONE})::date::text as day, currency, fee_type,
               status, coalesce(warehouse_id, 0) as warehouse_id, count(*)::int as count, sum(amount) as amount,
               sum(deducted) as deducted, sum(refunded) as refunded
          from ${f} ${companyId === undefined ? sql`` : sql`where company_id = ${companyId}`}
         group by 1, 2, 3, 4, 5, 6),
      buckets as (
        select company_id, day::text as day, currency, fee_type, status, warehouse_id, count, amount, deducted, refunded
          from ${d} where count <> 0 ${companyId === undefined ? sql`` : sql`and company_id = ${companyId}`})
      select company_id, day from (
        (select * from records except select * from buckets)
        union all
        (select * from buckets except select * from records)) diff`),

  ledgerOfFee: (db: DbOrTx, companyId: number, feeRecordId: number) =>
    db
      .select()
      .from(l)
      .where(and(eq(l.companyId, companyId), eq(l.feeRecordId, feeRecordId)))
      .orderBy(asc(l.createdAt), asc(l.id)),

  ledgerOfDocument: (db: DbOrTx, companyId: number, documentNo: string) =>
    db
      .select()
      .from(l)
      .where(and(eq(l.companyId, companyId), eq(l.documentNo, documentNo)))
      .orderBy(asc(l.createdAt), asc(l.id)),

  /** Each account's balance and frozen next to the sums of its ledger (the invariant's check). */
  reconcile: (db: DbOrTx, companyId?: number) => {
    const sums = db
      .select({
        accountId: l.accountId,
        balance: sql<string>`sum(${l.amount})`.as('ledger_balance'),
        frozen: sql<string>`sum(${l.frozenChange})`.as('ledger_frozen'),
      })
      .from(l)
      .where(companyId === undefined ? undefined : eq(l.companyId, companyId))
      .groupBy(l.accountId)
      .as('sums');
    return db
      .select({
        accountId: a.id,
        companyId: a.companyId,
        currency: a.currency,
        balance: a.balance,
        frozen: a.frozen,
        ledgerBalance: sql<string>`coalesce(${sums.balance}, 0)`,
        ledgerFrozen: sql<string>`coalesce(${sums.frozen}, 0)`,
      })
      .from(a)
      .leftJoin(sums, eq(sums.accountId, a.id))
      .where(companyId === undefined ? undefined : eq(a.companyId, companyId));
  },
};
