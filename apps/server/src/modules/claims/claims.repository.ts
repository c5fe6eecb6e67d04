import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CLAIM_NO_PREFIX,
  CLAIM_SORT_KEYS,
  claimPageRequest,
  type ClaimFilters,
  type ClaimSortKey,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { companies, files } from '../../schema';
import { statesOf } from '../../db/transition';
import {
  companyListQuery,
  companyRecord,
  firstRow,
  listFilters,
  type ListQuery,
  sortColumns,
} from '../../lib/paginate';
import { claims as t, type ClaimRow } from './claims.table';
import { documentNo } from '../../db/document-no';

const rowsOf = (db: DbOrTx) => db.select().from(t).$dynamic();

export type ClaimQuery = ListQuery<ReturnType<typeof rowsOf>, ClaimSortKey>;
export type ClaimListFilters = Partial<ClaimFilters> & { ids?: number[] };

export type NewClaim = Pick<
  ClaimRow,
  | 'relatedType'
  | 'relatedNo'
  | 'claimType'
  | 'reason'
  | 'currency'
  | 'expectedAmount'
  | 'attachmentIds'
  | 'createdBy'
>;

export const claimsRepository = {
  listQuery: (companyId: number, f: ClaimListFilters): ClaimQuery =>
    companyListQuery(t, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(t, CLAIM_SORT_KEYS),
      filters: listFilters(claimPageRequest, f, t),
    }),

  byId: companyRecord(rowsOf, t),

  /** A new claim pending review, numbered CL + the day of `at` (UTC) + the next serial. */
  insert: async (db: DbOrTx, owner: { tenantId: number; companyId: number }, v: NewClaim, at: Date) => {
    const [row] = await db
      .insert(t)
      .values({
        ...owner,
        ...v,
        claimNo: documentNo(CLAIM_NO_PREFIX, 'claim_numbers', at),
        submittedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return row!;
  },

  /** One claim of the tenant (another tenant's id finds nothing). */
  byIdForTenant: (db: DbOrTx, tenantId: number, id: number) =>
    firstRow(rowsOf(db).where(and(eq(t.tenantId, tenantId), eq(t.id, id)))),

  /** The claim's scope: the tenant's (warehouse) or one company's of it (customer). */
  scope: (owner: { tenantId: number; companyId?: number }) =>
    and(
      eq(t.tenantId, owner.tenantId),
      owner.companyId === undefined ? undefined : eq(t.companyId, owner.companyId),
    ),

  ...statesOf(t),

  /** Claims of the tenant's companies waiting for the warehouse, oldest first. */
  pending: (db: DbOrTx, tenantId: number) =>
    db
      .select({ claim: t, companyName: companies.name })
      .from(t)
      .innerJoin(companies, eq(companies.id, t.companyId))
      .where(and(eq(t.tenantId, tenantId), eq(t.status, 'PENDING_REVIEW')))
      .orderBy(asc(t.id))
      .limit(500),

  /** The attachments' names, types and sizes (read from the files module's table). */
  attachments: (db: DbOrTx, companyId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: files.id, name: files.name, mime: files.mime, size: files.size })
          .from(files)
          .where(and(eq(files.companyId, companyId), inArray(files.id, ids))),

  /** Whether the company has any claim (the demo seed runs once). */
  anyOf: async (db: DbOrTx, companyId: number) =>
    (await db.select({ id: t.id }).from(t).where(eq(t.companyId, companyId)).limit(1)).length > 0,
};
