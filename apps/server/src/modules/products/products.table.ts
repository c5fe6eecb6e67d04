import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  BATTERY_TYPES,
  DANGEROUS_CLASSES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  SIZE_UNITS,
  WEIGHT_UNITS,
} from '@oms/contracts';
import { createdBy, id, ref, review, status, timestamps, ts } from '../../db/columns';
import { brands } from '../brands/brands.table';
import { companyOwned } from '../tenancy/tenancy.table';

/** A product's own data: the columns a product row and a staged import row share. */
const productData = () => ({
  sku: text('sku').notNull(),
  brandId: ref('brand_id'),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
  weightUnit: text('weight_unit', { enum: WEIGHT_UNITS }).notNull(),
  sizeUnit: text('size_unit', { enum: SIZE_UNITS }).notNull(),
  forecastWeightG: integer('forecast_weight_g').notNull(),
  forecastLengthCm100: integer('forecast_length_cm100').notNull(),
  forecastWidthCm100: integer('forecast_width_cm100').notNull(),
  forecastHeightCm100: integer('forecast_height_cm100').notNull(),
  actualWeightG: integer('actual_weight_g'),
  actualLengthCm100: integer('actual_length_cm100'),
  actualWidthCm100: integer('actual_width_cm100'),
  actualHeightCm100: integer('actual_height_cm100'),
  piecesPerCarton: integer('pieces_per_carton').notNull(),
  declaredValueCents: bigint('declared_value_cents', { mode: 'number' }).notNull(),
  /** In display order (the first is the main image); files of the company, ATTACHED. */
  imageFileIds: bigint('image_file_ids', { mode: 'number' }).array().notNull(),
  introductionUrl: text('introduction_url'),
  remark: text('remark'),
  hsCode: text('hs_code'),
  declaredNameCn: text('declared_name_cn'),
  declaredNameEn: text('declared_name_en'),
  material: text('material'),
  batteryType: text('battery_type', { enum: BATTERY_TYPES }),
  dangerousClass: text('dangerous_class', { enum: DANGEROUS_CLASSES }),
});

/**
 * A company's product (SKU): specification §3 and the customs extras of PRODUCT.md §4. Weights are
 * grams and sizes hundredths of a cm (contracts units.ts); money is integer cents.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    ...companyOwned(),
    ...productData(),
    brandId: ref('brand_id').references(() => brands.id),
    status: status(PRODUCT_STATUSES).default('TO_BE_SUBMITTED'),
    ...review('submittedAt', 'submitted_at'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_company_sku').on(t.companyId, t.sku),
    index('products_company_created').on(t.companyId, t.createdAt),
    index('products_company_brand').on(t.companyId, t.brandId),
    index('products_tenant_status').on(t.tenantId, t.status, t.submittedAt),
  ],
);
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/**
 * An import's checked rows before they are products (products.import-apply.ts): written in short
 * statements while other requests run, then copied into products, with their records, in the
 * import job's one transaction, and deleted once the job ends either way. No one reads them but the
 * import; a row older than a day belongs to an import that died and is deleted by the next one.
 */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    jobId: ref('job_id').notNull(),
    /** The row's place in the file: products are written in this order. */
    seq: integer('seq').notNull(),
    tenantId: ref('tenant_id').notNull(),
    companyId: ref('company_id').notNull(),
    ...productData(),
    createdBy: createdBy(),
    stagedAt: ts('staged_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
