import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../db/columns';

/** The warehouse operator; one deployment usually serves one. */
export const tenants = pgTable('tenants', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
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

/** A customer company of the operator. */
export const companies = pgTable('companies', {
  id: id(),
  tenantId: ref('tenant_id')
    .notNull()
    .references(() => tenants.id),
  name: text('name').notNull(),
  customerType: integer('customer_type').notNull().default(1),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
});
