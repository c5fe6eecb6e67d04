import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  THIRD_PAY_SORT_KEYS,
  thirdPayPageRequest,
  type ThirdPayFilters,
  type ThirdPayPlatform,
  type ThirdPaySortKey,
  type ThirdPayStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import {
  companyListQuery,
  companyRecord,
  listFilters,
  type ListQuery,
  lockOfCompany,
  ofCompany,
  sortColumns,
} from '../../lib/paginate';
import { thirdPayAccounts as t } from './third-pay.table';

const rowsOf = (db: DbOrTx) => db.select().from(t).$dynamic();

export type ThirdPayQuery = ListQuery<ReturnType<typeof rowsOf>, ThirdPaySortKey>;
export type ThirdPayListFilters = Partial<ThirdPayFilters> & { ids?: number[] };
export type ThirdPayValues = {
  platform: ThirdPayPlatform;
  platformName: string | null;
  accountName: string;
  accountNumber: string;
  remark: string | null;
};

export const thirdPayRepository = {
  listQuery: (companyId: number, f: ThirdPayListFilters): ThirdPayQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, THIRD_PAY_SORT_KEYS),
      filters: listFilters(thirdPayPageRequest, f, t, {
        // Exact only: a "contains" search would let one read a number back character by character.
        accountNumber: (number) =>
          number ? sql`lower(${t.accountNumber}) = ${number.toLowerCase()}` : undefined,
      }),
    }),

  byId: companyRecord(rowsOf, t),

  /** Another entry of the company with the same platform and number (case-insensitive). */
  duplicateOf: async (
    db: DbOrTx,
    companyId: number,
    v: Pick<ThirdPayValues, 'platform' | 'platformName' | 'accountNumber'>,
    exceptId = 0,
  ) => {
    const rows = await db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.companyId, companyId),
          eq(t.platform, v.platform),
          sql`coalesce(lower(${t.platformName}), '') = ${(v.platformName ?? '').toLowerCase()}`,
          sql`lower(${t.accountNumber}) = ${v.accountNumber.toLowerCase()}`,
          ne(t.id, exceptId),
        ),
      )
      .limit(1);
    return rows[0]?.id;
  },

  insert: (
    db: DbOrTx,
    owner: { tenantId: number; companyId: number },
    v: ThirdPayValues,
    status: ThirdPayStatus,
  ) =>
    db
      .insert(t)
      .values({ ...owner, ...v, status })
      .returning({ id: t.id }),

  update: (db: DbOrTx, companyId: number, id: number, v: ThirdPayValues) =>
    db
      .update(t)
      .set({ ...v, updatedAt: new Date() })
      .where(ofCompany(t, companyId, id)),

  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    lockOfCompany(
      db.select({ id: t.id, accountName: t.accountName, status: t.status }).from(t).$dynamic(),
      t,
      companyId,
      ids,
    ),

  setStatus: (db: DbOrTx, ids: number[], status: ThirdPayStatus) =>
    db.update(t).set({ status, updatedAt: new Date() }).where(inArray(t.id, ids)),

  deleteOne: (db: DbOrTx, id: number) => db.delete(t).where(eq(t.id, id)),
};
