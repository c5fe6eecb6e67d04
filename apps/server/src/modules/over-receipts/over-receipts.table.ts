import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { OVER_RECEIPT_DECISIONS, OVER_RECEIPT_STATUSES, type OwedFee } from '@oms/contracts';
import { companyListIndexes, id, ref, status, timestamps, trigramIndex, ts } from '../../db/columns';
import { companyOwned, warehouses } from '../tenancy/tenancy.table';
import { products } from '../products/products.table';
import { inboundOrderLines, inboundOrders } from '../inbound-orders/inbound-orders.table';
import { feeRecords } from '../finance/finance.table';

/** The serial part of over-receipt numbers (OR + yyyymmdd + serial), shared by every company. */
export const overReceiptNumbers = pgSequence('over_receipt_numbers', { startWith: 1 });

/**
 * An inbound line received above its forecast (PRODUCT.md §4 "Inbound over-receipt"): made by the
 * system when receiving finishes, once per line; the customer confirms it by accepting the excess
 * into stock or rejecting it (held for return or disposal). The decision's fee is its fee record, or
 * `fee_owed` when the company could not afford it.
 */
export const overReceipts = pgTable(
  'over_receipts',
  {
    id: id(),
    ...companyOwned(),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    overReceiptNo: text('over_receipt_no').notNull(),
    inboundOrderId: ref('inbound_order_id')
      .notNull()
      .references(() => inboundOrders.id),
    inboundOrderNo: text('inbound_order_no').notNull(),
    lineId: ref('line_id')
      .notNull()
      .references(() => inboundOrderLines.id),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id),
    forecast: integer('forecast').notNull(),
    received: integer('received').notNull(),
    excess: integer('excess').notNull(),
    status: status(OVER_RECEIPT_STATUSES).default('UNCONFIRMED'),
    decision: text('decision', { enum: OVER_RECEIPT_DECISIONS }),
    rejectReason: text('reject_reason'),
    feeRecordId: ref('fee_record_id').references(() => feeRecords.id),
    feeOwed: jsonb('fee_owed').$type<OwedFee>(),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('over_receipts_no').on(t.overReceiptNo),
    // Once per inbound line, however often receiving is reported.
    uniqueIndex('over_receipts_line').on(t.lineId),
    check('over_receipts_counts', sql`${t.excess} > 0 and ${t.received} = ${t.forecast} + ${t.excess}`),
    check('over_receipts_decision', sql`(${t.status} = 'UNCONFIRMED') = (${t.decision} is null)`),
    ...companyListIndexes('over_receipts', t, {
      created: t.createdAt,
      no: t.overReceiptNo,
      excess: t.excess,
      status: t.status,
      decided: t.decidedAt,
    }),
    trigramIndex('over_receipts_order_no_trgm', t.inboundOrderNo),
    index('over_receipts_order').on(t.inboundOrderId),
  ],
);
export type OverReceiptRow = typeof overReceipts.$inferSelect;
