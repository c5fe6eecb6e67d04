import { eq, getTableColumns, sql } from 'drizzle-orm';
import { SHIPMENT_SORT_KEYS, shipmentPageRequest, type ShipmentFilters } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { contains } from '../../lib/like';
import {
  companyListQuery,
  companyRecord,
  listFilters,
  sortColumns,
  type ListQuery,
} from '../../lib/paginate';
import { warehouseLabel, warehouses } from '../../schema';
import { outboundOrders as o, shipments as s, trackingEvents as e } from './outbound-orders.table';
import { serviceJoin, serviceNameColumns } from './service-names.repository';

/** The latest carrier event's text of a parcel (by its time), or null before any news. */
const lastEvent = sql<string | null>`(select ${e.text} from ${e} where ${e.shipmentId} = ${s.id}
  order by ${e.occurredAt} desc, ${e.id} desc limit 1)`.as('last_event');

/** A parcel as lists read it: its columns, its order's numbers and recipient, its warehouse, its news. */
const rowsOf = (db: DbOrTx) =>
  db
    .select({
      ...getTableColumns(s),
      orderNo: o.orderNo,
      referenceNo: o.referenceNo,
      recipientName: o.recipientName,
      ...warehouseLabel,
      lastEvent,
      ...serviceNameColumns,
    })
    .from(s)
    .innerJoin(o, eq(o.id, s.orderId))
    .innerJoin(warehouses, eq(warehouses.id, s.warehouseId))
    .leftJoin(...serviceJoin(s.warehouseId, s.serviceCode))
    .$dynamic();

export type ShipmentListRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];
type ShipmentQuery = ListQuery<ReturnType<typeof rowsOf>, (typeof SHIPMENT_SORT_KEYS)[number]>;

const orderNoFilter = (text: string | undefined) =>
  text ? sql`(${o.orderNo} ilike ${contains(text)} or ${o.referenceNo} ilike ${contains(text)})` : undefined;

/** The company's parcels (the shipments list and its file). */
export const shipmentsRepository = {
  listQuery: (companyId: number, f: Partial<ShipmentFilters> & { ids?: number[] }): ShipmentQuery =>
    companyListQuery(s, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(s, SHIPMENT_SORT_KEYS),
      filters: listFilters(shipmentPageRequest, f, s, { orderNo: orderNoFilter }),
    }),
  byId: companyRecord(rowsOf, s),
};
