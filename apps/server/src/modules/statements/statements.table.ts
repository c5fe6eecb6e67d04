import { bigint, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CURRENCIES, type FeeType, type StatementLineType } from '@oms/contracts';
import { createdAt, id } from '../../db/columns';
import { companyOwned } from '../tenancy/tenancy.table';

/** One line as stored: the month's sum of one kind (and fee type), in minor units. */
export type StoredLine = { type: StatementLineType; feeType: FeeType | null; amount: number; count: number };

/**
 * A closed month of one company and currency (statements.service.ts): computed once from the ledger
 * after the month ended, never changed. The running month is not stored. Amounts in minor units;
 * closing = opening + the sum of the lines, and is the next month's opening.
 */
export const monthlyStatements = pgTable(
  'monthly_statements',
  {
    id: id(),
    ...companyOwned(),
    /** `YYYY-MM`, Shanghai time (contracts STATEMENT_TIME_ZONE). */
    month: text('month').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    opening: bigint('opening', { mode: 'number' }).notNull(),
    closing: bigint('closing', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<StoredLine[]>().notNull(),
    entries: integer('entries').notNull(),
    closedAt: createdAt(),
  },
  (t) => [uniqueIndex('monthly_statements_company_month_currency').on(t.companyId, t.month, t.currency)],
);
export type MonthlyStatementRow = typeof monthlyStatements.$inferSelect;
