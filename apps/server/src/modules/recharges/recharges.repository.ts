import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  RECHARGE_SORT_KEYS,
  rechargePageRequest,
  type Currency,
  type RechargeFilters,
  type RechargeSortKey,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { companies, files, thirdPayAccounts } from '../../schema';
import { statesOf } from '../../db/transition';
import {
  companyListQuery,
  companyRecord,
  firstRow,
  listFilters,
  type ListQuery,
  sortColumns,
} from '../../lib/paginate';
import { rechargeReceivingAccounts as ra, recharges as t } from './recharges.table';

/** A recharge with what its answers show besides its own columns: the payer account and the slip's name. */
const rowsOf = (db: DbOrTx) =>
  db
    .select({
      recharge: t,
      payerPlatform: thirdPayAccounts.platform,
      payerPlatformName: thirdPayAccounts.platformName,
      payerAccountName: thirdPayAccounts.accountName,
      payerAccountNumber: thirdPayAccounts.accountNumber,
      attachmentName: files.name,
    })
    .from(t)
    .leftJoin(thirdPayAccounts, eq(thirdPayAccounts.id, t.payerAccountId))
    .leftJoin(files, eq(files.id, t.attachmentFileId))
    .$dynamic();

export type RechargeView = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];
export type RechargeQuery = ListQuery<ReturnType<typeof rowsOf>, RechargeSortKey>;
export type RechargeListFilters = Partial<RechargeFilters> & { ids?: number[] };
export type NewRecharge = Omit<typeof t.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;
export type ReceivingValues = Omit<typeof ra.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;

const ofTenant = (tenantId: number) => eq(t.tenantId, tenantId);

export const rechargesRepository = {
  listQuery: (companyId: number, f: RechargeListFilters): RechargeQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, RECHARGE_SORT_KEYS),
      filters: listFilters(rechargePageRequest, f, t),
    }),

  byId: companyRecord(rowsOf, t),

  byIdForTenant: (db: DbOrTx, tenantId: number, id: number) =>
    firstRow(rowsOf(db).where(and(eq(t.id, id), ofTenant(tenantId)))),

  byToken: (db: DbOrTx, token: string) =>
    firstRow(db.select().from(t).where(eq(t.paymentToken, token)).$dynamic()),

  insert: (db: DbOrTx, values: NewRecharge) => db.insert(t).values(values).returning({ id: t.id }),

  /** Offline recharges of the tenant's companies waiting for review, oldest first. */
  pendingForTenant: (db: DbOrTx, tenantId: number) =>
    rowsOf(db)
      .where(and(ofTenant(tenantId), eq(t.status, 'PENDING_REVIEW'), eq(t.type, 'OFFLINE')))
      .orderBy(asc(t.createdAt), asc(t.id))
      .limit(500),

  companyNames: async (db: DbOrTx, ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  /** A recharge's scope: the tenant's, or one company's of it. */
  scope: (owner: { tenantId: number; companyId?: number }) =>
    and(
      ofTenant(owner.tenantId),
      owner.companyId === undefined ? undefined : eq(t.companyId, owner.companyId),
    ),

  ...statesOf(t),

  /** A payer account of the company that recharges may name: enabled. */
  enabledPayer: (db: DbOrTx, companyId: number, id: number) =>
    firstRow(
      db
        .select({ id: thirdPayAccounts.id })
        .from(thirdPayAccounts)
        .where(
          and(
            eq(thirdPayAccounts.id, id),
            eq(thirdPayAccounts.companyId, companyId),
            eq(thirdPayAccounts.status, 'ENABLED'),
          ),
        )
        .$dynamic(),
    ),

  enabledPayers: (db: DbOrTx, companyId: number) =>
    db
      .select()
      .from(thirdPayAccounts)
      .where(and(eq(thirdPayAccounts.companyId, companyId), eq(thirdPayAccounts.status, 'ENABLED')))
      .orderBy(asc(thirdPayAccounts.accountName), asc(thirdPayAccounts.id))
      .limit(200),

  // ---- receiving accounts ----

  receivingOf: (db: DbOrTx, tenantId: number, currency?: Currency) =>
    db
      .select()
      .from(ra)
      .where(and(eq(ra.tenantId, tenantId), currency ? eq(ra.currency, currency) : undefined))
      .orderBy(asc(ra.currency), asc(ra.sortOrder), asc(ra.id)),

  receivingById: (db: DbOrTx, tenantId: number, id: number) =>
    firstRow(
      db
        .select()
        .from(ra)
        .where(and(eq(ra.tenantId, tenantId), eq(ra.id, id)))
        .$dynamic(),
    ),

  /** Replaces the tenant's accounts (the caller locks the tenant first: see `lockTenant`). */
  replaceReceiving: async (db: DbOrTx, tenantId: number, values: ReceivingValues[]) => {
    await db.delete(ra).where(eq(ra.tenantId, tenantId));
    if (values.length > 0) await db.insert(ra).values(values.map((v) => ({ ...v, tenantId })));
  },

  /** Serialises the first seeding and replacements of one tenant's receiving accounts. */
  lockTenant: (db: DbOrTx, tenantId: number) =>
    db.execute(sql`select pg_advisory_xact_lock(${0x5243}, ${tenantId}::int)`),
};
