import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdBy, id, timestamps } from '../../db/columns';
import { companyOwned } from '../tenancy/tenancy.table';

/**
 * A company's brand (specification §3: name). Names are unique in the company, ignoring case.
 * `productCount` is how many of the company's products carry it, kept by the database itself: the
 * products table's statement triggers (src/db/sql/brand-product-counts.sql) add each statement's
 * change, so no write path can forget it and the list reads it instead of counting every product.
 */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    ...companyOwned(),
    name: text('name').notNull(),
    productCount: integer('product_count').notNull().default(0),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('brands_company_name').on(t.companyId, sql`lower(${t.name})`),
    index('brands_company_created').on(t.companyId, t.createdAt),
  ],
);
export type BrandRow = typeof brands.$inferSelect;
