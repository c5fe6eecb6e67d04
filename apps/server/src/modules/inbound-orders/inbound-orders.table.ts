import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CONTAINER_TYPES,
  HEAD_LEG_SERVICES,
  INBOUND_STATUSES,
  INBOUND_TYPES,
  MILESTONES,
  type InboundAttachmentKind,
  type OwedFee,
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
import { companyOwned, companyRef, warehouses } from '../tenancy/tenancy.table';
import { products } from '../products/products.table';

/** The serial part of inbound order numbers (IB + yyyymmdd + serial), shared by every company. */
export const inboundOrderNumbers = pgSequence('inbound_order_numbers', { startWith: 1 });

/** File ids of the company's uploads, by kind. */
export type InboundAttachmentIdsColumn = Record<InboundAttachmentKind, number[]>;

/**
 * An inbound order of a company to one warehouse (PRODUCT.md §4). Column names are fixed by the
 * shared design: container tracking (containers module) reads them.
 */
export const inboundOrders = pgTable(
  'inbound_orders',
  {
    id: id(),
    ...companyOwned(),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    orderNo: text('order_no').notNull(),
    inboundType: text('inbound_type', { enum: INBOUND_TYPES }).notNull(),
    headLeg: text('head_leg', { enum: HEAD_LEG_SERVICES }).notNull(),
    status: status(INBOUND_STATUSES).default('DRAFT'),
    /** The state an error interrupted (resolve returns there). */
    errorFromStatus: text('error_from_status', { enum: INBOUND_STATUSES }),
    rejectReason: text('reject_reason'),
    errorReason: text('error_reason'),
    expectedArrival: date('expected_arrival', { mode: 'string' }).notNull(),
    containerNo: text('container_no'),
    containerType: text('container_type', { enum: CONTAINER_TYPES }),
    sealNo: text('seal_no'),
    shippingCompany: text('shipping_company'),
    billOfLading: text('bill_of_lading'),
    deliveryNo: text('delivery_no'),
    /** A truck's registration and driver (head-leg TRUCK). */
    truckNo: text('truck_no'),
    driver: text('driver'),
    portOfLoading: text('port_of_loading'),
    portOfDestination: text('port_of_destination'),
    etd: date('etd', { mode: 'string' }),
    eta: date('eta', { mode: 'string' }),
    remark: text('remark'),
    totalBoxes: integer('total_boxes').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    receivedBoxes: integer('received_boxes'),
    receivedQuantity: integer('received_quantity'),
    attachments: jsonb('attachments')
      .$type<InboundAttachmentIdsColumn>()
      .notNull()
      .default({ cutOff: [], customsDeclaration: [], clearance: [] }),
    /** Fees a warehouse step could not take for lack of funds (the work went on; a to-do asks to pay). */
    feesOwed: jsonb('fees_owed').$type<OwedFee[]>().notNull().default([]),
    /** When the customer confirmed the received difference (null: none, or unconfirmed). */
    differenceConfirmedAt: ts('difference_confirmed_at'),
    createdBy: createdBy(),
    submittedAt: ts('submitted_at'),
    approvedAt: ts('approved_at'),
    completedAt: ts('completed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('inbound_orders_no').on(t.orderNo),
    check('inbound_orders_totals', sql`${t.totalBoxes} > 0 and ${t.totalQuantity} > 0`),
    ...companyListIndexes('inbound_orders', t, {
      created: t.createdAt,
      no: t.orderNo,
      status: t.status,
      arrival: t.expectedArrival,
      updated: t.updatedAt,
    }),
    trigramIndex('inbound_orders_no_trgm', t.orderNo),
    trigramIndex('inbound_orders_container_trgm', t.containerNo),
    // The warehouse's queue: a warehouse's orders by state, oldest first.
    index('inbound_orders_warehouse_status').on(t.warehouseId, t.status, t.id),
    index('inbound_orders_company_container').on(t.companyId, t.containerNo),
  ],
);
export type InboundOrderRow = typeof inboundOrders.$inferSelect;

/** One SKU of an order in full boxes: quantity = boxes × the product's pieces per carton. */
export const inboundOrderLines = pgTable(
  'inbound_order_lines',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => inboundOrders.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    boxes: integer('boxes').notNull(),
    quantity: integer('quantity').notNull(),
    receivedBoxes: integer('received_boxes'),
    /** Null until the line is received; set once (a conditional update). */
    receivedQuantity: integer('received_quantity'),
    putAwayQuantity: integer('put_away_quantity'),
  },
  (t) => [
    uniqueIndex('inbound_order_lines_order_product').on(t.orderId, t.productId),
    index('inbound_order_lines_company_product').on(t.companyId, t.productId),
    check('inbound_order_lines_counts', sql`${t.boxes} > 0 and ${t.quantity} > 0`),
    check(
      'inbound_order_lines_received',
      sql`coalesce(${t.receivedQuantity}, 0) >= 0 and coalesce(${t.receivedBoxes}, 0) >= 0`,
    ),
  ],
);
export type InboundOrderLineRow = typeof inboundOrderLines.$inferSelect;

/** The order's logistics timeline: loading, port, sail, arrival, delivery, receipt, put-away. */
export const inboundMilestones = pgTable(
  'inbound_milestones',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => inboundOrders.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    milestone: text('milestone', { enum: MILESTONES }).notNull(),
    occurredAt: ts('occurred_at').notNull(),
    note: text('note'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('inbound_milestones_order').on(t.orderId, t.occurredAt)],
);
export type InboundMilestoneRow = typeof inboundMilestones.$inferSelect;
