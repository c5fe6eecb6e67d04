import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A company's document table kept by a warehouse: what `documentRows` reads. */
export type WarehouseDocumentTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  companyId: PgColumn;
  warehouseId: PgColumn;
  status: PgColumn;
};

/**
 * The reads and writes every warehouse document's repository has alike (relabel, return and VAS
 * orders): a row by id (locked or not), its removal, its warehouse's check, the company's counts per
 * followed state and whether it has any (`...documentRows(table)`), so each repository writes only
 * what is its own.
 */
export const documentRows = <T extends WarehouseDocumentTable>(t: T) => {
  type Row = T['$inferSelect'];
  type State = Row['status'] & string;
  const byId = (db: DbOrTx, id: number) =>
    db
      .select()
      .from(t as PgTable)
      .where(eq(t.id, id));
  return {
    scope: (owner: { tenantId: number; companyId: number }) =>
      and(eq(t.tenantId, owner.tenantId), eq(t.companyId, owner.companyId)),

    row: async (db: DbOrTx, id: number) => (await byId(db, id))[0] as Row | undefined,

    /** The row locked for the caller's transaction. */
    lock: async (db: DbOrTx, id: number) => (await byId(db, id).for('update'))[0] as Row | undefined,

    remove: (db: DbOrTx, id: number) => db.delete(t).where(eq(t.id, id)),

    /** One document of the key's warehouse (undefined for another warehouse's). */
    byIdForWarehouse: async (db: DbOrTx, tenantId: number, warehouseId: number, id: number) =>
      (
        await db
          .select({ id: t.id })
          .from(t as PgTable)
          .where(and(eq(t.id, id), eq(t.tenantId, tenantId), eq(t.warehouseId, warehouseId)))
      )[0],

    /** The count of the company's documents in `states` (home figures). */
    countByStatus: (db: DbOrTx, companyId: number, states: readonly State[]) =>
      db
        .select({ status: sql<State>`${t.status}`, count: sql<number>`count(*)::int` })
        .from(t as PgTable)
        .where(and(eq(t.companyId, companyId), inArray(t.status, [...states])))
        .groupBy(t.status),

    /** Whether the company has any (the demo seeds run once). */
    anyOf: async (db: DbOrTx, companyId: number) =>
      (
        await db
          .select({ id: t.id })
          .from(t as PgTable)
          .where(eq(t.companyId, companyId))
          .limit(1)
      ).length > 0,
  };
};
