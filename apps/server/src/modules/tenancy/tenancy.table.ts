import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../db/columns';

/** The warehouse operator; one deployment usually serves one. */
export const tenants = pgTable('tenants', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

// The columns that tie a row to its operator and its company (`tenantRef`, `companyRef`,
// `companyOwned`) are declared here, beside the tables they point at; db/columns.ts holds the other
// shared columns.

/** The operator the row belongs to (`tenant_id`, not null, a foreign key to tenants). */
export const tenantRef = () =>
  ref('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    tenantId: tenantRef(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    timezone: text('timezone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('warehouses_tenant_code').on(t.tenantId, t.code)],
);

/** How a list row names its warehouse (code and both names), for selects joined to `warehouses`. */
export const warehouseLabel = {
  warehouseCode: warehouses.code,
  warehouseNameZh: warehouses.nameZh,
  warehouseNameEn: warehouses.nameEn,
};

/** A customer company of the operator. */
export const companies = pgTable('companies', {
  id: id(),
  tenantId: tenantRef(),
  name: text('name').notNull(),
  customerType: integer('customer_type').notNull().default(1),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
});

/** The company that owns the row (`company_id`, not null, a foreign key to companies). */
export const companyRef = () =>
  ref('company_id')
    .notNull()
    .references(() => companies.id);

/** `tenantId` and `companyId`, in that order: a company's record, scoped to its operator. */
export const companyOwned = () => ({ tenantId: tenantRef(), companyId: companyRef() });
