import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVENTORY_UPDATE_METHODS, STORE_PLATFORMS, STORE_STATUSES } from '@oms/contracts';
import { companyListIndexes, id, ref, status, timestamps, ts } from '../../db/columns';
import { products } from '../products/products.table';
import { companyOwned, companyRef } from '../tenancy/tenancy.table';

/** A customer's shop on a selling platform, reached through that platform's connector. */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    ...companyOwned(),
    name: text('name').notNull(),
    platform: text('platform', { enum: STORE_PLATFORMS }).notNull(),
    status: status(STORE_STATUSES).default('ENABLED'),
    inventoryUpdate: text('inventory_update', { enum: INVENTORY_UPDATE_METHODS }).notNull(),
    shopDomain: text('shop_domain'),
    /** The credentials, sealed (lib/secret-box) with the company as context; never answered. */
    credentials: text('credentials'),
    /** The credentials' last characters, to recognise them by. */
    credentialHint: text('credential_hint'),
    shopName: text('shop_name'),
    authorizedAt: ts('authorized_at'),
    checkedAt: ts('checked_at'),
    /** The message key of the last failed check; null after a good one. */
    authError: text('auth_error'),
    /** Its message's parameters (e.g. the missing scopes). */
    authErrorParams: jsonb('auth_error_params').$type<Record<string, string>>(),
    remark: text('remark'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('stores_company_name').on(t.companyId, sql`lower(${t.name})`),
    ...companyListIndexes('stores', t, {
      created: t.createdAt,
      updated: t.updatedAt,
      platform: t.platform,
      status: t.status,
    }),
  ],
);
export type StoreRow = typeof stores.$inferSelect;

/** A platform SKU of one store → one product of the company (applied to the store's orders). */
export const storeSkuMappings = pgTable(
  'store_sku_mappings',
  {
    id: id(),
    companyId: companyRef(),
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    platformSku: text('platform_sku').notNull(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    // Platforms compare SKUs as typed; one mapping per platform SKU of a store.
    uniqueIndex('store_sku_store_platform_sku').on(t.storeId, t.platformSku),
    index('store_sku_store_updated').on(t.storeId, t.updatedAt, t.id),
    index('store_sku_product').on(t.productId),
  ],
);
export type StoreSkuMappingRow = typeof storeSkuMappings.$inferSelect;
