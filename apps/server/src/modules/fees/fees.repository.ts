import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  FEE_SORT_KEYS,
  feePageRequest,
  FINANCE_TIME_ZONE,
  type Currency,
  type DisputeFilter,
  type DisputeState,
  type FeeFilters,
  type FeeSortKey,
} from '@oms/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  companies,
  currencyAccounts as a,
  feeDailyTotals as t,
  feeRecords as f,
  warehouses as w,
} from '../../schema';
import { companyListQuery, listFilters, type ListQuery, sortColumns } from '../../lib/paginate';
import { feeDisputes as d, type FeeDisputeRow } from './fees.table';

// Reads of the kernel's fee records (joins only; the finance module writes them) and the disputes
// this module owns.

/** The state of a fee line's latest dispute (null when never disputed). */
const latestDispute = sql<DisputeState | null>`(select fd.status from fee_disputes fd
  where fd.fee_record_id = ${f.id} order by fd.id desc limit 1)`;

const disputeFilter = (state: DisputeFilter | undefined): SQL | undefined => {
  if (!state) return undefined;
  if (state === 'NONE')
    return sql`not exists (select 1 from fee_disputes fd where fd.fee_record_id = ${f.id})`;
  return sql`${latestDispute} = ${state}`;
};

const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: f.id,
      feeType: f.feeType,
      name: f.name,
      currency: f.currency,
      unitPrice: f.unitPrice,
      quantity: f.quantity,
      amount: f.amount,
      deducted: f.deducted,
      refunded: f.refunded,
      status: f.status,
      documentType: f.documentType,
      documentNo: f.documentNo,
      warehouseId: f.warehouseId,
      warehouseCode: w.code,
      warehouseNameZh: w.nameZh,
      warehouseNameEn: w.nameEn,
      remark: f.remark,
      createdBy: f.createdBy,
      createdAt: f.createdAt,
      deductedAt: f.deductedAt,
      disputeState: latestDispute.as('dispute_state'),
    })
    .from(f)
    .leftJoin(w, eq(w.id, f.warehouseId))
    .$dynamic();

export type FeeListRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];
export type FeeQuery = ListQuery<ReturnType<typeof rowsOf>, FeeSortKey>;
export type FeeListFilters = Partial<FeeFilters> & { ids?: number[] };

const listQuery = (companyId: number, q: FeeListFilters): FeeQuery =>
  companyListQuery(f, companyId, q, {
    rows: rowsOf,
    sorts: sortColumns(f, FEE_SORT_KEYS),
    filters: listFilters(feePageRequest, q, f, {
      // Exact: it reads the company's document index (fee_records_company_document).
      documentNo: (no) => (no ? eq(f.documentNo, no.trim()) : undefined),
      disputeState: disputeFilter,
    }),
  });

const minorSum = (column: PgColumn) => sql<string>`coalesce(sum(${column}), 0)`;

/** The bucket (YYYY-MM-DD of its first day in the finance calendar) a fee line falls in. */
const bucketOf = (granularity: string) =>
  sql<string>`to_char(date_trunc(${granularity}, ${f.createdAt} at time zone ${FINANCE_TIME_ZONE}), 'YYYY-MM-DD')`;

export const feesRepository = {
  listQuery,

  byId: async (db: DbOrTx, companyId: number, id: number) =>
    (
      await rowsOf(db)
        .where(and(eq(f.companyId, companyId), eq(f.id, id)))
        .limit(1)
    )[0],

  /**
   * Count and sums of the filtered lines, per currency (the same WHERE as the list), optionally
   * within [from, to) on top of the filters' own range.
   */
  totals: (db: DbOrTx, companyId: number, filters: FeeListFilters, within: { from?: Date; to?: Date } = {}) =>
    db
      .select({
        currency: f.currency,
        count: sql<string>`count(*)`,
        amount: minorSum(f.amount),
        deducted: minorSum(f.deducted),
        refunded: minorSum(f.refunded),
      })
      .from(f)
      .where(
        and(
          listQuery(companyId, filters).where,
          within.from ? gte(f.createdAt, within.from) : undefined,
          within.to ? lt(f.createdAt, within.to) : undefined,
        ),
      )
      .groupBy(f.currency)
      .orderBy(asc(f.currency)),

  /**
   * The same sums from the kernel's daily roll-up (fee_daily_totals) over whole finance-calendar days
   * [fromDay, toDay): a few rows per day instead of every fee line. Only the filters the roll-up
   * keeps (type, currency, status, warehouse) apply.
   */
  dailyTotals: (
    db: DbOrTx,
    companyId: number,
    filters: FeeListFilters,
    days: { fromDay?: string; toDay?: string },
  ) =>
    db
      .select({
        currency: t.currency,
        count: sql<string>`coalesce(sum(${t.count}), 0)`,
        amount: minorSum(t.amount),
        deducted: minorSum(t.deducted),
        refunded: minorSum(t.refunded),
      })
      .from(t)
      .where(
        and(
          eq(t.companyId, companyId),
          days.fromDay ? gte(t.day, days.fromDay) : undefined,
          days.toDay ? lt(t.day, days.toDay) : undefined,
          filters.feeType ? eq(t.feeType, filters.feeType) : undefined,
          filters.currency ? eq(t.currency, filters.currency) : undefined,
          filters.status ? eq(t.status, filters.status) : undefined,
          filters.warehouseId ? eq(t.warehouseId, Number(filters.warehouseId)) : undefined,
        ),
      )
      .groupBy(t.currency)
      .orderBy(asc(t.currency)),

  /** Net amounts (deducted − refunded) per bucket, fee type and warehouse in [start, end). */
  countBy: (
    db: DbOrTx,
    companyId: number,
    input: { currency: Currency; start: Date; end: Date; granularity: string },
  ) => {
    const bucket = bucketOf(input.granularity);
    return db
      .select({
        bucket: bucket.as('bucket'),
        feeType: f.feeType,
        warehouseId: f.warehouseId,
        count: count(),
        amount: sql<string>`coalesce(sum(${f.deducted} - ${f.refunded}), 0)`,
      })
      .from(f)
      .where(
        and(
          eq(f.companyId, companyId),
          eq(f.currency, input.currency),
          gte(f.createdAt, input.start),
          lt(f.createdAt, input.end),
          sql`${f.deducted} > 0`,
        ),
      )
      .groupBy(sql`1`, f.feeType, f.warehouseId);
  },

  warehousesOf: (db: DbOrTx, tenantId: number) =>
    db
      .select({ id: w.id, code: w.code, nameZh: w.nameZh, nameEn: w.nameEn })
      .from(w)
      .where(eq(w.tenantId, tenantId))
      .orderBy(asc(w.code)),

  companyOfTenant: async (db: DbOrTx, tenantId: number, companyId: number) =>
    (
      await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
        .limit(1)
    )[0],

  /** The tenant's companies (first 200 by id) with each account's available amount. */
  companiesWithAvailable: (db: DbOrTx, tenantId: number) =>
    db
      .select({
        id: companies.id,
        name: companies.name,
        currency: a.currency,
        available: sql<string>`${a.balance} - ${a.frozen} + ${a.creditLimit}`,
      })
      .from(companies)
      .innerJoin(a, eq(a.companyId, companies.id))
      .where(
        and(
          eq(companies.tenantId, tenantId),
          sql`${companies.id} in (select c.id from companies c where c.tenant_id = ${tenantId} order by c.id limit 200)`,
        ),
      )
      .orderBy(asc(companies.id), asc(a.currency)),

  // ---- disputes ----

  disputesOfFee: (db: DbOrTx, companyId: number, feeRecordId: number) =>
    db
      .select()
      .from(d)
      .where(and(eq(d.companyId, companyId), eq(d.feeRecordId, feeRecordId)))
      .orderBy(desc(d.id)),

  disputeById: async (db: DbOrTx, companyId: number, id: number) =>
    (
      await db
        .select()
        .from(d)
        .where(and(eq(d.companyId, companyId), eq(d.id, id)))
        .limit(1)
    )[0],

  disputeOfTenant: async (db: DbOrTx, tenantId: number, id: number) =>
    (
      await db
        .select()
        .from(d)
        .where(and(eq(d.tenantId, tenantId), eq(d.id, id)))
        .limit(1)
    )[0],

  insertDispute: async (db: DbOrTx, values: typeof d.$inferInsert): Promise<FeeDisputeRow> =>
    (await db.insert(d).values(values).returning())[0]!,

  /**
   * Moves an OPEN dispute to `to` in one conditional statement (of two concurrent answers, the
   * second waits for the first and then finds it no longer open): the row, or undefined.
   */
  closeOpen: async (
    db: DbOrTx,
    scope: { tenantId: number; companyId?: number },
    id: number,
    to: DisputeState,
    set: Partial<Pick<FeeDisputeRow, 'refundAmount' | 'answer' | 'answeredAt' | 'answeredBy'>> = {},
  ): Promise<FeeDisputeRow | undefined> =>
    (
      await db
        .update(d)
        .set({ ...set, status: to, updatedAt: new Date() })
        .where(
          and(
            eq(d.id, id),
            eq(d.tenantId, scope.tenantId),
            scope.companyId === undefined ? undefined : eq(d.companyId, scope.companyId),
            eq(d.status, 'OPEN'),
          ),
        )
        .returning()
    )[0],

  /** Open disputes of the tenant's companies with their fee lines, oldest first. */
  openOfTenant: (db: DbOrTx, tenantId: number) =>
    db
      .select({
        id: d.id,
        feeId: d.feeRecordId,
        companyId: d.companyId,
        companyName: companies.name,
        feeType: f.feeType,
        currency: f.currency,
        deducted: f.deducted,
        refunded: f.refunded,
        status: f.status,
        documentNo: f.documentNo,
        reason: d.reason,
        createdAt: d.createdAt,
      })
      .from(d)
      .innerJoin(f, eq(f.id, d.feeRecordId))
      .innerJoin(companies, eq(companies.id, d.companyId))
      .where(and(eq(d.tenantId, tenantId), eq(d.status, 'OPEN')))
      .orderBy(asc(d.createdAt), asc(d.id))
      .limit(500),
};
