import { and, asc, count, eq, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { BrandFilters, BrandSortKey } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { ListQuery } from '../../lib/paginate';
// Usage counts read the products table (the products module owns it).
import { brands, products } from '../../db/schema';
import { contains } from '../../lib/like';

const productCountOf = sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id")`;

const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: brands.id,
      name: brands.name,
      productCount: productCountOf.as('product_count'),
      createdBy: brands.createdBy,
      createdAt: brands.createdAt,
      updatedAt: brands.updatedAt,
    })
    .from(brands)
    .$dynamic();

export type BrandListRow = Awaited<ReturnType<typeof rowsOf>>[number];
export type BrandQuery = ListQuery<ReturnType<typeof rowsOf>, BrandSortKey>;
export type BrandListFilters = Partial<BrandFilters> & { ids?: number[] };

const whereOf = (companyId: number, f: BrandListFilters): SQL | undefined =>
  and(
    eq(brands.companyId, companyId),
    f.ids ? inArray(brands.id, f.ids) : undefined,
    f.name ? ilike(brands.name, contains(f.name)) : undefined,
    f.createdFrom ? gte(brands.createdAt, new Date(f.createdFrom)) : undefined,
    f.createdTo ? lte(brands.createdAt, new Date(f.createdTo)) : undefined,
  );

export const brandsRepository = {
  listQuery: (companyId: number, filters: BrandListFilters): BrandQuery => ({
    rows: rowsOf,
    countFrom: (db) => db.select({ id: brands.id }).from(brands).$dynamic(),
    where: whereOf(companyId, filters),
    sorts: { name: brands.name, createdAt: brands.createdAt, updatedAt: brands.updatedAt },
    defaultSort: { key: 'createdAt', order: 'desc' },
    id: brands.id,
  }),

  byId: async (db: DbOrTx, companyId: number, id: number): Promise<BrandListRow | undefined> =>
    (
      await rowsOf(db)
        .where(and(eq(brands.companyId, companyId), eq(brands.id, id)))
        .limit(1)
    )[0],

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
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(and(eq(brands.companyId, companyId), inArray(brands.id, ids)))
      .orderBy(asc(brands.id))
      .for('update'),

  /** How many products use each of the brands. */
  usage: async (db: DbOrTx, ids: number[]) =>
    new Map(
      (
        await db
          .select({ brandId: products.brandId, n: count() })
          .from(products)
          .where(inArray(products.brandId, ids))
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
        .where(and(eq(brands.companyId, companyId), eq(brands.id, id)))
        .limit(1)
    ).length > 0,
};
