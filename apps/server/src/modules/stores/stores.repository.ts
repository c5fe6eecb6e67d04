import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import {
  STORE_SORT_KEYS,
  storePageRequest,
  type StoreFilters,
  type StoreSortKey,
  type StoreStatus,
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
import { stores as t, type StoreRow } from './stores.table';

/** A store row and how many SKU mappings it holds. */
export type StoreListRow = StoreRow & { mappingCount: number };

// Qualified by hand: inside a subquery drizzle writes bare column names, and "id" would be the mapping's.
const mappingCount = sql<number>`(select count(*)::int from store_sku_mappings sm where sm.store_id = "stores"."id")`;
const rowsOf = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(t), mappingCount })
    .from(t)
    .$dynamic();

export type StoreQuery = ListQuery<ReturnType<typeof rowsOf>, StoreSortKey>;
export type StoreListFilters = Partial<StoreFilters> & { ids?: number[] };

export type StoreValues = Partial<
  Pick<
    StoreRow,
    | 'name'
    | 'inventoryUpdate'
    | 'remark'
    | 'shopDomain'
    | 'credentials'
    | 'credentialHint'
    | 'shopName'
    | 'authorizedAt'
    | 'checkedAt'
    | 'authError'
    | 'authErrorParams'
    | 'status'
  >
>;

export const storesRepository = {
  listQuery: (companyId: number, f: StoreListFilters): StoreQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, STORE_SORT_KEYS),
      filters: listFilters(storePageRequest, f, t),
    }),

  byId: companyRecord(rowsOf, t),

  /** Locks one store of the company for a change. */
  lock: async (db: DbOrTx, companyId: number, id: number) => {
    const rows = await db
      .select()
      .from(t)
      .where(ofCompany(t, companyId, id))
      .for('update');
    return rows[0];
  },

  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    lockOfCompany(db.select().from(t).$dynamic(), t, companyId, ids),

  /** Another store of the company with this name (compared without case). */
  nameTaken: async (db: DbOrTx, companyId: number, name: string, exceptId = 0) => {
    const rows = await db
      .select({ id: t.id })
      .from(t)
      .where(
        and(eq(t.companyId, companyId), sql`lower(${t.name}) = ${name.toLowerCase()}`, ne(t.id, exceptId)),
      )
      .limit(1);
    return rows.length > 0;
  },

  byNames: (db: DbOrTx, companyId: number, names: string[]) =>
    db
      .select({ id: t.id, name: t.name })
      .from(t)
      .where(
        and(
          eq(t.companyId, companyId),
          inArray(
            sql`lower(${t.name})`,
            names.map((n) => n.toLowerCase()),
          ),
        ),
      ),

  insert: (
    db: DbOrTx,
    owner: { tenantId: number; companyId: number },
    v: StoreValues & Pick<StoreRow, 'name' | 'platform' | 'inventoryUpdate'>,
  ) =>
    db
      .insert(t)
      .values({ ...owner, ...v })
      .returning({ id: t.id }),

  update: (db: DbOrTx, id: number, v: StoreValues) =>
    db
      .update(t)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(t.id, id)),

  setStatus: (db: DbOrTx, ids: number[], status: StoreStatus) =>
    db.update(t).set({ status, updatedAt: new Date() }).where(inArray(t.id, ids)),

  deleteOne: (db: DbOrTx, id: number) => db.delete(t).where(eq(t.id, id)),

  /** Enabled stores whose platform has credentials to check, in every company (the periodic check). */
  toCheck: (db: DbOrTx, platforms: string[], afterId: number, limit: number) =>
    db
      .select({ id: t.id, companyId: t.companyId })
      .from(t)
      .where(
        and(
          eq(t.status, 'ENABLED'),
          inArray(t.platform, platforms as StoreRow['platform'][]),
          sql`${t.id} > ${afterId}`,
        ),
      )
      .orderBy(asc(t.id))
      .limit(limit),
};
