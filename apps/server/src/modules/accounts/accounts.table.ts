import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyListIndexes, id, ref, status, timestamps, trigramIndex } from '../../db/columns';
import { companyOwned, companyRef } from '../tenancy/tenancy.table';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    ...timestamps(),
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
    ...companyOwned(),
    accountName: text('account_name').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    email: text('email'),
    isMain: boolean('is_main').notNull().default(false),
    roleId: ref('role_id').references(() => roles.id),
    status: status(USER_STATUS).default('ENABLED'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_account_name').on(sql`lower(${t.accountName})`),
    uniqueIndex('users_phone').on(t.phone),
    uniqueIndex('users_email').on(sql`lower(${t.email})`),
    // The account list pages one company at a time in the order of each sortable column (id breaks
    // ties): these indexes let it read just the page, newest first or by name, on a million rows.
    ...companyListIndexes('users', t, { created: t.createdAt, name: t.userName, account: t.accountName }),
    index('users_company_status').on(t.companyId, t.status, t.createdAt, t.id),
    // "Contains" filters (ILIKE '%…%') use trigram indexes: client.ts loads pg_trgm before migrating.
    trigramIndex('users_account_trgm', t.accountName),
    trigramIndex('users_name_trgm', t.userName),
  ],
);
