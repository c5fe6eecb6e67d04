import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ref, ts } from '../../db/columns';
import { companies, tenants } from '../tenancy/tenancy.table';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_company_name').on(t.companyId, t.name)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.code] })],
);

export const USER_STATUS = ['ENABLED', 'DISABLED'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    accountName: text('account_name').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    email: text('email'),
    isMain: boolean('is_main').notNull().default(false),
    roleId: ref('role_id').references(() => roles.id),
    status: text('status', { enum: USER_STATUS }).notNull().default('ENABLED'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_account_name').on(sql`lower(${t.accountName})`),
    uniqueIndex('users_phone').on(t.phone),
    uniqueIndex('users_email').on(sql`lower(${t.email})`),
    // The account list pages one company at a time in the order of each sortable column (id breaks
    // ties): these indexes let it read just the page, newest first or by name, on a million rows.
    index('users_company_created').on(t.companyId, t.createdAt, t.id),
    index('users_company_name').on(t.companyId, t.userName, t.id),
    index('users_company_account').on(t.companyId, t.accountName, t.id),
    index('users_company_status').on(t.companyId, t.status, t.createdAt, t.id),
    // "Contains" filters (ILIKE '%…%') use trigram indexes: client.ts loads pg_trgm before migrating.
    index('users_account_trgm').using('gin', t.accountName.op('gin_trgm_ops')),
    index('users_name_trgm').using('gin', t.userName.op('gin_trgm_ops')),
  ],
);
