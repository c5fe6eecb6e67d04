// Every table, re-exported for Drizzle and drizzle-kit. Tables live beside their module.
export * from '../modules/tenancy/tenancy.table';
export * from '../modules/accounts/accounts.table';
export * from '../modules/auth/auth.table';
export * from '../modules/operation-records/operation-records.table';
export * from '../modules/homepage/homepage.table';
export * from '../modules/jobs/jobs.table';
export * from '../modules/files/files.table';
export * from '../modules/column-settings/column-settings.table';
export * from '../modules/integration/integration.table';
export * from '../modules/certification/certification.table';
export * from '../modules/signing/signing.table';
export * from '../modules/brands/brands.table';
export * from '../modules/products/products.table';
export * from '../modules/consignees/consignees.table';
export * from '../modules/third-pay/third-pay.table';
export * from '../modules/combinations/combinations.table';
export * from '../modules/stores/stores.table';
