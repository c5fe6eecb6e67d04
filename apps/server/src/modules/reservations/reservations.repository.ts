import { and, asc, eq, getTableColumns, gte, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import {
  RESERVATION_NO_PREFIX,
  RESERVATION_SORT_KEYS,
  reservationPageRequest,
  type ReservationFilters,
  type ReservationSortKey,
  type ReservationStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { companies, inboundOrders, warehouseLabel, warehouses } from '../../schema';
import { statesOf } from '../../db/transition';
import {
  companyListQuery,
  companyRecord,
  firstRow,
  listFilters,
  type ListQuery,
  sortColumns,
} from '../../lib/paginate';
import { reservationOrders as ro, reservations as t } from './reservations.table';
import { documentNo } from '../../db/document-no';

type Owner = { tenantId: number; companyId: number };

const orderCount = sql<number>`(select count(*)::int from ${ro} where ${ro.reservationId} = ${t.id})`.as(
  'order_count',
);

/** A reservation as lists read it: its columns, its warehouse's names, how many orders it brings. */
const rowsOf = (db: DbOrTx) =>
  db
    .select({
      ...getTableColumns(t),
      ...warehouseLabel,
      orderCount,
    })
    .from(t)
    .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
    .$dynamic();

export type ReservationListRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];
export type ReservationQuery = ListQuery<ReturnType<typeof rowsOf>, ReservationSortKey>;
export type ReservationListFilters = Partial<ReservationFilters> & { ids?: number[] };

export type NewReservation = Omit<
  typeof t.$inferInsert,
  'id' | 'tenantId' | 'companyId' | 'reservationNo' | 'createdAt' | 'updatedAt' | 'status'
> & { status: ReservationStatus };

export const reservationsRepository = {
  listQuery: (companyId: number, f: ReservationListFilters): ReservationQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, RESERVATION_SORT_KEYS),
      filters: listFilters(reservationPageRequest, f, t),
    }),

  byId: companyRecord(rowsOf, t),

  byIdForWarehouse: (db: DbOrTx, tenantId: number, warehouseId: number, id: number) =>
    firstRow(rowsOf(db).where(and(eq(t.tenantId, tenantId), eq(t.warehouseId, warehouseId), eq(t.id, id)))),

  /** A new reservation numbered RV + the day of `at` (UTC) + the next serial. */
  insert: async (db: DbOrTx, owner: Owner, v: NewReservation, at: Date) => {
    const [row] = await db
      .insert(t)
      .values({
        ...owner,
        ...v,
        reservationNo: documentNo(RESERVATION_NO_PREFIX, 'reservation_numbers', at),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: t.id });
    return row!.id;
  },

  /** Changes the editable columns (never the state: moves do that). */
  update: (db: DbOrTx, id: number, set: Partial<typeof t.$inferInsert>) =>
    db
      .update(t)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(t.id, id)),

  scope: (owner: { tenantId: number; companyId?: number }) =>
    and(
      eq(t.tenantId, owner.tenantId),
      owner.companyId === undefined ? undefined : eq(t.companyId, owner.companyId),
    ),

  ...statesOf(t),

  /** Locks one reservation row of the company (edits that touch its slot or links run after it). */
  lock: async (db: DbOrTx, companyId: number, id: number) =>
    (
      await db
        .select()
        .from(t)
        .where(and(eq(t.companyId, companyId), eq(t.id, id)))
        .for('update')
    )[0],

  // ---- linked inbound orders ----

  orderIds: async (db: DbOrTx, reservationId: number) =>
    (
      await db
        .select({ id: ro.inboundOrderId })
        .from(ro)
        .where(eq(ro.reservationId, reservationId))
        .orderBy(asc(ro.inboundOrderId))
    ).map((r) => r.id),

  link: async (db: DbOrTx, companyId: number, reservationId: number, orderIds: number[]) => {
    if (orderIds.length > 0)
      await db
        .insert(ro)
        .values(orderIds.map((inboundOrderId) => ({ reservationId, inboundOrderId, companyId })));
  },

  unlink: (db: DbOrTx, reservationId: number, orderIds: number[]) =>
    orderIds.length === 0
      ? Promise.resolve()
      : db.delete(ro).where(and(eq(ro.reservationId, reservationId), inArray(ro.inboundOrderId, orderIds))),

  /** The linked orders as the detail shows them (read from the inbound module's table). */
  orders: (db: DbOrTx, reservationId: number) =>
    db
      .select({
        id: inboundOrders.id,
        orderNo: inboundOrders.orderNo,
        status: inboundOrders.status,
        containerNo: inboundOrders.containerNo,
        containerType: inboundOrders.containerType,
        totalBoxes: inboundOrders.totalBoxes,
        totalQuantity: inboundOrders.totalQuantity,
      })
      .from(ro)
      .innerJoin(inboundOrders, eq(inboundOrders.id, ro.inboundOrderId))
      .where(eq(ro.reservationId, reservationId))
      .orderBy(asc(inboundOrders.id)),

  // ---- the warehouse's queue and the home calendar ----

  inFlight: (db: DbOrTx, tenantId: number, warehouseId: number, states: readonly ReservationStatus[]) =>
    db
      .select({
        ...getTableColumns(t),
        ...warehouseLabel,
        orderCount,
        companyName: companies.name,
      })
      .from(t)
      .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
      .innerJoin(companies, eq(companies.id, t.companyId))
      .where(and(eq(t.tenantId, tenantId), eq(t.warehouseId, warehouseId), inArray(t.status, [...states])))
      .orderBy(asc(t.slotDate), asc(t.slotStart), asc(t.id))
      .limit(500),

  companyName: async (db: DbOrTx, companyId: number) =>
    (await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)))[0]?.name ??
    '',

  /** The company's booked reservations (with a slot, not cancelled) between two days. */
  bookingsOf: (db: DbOrTx, companyId: number, from: string, to: string) =>
    db
      .select({
        id: t.id,
        reservationNo: t.reservationNo,
        status: t.status,
        containerNo: t.containerNo,
        warehouseCode: warehouses.code,
        date: t.slotDate,
        start: t.slotStart,
        end: t.slotEnd,
      })
      .from(t)
      .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
      .where(
        and(
          eq(t.companyId, companyId),
          isNotNull(t.slotDate),
          gte(t.slotDate, from),
          lte(t.slotDate, to),
          notInArray(t.status, ['CANCELLED']),
        ),
      )
      .orderBy(asc(t.slotDate), asc(t.slotStart))
      .limit(1000),

  /**
   * Marks the open reservations whose free-container period ends by `soon` and were not warned yet
   * (one conditional update: each is warned once); answers them.
   */
  markExpiring: (db: DbOrTx, soon: string) =>
    db
      .update(t)
      .set({ expiryWarned: true })
      .where(
        and(
          eq(t.expiryWarned, false),
          lte(t.freeExpiryDate, soon),
          notInArray(t.status, ['COMPLETED', 'CANCELLED']),
        ),
      )
      .returning(),

  /** Whether the company has any reservation (the demo seed runs once). */
  anyOf: async (db: DbOrTx, companyId: number) =>
    (await db.select({ id: t.id }).from(t).where(eq(t.companyId, companyId)).limit(1)).length > 0,
};
