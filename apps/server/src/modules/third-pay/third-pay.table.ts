import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { THIRD_PAY_PLATFORMS, THIRD_PAY_STATUSES } from '@oms/contracts';
import { createdAt, id, ref, ts } from '../../db/columns';
import { companies, tenants } from '../tenancy/tenancy.table';

/** A company's payer account on a payment platform (3RD); offline recharges name the one they came from. */
export const thirdPayAccounts = pgTable(
  'third_pay_accounts',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    platform: text('platform', { enum: THIRD_PAY_PLATFORMS }).notNull(),
    platformName: text('platform_name'),
    accountName: text('account_name').notNull(),
    /** The whole number: only the server reads it (answers and exports carry the masked form). */
    accountNumber: text('account_number').notNull(),
    status: text('status', { enum: THIRD_PAY_STATUSES }).notNull().default('ENABLED'),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One number once per platform (and named platform) in a company, compared without case.
    uniqueIndex('third_pay_company_number').on(
      t.companyId,
      t.platform,
      sql`coalesce(lower(${t.platformName}), '')`,
      sql`lower(${t.accountNumber})`,
    ),
    index('third_pay_company_created').on(t.companyId, t.createdAt, t.id),
    index('third_pay_company_updated').on(t.companyId, t.updatedAt, t.id),
    index('third_pay_company_platform').on(t.companyId, t.platform, t.id),
    index('third_pay_company_account').on(t.companyId, t.accountName, t.id),
    index('third_pay_company_status').on(t.companyId, t.status, t.id),
  ],
);
export type ThirdPayRow = typeof thirdPayAccounts.$inferSelect;
