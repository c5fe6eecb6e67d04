import { and, asc, desc, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  RETURN_NO_PREFIX,
  RETURN_SORT_KEYS,
  returnPageRequest,
  type ReturnFilters,
  type ReturnHandling,
  type ReturnSortKey,
  type ReturnStatus,
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
import { containsFilter } from '../../lib/paginate-filters';
import {
  companies,
  outboundOrderItems,
  outboundOrders,
  products,
  shipments,
  warehouseLabel,
  warehouses,
} from '../../schema';
import { returnOrderLines as l, returnOrders as t, type ReturnOrderRow } from './return-orders.table';

/** A return as lists and details read it: the row and its warehouse. */
const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: t.id,
      row: t,
      ...warehouseLabel,
      returnNo: t.returnNo,
      status: t.status,
      totalQuantity: t.totalQuantity,
      createdAt: t.createdAt,
      completedAt: t.completedAt,
    })
    .from(t)
    .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
    .$dynamic();

export type ReturnQuery = ListQuery<ReturnType<typeof rowsOf>, ReturnSortKey>;
export type ReturnListFilters = Partial<ReturnFilters> & { ids?: number[] };

type Owner = { tenantId: number; companyId: number };
export type NewReturnLine = {
  productId: number;
  quantity: number;
  handling: ReturnHandling;
  reason: string | null;
};
export type ReturnHeader = Pick<
  ReturnOrderRow,
  | 'warehouseId'
  | 'outboundOrderId'
  | 'outboundNo'
  | 'trackingNo'
  | 'carrier'
  | 'buyerName'
  | 'remark'
  | 'lineCount'
  | 'totalQuantity'
  | 'skus'
>;
export type Inspected = {
  lineId: number;
  sellable: number;
  unsellable: number;
  destroyed: number;
  photoFileIds: number[];
};

const linesOf = (db: DbOrTx, orderIds: number[]) =>
  db
    .select({ line: l, sku: products.sku, nameCn: products.nameCn, nameEn: products.nameEn })
    .from(l)
    .innerJoin(products, eq(products.id, l.productId))
    .where(inArray(l.orderId, orderIds))
    .orderBy(asc(l.orderId), asc(l.position));
export type ReturnLineRecord = Awaited<ReturnType<typeof linesOf>>[number];

const insertLines = (db: DbOrTx, orderId: number, companyId: number, lines: NewReturnLine[]) =>
  db.insert(l).values(lines.map((line, position) => ({ ...line, orderId, companyId, position })));

export const returnOrdersRepository = {
  listQuery: (companyId: number, f: ReturnListFilters): ReturnQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, RETURN_SORT_KEYS),
      // The SKU filter reads the lines' summary (a trigram index), not the lines.
      filters: listFilters(returnPageRequest, f, t, { sku: t.skus }),
    }),

  byId: companyRecord(rowsOf, t),

  lines: linesOf,

  /** A new draft numbered RT + the day of `at` (UTC) + the next serial, with its lines. */
  insert: async (
    db: DbOrTx,
    owner: Owner,
    v: ReturnHeader & { createdBy: string },
    lines: NewReturnLine[],
    at: Date,
  ) => {
    const [row] = await db
      .insert(t)
      .values({
        ...owner,
        ...v,
        returnNo: documentNo(RETURN_NO_PREFIX, 'return_numbers', at),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await insertLines(db, row!.id, owner.companyId, lines);
    return row!;
  },

  /** A draft's header and lines replaced. */
  replace: async (db: DbOrTx, row: ReturnOrderRow, v: ReturnHeader, lines: NewReturnLine[], at: Date) => {
    await db
      .update(t)
      .set({ ...v, updatedAt: at })
      .where(eq(t.id, row.id));
    await db.delete(l).where(eq(l.orderId, row.id));
    await insertLines(db, row.id, row.companyId, lines);
  },

  /** Each line's inspection: its split and photos. */
  setInspected: async (db: DbOrTx, lines: Inspected[]) => {
    for (const x of lines)
      await db
        .update(l)
        .set({
          sellable: x.sellable,
          unsellable: x.unsellable,
          destroyed: x.destroyed,
          photoFileIds: x.photoFileIds,
        })
        .where(eq(l.id, x.lineId));
  },

  /** Sets the completion's fee: its record, or what is owed. */
  setFee: (db: DbOrTx, id: number, set: Pick<Partial<ReturnOrderRow>, 'feeRecordId' | 'feeOwed'>) =>
    db.update(t).set(set).where(eq(t.id, id)),

  /** The warehouse's returns in `states`, oldest first, with their companies' names. */
  ofWarehouse: (db: DbOrTx, tenantId: number, warehouseId: number, states: readonly ReturnStatus[]) =>
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

  /** One of the company's shipped outbound orders, with what each product shipped. */
  shippedOrder: async (db: DbOrTx, companyId: number, id: number) => {
    const [order] = await db
      .select({
        id: outboundOrders.id,
        orderNo: outboundOrders.orderNo,
        warehouseId: outboundOrders.warehouseId,
      })
      .from(outboundOrders)
      .where(
        and(
          eq(outboundOrders.id, id),
          eq(outboundOrders.companyId, companyId),
          eq(outboundOrders.status, 'SHIPPED'),
        ),
      );
    if (!order) return undefined;
    const items = await db
      .select({ productId: outboundOrderItems.productId, shipped: outboundOrderItems.shippedQuantity })
      .from(outboundOrderItems)
      .where(eq(outboundOrderItems.orderId, id));
    return { ...order, shipped: new Map(items.map((i) => [i.productId, i.shipped ?? 0])) };
  },

  /**
   * The company's shipped orders matching a number, reference or parcel's tracking number, newest
   * first, at most `limit`, with their items and tracking numbers.
   */
  shippedOrders: async (
    db: DbOrTx,
    companyId: number,
    f: { warehouseId?: number; keyword?: string },
    limit: number,
  ) => {
    const o = outboundOrders;
    const keyword = f.keyword
      ? sql`(${containsFilter([o.orderNo, o.referenceNo], f.keyword)} or ${exists(
          db
            .select({ one: sql`1` })
            .from(shipments)
            .where(and(eq(shipments.orderId, o.id), containsFilter(shipments.trackingNo, f.keyword))),
        )})`
      : undefined;
    const orders = await db
      .select({
        id: o.id,
        orderNo: o.orderNo,
        referenceNo: o.referenceNo,
        warehouseId: o.warehouseId,
        recipientName: o.recipientName,
        shippedAt: o.shippedAt,
      })
      .from(o)
      .where(
        and(
          eq(o.companyId, companyId),
          eq(o.status, 'SHIPPED'),
          f.warehouseId ? eq(o.warehouseId, f.warehouseId) : undefined,
          keyword,
        ),
      )
      .orderBy(desc(o.id))
      .limit(limit);
    const ids = orders.map((x) => x.id);
    if (ids.length === 0) return [];
    const [items, parcels] = await Promise.all([
      db
        .select({
          orderId: outboundOrderItems.orderId,
          productId: outboundOrderItems.productId,
          quantity: outboundOrderItems.shippedQuantity,
          sku: products.sku,
          nameCn: products.nameCn,
          nameEn: products.nameEn,
        })
        .from(outboundOrderItems)
        .innerJoin(products, eq(products.id, outboundOrderItems.productId))
        .where(and(inArray(outboundOrderItems.orderId, ids), isNotNull(outboundOrderItems.shippedQuantity)))
        .orderBy(asc(outboundOrderItems.id)),
      db
        .select({ orderId: shipments.orderId, trackingNo: shipments.trackingNo })
        .from(shipments)
        .where(inArray(shipments.orderId, ids))
        .orderBy(asc(shipments.id)),
    ]);
    return orders.map((x) => ({
      ...x,
      items: items.filter((i) => i.orderId === x.id && (i.quantity ?? 0) > 0),
      trackingNos: parcels.filter((p) => p.orderId === x.id).map((p) => p.trackingNo),
    }));
  },

  ...statesOf(t),

  ...documentRows(t),
};
