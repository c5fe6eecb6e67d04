import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CURRENCIES, PRICED_FEE_TYPES, type CarrierService, type FeeTier } from '@oms/contracts';
import { id, ref, updatedAt } from '../../db/columns';
import { tenantRef, warehouses } from '../tenancy/tenancy.table';

// A warehouse's rate card (PRODUCT.md §4), replaced whole by the operator through the integration
// API: the price of each fee type per currency, and the carrier services it ships with. Each row
// carries who wrote the card last and when (all rows of a card are written together).

const warehouseRef = () =>
  ref('warehouse_id')
    .notNull()
    .references(() => warehouses.id);

/** One priced fee type in one currency: its tiers (one tier for a type without tiers). */
export const rateCardFees = pgTable(
  'rate_card_fees',
  {
    id: id(),
    tenantId: tenantRef(),
    warehouseId: warehouseRef(),
    feeType: text('fee_type', { enum: PRICED_FEE_TYPES }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    tiers: jsonb('tiers').$type<FeeTier[]>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [uniqueIndex('rate_card_fees_price').on(t.warehouseId, t.feeType, t.currency)],
);
export type RateCardFeeRow = typeof rateCardFees.$inferSelect;

/** One carrier service of a warehouse; its zones, breaks and rules as the card gave them. */
export const carrierServices = pgTable(
  'carrier_services',
  {
    id: id(),
    tenantId: tenantRef(),
    warehouseId: warehouseRef(),
    code: text('code').notNull(),
    carrier: text('carrier').notNull(),
    name: text('name').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Order within the card (as the operator listed them). */
    position: integer('position').notNull(),
    definition: jsonb('definition').$type<CarrierService>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [uniqueIndex('carrier_services_code').on(t.warehouseId, t.code)],
);
export type CarrierServiceRow = typeof carrierServices.$inferSelect;
