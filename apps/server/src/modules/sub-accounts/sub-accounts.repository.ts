import { and, asc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { SubAccountFilters, SubAccountSortKey } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
// The users and roles tables belong to the accounts module: the account management page reads its
// list from them here, and changes users only through the accounts service.
import { roles, users } from '../../db/schema';
import type { ListQuery } from '../../lib/paginate';

/** LIKE metacharacters in user input match themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      accountName: users.accountName,
      userName: users.userName,
      phone: users.phone,
      email: users.email,
      status: users.status,
      isMain: users.isMain,
      roleId: users.roleId,
      roleName: roles.name,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .$dynamic();

export type SubAccountRow = Awaited<ReturnType<typeof rowsOf>>[number];
export type SubAccountQuery = ListQuery<ReturnType<typeof rowsOf>, SubAccountSortKey>;

/** The company scope and the filters of the page (every filter is optional). */
const whereOf = (companyId: number, f: Partial<SubAccountFilters> & { ids?: number[] }): SQL | undefined =>
  and(
    eq(users.companyId, companyId),
    f.ids ? inArray(users.id, f.ids) : undefined,
    f.accountName ? ilike(users.accountName, contains(f.accountName)) : undefined,
    f.userName ? ilike(users.userName, contains(f.userName)) : undefined,
    f.phone ? ilike(users.phone, contains(f.phone)) : undefined,
    f.email ? ilike(users.email, contains(f.email)) : undefined,
    f.status ? eq(users.status, f.status) : undefined,
    f.roleId ? eq(users.roleId, Number(f.roleId)) : undefined,
    f.createdFrom ? gte(users.createdAt, new Date(f.createdFrom)) : undefined,
    f.createdTo ? lte(users.createdAt, new Date(f.createdTo)) : undefined,
  );

export const subAccountsRepository = {
  /** The list of one company's accounts, for `paginate` and `exportRows`. */
  listQuery: (
    companyId: number,
    filters: Partial<SubAccountFilters> & { ids?: number[] },
  ): SubAccountQuery => ({
    rows: rowsOf,
    // Every filter is on users: the count needs no join.
    countFrom: (db) => db.select({ id: users.id }).from(users).$dynamic(),
    where: whereOf(companyId, filters),
    sorts: {
      accountName: users.accountName,
      userName: users.userName,
      status: users.status,
      roleName: roles.name,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    },
    defaultSort: { key: 'createdAt', order: 'desc' },
    id: users.id,
  }),

  /** One account of the company, or undefined (another company's id looks like a missing one). */
  byId: async (db: DbOrTx, companyId: number, id: number): Promise<SubAccountRow | undefined> => {
    const rows = await rowsOf(db)
      .where(and(eq(users.companyId, companyId), eq(users.id, id)))
      .limit(1);
    return rows[0];
  },

  /** The named accounts of the company, locked for the change that follows. */
  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    db
      .select({ id: users.id, isMain: users.isMain, status: users.status })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, ids)))
      .orderBy(asc(users.id))
      .for('update'),
};
