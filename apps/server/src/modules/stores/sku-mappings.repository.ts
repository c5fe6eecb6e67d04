import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MAPPING_SORT_KEYS, mappingPageRequest } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { listFilters, type ListQuery, type RowOf, sortColumns } from '../../lib/paginate';
import { products } from '../../schema';
import { storeSkuMappings as m, stores } from './stores.table';

const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: m.id,
      storeId: m.storeId,
      storeName: stores.name,
      platformSku: m.platformSku,
      productId: m.productId,
      sku: products.sku,
      productName: products.nameCn,
      productNameEn: products.nameEn,
      updatedAt: m.updatedAt,
    })
    .from(m)
    .innerJoin(products, eq(products.id, m.productId))
    .innerJoin(stores, eq(stores.id, m.storeId))
    .$dynamic();

export type MappingRow = RowOf<ReturnType<typeof rowsOf>>;
export type MappingSortKey = (typeof MAPPING_SORT_KEYS)[number];
export type MappingFilters = { storeId?: number; keyword?: string; ids?: number[] };

const whereOf = (companyId: number, f: MappingFilters): SQL | undefined =>
  and(
    eq(m.companyId, companyId),
    f.storeId ? eq(m.storeId, f.storeId) : undefined,
    f.ids ? inArray(m.id, f.ids) : undefined,
    // The store is the page's own (storeId above); the keyword is either SKU.
    ...listFilters(mappingPageRequest, f, m, { keyword: [m.platformSku, products.sku] }),
  );

export const skuMappingsRepository = {
  listQuery: (
    companyId: number,
    filters: MappingFilters,
  ): ListQuery<ReturnType<typeof rowsOf>, MappingSortKey> => ({
    rows: rowsOf,
    countFrom: (db) =>
      db.select({ id: m.id }).from(m).innerJoin(products, eq(products.id, m.productId)).$dynamic(),
    where: whereOf(companyId, filters),
    sorts: sortColumns(m, MAPPING_SORT_KEYS, { sku: products.sku }),
    defaultSort: { key: 'updatedAt', order: 'desc' },
    id: m.id,
  }),

  byId: async (db: DbOrTx, companyId: number, storeId: number, id: number) => {
    const rows = await rowsOf(db)
      .where(and(eq(m.companyId, companyId), eq(m.storeId, storeId), eq(m.id, id)))
      .limit(1);
    return rows[0];
  },

  /** The mapping of these platform SKUs in one store (exact, as platforms compare them). */
  ofPlatformSkus: (db: DbOrTx, storeId: number, skus: string[]) =>
    skus.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: m.id, platformSku: m.platformSku, sku: products.sku })
          .from(m)
          .innerJoin(products, eq(products.id, m.productId))
          .where(and(eq(m.storeId, storeId), inArray(m.platformSku, skus))),

  /** Products of the company by id or by SKU. */
  products: (db: DbOrTx, companyId: number, where: { ids?: number[]; skus?: string[] }) =>
    db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(
        and(
          eq(products.companyId, companyId),
          where.ids ? inArray(products.id, where.ids) : undefined,
          where.skus ? inArray(products.sku, where.skus) : undefined,
        ),
      ),

  insert: (
    db: DbOrTx,
    rows: { companyId: number; storeId: number; platformSku: string; productId: number }[],
  ) => db.insert(m).values(rows),

  update: (db: DbOrTx, id: number, v: { platformSku: string; productId: number }) =>
    db
      .update(m)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(m.id, id)),

  /** Adds or re-points mappings by platform SKU (the import: a row for a mapped SKU changes it). */
  upsert: (
    db: DbOrTx,
    rows: { companyId: number; storeId: number; platformSku: string; productId: number }[],
  ) =>
    db
      .insert(m)
      .values(rows)
      .onConflictDoUpdate({
        target: [m.storeId, m.platformSku],
        set: { productId: sql`excluded.product_id`, updatedAt: new Date() },
      }),

  deleteMany: (db: DbOrTx, companyId: number, storeId: number, ids: number[]) =>
    db
      .delete(m)
      .where(and(eq(m.companyId, companyId), eq(m.storeId, storeId), inArray(m.id, ids)))
      .returning({ id: m.id }),
};
