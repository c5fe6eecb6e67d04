import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { ROLE_SORT_KEYS, rolePageRequest, type RoleFilters, type RoleSortKey } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
// The roles tables belong to the accounts module (accounts and sign-in need them before this module
// exists): the roles page reads its list here and changes roles through the accounts service.
import { roles, users } from '../../schema';
import {
  companyListQuery,
  companyRecord,
  listFilters,
  type ListQuery,
  lockOfCompany,
  sortColumns,
} from '../../lib/paginate';

// A select from one table renders its columns without the table name, so the correlated subqueries
// name their columns in full.
const codesOf = sql<
  string[]
>`coalesce((select array_agg(rp.code order by rp.code) from role_permissions rp where rp.role_id = "roles"."id"), '{}')`;
const holdersOf = sql<number>`(select count(*)::int from users u where u.role_id = "roles"."id")`;

const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: roles.id,
      name: roles.name,
      codes: codesOf.as('codes'),
      userCount: holdersOf.as('user_count'),
      createdAt: roles.createdAt,
      updatedAt: roles.updatedAt,
    })
    .from(roles)
    .$dynamic();

export type RoleRow = Awaited<ReturnType<typeof rowsOf>>[number];
export type RoleQuery = ListQuery<ReturnType<typeof rowsOf>, RoleSortKey>;
export type RoleListFilters = Partial<RoleFilters> & { ids?: number[] };

const holding = (code: string) =>
  sql`exists (select 1 from role_permissions rp where rp.role_id = "roles"."id" and rp.code = ${code})`;

export const rolesRepository = {
  /** The list of one company's roles, for `paginate` and `exportRows`. */
  listQuery: (companyId: number, f: RoleListFilters): RoleQuery =>
    companyListQuery(roles, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(roles, ROLE_SORT_KEYS),
      filters: listFilters(rolePageRequest, f, roles, {
        // A page code is no kind of filter (a code of the catalogue): the roles holding it.
        pageCode: (code) => (code ? holding(code) : undefined),
      }),
    }),

  /** One role of the company, or undefined (another company's id looks like a missing one). */
  byId: companyRecord(rowsOf, roles),

  /** The named roles of the company, locked for the change that follows (in id order). */
  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    lockOfCompany(
      db.select({ id: roles.id, name: roles.name }).from(roles).$dynamic(),
      roles,
      companyId,
      ids,
    ),

  /** How many accounts hold each of the roles. */
  holderCounts: async (db: DbOrTx, roleIds: number[]) => {
    const rows = await db
      .select({ roleId: users.roleId, n: count() })
      .from(users)
      .where(inArray(users.roleId, roleIds))
      .groupBy(users.roleId);
    return new Map(rows.map((r) => [r.roleId!, r.n]));
  },

  /** Another role of the company with this exact name. */
  nameTaken: async (db: DbOrTx, companyId: number, name: string, exceptId?: number) =>
    (
      await db
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(
            eq(roles.companyId, companyId),
            eq(roles.name, name),
            exceptId ? ne(roles.id, exceptId) : undefined,
          ),
        )
        .limit(1)
    ).length > 0,

  /** The role an account holds (null for the main account and role-less accounts). */
  roleOfUser: async (db: DbOrTx, userId: number) =>
    (await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId)).limit(1))[0]?.roleId ??
    null,

  /** The company's roles by name, for the account form's picker. */
  options: (db: DbOrTx, companyId: number) =>
    db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(eq(roles.companyId, companyId))
      .orderBy(asc(roles.name), asc(roles.id)),
};
