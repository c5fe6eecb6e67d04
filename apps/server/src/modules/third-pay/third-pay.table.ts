import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { THIRD_PAY_PLATFORMS, THIRD_PAY_STATUSES } from '@oms/contracts';
import { companyListIndexes, id, status, timestamps } from '../../db/columns';
import { companyOwned } from '../tenancy/tenancy.table';

/** A company's payer account on a payment platform (3RD); offline recharges name the one they came from. */
export const thirdPayAccounts = pgTable(
  'third_pay_accounts',
  {
    id: id(),
    ...companyOwned(),
    platform: text('platform', { enum: THIRD_PAY_PLATFORMS }).notNull(),
    platformName: text('platform_name'),
    accountName: text('account_name').notNull(),
    /** The whole number: only the server reads it (answers and exports carry the masked form). */
    accountNumber: text('account_number').notNull(),
    status: status(THIRD_PAY_STATUSES).default('ENABLED'),
    remark: text('remark'),
    ...timestamps(),
  },
  (t) => [
    // One number once per platform (and named platform) in a company, compared without case.
    uniqueIndex('third_pay_company_number').on(
      t.companyId,
      t.platform,
      sql`coalesce(lower(${t.platformName}), '')`,
      sql`lower(${t.accountNumber})`,
    ),
    ...companyListIndexes('third_pay', t, {
      created: t.createdAt,
      updated: t.updatedAt,
      platform: t.platform,
      account: t.accountName,
      status: t.status,
    }),
  ],
);
export type ThirdPayRow = typeof thirdPayAccounts.$inferSelect;
