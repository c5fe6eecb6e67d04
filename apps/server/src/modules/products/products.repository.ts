import { and, asc, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import {
  PRODUCT_SORT_KEYS,
  productPageRequest,
  type ProductFilters,
  type ProductSortKey,
  type ProductStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { statesOf } from '../../db/transition';
import {
  companyListQuery,
  companyRecord,
  firstRow,
  listFilters,
  type ListQuery,
  lockOfCompany,
  ofCompany,
  sortColumns,
} from '../../lib/paginate';
// The brand name comes from the brands module's table.
import { brands } from '../../schema';
import { productImportRows, products, type NewProductRow, type ProductRow } from './products.table';
import { copyRows, insertManyJson } from '../../db/bulk-insert';

const rowsOf = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(products), brandName: brands.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();

/** The flat row the list and the export read (sort keys under their own names for cursors). */
export type ProductListRow = Awaited<ReturnType<typeof rowsOf>>[number];
export type ProductQuery = ListQuery<ReturnType<typeof rowsOf>, ProductSortKey>;
export type ProductListFilters = Partial<ProductFilters> & { ids?: number[] };

export const productsRepository = {
  /** One company's products within its tenant (the scope of their moves). */
  scope: (owner: { tenantId: number; companyId: number }) =>
    and(eq(products.tenantId, owner.tenantId), eq(products.companyId, owner.companyId)),

  ...statesOf(products),

  listQuery: (companyId: number, f: ProductListFilters): ProductQuery =>
    companyListQuery(products, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(products, PRODUCT_SORT_KEYS),
      // The name is either language's.
      filters: listFilters(productPageRequest, f, products, { name: [products.nameCn, products.nameEn] }),
    }),

  byId: companyRecord(rowsOf, products),

  lock: async (db: DbOrTx, companyId: number, id: number): Promise<ProductRow | undefined> =>
    (
      await db
        .select()
        .from(products)
        .where(ofCompany(products, companyId, id))
        .for('update')
    )[0],

  manyOfCompany: (db: DbOrTx, companyId: number, ids: number[]) =>
    db
      .select()
      .from(products)
      .where(ofCompany(products, companyId, ids)),

  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    lockOfCompany(db.select().from(products).$dynamic(), products, companyId, ids),

  /** One product of the tenant, locked (the warehouse side; another tenant's id looks missing). */
  lockForTenant: async (db: DbOrTx, tenantId: number, id: number): Promise<ProductRow | undefined> =>
    (
      await db
        .select()
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
        .for('update')
    )[0],

  byIdForTenant: (db: DbOrTx, tenantId: number, id: number) =>
    firstRow(rowsOf(db).where(and(eq(products.tenantId, tenantId), eq(products.id, id)))),

  skuHolder: async (db: DbOrTx, companyId: number, sku: string) =>
    (
      await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.companyId, companyId), eq(products.sku, sku)))
        .limit(1)
    )[0]?.id,

  insert: async (db: DbOrTx, values: NewProductRow) =>
    (await db.insert(products).values(values).returning({ id: products.id }))[0]!.id,

  /** An import's chunk of checked rows, staged (products.import-apply.ts); one statement. */
  stageMany: (db: DbOrTx, rows: (typeof productImportRows.$inferInsert)[]) =>
    insertManyJson(db, productImportRows, rows),

  /** The import's staged rows become products, in file order; answers their ids. */
  insertStaged: (tx: DbOrTx, jobId: number) =>
    copyRows(
      tx,
      products,
      productImportRows,
      eq(productImportRows.jobId, jobId),
      sql`${productImportRows.seq}`,
    ),

  /** These staged rows of the job (by seq) get this brand. */
  setStagedBrand: (tx: DbOrTx, jobId: number, seqs: number[], brandId: number) =>
    tx
      .update(productImportRows)
      .set({ brandId })
      .where(and(eq(productImportRows.jobId, jobId), inArray(productImportRows.seq, seqs))),

  /** Deletes a job's staged rows, and any a day old (an import that died on the way). */
  clearStaged: (db: DbOrTx, jobId: number) =>
    db
      .delete(productImportRows)
      .where(
        or(eq(productImportRows.jobId, jobId), lt(productImportRows.stagedAt, sql`now() - interval '1 day'`)),
      ),

  /** Which of these SKUs the company already has. */
  existingSkus: async (db: DbOrTx, companyId: number, skus: string[]) =>
    new Set(
      skus.length === 0
        ? []
        : (
            await db
              .select({ sku: products.sku })
              .from(products)
              .where(and(eq(products.companyId, companyId), inArray(products.sku, skus)))
          ).map((r) => r.sku),
    ),

  /** The company's products of these SKUs (images imported by SKU). */
  bySkus: (db: DbOrTx, companyId: number, skus: string[]) =>
    skus.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: products.id, sku: products.sku, status: products.status })
          .from(products)
          .where(and(eq(products.companyId, companyId), inArray(products.sku, skus))),

  /** The names of the company's brands, in order (the import template offers them). */
  brandNames: async (db: DbOrTx, companyId: number, limit: number) =>
    (
      await db
        .select({ name: brands.name })
        .from(brands)
        .where(eq(brands.companyId, companyId))
        .orderBy(asc(brands.name))
        .limit(limit)
    ).map((b) => b.name),

  /** The company's brands by lower-case name (an import names them). */
  brandIdsByName: async (db: DbOrTx, companyId: number) =>
    new Map(
      (
        await db
          .select({ id: brands.id, name: brands.name })
          .from(brands)
          .where(eq(brands.companyId, companyId))
      ).map((b) => [b.name.toLowerCase(), b.id]),
    ),

  update: (db: DbOrTx, id: number, values: Partial<NewProductRow>) =>
    db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id)),

  deleteMany: (db: DbOrTx, ids: number[]) => db.delete(products).where(inArray(products.id, ids)),

  /** What waits for the tenant's warehouse, oldest submission first. */
  underReview: (db: DbOrTx, tenantId: number, limit = 200) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.status, 'UNDER_REVIEW' as ProductStatus)))
      .orderBy(asc(products.submittedAt), asc(products.id))
      .limit(limit),
};
