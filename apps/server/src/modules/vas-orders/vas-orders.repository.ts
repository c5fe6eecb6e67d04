import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  VAS_NO_PREFIX,
  VAS_SORT_KEYS,
  vasPageRequest,
  type VasFilters,
  type VasSortKey,
  type VasStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { documentNo } from '../../db/document-no';
import { documentRows } from '../../db/document-rows';
import { statesOf } from '../../db/transition';
import {
  companyListQuery,
  companyRecord,
  listFilters,
  sortColumns,
  type ListQuery,
} from '../../lib/paginate';
import {
  combinationComponents,
  combinations,
  companies,
  products,
  warehouseLabel,
  warehouses,
} from '../../schema';
import { vasOrderLines as l, vasOrders as t, type VasOrderRow } from './vas-orders.table';

/** A VAS order as lists and details read it: the row and its warehouse. */
const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: t.id,
      row: t,
      ...warehouseLabel,
      vasNo: t.vasNo,
      status: t.status,
      totalQuantity: t.totalQuantity,
      createdAt: t.createdAt,
      completedAt: t.completedAt,
    })
    .from(t)
    .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
    .$dynamic();

export type VasQuery = ListQuery<ReturnType<typeof rowsOf>, VasSortKey>;
export type VasListFilters = Partial<VasFilters> & { ids?: number[] };

type Owner = { tenantId: number; companyId: number };
export type NewVasLine = { productId: number; quantity: number };
export type VasHeader = Pick<
  VasOrderRow,
  | 'warehouseId'
  | 'serviceType'
  | 'requirements'
  | 'remark'
  | 'attachmentIds'
  | 'kitCombinationId'
  | 'kitProductId'
  | 'kitQuantity'
  | 'lineCount'
  | 'totalQuantity'
  | 'skus'
>;

const linesOf = (db: DbOrTx, orderIds: number[]) =>
  db
    .select({ line: l, sku: products.sku, nameCn: products.nameCn, nameEn: products.nameEn })
    .from(l)
    .innerJoin(products, eq(products.id, l.productId))
    .where(inArray(l.orderId, orderIds))
    .orderBy(asc(l.orderId), asc(l.position));
export type VasLineRecord = Awaited<ReturnType<typeof linesOf>>[number];

const insertLines = (db: DbOrTx, orderId: number, companyId: number, lines: NewVasLine[]) =>
  db.insert(l).values(lines.map((line, position) => ({ ...line, orderId, companyId, position })));

export const vasOrdersRepository = {
  listQuery: (companyId: number, f: VasListFilters): VasQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, VAS_SORT_KEYS),
      filters: listFilters(vasPageRequest, f, t, { sku: t.skus }),
    }),

  byId: companyRecord(rowsOf, t),

  lines: linesOf,

  /** A new draft numbered VS + the day of `at` (UTC) + the next serial, with its lines. */
  insert: async (
    db: DbOrTx,
    owner: Owner,
    v: VasHeader & { createdBy: string },
    lines: NewVasLine[],
    at: Date,
  ) => {
    const [row] = await db
      .insert(t)
      .values({
        ...owner,
        ...v,
        vasNo: documentNo(VAS_NO_PREFIX, 'vas_numbers', at),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await insertLines(db, row!.id, owner.companyId, lines);
    return row!;
  },

  /** A draft's header and lines replaced. */
  replace: async (db: DbOrTx, row: VasOrderRow, v: VasHeader, lines: NewVasLine[], at: Date) => {
    await db
      .update(t)
      .set({ ...v, updatedAt: at })
      .where(eq(t.id, row.id));
    await db.delete(l).where(eq(l.orderId, row.id));
    await insertLines(db, row.id, row.companyId, lines);
  },

  set: (
    db: DbOrTx,
    id: number,
    set: Partial<Pick<VasOrderRow, 'feeRecordId' | 'resultFileIds' | 'resultNote'>>,
  ) => db.update(t).set(set).where(eq(t.id, id)),

  /** The warehouse's orders in `states`, oldest first, with their companies' names. */
  ofWarehouse: (db: DbOrTx, tenantId: number, warehouseId: number, states: readonly VasStatus[]) =>
    db
      .select({ row: t, companyName: companies.name, ...warehouseLabel })
      .from(t)
      .innerJoin(companies, eq(companies.id, t.companyId))
      .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
      .where(and(eq(t.tenantId, tenantId), eq(t.warehouseId, warehouseId), inArray(t.status, [...states])))
      .orderBy(asc(t.id)),

  /** The company's products among `ids`. */
  productsOf: (db: DbOrTx, companyId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: products.id, sku: products.sku, status: products.status })
          .from(products)
          .where(and(eq(products.companyId, companyId), inArray(products.id, ids))),

  /** The company's combination with its components (product and ratio), undefined for another's. */
  combinationOf: async (db: DbOrTx, companyId: number, id: number) => {
    const [c] = await db
      .select({ id: combinations.id, name: combinations.name })
      .from(combinations)
      .where(and(eq(combinations.id, id), eq(combinations.companyId, companyId)));
    if (!c) return undefined;
    const components = await db
      .select({ productId: combinationComponents.productId, ratio: combinationComponents.ratio })
      .from(combinationComponents)
      .where(eq(combinationComponents.combinationId, id))
      .orderBy(asc(combinationComponents.position));
    return { ...c, components };
  },

  /** A kitting order's combination (name) and kit SKU; undefined for another service. */
  kitOf: async (db: DbOrTx, row: VasOrderRow) => {
    if (row.kitCombinationId === null || row.kitProductId === null) return undefined;
    const [combination] = await db
      .select({ id: combinations.id, name: combinations.name })
      .from(combinations)
      .where(and(eq(combinations.id, row.kitCombinationId), eq(combinations.companyId, row.companyId)));
    const [product] = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(eq(products.id, row.kitProductId));
    return combination && product ? { combination, product } : undefined;
  },

  ...statesOf(t),

  /** The company's passed products, oldest first (the demo picks from them). */
  passedOf: (db: DbOrTx, companyId: number) =>
    db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.status, 'PASSED')))
      .orderBy(asc(products.id)),

  ...documentRows(t),
};
