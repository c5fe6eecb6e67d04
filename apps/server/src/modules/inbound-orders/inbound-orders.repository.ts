import { and, asc, count, eq, getTableColumns, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  INBOUND_ORDER_NO_PREFIX,
  INBOUND_SORT_KEYS,
  inboundPageRequest,
  type InboundFilters,
  type InboundSortKey,
  type InboundStatus,
  type Milestone,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { companies, products, warehouseLabel, warehouses } from '../../schema';
import { statesOf } from '../../db/transition';
import { contains } from '../../lib/like';
import {
  companyListQuery,
  companyRecord,
  firstRow,
  listFilters,
  type ListQuery,
  sortColumns,
} from '../../lib/paginate';
import {
  inboundMilestones as m,
  inboundOrderLines as l,
  inboundOrders as t,
  type InboundOrderRow,
} from './inbound-orders.table';
import { documentNo } from '../../db/document-no';
import { lineProducts } from './inbound-order-lines.repository';
import { productMeasures } from '../../db/product-measures';

const { pieceVolumeSql, pieceWeightSql } = productMeasures(products);

type Owner = { tenantId: number; companyId: number };

const skuCount = sql<number>`(select count(*)::int from ${l} where ${l.orderId} = ${t.id})`.as('sku_count');

/** An order as lists read it: its columns, its warehouse's names, how many SKUs it holds. */
const rowsOf = (db: DbOrTx) =>
  db
    .select({
      ...getTableColumns(t),
      ...warehouseLabel,
      skuCount,
    })
    .from(t)
    .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
    .$dynamic();

export type InboundListRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];
export type InboundQuery = ListQuery<ReturnType<typeof rowsOf>, InboundSortKey>;
export type InboundListFilters = Partial<InboundFilters> & { ids?: number[] };

/** Orders with a line whose SKU contains the text. */
const skuFilter = (text: string | undefined) =>
  text
    ? sql`exists (select 1 from ${l} inner join ${products} on ${products.id} = ${l.productId}
        where ${l.orderId} = ${t.id} and ${products.sku} ilike ${contains(text)})`
    : undefined;

export type NewInboundOrder = Omit<
  typeof t.$inferInsert,
  'id' | 'tenantId' | 'companyId' | 'orderNo' | 'createdAt' | 'updatedAt'
>;
export type NewInboundLine = { productId: number; boxes: number; quantity: number };

export const inboundOrdersRepository = {
  listQuery: (companyId: number, f: InboundListFilters): InboundQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, INBOUND_SORT_KEYS),
      filters: listFilters(inboundPageRequest, f, t, { sku: skuFilter }),
    }),

  byId: companyRecord(rowsOf, t),

  byNo: (db: DbOrTx, companyId: number, orderNo: string) =>
    firstRow(rowsOf(db).where(and(eq(t.companyId, companyId), eq(t.orderNo, orderNo)))),

  /** One order of a warehouse (the integration key's): another warehouse's id finds nothing. */
  byIdForWarehouse: (db: DbOrTx, tenantId: number, warehouseId: number, id: number) =>
    firstRow(rowsOf(db).where(and(eq(t.tenantId, tenantId), eq(t.warehouseId, warehouseId), eq(t.id, id)))),

  /** The order row locked for a change (lines are changed under this lock). */
  lock: async (db: DbOrTx, id: number): Promise<InboundOrderRow | undefined> =>
    (await db.select().from(t).where(eq(t.id, id)).for('update'))[0],

  /** A new order and its lines, numbered IB + the day of `at` (UTC) + the next serial. */
  insert: async (db: DbOrTx, owner: Owner, v: NewInboundOrder, lines: NewInboundLine[], at: Date) => {
    const [row] = await db
      .insert(t)
      .values({
        ...owner,
        ...v,
        orderNo: documentNo(INBOUND_ORDER_NO_PREFIX, 'inbound_order_numbers', at),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await db
      .insert(l)
      .values(
        lines.map((line, i) => ({ ...line, orderId: row!.id, companyId: owner.companyId, position: i + 1 })),
      );
    return row!;
  },

  /** Replaces an order's header and lines (an edit of a draft or rejected order, already checked). */
  replace: async (db: DbOrTx, id: number, companyId: number, v: NewInboundOrder, lines: NewInboundLine[]) => {
    await db
      .update(t)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.companyId, companyId)));
    await db.delete(l).where(eq(l.orderId, id));
    await db.insert(l).values(lines.map((line, i) => ({ ...line, orderId: id, companyId, position: i + 1 })));
  },

  scope: (owner: { tenantId: number; companyId?: number; warehouseId?: number }) =>
    and(
      eq(t.tenantId, owner.tenantId),
      owner.companyId === undefined ? undefined : eq(t.companyId, owner.companyId),
      owner.warehouseId === undefined ? undefined : eq(t.warehouseId, owner.warehouseId),
    ),

  ...statesOf(t),

  /** Columns of an order outside its state (received totals, owed fees). */
  set: (db: DbOrTx, id: number, set: Partial<typeof t.$inferInsert>) =>
    db
      .update(t)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(t.id, id)),

  /** The order's lines with their products, in position order. */
  lines: (db: DbOrTx, orderIds: number[]) =>
    orderIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            ...getTableColumns(l),
            sku: products.sku,
            nameCn: products.nameCn,
            nameEn: products.nameEn,
            piecesPerCarton: products.piecesPerCarton,
            pieceWeightG: pieceWeightSql,
            pieceVolumeCm100: pieceVolumeSql,
          })
          .from(l)
          .innerJoin(products, eq(products.id, l.productId))
          .where(inArray(l.orderId, orderIds))
          .orderBy(asc(l.orderId), asc(l.position)),

  milestones: (db: DbOrTx, orderId: number) =>
    db.select().from(m).where(eq(m.orderId, orderId)).orderBy(asc(m.occurredAt), asc(m.id)),

  addMilestone: (
    db: DbOrTx,
    v: {
      orderId: number;
      companyId: number;
      milestone: Milestone;
      occurredAt: Date;
      note: string | null;
      createdBy: string;
    },
  ) => db.insert(m).values(v),

  /**
   * Receives one line once: a conditional update on `received_quantity is null`, so a second
   * receipt — even a concurrent one — changes nothing and answers undefined.
   */
  receiveLine: async (db: DbOrTx, orderId: number, lineId: number, quantity: number, boxes: number) =>
    (
      await db
        .update(l)
        .set({ receivedQuantity: quantity, receivedBoxes: boxes })
        .where(and(eq(l.id, lineId), eq(l.orderId, orderId), isNull(l.receivedQuantity)))
        .returning({ id: l.id })
    )[0],

  setPutAway: (db: DbOrTx, lineId: number, quantity: number) =>
    db.update(l).set({ putAwayQuantity: quantity }).where(eq(l.id, lineId)),

  /** Deletes the company's orders among `ids` still in `states`; answers the deleted rows. */
  deleteMany: (db: DbOrTx, companyId: number, ids: number[], states: readonly InboundStatus[]) =>
    db
      .delete(t)
      .where(and(eq(t.companyId, companyId), inArray(t.id, ids), inArray(t.status, [...states])))
      .returning({ id: t.id, orderNo: t.orderNo, status: t.status }),

  /** The company's orders among ids, locked in id order. */
  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    db
      .select()
      .from(t)
      .where(and(eq(t.companyId, companyId), inArray(t.id, ids)))
      .orderBy(asc(t.id))
      .for('update'),

  /** A warehouse's orders in `states`, oldest first, with the company's name. */
  ofWarehouse: (
    db: DbOrTx,
    tenantId: number,
    warehouseId: number,
    states: readonly InboundStatus[],
    limit = 500,
  ) =>
    db
      .select({
        ...getTableColumns(t),
        ...warehouseLabel,
        skuCount,
        companyName: companies.name,
      })
      .from(t)
      .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
      .innerJoin(companies, eq(companies.id, t.companyId))
      .where(and(eq(t.tenantId, tenantId), eq(t.warehouseId, warehouseId), inArray(t.status, [...states])))
      .orderBy(asc(t.id))
      .limit(limit),

  /** Warehouses by id (the form's names of the signed ones). */
  warehouses: (db: DbOrTx, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.select().from(warehouses).where(inArray(warehouses.id, ids)).orderBy(asc(warehouses.code)),

  companyName: async (db: DbOrTx, companyId: number) =>
    (await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)))[0]?.name ??
    '',

  /** The company's orders in `states` at a warehouse (bookable: PENDING_INBOUND). */
  inState: (db: DbOrTx, companyId: number, warehouseId: number, states: readonly InboundStatus[]) =>
    db
      .select()
      .from(t)
      .where(and(eq(t.companyId, companyId), eq(t.warehouseId, warehouseId), inArray(t.status, [...states])))
      .orderBy(asc(t.id)),

  countByStatus: (db: DbOrTx, companyId: number) =>
    db
      .select({ status: t.status, count: count() })
      .from(t)
      .where(eq(t.companyId, companyId))
      .groupBy(t.status),

  createdPerDay: (db: DbOrTx, companyId: number, since: Date) => {
    const day = sql<string>`to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, n: count() })
      .from(t)
      .where(and(eq(t.companyId, companyId), gte(t.createdAt, since)))
      .groupBy(day)
      .orderBy(day);
  },

  /** The company's products among ids: what the lines need. */
  productsOf: (db: DbOrTx, companyId: number, ids: number[]) =>
    ids.length === 0 ? Promise.resolve([]) : lineProducts(db, companyId, inArray(products.id, ids)),

  /** Whether the company has an order with this number (claims' document check). */
  existsNo: async (db: DbOrTx, companyId: number, orderNo: string) =>
    (
      await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.companyId, companyId), eq(t.orderNo, orderNo)))
        .limit(1)
    ).length > 0,

  /** Whether the company has any order (the demo seed runs once). */
  anyOf: async (db: DbOrTx, companyId: number) =>
    (await db.select({ id: t.id }).from(t).where(eq(t.companyId, companyId)).limit(1)).length > 0,
};
