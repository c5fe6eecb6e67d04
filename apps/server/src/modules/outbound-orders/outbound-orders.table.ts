import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  INTERCEPTION_STATES,
  OUTBOUND_ERROR_REASONS,
  OUTBOUND_PROGRESS,
  OUTBOUND_STATUSES,
  OUTBOUND_TYPES,
  TRACKING_STATUSES,
  type HoldReason,
  type OutboundAttachmentKind,
  type OutboundDraftRequest,
  type OutboundPrice,
  type OutboundRecipient,
  type Packaging,
} from '@oms/contracts';
import {
  companyListIndexes,
  createdAt,
  createdBy,
  id,
  ref,
  status,
  timestamps,
  trigramIndex,
  ts,
} from '../../db/columns';
import { combinations } from '../combinations/combinations.table';
import { products } from '../products/products.table';
import { companyOwned, companyRef, warehouses } from '../tenancy/tenancy.table';

/** The serial part of outbound order numbers (OB + yyyymmdd + serial), shared by every company. */
export const outboundOrderNumbers = pgSequence('outbound_order_numbers', { startWith: 1 });
/** The serial part of shipment numbers (SP + yyyymmdd + serial). */
export const shipmentNumbers = pgSequence('shipment_numbers', { startWith: 1 });

/** What an order asks of the warehouse besides its lines, as written (and the packaging it left in). */
export type OutboundOptionsColumn = Pick<
  OutboundDraftRequest,
  | 'suggestedPackaging'
  | 'shortageAllowed'
  | 'expedited'
  | 'insuredAmount'
  | 'signature'
  | 'ageCheck'
  | 'truck'
  | 'fba'
  | 'pickup'
  | 'customsTerms'
  | 'iossNumber'
> & {
  actualPackaging?: Packaging;
  /** The customer's files by kind (absent on orders written before attachments). */
  attachments?: OutboundAttachmentIdsColumn;
};
export type OutboundAttachmentIdsColumn = Record<OutboundAttachmentKind, number[]>;

/** A fee the order froze at submit: its record in the finance kernel, settled at ship. */
export type FrozenFee = { feeRecordId: number; feeType: string; currency: string; amountMinor: number };

/** An outbound order of a company from one warehouse (PRODUCT.md §4 "Outbound orders"). */
export const outboundOrders = pgTable(
  'outbound_orders',
  {
    id: id(),
    ...companyOwned(),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    orderNo: text('order_no').notNull(),
    /** The customer's own reference (unique among the company's orders that are not cancelled). */
    referenceNo: text('reference_no'),
    type: text('type', { enum: OUTBOUND_TYPES }).notNull(),
    status: status(OUTBOUND_STATUSES).default('DRAFT'),
    holdReasons: jsonb('hold_reasons').$type<HoldReason[]>().notNull().default([]),
    errorReason: text('error_reason', { enum: OUTBOUND_ERROR_REASONS }),
    errorNote: text('error_note'),
    interception: text('interception', { enum: INTERCEPTION_STATES }),
    progress: text('progress', { enum: OUTBOUND_PROGRESS }),
    serviceCode: text('service_code'),
    recipient: jsonb('recipient').$type<OutboundRecipient>(),
    /** The recipient's name, kept apart for the list's search. */
    recipientName: text('recipient_name'),
    options: jsonb('options').$type<OutboundOptionsColumn>().notNull(),
    remark: text('remark'),
    totalQuantity: integer('total_quantity').notNull(),
    skuCount: integer('sku_count').notNull(),
    /** The price as last computed (at save, then frozen at submit). */
    estimate: jsonb('estimate').$type<OutboundPrice>(),
    frozenFees: jsonb('frozen_fees').$type<FrozenFee[]>().notNull().default([]),
    createdBy: createdBy(),
    submittedAt: ts('submitted_at'),
    shippedAt: ts('shipped_at'),
    deliveredAt: ts('delivered_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('outbound_orders_no').on(t.orderNo),
    uniqueIndex('outbound_orders_reference')
      .on(t.companyId, sql`lower(${t.referenceNo})`)
      .where(sql`${t.referenceNo} is not null and ${t.status} <> 'CANCELLED'`),
    check('outbound_orders_totals', sql`${t.totalQuantity} > 0 and ${t.skuCount} > 0`),
    ...companyListIndexes('outbound_orders', t, {
      created: t.createdAt,
      no: t.orderNo,
      status: t.status,
      updated: t.updatedAt,
      shipped: t.shippedAt,
    }),
    trigramIndex('outbound_orders_no_trgm', t.orderNo),
    trigramIndex('outbound_orders_reference_trgm', t.referenceNo),
    trigramIndex('outbound_orders_recipient_trgm', t.recipientName),
    // The warehouse's queue: a warehouse's orders by state, oldest first.
    index('outbound_orders_warehouse_status').on(t.warehouseId, t.status, t.id),
    // The system's balance release: a company's orders on hold, oldest first.
    index('outbound_orders_company_hold')
      .on(t.companyId, t.id)
      .where(sql`${t.status} = 'ON_HOLD'`),
  ],
);
export type OutboundOrderRow = typeof outboundOrders.$inferSelect;

/** A line as the customer wrote it: a product or a combination, and how many. */
export const outboundOrderLines = pgTable(
  'outbound_order_lines',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => outboundOrders.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['PRODUCT', 'COMBINATION'] }).notNull(),
    productId: ref('product_id').references(() => products.id),
    combinationId: ref('combination_id').references(() => combinations.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('outbound_order_lines_order').on(t.orderId, t.position),
    check('outbound_order_lines_quantity', sql`${t.quantity} > 0`),
    check(
      'outbound_order_lines_ref',
      sql`(${t.kind} = 'PRODUCT') = (${t.productId} is not null) and (${t.kind} = 'COMBINATION') = (${t.combinationId} is not null)`,
    ),
  ],
);
export type OutboundOrderLineRow = typeof outboundOrderLines.$inferSelect;

/** The products the order ships (combinations expanded by ratio): what stock is reserved for. */
export const outboundOrderItems = pgTable(
  'outbound_order_items',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => outboundOrders.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** Set at ship: what left (less than `quantity` only with shortage allowed). */
    shippedQuantity: integer('shipped_quantity'),
  },
  (t) => [
    uniqueIndex('outbound_order_items_order_product').on(t.orderId, t.productId),
    index('outbound_order_items_company_product').on(t.companyId, t.productId),
    check('outbound_order_items_quantity', sql`${t.quantity} > 0`),
  ],
);
export type OutboundOrderItemRow = typeof outboundOrderItems.$inferSelect;

/** A parcel or truck load that left for an order (issue 24 §2). */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    ...companyOwned(),
    orderId: ref('order_id')
      .notNull()
      .references(() => outboundOrders.id),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    shipmentNo: text('shipment_no').notNull(),
    carrier: text('carrier').notNull(),
    serviceCode: text('service_code'),
    trackingNo: text('tracking_no').notNull(),
    weightG: integer('weight_g').notNull(),
    lengthCm100: integer('length_cm100'),
    widthCm100: integer('width_cm100'),
    heightCm100: integer('height_cm100'),
    labelFileId: ref('label_file_id'),
    /** The normalised status of its latest tracking event. */
    trackingStatus: text('tracking_status', { enum: TRACKING_STATUSES }).notNull().default('INFO_RECEIVED'),
    shippedAt: ts('shipped_at').notNull(),
    deliveredAt: ts('delivered_at'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipments_no').on(t.shipmentNo),
    uniqueIndex('shipments_tenant_tracking').on(t.tenantId, t.trackingNo),
    // The top bar's search finds an order by any part of a parcel's tracking number.
    trigramIndex('shipments_tracking_trgm', t.trackingNo),
    index('shipments_order').on(t.orderId, t.id),
    index('shipments_company_created').on(t.companyId, t.createdAt, t.id),
    check('shipments_weight', sql`${t.weightG} > 0`),
  ],
);
export type ShipmentRow = typeof shipments.$inferSelect;

/** A carrier's event of a parcel, as the warehouse posted it (issue 24 §2). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: id(),
    companyId: companyRef(),
    shipmentId: ref('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    occurredAt: ts('occurred_at').notNull(),
    /** The time as the carrier wrote it, with its offset (a customer reads the local time of the scan). */
    occurredText: text('occurred_text').notNull(),
    place: text('place'),
    text: text('text').notNull(),
    status: text('status', { enum: TRACKING_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A repeat of the same event (a retried post) is kept once.
    uniqueIndex('tracking_events_once').on(t.shipmentId, t.occurredAt, t.status, t.text),
    index('tracking_events_shipment').on(t.shipmentId, t.occurredAt),
  ],
);
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
