import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdBy, id, timestamps } from '../../db/columns';
import { companyOwned } from '../tenancy/tenancy.table';

/** A company's brand (specification §3: name). Names are unique in the company, ignoring case. */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    ...companyOwned(),
    name: text('name').notNull(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('brands_company_name').on(t.companyId, sql`lower(${t.name})`),
    index('brands_company_created').on(t.companyId, t.createdAt),
  ],
);
export type BrandRow = typeof brands.$inferSelect;
