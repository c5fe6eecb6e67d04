import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, ts } from '../../db/columns';
import { companies, tenants } from '../tenancy/tenancy.table';

/** A company's brand (specification §3: name). Names are unique in the company, ignoring case. */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brands_company_name').on(t.companyId, sql`lower(${t.name})`),
    index('brands_company_created').on(t.companyId, t.createdAt),
  ],
);
export type BrandRow = typeof brands.$inferSelect;
