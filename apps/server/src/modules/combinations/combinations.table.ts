import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMBINATION_LIMITS } from '@oms/contracts';
import { authorship, companyListIndexes, id, ref, timestamps } from '../../db/columns';
import { products } from '../products/products.table';
import { companyOwned } from '../tenancy/tenancy.table';

/** A named bundle of the company's passed products (specification §3 "combination"). */
export const combinations = pgTable(
  'combinations',
  {
    id: id(),
    ...companyOwned(),
    name: text('name').notNull(),
    remark: text('remark'),
    /** The sum of the components' ratios, kept with them in one transaction (list sort, export). */
    totalPcs: integer('total_pcs').notNull(),
    ...authorship(),
    ...timestamps(),
  },
  (t) => [
    // One name once in a company, ignoring case (like brands).
    uniqueIndex('combinations_company_name').on(t.companyId, sql`lower(${t.name})`),
    ...companyListIndexes('combinations', t, {
      name_sort: t.name,
      total: t.totalPcs,
      created: t.createdAt,
      updated: t.updatedAt,
    }),
    check('combinations_total_pcs_positive', sql`${t.totalPcs} > 0`),
  ],
);
export type CombinationRow = typeof combinations.$inferSelect;

/**
 * One line of a combination: a product and how many of it one combination holds, in the order the
 * user gave. A product with lines cannot be deleted (the foreign key; only passed products are
 * combined, and those are never deleted).
 */
export const combinationComponents = pgTable(
  'combination_components',
  {
    id: id(),
    combinationId: ref('combination_id')
      .notNull()
      .references(() => combinations.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id),
    ratio: integer('ratio').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('combination_components_product').on(t.combinationId, t.productId),
    uniqueIndex('combination_components_position').on(t.combinationId, t.position),
    // The products' side: which combinations use a product (its delete, the SKU search).
    index('combination_components_by_product').on(t.productId, t.combinationId),
    check(
      'combination_components_ratio_range',
      sql`${t.ratio} between ${sql.raw(String(COMBINATION_LIMITS.ratioMin))} and ${sql.raw(String(COMBINATION_LIMITS.ratioMax))}`,
    ),
  ],
);
export type CombinationComponentRow = typeof combinationComponents.$inferSelect;
