import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenants, warehouseLabel, warehouses } from '../../schema';
import { apiKeys } from './integration.table';

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  tenantId: tenants.id,
  tenantCode: tenants.code,
  tenantName: tenants.name,
  warehouseId: warehouses.id,
  ...warehouseLabel,
};

const keysWithOwners = (db: DbOrTx) =>
  db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(warehouses, eq(warehouses.id, apiKeys.warehouseId))
    .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
    .$dynamic();

export type ApiKeyRow = Awaited<ReturnType<typeof keysWithOwners>>[number];

export const apiKeysRepository = {
  /** Warehouses with this code (one per tenant at most), with their tenant. */
  warehousesByCode: (db: DbOrTx, code: string) =>
    db
      .select({
        id: warehouses.id,
        code: warehouses.code,
        tenantId: tenants.id,
        tenantCode: tenants.code,
      })
      .from(warehouses)
      .innerJoin(tenants, eq(tenants.id, warehouses.tenantId))
      .where(sql`upper(${warehouses.code}) = upper(${code})`)
      .orderBy(asc(tenants.id)),

  allWarehouses: (db: DbOrTx) =>
    db
      .select({ id: warehouses.id, tenantId: warehouses.tenantId })
      .from(warehouses)
      .orderBy(asc(warehouses.tenantId), asc(warehouses.id)),

  insert: async (db: DbOrTx, row: typeof apiKeys.$inferInsert) => {
    const [created] = await db.insert(apiKeys).values(row).returning({ id: apiKeys.id });
    return created!.id;
  },

  byId: async (db: DbOrTx, id: number) => (await keysWithOwners(db).where(eq(apiKeys.id, id)))[0],

  list: (db: DbOrTx) => keysWithOwners(db).orderBy(asc(apiKeys.id)),

  /** The live key with this hash and who owns it. */
  activeByHash: async (db: DbOrTx, keyHash: string) =>
    (await keysWithOwners(db).where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt))))[0],

  revoke: (db: DbOrTx, id: number) =>
    db
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id }),

  /** Revokes live keys of this name not used since `before` (keys of processes that are gone). */
  revokeIdle: (db: DbOrTx, name: string, before: Date) =>
    db
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.name, name),
          isNull(apiKeys.revokedAt),
          or(lt(apiKeys.lastUsedAt, before), and(isNull(apiKeys.lastUsedAt), lt(apiKeys.createdAt, before))),
        ),
      )
      .returning({ id: apiKeys.id }),

  /** Notes the use; at most once a minute per key, so a busy key does not write on every call. */
  touch: (db: DbOrTx, id: number) =>
    db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
        ),
      ),
};
