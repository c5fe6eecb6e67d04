import { and, asc, eq, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ThirdPayFilters, ThirdPayPlatform, ThirdPaySortKey, ThirdPayStatus } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { ListQuery } from '../../lib/paginate';
import { thirdPayAccounts as t } from './third-pay.table';
import { contains } from '../../lib/like';

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

const whereOf = (companyId: number, f: ThirdPayListFilters): SQL | undefined =>
  and(
    eq(t.companyId, companyId),
    f.ids ? inArray(t.id, f.ids) : undefined,
    f.platform ? eq(t.platform, f.platform) : undefined,
    f.accountName ? ilike(t.accountName, contains(f.accountName)) : undefined,
    // Exact only: a "contains" search would let one read a number back character by character.
    f.accountNumber ? sql`lower(${t.accountNumber}) = ${f.accountNumber.toLowerCase()}` : undefined,
    f.status ? eq(t.status, f.status) : undefined,
    f.createdFrom ? gte(t.createdAt, new Date(f.createdFrom)) : undefined,
    f.createdTo ? lte(t.createdAt, new Date(f.createdTo)) : undefined,
  );

export const thirdPayRepository = {
  listQuery: (companyId: number, filters: ThirdPayListFilters): ThirdPayQuery => ({
    rows: rowsOf,
    countFrom: (db) => db.select({ id: t.id }).from(t).$dynamic(),
    where: whereOf(companyId, filters),
    sorts: {
      platform: t.platform,
      accountName: t.accountName,
      status: t.status,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    },
    defaultSort: { key: 'createdAt', order: 'desc' },
    id: t.id,
  }),

  byId: async (db: DbOrTx, companyId: number, id: number) => {
    const rows = await rowsOf(db)
      .where(and(eq(t.companyId, companyId), eq(t.id, id)))
      .limit(1);
    return rows[0];
  },

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
      .where(and(eq(t.companyId, companyId), eq(t.id, id))),

  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    db
      .select({ id: t.id, accountName: t.accountName, status: t.status })
      .from(t)
      .where(and(eq(t.companyId, companyId), inArray(t.id, ids)))
      .orderBy(asc(t.id))
      .for('update'),

  setStatus: (db: DbOrTx, ids: number[], status: ThirdPayStatus) =>
    db.update(t).set({ status, updatedAt: new Date() }).where(inArray(t.id, ids)),

  deleteOne: (db: DbOrTx, id: number) => db.delete(t).where(eq(t.id, id)),
};
