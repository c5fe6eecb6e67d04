// Written by `npm run collect` (scripts/collect.mjs) from every module's *.table.ts: do not edit.

// Every table, for drizzle-kit, the read-only joins of repositories and the demo. Tables live beside
// their module.
export * from './modules/accounts/accounts.table';
export * from './modules/auth/auth.table';
export * from './modules/brands/brands.table';
export * from './modules/certification/certification.table';
export * from './modules/claims/claims.table';
export * from './modules/column-settings/column-settings.table';
export * from './modules/combinations/combinations.table';
export * from './modules/consignees/consignees.table';
export * from './modules/fees/fees.table';
export * from './modules/files/files.table';
export * from './modules/finance/finance.table';
export * from './modules/homepage/homepage.table';
export * from './modules/inbound-orders/inbound-orders.table';
export * from './modules/integration/integration.table';
export * from './modules/inventory/inventory.table';
export * from './modules/jobs/jobs.table';
export * from './modules/operation-records/operation-records.table';
export * from './modules/outbound-orders/outbound-orders.table';
export * from './modules/over-receipts/over-receipts.table';
export * from './modules/products/products.table';
export * from './modules/rate-cards/rate-cards.table';
export * from './modules/recharges/recharges.table';
export * from './modules/relabel-orders/relabel-orders.table';
export * from './modules/reservations/reservations.table';
export * from './modules/return-orders/return-orders.table';
export * from './modules/signing/signing.table';
export * from './modules/statements/statements.table';
export * from './modules/stores/stores.table';
export * from './modules/tenancy/tenancy.table';
export * from './modules/third-pay/third-pay.table';
export * from './modules/vas-orders/vas-orders.table';
