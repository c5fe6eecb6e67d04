import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CURRENCIES, FEE_STATUSES, FEE_TYPES, FINANCE_DOCUMENT_TYPES, LEDGER_TYPES } from '@oms/contracts';
import { createdAt, id, ref, ts, updatedAt } from '../../db/columns';
import { companyOwned, warehouses } from '../tenancy/tenancy.table';

// The money kernel's tables. Amounts are integer minor units (fen, cents). Only this module writes
// them, and only through conditional updates in the caller's transaction (finance.service.ts).

const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A company's account in one currency. available = balance − frozen + credit_limit, never below 0. */
export const currencyAccounts = pgTable(
  'currency_accounts',
  {
    id: id(),
    ...companyOwned(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    balance: minor('balance').default(0),
    frozen: minor('frozen').default(0),
    creditLimit: minor('credit_limit').default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('currency_accounts_company_currency').on(t.companyId, t.currency),
    // The last line of defence behind the conditional updates: a bug that tried to overdraw fails.
    check('currency_accounts_available', sql`${t.balance} - ${t.frozen} + ${t.creditLimit} >= 0`),
    check('currency_accounts_frozen', sql`${t.frozen} >= 0 and ${t.creditLimit} >= 0`),
  ],
);
export type CurrencyAccountRow = typeof currencyAccounts.$inferSelect;

/** What one charge was for: priced, then frozen, deducted or refunded through the kernel. */
export const feeRecords = pgTable(
  'fee_records',
  {
    id: id(),
    ...companyOwned(),
    accountId: ref('account_id')
      .notNull()
      .references(() => currencyAccounts.id),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    feeType: text('fee_type', { enum: FEE_TYPES }).notNull(),
    name: text('name').notNull(),
    unitPrice: minor('unit_price'),
    /** A decimal (cartons, pieces, m³·day, kg) as text: exact, never a float. */
    quantity: text('quantity').notNull(),
    /** What was priced (and frozen, for a freeze). */
    amount: minor('amount'),
    /** What was actually taken (0 while frozen). */
    deducted: minor('deducted').default(0),
    /** What was given back of the deduction, or released of the freeze. */
    refunded: minor('refunded').default(0),
    status: text('status', { enum: FEE_STATUSES }).notNull(),
    documentType: text('document_type', { enum: FINANCE_DOCUMENT_TYPES }).notNull(),
    documentNo: text('document_no').notNull(),
    warehouseId: ref('warehouse_id').references(() => warehouses.id),
    remark: text('remark'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    /** When it was deducted (or settled), and when last refunded. */
    deductedAt: ts('deducted_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fee_records_company_created').on(t.companyId, t.createdAt, t.id),
    index('fee_records_company_type').on(t.companyId, t.feeType, t.createdAt),
    index('fee_records_company_document').on(t.companyId, t.documentNo),
    index('fee_records_company_status').on(t.companyId, t.status, t.createdAt),
    check('fee_records_amounts', sql`${t.deducted} >= 0 and ${t.refunded} >= 0 and ${t.amount} >= 0`),
  ],
);
export type FeeRecordRow = typeof feeRecords.$inferSelect;

/**
 * The append-only ledger: one row per change of an account. The account's balance is the sum of
 * `amount`, its frozen part the sum of `frozen_change`; `*_after` are what the account held after.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    ...companyOwned(),
    accountId: ref('account_id')
      .notNull()
      .references(() => currencyAccounts.id),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    type: text('type', { enum: LEDGER_TYPES }).notNull(),
    amount: minor('amount'),
    frozenChange: minor('frozen_change'),
    balanceAfter: minor('balance_after'),
    frozenAfter: minor('frozen_after'),
    documentType: text('document_type', { enum: FINANCE_DOCUMENT_TYPES }),
    documentNo: text('document_no'),
    feeRecordId: ref('fee_record_id').references(() => feeRecords.id),
    note: text('note'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_account_created').on(t.accountId, t.createdAt, t.id),
    index('ledger_company_created').on(t.companyId, t.createdAt, t.id),
    index('ledger_fee_record').on(t.feeRecordId),
    index('ledger_company_document').on(t.companyId, t.documentNo),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * Fee records rolled up per company, finance-calendar day (China time), currency, fee type, status
 * and warehouse (0 for none), kept by the kernel in the transaction that writes the fee record: the
 * fee inquiry's totals over a million lines read a few thousand of these instead. The sums always
 * equal those of the fee records they stand for (`finance.feeTotalsMismatches` checks it).
 */
export const feeDailyTotals = pgTable(
  'fee_daily_totals',
  {
    ...companyOwned(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    feeType: text('fee_type', { enum: FEE_TYPES }).notNull(),
    status: text('status', { enum: FEE_STATUSES }).notNull(),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    amount: minor('amount'),
    deducted: minor('deducted'),
    refunded: minor('refunded'),
  },
  (t) => [
    uniqueIndex('fee_daily_totals_key').on(
      t.companyId,
      t.day,
      t.currency,
      t.feeType,
      t.status,
      t.warehouseId,
    ),
  ],
);
