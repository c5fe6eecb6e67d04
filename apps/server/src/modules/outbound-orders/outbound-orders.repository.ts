import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import {
  OUTBOUND_ORDER_NO_PREFIX,
  OUTBOUND_SORT_KEYS,
  outboundPageRequest,
  type OutboundFilters,
  type OutboundSortKey,
  type OutboundStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { insertManyJson, insertManyJsonByKey } from '../../db/bulk-insert';
import { documentNo } from '../../db/document-no';
import { productMeasures } from '../../db/product-measures';
import { statesOf } from '../../db/transition';
import { contains } from '../../lib/like';
import {
  companyListQuery,
  companyRecord,
  firstRow,
  listFilters,
  sortColumns,
  type ListQuery,
} from '../../lib/paginate';
import {
  combinationComponents,
  combinations,
  companies,
  consignees,
  products,
  stockBalances,
  warehouseLabel,
  warehouses,
} from '../../schema';
import {
  outboundOrderItems as items,
  outboundOrderLines as l,
  outboundOrders as t,
  shipments as s,
  trackingEvents as e,
  type OutboundOrderRow,
} from './outbound-orders.table';
import { serviceJoin, serviceNameColumns } from './service-names.repository';

const { pieceWeightSql } = productMeasures(products);

type Owner = { tenantId: number; companyId: number };

/** The tracking numbers of an order's parcels, in the order they left. */
const trackingNos = sql<string[]>`coalesce((select array_agg(${s.trackingNo} order by ${s.id}) from ${s}
  where ${s.orderId} = ${t.id}), '{}')`.as('tracking_nos');

/** An order as lists read it: its columns, its warehouse's names and its parcels' numbers. */
const rowsOf = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(t), ...warehouseLabel, trackingNos, ...serviceNameColumns })
    .from(t)
    .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
    .leftJoin(...serviceJoin(t.warehouseId, t.serviceCode))
    .$dynamic();

export type OutboundListRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];
export type OutboundQuery = ListQuery<ReturnType<typeof rowsOf>, OutboundSortKey>;
export type OutboundListFilters = Partial<OutboundFilters> & { ids?: number[] };

const orderNoFilter = (text: string | undefined) =>
  text ? sql`(${t.orderNo} ilike ${contains(text)} or ${t.referenceNo} ilike ${contains(text)})` : undefined;
const skuFilter = (text: string | undefined) =>
  text
    ? sql`exists (select 1 from ${items} inner join ${products} on ${products.id} = ${items.productId}
        where ${items.orderId} = ${t.id} and ${products.sku} ilike ${contains(text)})`
    : undefined;
const trackingFilter = (text: string | undefined) =>
  text
    ? sql`exists (select 1 from ${s} where ${s.orderId} = ${t.id} and ${s.trackingNo} ilike ${contains(text)})`
    : undefined;

export type NewOutboundOrder = Omit<
  typeof t.$inferInsert,
  'id' | 'tenantId' | 'companyId' | 'orderNo' | 'createdAt' | 'updatedAt'
>;
export type NewOutboundLine = {
  kind: 'PRODUCT' | 'COMBINATION';
  productId: number | null;
  combinationId: number | null;
  quantity: number;
};
export type NewOutboundItem = { productId: number; quantity: number };

const insertChildren = async (
  db: DbOrTx,
  orderId: number,
  companyId: number,
  lines: NewOutboundLine[],
  products: NewOutboundItem[],
) => {
  await db.insert(l).values(lines.map((line, i) => ({ ...line, orderId, companyId, position: i + 1 })));
  await db.insert(items).values(products.map((p) => ({ ...p, orderId, companyId })));
};

export const outboundOrdersRepository = {
  listQuery: (companyId: number, f: OutboundListFilters): OutboundQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, OUTBOUND_SORT_KEYS),
      filters: listFilters(outboundPageRequest, f, t, {
        orderNo: orderNoFilter,
        sku: skuFilter,
        trackingNo: trackingFilter,
      }),
    }),

  byId: companyRecord(rowsOf, t),

  /** One order of a warehouse (the integration key's): another warehouse's id finds nothing. */
  byIdForWarehouse: (db: DbOrTx, tenantId: number, warehouseId: number, id: number) =>
    firstRow(rowsOf(db).where(and(eq(t.tenantId, tenantId), eq(t.warehouseId, warehouseId), eq(t.id, id)))),

  /** The order row locked for a change of its columns outside its state. */
  lock: async (db: DbOrTx, id: number): Promise<OutboundOrderRow | undefined> =>
    (await db.select().from(t).where(eq(t.id, id)).for('update'))[0],

  /** A new order with its lines and products, numbered OB + the day of `at` (UTC) + the next serial. */
  insert: async (
    db: DbOrTx,
    owner: Owner,
    v: NewOutboundOrder,
    lines: NewOutboundLine[],
    products: NewOutboundItem[],
    at: Date,
  ) => {
    const [row] = await db
      .insert(t)
      .values({
        ...owner,
        ...v,
        orderNo: documentNo(OUTBOUND_ORDER_NO_PREFIX, 'outbound_order_numbers', at),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await insertChildren(db, row!.id, owner.companyId, lines, products);
    return row!;
  },

  /**
   * Many orders with their lines and products (an import's drafts): their numbers drawn in one
   * statement, then one statement per table. Answers the new ids in the drafts' order.
   */
  insertMany: async (
    db: DbOrTx,
    owner: Owner,
    drafts: { header: NewOutboundOrder; lines: NewOutboundLine[]; items: NewOutboundItem[] }[],
    at: Date,
  ): Promise<number[]> => {
    if (drafts.length === 0) return [];
    const drawn = (await db.execute(
      sql`select ${documentNo(OUTBOUND_ORDER_NO_PREFIX, 'outbound_order_numbers', at)} as no
        from generate_series(1, ${drafts.length})`,
    )) as unknown as { rows: { no: string }[] };
    const numbers = drawn.rows.map((r) => r.no);
    const idOf = await insertManyJsonByKey(
      db,
      t,
      drafts.map((d, i) => ({ ...owner, ...d.header, orderNo: numbers[i]!, createdAt: at, updatedAt: at })),
      t.orderNo,
    );
    const ids = numbers.map((no) => idOf.get(no)!);
    const { companyId } = owner;
    await insertManyJson(
      db,
      l,
      drafts.flatMap((d, i) =>
        d.lines.map((line, p) => ({ ...line, orderId: ids[i]!, companyId, position: p + 1 })),
      ),
    );
    await insertManyJson(
      db,
      items,
      drafts.flatMap((d, i) => d.items.map((item) => ({ ...item, orderId: ids[i]!, companyId }))),
    );
    return ids;
  },

  /** Replaces an order's header, lines and products (an edit, already allowed by its state). */
  replace: async (
    db: DbOrTx,
    id: number,
    companyId: number,
    v: NewOutboundOrder,
    lines: NewOutboundLine[],
    products: NewOutboundItem[],
  ) => {
    await db
      .update(t)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.companyId, companyId)));
    await db.delete(l).where(eq(l.orderId, id));
    await db.delete(items).where(eq(items.orderId, id));
    await insertChildren(db, id, companyId, lines, products);
  },

  scope: (owner: { tenantId: number; companyId?: number; warehouseId?: number }) =>
    and(
      eq(t.tenantId, owner.tenantId),
      owner.companyId === undefined ? undefined : eq(t.companyId, owner.companyId),
      owner.warehouseId === undefined ? undefined : eq(t.warehouseId, owner.warehouseId),
    ),

  ...statesOf(t),

  /** Columns of an order outside its state (hold reasons, estimate, frozen fees, progress). */
  set: (db: DbOrTx, id: number, set: Partial<typeof t.$inferInsert>) =>
    db
      .update(t)
      .set({ updatedAt: new Date(), ...set })
      .where(eq(t.id, id)),

  /** Whether another live order of the company has this reference (case-insensitive). */
  /**
   * Which of `referenceNos` (lower-cased) the company's live orders already use, apart from order
   * `exceptId`: one query, by the partial unique index the numbers live under.
   */
  referencesTaken: async (db: DbOrTx, companyId: number, referenceNos: string[], exceptId?: number) => {
    if (referenceNos.length === 0) return new Set<string>();
    const rows = await db
      .select({ referenceNo: t.referenceNo })
      .from(t)
      .where(
        and(
          eq(t.companyId, companyId),
          isNotNull(t.referenceNo),
          inArray(
            sql`lower(${t.referenceNo})`,
            referenceNos.map((r) => r.toLowerCase()),
          ),
          sql`${t.status} <> 'CANCELLED'`,
          exceptId === undefined ? undefined : sql`${t.id} <> ${exceptId}`,
        ),
      );
    return new Set(rows.map((r) => r.referenceNo!.toLowerCase()));
  },

  /** The order's lines as written, with their product's or combination's names. */
  lines: (db: DbOrTx, orderId: number) =>
    db
      .select({
        ...getTableColumns(l),
        sku: products.sku,
        productName: products.nameCn,
        combinationName: combinations.name,
      })
      .from(l)
      .leftJoin(products, eq(products.id, l.productId))
      .leftJoin(combinations, eq(combinations.id, l.combinationId))
      .where(eq(l.orderId, orderId))
      .orderBy(asc(l.position)),

  /** The products the order ships, with SKU, names and a piece's weight. */
  items: (db: DbOrTx, orderIds: number[]) =>
    orderIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            ...getTableColumns(items),
            sku: products.sku,
            nameCn: products.nameCn,
            nameEn: products.nameEn,
            pieceWeightG: pieceWeightSql,
          })
          .from(items)
          .innerJoin(products, eq(products.id, items.productId))
          .where(inArray(items.orderId, orderIds))
          .orderBy(asc(items.orderId), asc(products.sku)),

  setShipped: (db: DbOrTx, itemId: number, quantity: number) =>
    db.update(items).set({ shippedQuantity: quantity }).where(eq(items.id, itemId)),

  /** Every item of the order shipped in full (the demo's shipped orders). */
  setAllShipped: (db: DbOrTx, orderId: number) =>
    db
      .update(items)
      .set({ shippedQuantity: sql`${items.quantity}` })
      .where(eq(items.orderId, orderId)),

  /** The company's products among ids, with their state and what pricing needs (weight and sides). */
  productsOf: (db: DbOrTx, companyId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: products.id,
            sku: products.sku,
            status: products.status,
            weightG: pieceWeightSql,
            lengthCm100: sql<
              number | null
            >`coalesce(${products.actualLengthCm100}, ${products.forecastLengthCm100})`,
            widthCm100: sql<
              number | null
            >`coalesce(${products.actualWidthCm100}, ${products.forecastWidthCm100})`,
            heightCm100: sql<
              number | null
            >`coalesce(${products.actualHeightCm100}, ${products.forecastHeightCm100})`,
          })
          .from(products)
          .where(and(eq(products.companyId, companyId), inArray(products.id, ids))),

  /** The company's combinations among ids, with their components and ratios. */
  componentsOf: (db: DbOrTx, companyId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            combinationId: combinations.id,
            name: combinations.name,
            productId: combinationComponents.productId,
            ratio: combinationComponents.ratio,
          })
          .from(combinations)
          .innerJoin(combinationComponents, eq(combinationComponents.combinationId, combinations.id))
          .where(and(eq(combinations.companyId, companyId), inArray(combinations.id, ids)))
          .orderBy(asc(combinations.id), asc(combinationComponents.position)),

  shipments: (db: DbOrTx, orderId: number) =>
    db.select().from(s).where(eq(s.orderId, orderId)).orderBy(asc(s.id)),

  insertShipments: (db: DbOrTx, rows: Omit<typeof s.$inferInsert, 'shipmentNo'>[], at: Date) =>
    db
      .insert(s)
      .values(rows.map((r) => ({ ...r, shipmentNo: documentNo('SP', 'shipment_numbers', at) })))
      .returning(),

  /** The carrier events of parcels, newest first. */
  events: (db: DbOrTx, shipmentIds: number[]) =>
    shipmentIds.length === 0
      ? Promise.resolve([])
      : db.select().from(e).where(inArray(e.shipmentId, shipmentIds)).orderBy(desc(e.occurredAt), desc(e.id)),

  /** Adds events, each once (a repeat changes nothing); answers how many were new. */
  insertEvents: async (db: DbOrTx, rows: (typeof e.$inferInsert)[]) =>
    rows.length === 0
      ? 0
      : (await db.insert(e).values(rows).onConflictDoNothing().returning({ id: e.id })).length,

  /** The order's parcel with this tracking number. */
  shipmentOf: async (db: DbOrTx, orderId: number, trackingNo: string) =>
    (
      await db
        .select()
        .from(s)
        .where(and(eq(s.orderId, orderId), eq(s.trackingNo, trackingNo)))
    )[0],

  setShipment: (db: DbOrTx, id: number, set: Partial<typeof s.$inferInsert>) =>
    db.update(s).set(set).where(eq(s.id, id)),

  /** The company's parcels whose tracking number, or whose order's number or reference, is one of `numbers`. */
  parcelsByNumbers: (db: DbOrTx, companyId: number, numbers: string[]) =>
    db
      .select({ ...getTableColumns(s), orderNo: t.orderNo, referenceNo: t.referenceNo })
      .from(s)
      .innerJoin(t, eq(t.id, s.orderId))
      .where(
        and(
          eq(s.companyId, companyId),
          or(
            inArray(s.trackingNo, numbers),
            inArray(t.orderNo, numbers),
            inArray(sql`upper(${t.referenceNo})`, numbers),
          ),
        ),
      )
      .orderBy(asc(s.id)),

  /** A warehouse's parcels not yet in a final state, oldest first. */
  inTransit: (db: DbOrTx, tenantId: number, warehouseId: number, finals: readonly string[], limit = 500) =>
    db
      .select({
        ...getTableColumns(s),
        orderNo: t.orderNo,
        lastEventAt: sql<Date | null>`(select max(${e.occurredAt}) from ${e} where ${e.shipmentId} = ${s.id})`,
      })
      .from(s)
      .innerJoin(t, eq(t.id, s.orderId))
      .where(
        and(
          eq(s.tenantId, tenantId),
          eq(s.warehouseId, warehouseId),
          notInArray(s.trackingStatus, [...finals] as never),
        ),
      )
      .orderBy(asc(s.id))
      .limit(limit),

  /** Whether any of these tracking numbers already belongs to a parcel of the tenant. */
  trackingTaken: async (db: DbOrTx, tenantId: number, numbers: string[]) =>
    (
      await db
        .select({ trackingNo: s.trackingNo })
        .from(s)
        .where(and(eq(s.tenantId, tenantId), inArray(s.trackingNo, numbers)))
    ).map((r) => r.trackingNo),

  /** Deletes the company's orders among `ids` still in `states`; answers the deleted rows. */
  deleteMany: (db: DbOrTx, companyId: number, ids: number[], states: readonly OutboundStatus[]) =>
    db
      .delete(t)
      .where(and(eq(t.companyId, companyId), inArray(t.id, ids), inArray(t.status, [...states])))
      .returning({ id: t.id }),

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
    states: readonly OutboundStatus[],
    limit = 500,
  ) =>
    db
      .select({
        ...getTableColumns(t),
        ...warehouseLabel,
        trackingNos,
        ...serviceNameColumns,
        companyName: companies.name,
      })
      .from(t)
      .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
      .leftJoin(...serviceJoin(t.warehouseId, t.serviceCode))
      .innerJoin(companies, eq(companies.id, t.companyId))
      .where(and(eq(t.tenantId, tenantId), eq(t.warehouseId, warehouseId), inArray(t.status, [...states])))
      .orderBy(asc(t.id))
      .limit(limit),

  companyName: async (db: DbOrTx, companyId: number) =>
    (await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)))[0]?.name ??
    '',

  /** The company's orders held for their balance, oldest first (the system releases them in that order). */
  heldForBalance: (db: DbOrTx, companyId: number) =>
    db
      .select()
      .from(t)
      .where(
        and(
          eq(t.companyId, companyId),
          eq(t.status, 'ON_HOLD'),
          sql`${t.holdReasons} @> '["BALANCE"]'::jsonb`,
        ),
      )
      .orderBy(asc(t.id)),

  /** Orders shipped per UTC day since `since`. */
  shippedPerDay: (db: DbOrTx, companyId: number, since: Date) => {
    const day = sql<string>`to_char(${t.shippedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, n: count() })
      .from(t)
      .where(and(eq(t.companyId, companyId), sql`${t.shippedAt} >= ${since}`))
      .groupBy(day)
      .orderBy(day);
  },

  countByStatus: (db: DbOrTx, companyId: number) =>
    db
      .select({ status: t.status, count: count() })
      .from(t)
      .where(eq(t.companyId, companyId))
      .groupBy(t.status),

  warehouses: (db: DbOrTx, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.select().from(warehouses).where(inArray(warehouses.id, ids)).orderBy(asc(warehouses.code)),

  /** The company's products among `skus` (exact), with their state (the xlsx import's lines). */
  productsBySku: (db: DbOrTx, companyId: number, skus: string[]) =>
    skus.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: products.id, sku: products.sku, status: products.status })
          .from(products)
          .where(and(eq(products.companyId, companyId), inArray(products.sku, skus))),

  /** The company's first passed product by SKU (the import template's example). */
  firstPassedSku: async (db: DbOrTx, companyId: number) =>
    (
      await db
        .select({ sku: products.sku })
        .from(products)
        .where(and(eq(products.companyId, companyId), eq(products.status, 'PASSED')))
        .orderBy(asc(products.id))
        .limit(1)
    )[0]?.sku,

  // The demo's reads and writes (outbound-orders.demo.ts).

  /** Whether the company has any order (the demo seeds once). */
  anyOf: async (db: DbOrTx, companyId: number) =>
    (await db.select({ id: t.id }).from(t).where(eq(t.companyId, companyId)).limit(1)).length > 0,

  /** The company's products with a balance at the warehouse, by id. */
  stockedAt: async (db: DbOrTx, companyId: number, warehouseId: number) =>
    (
      await db
        .select({ id: stockBalances.productId })
        .from(stockBalances)
        .where(and(eq(stockBalances.companyId, companyId), eq(stockBalances.warehouseId, warehouseId)))
        .orderBy(asc(stockBalances.productId))
    ).map((r) => r.id),

  /** The company's first address book entry in a country. */
  consigneeIn: async (db: DbOrTx, companyId: number, country: string) =>
    (
      await db
        .select()
        .from(consignees)
        .where(and(eq(consignees.companyId, companyId), eq(consignees.country, country as never)))
        .orderBy(asc(consignees.id))
        .limit(1)
    )[0],
};
