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
import { RELABEL_STATUSES, type OwedFee } from '@oms/contracts';
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

/** The serial part of relabel numbers (RL + yyyymmdd + serial), shared by every company. */
export const relabelNumbers = pgSequence('relabel_numbers', { startWith: 1 });

/**
 * A relabel order (PRODUCT.md §4 "Relabel orders"): pieces of old SKUs the warehouse labels as new
 * SKUs. Its lines' figures are kept on it too (count, expected and actual totals, the "OLD → NEW"
 * summary the list shows and its SKU search reads), written with the lines.
 */
export const relabelOrders = pgTable(
  'relabel_orders',
  {
    id: id(),
    ...companyOwned(),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    relabelNo: text('relabel_no').notNull(),
    status: status(RELABEL_STATUSES).default('DRAFT'),
    remark: text('remark'),
    rejectReason: text('reject_reason'),
    labelFileIds: bigint('label_file_ids', { mode: 'number' }).array().notNull().default([]),
    lineCount: integer('line_count').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    actualQuantity: integer('actual_quantity'),
    skus: text('skus').notNull(),
    /** What the top bar's search reads: the number and the SKUs in one text with one trigram index. */
    searchText: text('search_text').generatedAlwaysAs(sql`relabel_no || ' ' || skus`),
    feeRecordId: ref('fee_record_id').references(() => feeRecords.id),
    feeOwed: jsonb('fee_owed').$type<OwedFee>(),
    createdBy: createdBy().notNull(),
    submittedAt: ts('submitted_at'),
    completedAt: ts('completed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('relabel_orders_no').on(t.relabelNo),
    check('relabel_orders_counts', sql`${t.lineCount} > 0 and ${t.totalQuantity} > 0`),
    ...companyListIndexes('relabel_orders', t, {
      created: t.createdAt,
      no: t.relabelNo,
      status: t.status,
      total: t.totalQuantity,
      completed: t.completedAt,
    }),
    trigramIndex('relabel_orders_no_trgm', t.relabelNo),
    trigramIndex('relabel_orders_skus_trgm', t.skus),
    trigramIndex('relabel_orders_search_trgm', t.searchText),
    index('relabel_orders_warehouse_status').on(t.warehouseId, t.status, t.id),
  ],
);
export type RelabelOrderRow = typeof relabelOrders.$inferSelect;

/** A line: pieces of an old SKU to label as a new one; the actual quantity once completed. */
export const relabelOrderLines = pgTable(
  'relabel_order_lines',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => relabelOrders.id, { onDelete: 'cascade' }),
    companyId: ref('company_id').notNull(),
    position: integer('position').notNull(),
    oldProductId: ref('old_product_id')
      .notNull()
      .references(() => products.id),
    newProductId: ref('new_product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    actualQuantity: integer('actual_quantity'),
  },
  (t) => [
    check('relabel_order_lines_rules', sql`${t.quantity} > 0 and ${t.oldProductId} <> ${t.newProductId}`),
    // An old SKU once per order (specification §5).
    uniqueIndex('relabel_order_lines_old').on(t.orderId, t.oldProductId),
    index('relabel_order_lines_order').on(t.orderId, t.position),
  ],
);
export type RelabelLineRow = typeof relabelOrderLines.$inferSelect;
