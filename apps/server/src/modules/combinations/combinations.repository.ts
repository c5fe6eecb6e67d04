import { and, asc, eq, getTableColumns, getTableName, inArray, ne, sql } from 'drizzle-orm';
import {
  COMBINATION_SORT_KEYS,
  combinationPageRequest,
  type CombinationComponentBrief,
  type CombinationFilters,
  type CombinationSortKey,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
// Components name products: the SKU, names, status and images come from the products module's table.
import { products } from '../../schema';
import {
  companyListQuery,
  companyRecord,
  listFilters,
  type ListQuery,
  lockOfCompany,
  ofCompany,
  sortColumns,
} from '../../lib/paginate';
import { combinationComponents as cc, combinations as c } from './combinations.table';
import { contains } from '../../lib/like';

/** Both drivers answer json parsed; a string (a driver without the json parser) is parsed here. */
const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The lines of each row as `{ productId, sku, ratio }`, in order: one index read per row. Written with
 * qualified names: a single-table select renders its fields' columns unqualified, and `id` would be
 * ambiguous inside the subquery.
 */
const briefOf = sql<CombinationComponentBrief[]>`coalesce((
  select json_agg(json_build_object('productId', line.product_id::text, 'sku', product.sku,
    'ratio', line.ratio) order by line.position)
  from ${cc} line join ${products} product on product.id = line.product_id
  where line.combination_id = ${sql.raw(`"${getTableName(c)}"."id"`)}), '[]'::json)`.mapWith(
  parseJson<CombinationComponentBrief[]>,
);

const rowsOf = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(c), components: briefOf })
    .from(c)
    .$dynamic();

/** The flat row the list and the export read (sort keys under their own names for cursors). */
export type CombinationListRow = Awaited<ReturnType<typeof rowsOf>>[number];
export type CombinationQuery = ListQuery<ReturnType<typeof rowsOf>, CombinationSortKey>;
export type CombinationListFilters = Partial<CombinationFilters> & { ids?: number[] };
export type CombinationValues = { name: string; remark: string | null; totalPcs: number };
export type ComponentLine = { productId: number; ratio: number };

/** Combinations with a component whose SKU contains the text. */
const withSku = (sku: string) =>
  sql`exists (select 1 from ${cc} join ${products} on ${products.id} = ${cc.productId}
    where ${cc.combinationId} = ${c.id} and ${products.sku} ilike ${contains(sku)})`;

export const combinationsRepository = {
  listQuery: (companyId: number, f: CombinationListFilters): CombinationQuery =>
    companyListQuery(c, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(c, COMBINATION_SORT_KEYS),
      filters: listFilters(combinationPageRequest, f, c, { sku: (sku) => (sku ? withSku(sku) : undefined) }),
    }),

  byId: companyRecord(rowsOf, c),

  /** The lines with their products as they are now, in order. */
  componentsOf: (db: DbOrTx, combinationId: number) =>
    db
      .select({
        productId: cc.productId,
        ratio: cc.ratio,
        sku: products.sku,
        nameCn: products.nameCn,
        nameEn: products.nameEn,
        status: products.status,
        imageFileId: sql<number | null>`${products.imageFileIds}[1]`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
      })
      .from(cc)
      .innerJoin(products, eq(products.id, cc.productId))
      .where(eq(cc.combinationId, combinationId))
      .orderBy(asc(cc.position)),

  /** Another combination of the company with this name, ignoring case. */
  nameHolder: async (db: DbOrTx, companyId: number, name: string, exceptId = 0) =>
    (
      await db
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.companyId, companyId), sql`lower(${c.name}) = lower(${name})`, ne(c.id, exceptId)))
        .limit(1)
    )[0]?.id,

  /** The company's products among `ids` with their SKU and status, held against change until commit. */
  productsOf: (db: DbOrTx, companyId: number, ids: number[]) =>
    lockOfCompany(
      db.select({ id: products.id, sku: products.sku, status: products.status }).from(products).$dynamic(),
      products,
      companyId,
      ids,
      'share',
    ),

  insert: async (db: DbOrTx, values: typeof c.$inferInsert) =>
    (await db.insert(c).values(values).returning({ id: c.id }))[0]!.id,

  update: (db: DbOrTx, id: number, values: CombinationValues & { updatedBy: string }) =>
    db
      .update(c)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(c.id, id)),

  /** The lines, in order (positions from 0). */
  lines: (db: DbOrTx, combinationId: number): Promise<ComponentLine[]> =>
    db
      .select({ productId: cc.productId, ratio: cc.ratio })
      .from(cc)
      .where(eq(cc.combinationId, combinationId))
      .orderBy(asc(cc.position)),

  replaceLines: async (db: DbOrTx, combinationId: number, lines: ComponentLine[]) => {
    await db.delete(cc).where(eq(cc.combinationId, combinationId));
    await db.insert(cc).values(lines.map((line, position) => ({ combinationId, ...line, position })));
  },

  lock: async (db: DbOrTx, companyId: number, id: number) =>
    (
      await db
        .select({ id: c.id, name: c.name, remark: c.remark })
        .from(c)
        .where(ofCompany(c, companyId, id))
        .for('update')
    )[0],

  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    lockOfCompany(db.select({ id: c.id, name: c.name }).from(c).$dynamic(), c, companyId, ids),

  deleteMany: (db: DbOrTx, ids: number[]) => db.delete(c).where(inArray(c.id, ids)),
};
