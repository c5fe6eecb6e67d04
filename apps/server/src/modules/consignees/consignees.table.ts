import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { COUNTRY_CODES } from '@oms/contracts';
import { createdAt, id, ref, ts } from '../../db/columns';
import { companies, tenants } from '../tenancy/tenancy.table';

/** One entry of a company's consignee address book (specification §3). */
export const consignees = pgTable(
  'consignees',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    company: text('company'),
    country: text('country', { enum: COUNTRY_CODES }).notNull(),
    state: text('state'),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    email: text('email'),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The list pages one company at a time in each sortable column's order (id breaks ties).
    index('consignees_company_created').on(t.companyId, t.createdAt, t.id),
    index('consignees_company_updated').on(t.companyId, t.updatedAt, t.id),
    index('consignees_company_name').on(t.companyId, t.name, t.id),
    index('consignees_company_country').on(t.companyId, t.country, t.id),
    index('consignees_company_city').on(t.companyId, t.city, t.id),
    // "Contains" searches on the name and the phone (ILIKE '%…%'): pg_trgm is loaded before migrating.
    index('consignees_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('consignees_phone_trgm').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);
export type ConsigneeRow = typeof consignees.$inferSelect;
