import { pgTable, text } from 'drizzle-orm/pg-core';
import { COUNTRY_CODES } from '@oms/contracts';
import { companyListIndexes, id, timestamps, trigramIndex } from '../../db/columns';
import { companyOwned } from '../tenancy/tenancy.table';

/** One entry of a company's consignee address book (specification §3). */
export const consignees = pgTable(
  'consignees',
  {
    id: id(),
    ...companyOwned(),
    name: text('name').notNull(),
    company: text('company'),
    country: text('country', { enum: COUNTRY_CODES }).notNull(),
    state: text('state'),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    email: text('email'),
    phone: text('phone').notNull(),
    ...timestamps(),
  },
  (t) => [
    // The list pages one company at a time in each sortable column's order (id breaks ties).
    ...companyListIndexes('consignees', t, {
      created: t.createdAt,
      updated: t.updatedAt,
      name: t.name,
      country: t.country,
      city: t.city,
    }),
    // "Contains" searches on the name and the phone (ILIKE '%…%'): pg_trgm is loaded before migrating.
    trigramIndex('consignees_name_trgm', t.name),
    trigramIndex('consignees_phone_trgm', t.phone),
  ],
);
export type ConsigneeRow = typeof consignees.$inferSelect;
