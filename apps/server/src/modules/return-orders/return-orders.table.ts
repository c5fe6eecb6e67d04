import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RETURN_HANDLINGS, RETURN_STATUSES, type OwedFee } from '@oms/contracts';
import {
  companyListIndexes,
  createdBy,
  id,
  ref,
  status,
  timestamps,
  trigramIndex,
  ts,
} from '../../db/columns';
import { companyOwned, warehouses } from '../tenancy/tenancy.table';
import { products } from '../products/products.table';
import { feeRecords } from '../finance/finance.table';
import { outboundOrders } from '../outbound-orders/outbound-orders.table';

/** The serial part of return numbers (RT + yyyymmdd + serial), shared by every company. */
export const returnNumbers = pgSequence('return_numbers', { startWith: 1 });

/**
 * A return order (PRODUCT.md §4 "Returns"): goods coming back to a warehouse, announced by the
 * customer. Its lines' figures are kept on it too (count, expected total, the inspection's totals,
 * the SKU summary the list shows and its SKU search reads), written with the lines.
 */
export const returnOrders = pgTable(
  'return_orders',
  {
    id: id(),
    ...companyOwned(),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    returnNo: text('return_no').notNull(),
    status: status(RETURN_STATUSES).default('DRAFT'),
    outboundOrderId: ref('outbound_order_id').references(() => outboundOrders.id),
    /** The original order's number, kept for the list and its search. */
    outboundNo: text('outbound_no'),
    trackingNo: text('tracking_no'),
    carrier: text('carrier'),
    buyerName: text('buyer_name'),
    remark: text('remark'),
    lineCount: integer('line_count').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    sellableQuantity: integer('sellable_quantity'),
    unsellableQuantity: integer('unsellable_quantity'),
    destroyedQuantity: integer('destroyed_quantity'),
    skus: text('skus').notNull(),
    /**
     * What the top bar's search reads: the number, tracking number, original order and SKUs in one
     * text with one trigram index (an OR of four indexed columns made PostgreSQL scan the table).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`return_no || ' ' || coalesce(tracking_no, '') || ' ' || coalesce(outbound_no, '') || ' ' || skus`,
    ),
    feeRecordId: ref('fee_record_id').references(() => feeRecords.id),
    feeOwed: jsonb('fee_owed').$type<OwedFee>(),
    createdBy: createdBy().notNull(),
    submittedAt: ts('submitted_at'),
    receivedAt: ts('received_at'),
    completedAt: ts('completed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('return_orders_no').on(t.returnNo),
    check('return_orders_counts', sql`${t.lineCount} > 0 and ${t.totalQuantity} > 0`),
    ...companyListIndexes('return_orders', t, {
      created: t.createdAt,
      no: t.returnNo,
      status: t.status,
      total: t.totalQuantity,
      completed: t.completedAt,
    }),
    trigramIndex('return_orders_no_trgm', t.returnNo),
    trigramIndex('return_orders_skus_trgm', t.skus),
    trigramIndex('return_orders_tracking_trgm', t.trackingNo),
    trigramIndex('return_orders_outbound_trgm', t.outboundNo),
    trigramIndex('return_orders_search_trgm', t.searchText),
    index('return_orders_warehouse_status').on(t.warehouseId, t.status, t.id),
  ],
);
export type ReturnOrderRow = typeof returnOrders.$inferSelect;

/** A line: pieces of a SKU coming back; the inspection's split and photos once inspected. */
export const returnOrderLines = pgTable(
  'return_order_lines',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => returnOrders.id, { onDelete: 'cascade' }),
    companyId: ref('company_id').notNull(),
    position: integer('position').notNull(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    handling: text('handling', { enum: RETURN_HANDLINGS }).notNull(),
    reason: text('reason'),
    sellable: integer('sellable'),
    unsellable: integer('unsellable'),
    destroyed: integer('destroyed'),
    photoFileIds: bigint('photo_file_ids', { mode: 'number' }).array().notNull().default([]),
  },
  (t) => [
    check('return_order_lines_quantity', sql`${t.quantity} > 0`),
    uniqueIndex('return_order_lines_product').on(t.orderId, t.productId),
    index('return_order_lines_order').on(t.orderId, t.position),
  ],
);
export type ReturnLineRow = typeof returnOrderLines.$inferSelect;
