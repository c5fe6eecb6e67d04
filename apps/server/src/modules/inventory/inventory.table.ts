import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CURRENCIES, MOVEMENT_TYPES, STOCK_DOCUMENT_TYPES } from '@oms/contracts';
import { createdAt, id, ref, ts, updatedAt } from '../../db/columns';
import { products } from '../products/products.table';
import { companyOwned, warehouses } from '../tenancy/tenancy.table';

// The inventory kernel's tables (design.md §1). Only this module writes them, and balances change only
// through conditional updates in the caller's transaction (inventory.service.ts). Invariants: each
// bucket equals the sum of its change column over the movement log; the lots' remaining pieces equal
// available + reserved + unsellable (what is on hand ages and pays storage).

const qty = (name: string) => integer(name).notNull().default(0);

/** One company's stock of one SKU in one warehouse. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    id: id(),
    ...companyOwned(),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id),
    inTransit: qty('in_transit'),
    available: qty('available'),
    reserved: qty('reserved'),
    unsellable: qty('unsellable'),
    shipped: qty('shipped'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_balances_key').on(t.companyId, t.warehouseId, t.productId),
    // The stock page: a warehouse's rows, or the company's in any whitelisted order (id breaks ties).
    index('stock_balances_company_warehouse').on(t.companyId, t.warehouseId, t.productId, t.id),
    index('stock_balances_company_updated').on(t.companyId, t.updatedAt, t.id),
    index('stock_balances_company_available').on(t.companyId, t.available, t.id),
    index('stock_balances_company_product').on(t.companyId, t.productId),
    check(
      'stock_balances_non_negative',
      sql`${t.inTransit} >= 0 and ${t.available} >= 0 and ${t.reserved} >= 0 and ${t.unsellable} >= 0 and ${t.shipped} >= 0`,
    ),
  ],
);
export type StockBalanceRow = typeof stockBalances.$inferSelect;

/** What a movement and a lot belong to: a balance, with its company, warehouse and product. */
const ofBalance = () => ({
  ...companyOwned(),
  warehouseId: ref('warehouse_id').notNull(),
  productId: ref('product_id').notNull(),
  balanceId: ref('balance_id')
    .notNull()
    .references(() => stockBalances.id),
});

/** The append-only log: one row per line of a kernel call, with the change and the buckets after it. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    ...ofBalance(),
    movementType: text('movement_type', { enum: MOVEMENT_TYPES }).notNull(),
    documentType: text('document_type', { enum: STOCK_DOCUMENT_TYPES }).notNull(),
    documentNo: text('document_no').notNull(),
    dInTransit: integer('d_in_transit').notNull(),
    dAvailable: integer('d_available').notNull(),
    dReserved: integer('d_reserved').notNull(),
    dUnsellable: integer('d_unsellable').notNull(),
    dShipped: integer('d_shipped').notNull(),
    inTransitAfter: integer('in_transit_after').notNull(),
    availableAfter: integer('available_after').notNull(),
    reservedAfter: integer('reserved_after').notNull(),
    unsellableAfter: integer('unsellable_after').notNull(),
    shippedAfter: integer('shipped_after').notNull(),
    note: text('note'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // The detail's log (newest first, keyset on id).
    index('stock_movements_balance').on(t.balanceId, t.id),
    // The detail's in-transit breakdown: only the few movements that change in transit.
    index('stock_movements_balance_in_transit')
      .on(t.balanceId, t.documentNo)
      .where(sql`${t.dInTransit} <> 0`),
    index('stock_movements_company_document').on(t.companyId, t.documentNo),
    // A balance's recent outflow (its default low-stock threshold): its shipments by date.
    index('stock_movements_balance_shipped')
      .on(t.balanceId, t.createdAt)
      .where(sql`${t.movementType} = 'SHIP'`),
  ],
);
export type StockMovementRow = typeof stockMovements.$inferSelect;

/** What one put-away (or positive adjustment) brought in, consumed first in, first out. */
export const stockLots = pgTable(
  'stock_lots',
  {
    id: id(),
    ...ofBalance(),
    documentType: text('document_type', { enum: STOCK_DOCUMENT_TYPES }).notNull(),
    documentNo: text('document_no').notNull(),
    receivedAt: ts('received_at').notNull(),
    quantity: integer('quantity').notNull(),
    remaining: integer('remaining').notNull(),
  },
  (t) => [
    index('stock_lots_balance_fifo')
      .on(t.balanceId, t.receivedAt, t.id)
      .where(sql`${t.remaining} > 0`),
    index('stock_lots_company_warehouse')
      .on(t.companyId, t.warehouseId, t.receivedAt)
      .where(sql`${t.remaining} > 0`),
    check('stock_lots_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.quantity}`),
  ],
);
export type StockLotRow = typeof stockLots.$inferSelect;

/**
 * The low-stock threshold a customer set on a balance (inventory-alerts in contracts); a balance
 * without a row takes the default from its outflow. Not part of the kernel's invariants.
 */
export const stockThresholds = pgTable(
  'stock_thresholds',
  {
    id: id(),
    ...companyOwned(),
    balanceId: ref('balance_id')
      .notNull()
      .references(() => stockBalances.id),
    threshold: integer('threshold').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_thresholds_balance').on(t.balanceId),
    check('stock_thresholds_range', sql`${t.threshold} >= 0`),
  ],
);

export const STORAGE_CHARGE_STATUSES = ['CHARGED', 'OWED', 'FREE'] as const;

/**
 * One company × warehouse × finance-calendar day of storage, written in the transaction that charges
 * it: the unique key makes the daily job charge once whatever the restarts. OWED: the account could
 * not afford it; nothing moved and `amount` is what is owed.
 */
export const storageCharges = pgTable(
  'storage_charges',
  {
    id: id(),
    ...companyOwned(),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    day: date('day', { mode: 'string' }).notNull(),
    documentNo: text('document_no').notNull(),
    currency: text('currency', { enum: CURRENCIES }),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** m³·day charged (decimal text). */
    volumeDays: text('volume_days').notNull().default('0'),
    status: text('status', { enum: STORAGE_CHARGE_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('storage_charges_key').on(t.companyId, t.warehouseId, t.day),
    index('storage_charges_day').on(t.day),
  ],
);
export type StorageChargeRow = typeof storageCharges.$inferSelect;

/** The lots a day's storage charge priced: what each lot held, its age and its share. */
export const storageChargeLines = pgTable(
  'storage_charge_lines',
  {
    id: id(),
    chargeId: ref('charge_id')
      .notNull()
      .references(() => storageCharges.id),
    companyId: ref('company_id').notNull(),
    lotId: ref('lot_id')
      .notNull()
      .references(() => stockLots.id),
    productId: ref('product_id').notNull(),
    pieces: integer('pieces').notNull(),
    ageDays: integer('age_days').notNull(),
    /** m³ (decimal text). */
    volume: text('volume').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    /** The fee record of the lot's age tier (null when owed). */
    feeRecordId: ref('fee_record_id'),
  },
  (t) => [index('storage_charge_lines_charge').on(t.chargeId)],
);
export type StorageChargeLineRow = typeof storageChargeLines.$inferSelect;
