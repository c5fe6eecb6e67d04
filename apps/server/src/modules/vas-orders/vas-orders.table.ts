import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CURRENCIES, VAS_SERVICE_TYPES, VAS_STATUSES } from '@oms/contracts';
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
import { combinations } from '../combinations/combinations.table';
import { feeRecords } from '../finance/finance.table';

/** The serial part of VAS numbers (VS + yyyymmdd + serial), shared by every company. */
export const vasNumbers = pgSequence('vas_numbers', { startWith: 1 });

/**
 * A value-added service order (PRODUCT.md §4 "Value-added services"): a service on pieces the company
 * holds at a warehouse, quoted by it and confirmed by the customer. For kitting, the combination, the
 * kit's own SKU and the number of kits; its lines are then the components the kits use. The lines'
 * figures are kept on it (count, pieces, the SKU summary the list shows and its search reads).
 */
export const vasOrders = pgTable(
  'vas_orders',
  {
    id: id(),
    ...companyOwned(),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    vasNo: text('vas_no').notNull(),
    status: status(VAS_STATUSES).default('DRAFT'),
    serviceType: text('service_type', { enum: VAS_SERVICE_TYPES }).notNull(),
    requirements: text('requirements').notNull(),
    remark: text('remark'),
    attachmentIds: bigint('attachment_ids', { mode: 'number' }).array().notNull().default([]),
    kitCombinationId: ref('kit_combination_id').references(() => combinations.id),
    kitProductId: ref('kit_product_id').references(() => products.id),
    kitQuantity: integer('kit_quantity'),
    lineCount: integer('line_count').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    skus: text('skus').notNull(),
    /** What the top bar's search reads: the number and the SKUs in one text with one trigram index. */
    searchText: text('search_text').generatedAlwaysAs(sql`vas_no || ' ' || skus`),
    quoteMinor: bigint('quote_minor', { mode: 'number' }),
    quoteCurrency: text('quote_currency', { enum: CURRENCIES }),
    quoteNote: text('quote_note'),
    rejectReason: text('reject_reason'),
    resultNote: text('result_note'),
    resultFileIds: bigint('result_file_ids', { mode: 'number' }).array().notNull().default([]),
    /** The frozen quote while confirmed; the charged fee once completed. */
    feeRecordId: ref('fee_record_id').references(() => feeRecords.id),
    createdBy: createdBy().notNull(),
    submittedAt: ts('submitted_at'),
    quotedAt: ts('quoted_at'),
    confirmedAt: ts('confirmed_at'),
    completedAt: ts('completed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('vas_orders_no').on(t.vasNo),
    check('vas_orders_counts', sql`${t.lineCount} > 0 and ${t.totalQuantity} > 0`),
    check('vas_orders_quote', sql`${t.quoteMinor} is null or ${t.quoteMinor} > 0`),
    ...companyListIndexes('vas_orders', t, {
      created: t.createdAt,
      no: t.vasNo,
      status: t.status,
      total: t.totalQuantity,
      completed: t.completedAt,
    }),
    trigramIndex('vas_orders_no_trgm', t.vasNo),
    trigramIndex('vas_orders_skus_trgm', t.skus),
    trigramIndex('vas_orders_search_trgm', t.searchText),
    index('vas_orders_warehouse_status').on(t.warehouseId, t.status, t.id),
  ],
);
export type VasOrderRow = typeof vasOrders.$inferSelect;

/** A line: pieces of a SKU the service works on (for kitting, a component the kits use). */
export const vasOrderLines = pgTable(
  'vas_order_lines',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => vasOrders.id, { onDelete: 'cascade' }),
    companyId: ref('company_id').notNull(),
    position: integer('position').notNull(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('vas_order_lines_quantity', sql`${t.quantity} > 0`),
    uniqueIndex('vas_order_lines_product').on(t.orderId, t.productId),
    index('vas_order_lines_order').on(t.orderId, t.position),
  ],
);
export type VasLineRow = typeof vasOrderLines.$inferSelect;
