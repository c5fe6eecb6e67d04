import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  RELABEL_NO_PREFIX,
  RELABEL_SORT_KEYS,
  relabelPageRequest,
  type RelabelFilters,
  type RelabelSortKey,
  type RelabelStatus,
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
import { companies, products, warehouseLabel, warehouses } from '../../schema';
import { relabelOrderLines as l, relabelOrders as t, type RelabelOrderRow } from './relabel-orders.table';

/** A relabel order as lists and details read it: the row and its warehouse. */
const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: t.id,
      row: t,
      ...warehouseLabel,
      relabelNo: t.relabelNo,
      status: t.status,
      totalQuantity: t.totalQuantity,
      createdAt: t.createdAt,
      completedAt: t.completedAt,
    })
    .from(t)
    .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
    .$dynamic();

export type RelabelQuery = ListQuery<ReturnType<typeof rowsOf>, RelabelSortKey>;
export type RelabelListFilters = Partial<RelabelFilters> & { ids?: number[] };
export type RelabelRecord = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

type Owner = { tenantId: number; companyId: number };
export type NewRelabelLine = { oldProductId: number; newProductId: number; quantity: number };
export type RelabelHeader = Pick<
  RelabelOrderRow,
  'warehouseId' | 'remark' | 'labelFileIds' | 'lineCount' | 'totalQuantity' | 'skus'
>;

const oldP = alias(products, 'old_p');
const newP = alias(products, 'new_p');

const linesOf = (db: DbOrTx, orderIds: number[]) =>
  db
    .select({
      line: l,
      oldSku: oldP.sku,
      oldNameCn: oldP.nameCn,
      oldNameEn: oldP.nameEn,
      newSku: newP.sku,
      newNameCn: newP.nameCn,
      newNameEn: newP.nameEn,
    })
    .from(l)
    .innerJoin(oldP, eq(oldP.id, l.oldProductId))
    .innerJoin(newP, eq(newP.id, l.newProductId))
    .where(inArray(l.orderId, orderIds))
    .orderBy(asc(l.orderId), asc(l.position));
export type RelabelLineRecord = Awaited<ReturnType<typeof linesOf>>[number];

const insertLines = (db: DbOrTx, orderId: number, companyId: number, lines: NewRelabelLine[]) =>
  db.insert(l).values(lines.map((line, position) => ({ ...line, orderId, companyId, position })));

export const relabelOrdersRepository = {
  listQuery: (companyId: number, f: RelabelListFilters): RelabelQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, RELABEL_SORT_KEYS),
      // The SKU filter reads the "OLD → NEW" summary (a trigram index), not the lines.
      filters: listFilters(relabelPageRequest, f, t, { sku: t.skus }),
    }),

  byId: companyRecord(rowsOf, t),

  lines: linesOf,

  /** A new draft numbered RL + the day of `at` (UTC) + the next serial, with its lines. */
  insert: async (
    db: DbOrTx,
    owner: Owner,
    v: RelabelHeader & { createdBy: string },
    lines: NewRelabelLine[],
    at: Date,
  ) => {
    const [row] = await db
      .insert(t)
      .values({
        ...owner,
        ...v,
        relabelNo: documentNo(RELABEL_NO_PREFIX, 'relabel_numbers', at),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await insertLines(db, row!.id, owner.companyId, lines);
    return row!;
  },

  /** A draft's header and lines replaced. */
  replace: async (db: DbOrTx, row: RelabelOrderRow, v: RelabelHeader, lines: NewRelabelLine[], at: Date) => {
    await db
      .update(t)
      .set({ ...v, updatedAt: at })
      .where(eq(t.id, row.id));
    await db.delete(l).where(eq(l.orderId, row.id));
    await insertLines(db, row.id, row.companyId, lines);
  },

  setActuals: async (db: DbOrTx, actuals: { lineId: number; actualQuantity: number }[]) => {
    for (const a of actuals)
      await db.update(l).set({ actualQuantity: a.actualQuantity }).where(eq(l.id, a.lineId));
  },

  /** Sets the completion's fee: its record, or what is owed. */
  setFee: (db: DbOrTx, id: number, set: Pick<Partial<RelabelOrderRow>, 'feeRecordId' | 'feeOwed'>) =>
    db.update(t).set(set).where(eq(t.id, id)),

  /** The warehouse's orders in `states`, oldest first, with their companies' names. */
  ofWarehouse: (db: DbOrTx, tenantId: number, warehouseId: number, states: readonly RelabelStatus[]) =>
    db
      .select({ row: t, companyName: companies.name, ...warehouseLabel })
      .from(t)
      .innerJoin(companies, eq(companies.id, t.companyId))
      .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
      .where(and(eq(t.tenantId, tenantId), eq(t.warehouseId, warehouseId), inArray(t.status, [...states])))
      .orderBy(asc(t.id)),

  /** Passed-or-not products of the company among `ids`. */
  productsOf: (db: DbOrTx, companyId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: products.id, sku: products.sku, status: products.status })
          .from(products)
          .where(and(eq(products.companyId, companyId), inArray(products.id, ids))),

  ...statesOf(t),

  /** The company's passed products, oldest first (the demo picks from them). */
  passedOf: async (db: DbOrTx, companyId: number) =>
    await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.status, 'PASSED')))
      .orderBy(asc(products.id)),

  ...documentRows(t),
};
