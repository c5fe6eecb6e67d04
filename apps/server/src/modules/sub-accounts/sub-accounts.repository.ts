import { eq } from 'drizzle-orm';
import {
  SUB_ACCOUNT_SORT_KEYS,
  subAccountPageRequest,
  type SubAccountFilters,
  type SubAccountSortKey,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
// The users and roles tables belong to the accounts module: the account management page reads its
// list from them here, and changes users only through the accounts service.
import { roles, users } from '../../schema';
import {
  companyListQuery,
  companyRecord,
  listFilters,
  type ListQuery,
  lockOfCompany,
  sortColumns,
} from '../../lib/paginate';

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

export const subAccountsRepository = {
  /** The list of one company's accounts, for `paginate` and `exportRows`. */
  listQuery: (companyId: number, f: Partial<SubAccountFilters> & { ids?: number[] }): SubAccountQuery =>
    companyListQuery(users, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(users, SUB_ACCOUNT_SORT_KEYS, { roleName: roles.name }),
      filters: listFilters(subAccountPageRequest, f, users),
    }),

  /** One account of the company, or undefined (another company's id looks like a missing one). */
  byId: companyRecord(rowsOf, users),

  /** The named accounts of the company, locked for the change that follows. */
  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    lockOfCompany(
      db.select({ id: users.id, isMain: users.isMain, status: users.status }).from(users).$dynamic(),
      users,
      companyId,
      ids,
    ),
};
