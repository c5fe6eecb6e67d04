import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  SIGNING_SORT_KEYS,
  signingPageRequest,
  type SigningFilters,
  type SigningSortKey,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { statesOf } from '../../db/transition';
// The warehouses and companies tables belong to tenancy, certifications to its module: the signing
// list reads them in its own joins.
import { certifications, companies, warehouses } from '../../schema';
import { firstRow, listFilters, type ListQuery, sortColumns } from '../../lib/paginate';
import { warehouseSignings as ws, type SigningRow } from './signing.table';

/** The tenant's warehouses, each with this company's signing (if any). */
const rowsOf = (companyId: number) => (db: DbOrTx) =>
  db
    .select({
      id: warehouses.id,
      warehouseCode: warehouses.code,
      nameZh: warehouses.nameZh,
      nameEn: warehouses.nameEn,
      country: warehouses.country,
      address: warehouses.address,
      signingId: ws.id,
      signingStatus: ws.status,
      rejectReason: ws.rejectReason,
      appliedAt: ws.appliedAt,
      decidedAt: ws.decidedAt,
    })
    .from(warehouses)
    .leftJoin(ws, and(eq(ws.warehouseId, warehouses.id), eq(ws.companyId, companyId)))
    .$dynamic();

export type SignedWarehouseRow = Awaited<ReturnType<ReturnType<typeof rowsOf>>>[number];

type Where = Partial<SigningFilters> & { warehouseId?: number; ids?: number[] };

const whereOf = (scope: { tenantId: number }, f: Where) =>
  and(
    eq(warehouses.tenantId, scope.tenantId),
    f.ids ? inArray(warehouses.id, f.ids) : undefined,
    f.warehouseId ? eq(warehouses.id, f.warehouseId) : undefined,
    ...listFilters(signingPageRequest, f, warehouses, {
      warehouseCode: warehouses.code,
      warehouseName: [warehouses.nameZh, warehouses.nameEn],
      // The whole code in any case (ILIKE without wildcards around it), not a contains search.
      country: (country) => (country ? ilike(warehouses.country, country) : undefined),
      // A warehouse without the company's row is unsigned.
      status: (status) =>
        status === 'UNSIGNED'
          ? or(isNull(ws.status), eq(ws.status, 'UNSIGNED'))
          : status
            ? eq(ws.status, status)
            : undefined,
    }),
  ) as SQL;

export const signingRepository = {
  /** One company's signings within its tenant (the scope of their moves). */
  scope: (owner: { tenantId: number; companyId: number }) =>
    and(eq(ws.tenantId, owner.tenantId), eq(ws.companyId, owner.companyId)),

  ...statesOf(ws),

  listQuery: (
    scope: { tenantId: number; companyId: number },
    filters: Where,
  ): ListQuery<ReturnType<ReturnType<typeof rowsOf>>, SigningSortKey> => ({
    rows: rowsOf(scope.companyId),
    where: whereOf(scope, filters),
    sorts: sortColumns(warehouses, SIGNING_SORT_KEYS, {
      warehouseCode: warehouses.code,
      appliedAt: ws.appliedAt,
    }),
    defaultSort: { key: 'warehouseCode', order: 'asc' },
    id: warehouses.id,
  }),

  /** One warehouse of the tenant with the company's signing; undefined for another tenant's. */
  warehouse: async (db: DbOrTx, scope: { tenantId: number; companyId: number }, warehouseId: number) =>
    firstRow(rowsOf(scope.companyId)(db).where(whereOf(scope, { warehouseId }))),

  /** Makes the company's (unsigned) row for a warehouse if it has none. */
  ensure: (db: DbOrTx, row: { tenantId: number; companyId: number; warehouseId: number }) =>
    db
      .insert(ws)
      .values({ ...row, status: 'UNSIGNED' })
      .onConflictDoNothing(),

  lockByWarehouse: async (
    db: DbOrTx,
    companyId: number,
    warehouseId: number,
  ): Promise<SigningRow | undefined> =>
    (
      await db
        .select()
        .from(ws)
        .where(and(eq(ws.companyId, companyId), eq(ws.warehouseId, warehouseId)))
        .limit(1)
        .for('update')
    )[0],

  /** One signing of the tenant with its warehouse code, locked; undefined for another tenant's. */
  lockForTenant: async (db: DbOrTx, tenantId: number, id: number) =>
    (
      await db
        .select({ signing: ws, warehouseCode: warehouses.code })
        .from(ws)
        .innerJoin(warehouses, eq(warehouses.id, ws.warehouseId))
        .where(and(eq(ws.tenantId, tenantId), eq(ws.id, id)))
        .limit(1)
        .for('update', { of: ws })
    )[0],

  update: (db: DbOrTx, id: number, values: Partial<Omit<SigningRow, 'id' | 'createdAt'>>) =>
    db
      .update(ws)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(ws.id, id))
      .returning(),

  /** Applications waiting for the tenant's warehouses, oldest first, with the company's name. */
  pending: (db: DbOrTx, tenantId: number) =>
    db
      .select({
        id: ws.id,
        companyId: ws.companyId,
        companyName: sql<string>`coalesce(${certifications.companyNameCn}, ${companies.name})`,
        warehouseCode: warehouses.code,
        appliedAt: ws.appliedAt,
      })
      .from(ws)
      .innerJoin(warehouses, eq(warehouses.id, ws.warehouseId))
      .innerJoin(companies, eq(companies.id, ws.companyId))
      .leftJoin(certifications, eq(certifications.companyId, ws.companyId))
      .where(and(eq(ws.tenantId, tenantId), eq(ws.status, 'PENDING_REVIEW')))
      .orderBy(asc(ws.appliedAt), asc(ws.id)),

  /** The company's signed warehouses (ids and codes). */
  signed: (db: DbOrTx, companyId: number) =>
    db
      .select({ id: warehouses.id, code: warehouses.code })
      .from(ws)
      .innerJoin(warehouses, eq(warehouses.id, ws.warehouseId))
      .where(and(eq(ws.companyId, companyId), eq(ws.status, 'SIGNED')))
      .orderBy(asc(warehouses.code)),
};
