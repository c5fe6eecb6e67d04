import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  OVER_RECEIPT_NO_PREFIX,
  OVER_RECEIPT_SORT_KEYS,
  overReceiptPageRequest,
  type OverReceiptFilters,
  type OverReceiptSortKey,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { products, warehouseLabel, warehouses } from '../../schema';
import { statesOf } from '../../db/transition';
import { contains } from '../../lib/like';
import {
  companyListQuery,
  companyRecord,
  listFilters,
  type ListQuery,
  sortColumns,
} from '../../lib/paginate';
import { overReceipts as t, type OverReceiptRow } from './over-receipts.table';
import { documentNo } from '../../db/document-no';

/** An over-receipt as lists and details read it: the row, its SKU and its warehouse. */
const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: t.id,
      row: t,
      sku: products.sku,
      nameCn: products.nameCn,
      nameEn: products.nameEn,
      ...warehouseLabel,
      overReceiptNo: t.overReceiptNo,
      excess: t.excess,
      status: t.status,
      createdAt: t.createdAt,
      decidedAt: t.decidedAt,
    })
    .from(t)
    .innerJoin(products, eq(products.id, t.productId))
    .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
    .$dynamic();

export type OverReceiptQuery = ListQuery<ReturnType<typeof rowsOf>, OverReceiptSortKey>;
export type OverReceiptListFilters = Partial<OverReceiptFilters> & { ids?: number[] };
export type OverReceiptRecord = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

export type NewOverReceipt = Pick<
  OverReceiptRow,
  | 'warehouseId'
  | 'inboundOrderId'
  | 'inboundOrderNo'
  | 'lineId'
  | 'productId'
  | 'forecast'
  | 'received'
  | 'excess'
>;
type Owner = { tenantId: number; companyId: number };

/** Products of the company whose SKU contains the text (the SKU filter, without a join to count). */
const skuFilter = (companyId: number, text: string | undefined): SQL | undefined =>
  text
    ? inArray(
        t.productId,
        sql`(select ${products.id} from ${products} where ${and(
          eq(products.companyId, companyId),
          ilike(products.sku, contains(text)),
        )})`,
      )
    : undefined;

export const overReceiptsRepository = {
  listQuery: (companyId: number, f: OverReceiptListFilters): OverReceiptQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, OVER_RECEIPT_SORT_KEYS),
      filters: listFilters(overReceiptPageRequest, f, t, { sku: (sku) => skuFilter(companyId, sku) }),
    }),

  byId: companyRecord(rowsOf, t),

  /** The company's over-receipts among `ids`, locked in id order (a batch decision). */
  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    db
      .select()
      .from(t)
      .where(and(eq(t.companyId, companyId), inArray(t.id, ids)))
      .orderBy(asc(t.id))
      .for('update'),

  /**
   * A new unconfirmed over-receipt numbered OR + the day of `at` (UTC) + the next serial; undefined
   * when its line already has one (once per line).
   */
  insert: async (db: DbOrTx, owner: Owner, v: NewOverReceipt, at: Date) => {
    const [row] = await db
      .insert(t)
      .values({
        ...owner,
        ...v,
        overReceiptNo: documentNo(OVER_RECEIPT_NO_PREFIX, 'over_receipt_numbers', at),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: t.lineId })
      .returning();
    return row;
  },

  byLine: async (db: DbOrTx, lineId: number) =>
    (await db.select().from(t).where(eq(t.lineId, lineId)).limit(1))[0],

  scope: (owner: Owner) => and(eq(t.tenantId, owner.tenantId), eq(t.companyId, owner.companyId)),

  ...statesOf(t),

  /** Sets the decision's fee: its record, or what is owed. */
  setFee: (db: DbOrTx, id: number, set: Pick<Partial<OverReceiptRow>, 'feeRecordId' | 'feeOwed'>) =>
    db.update(t).set(set).where(eq(t.id, id)),

  /** Whether the company has any over-receipt (the demo seed runs once). */
  anyOf: async (db: DbOrTx, companyId: number) =>
    (await db.select({ id: t.id }).from(t).where(eq(t.companyId, companyId)).limit(1)).length > 0,
};
