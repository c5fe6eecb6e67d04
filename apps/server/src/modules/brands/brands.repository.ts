import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { BRAND_SORT_KEYS, brandPageRequest, type BrandFilters, type BrandSortKey } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import {
  companyListQuery,
  companyRecord,
  listFilters,
  type ListQuery,
  lockOfCompany,
  ofCompany,
  sortColumns,
} from '../../lib/paginate';
// Usage counts read the products table (the products module owns it).
import { brands, products } from '../../schema';

const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: brands.id,
      name: brands.name,
      productCount: brands.productCount,
      createdBy: brands.createdBy,
      createdAt: brands.createdAt,
      updatedAt: brands.updatedAt,
    })
    .from(brands)
    .$dynamic();

export type BrandListRow = Awaited<ReturnType<typeof rowsOf>>[number];
export type BrandQuery = ListQuery<ReturnType<typeof rowsOf>, BrandSortKey>;
export type BrandListFilters = Partial<BrandFilters> & { ids?: number[] };

export const brandsRepository = {
  listQuery: (companyId: number, f: BrandListFilters): BrandQuery =>
    companyListQuery(brands, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(brands, BRAND_SORT_KEYS),
      filters: listFilters(brandPageRequest, f, brands),
    }),

  byId: companyRecord(rowsOf, brands),

  /** Another brand of the company with this name (ignoring case). */
  nameHolder: async (db: DbOrTx, companyId: number, name: string, exceptId?: number) =>
    (
      await db
        .select({ id: brands.id })
        .from(brands)
        .where(
          and(
            eq(brands.companyId, companyId),
            sql`lower(${brands.name}) = ${name.toLowerCase()}`,
            exceptId === undefined ? undefined : ne(brands.id, exceptId),
          ),
        )
        .limit(1)
    )[0]?.id,

  insert: async (db: DbOrTx, values: typeof brands.$inferInsert) =>
    (await db.insert(brands).values(values).returning({ id: brands.id }))[0]!.id,

  rename: (db: DbOrTx, id: number, name: string) =>
    db.update(brands).set({ name, updatedAt: new Date() }).where(eq(brands.id, id)),

  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    lockOfCompany(
      db.select({ id: brands.id, name: brands.name }).from(brands).$dynamic(),
      brands,
      companyId,
      ids,
    ),

  /** How many products of the company use each of the brands. */
  usage: async (db: DbOrTx, companyId: number, ids: number[]) =>
    new Map(
      (
        await db
          .select({ brandId: products.brandId, n: count() })
          .from(products)
          .where(and(eq(products.companyId, companyId), inArray(products.brandId, ids)))
          .groupBy(products.brandId)
      ).map((r) => [r.brandId!, r.n]),
    ),

  deleteMany: (db: DbOrTx, ids: number[]) => db.delete(brands).where(inArray(brands.id, ids)),

  options: (db: DbOrTx, companyId: number) =>
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(eq(brands.companyId, companyId))
      .orderBy(asc(brands.name))
      .limit(1000),

  inCompany: async (db: DbOrTx, companyId: number, id: number) =>
    (
      await db
        .select({ id: brands.id })
        .from(brands)
        .where(ofCompany(brands, companyId, id))
        .limit(1)
    ).length > 0,
};
