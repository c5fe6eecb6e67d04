import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
// The warehouses table belongs to tenancy: read here (joined) for the name of a warehouse that acted.
import { warehouses } from '../../db/schema';
import { operationRecords } from './operation-records.table';
import { insertManyJson } from '../../db/bulk-insert';

export const operationRecordsRepository = {
  insert: (db: DbOrTx, row: typeof operationRecords.$inferInsert) =>
    db.insert(operationRecords).values(row).returning({ id: operationRecords.id }),

  /** One statement for any number of records (an import's thousands: db/bulk-insert.ts). */
  insertMany: (db: DbOrTx, rows: (typeof operationRecords.$inferInsert)[]) =>
    insertManyJson(db, operationRecords, rows),

  listFor: (
    db: DbOrTx,
    where: { tenantId: number; companyId: number; entityType: string; entityId: string },
  ) =>
    db
      .select({
        ...getTableColumns(operationRecords),
        warehouseNameZh: warehouses.nameZh,
        warehouseNameEn: warehouses.nameEn,
      })
      .from(operationRecords)
      .leftJoin(warehouses, eq(warehouses.id, operationRecords.warehouseId))
      .where(
        and(
          eq(operationRecords.tenantId, where.tenantId),
          eq(operationRecords.companyId, where.companyId),
          eq(operationRecords.entityType, where.entityType),
          eq(operationRecords.entityId, where.entityId),
        ),
      )
      .orderBy(asc(operationRecords.createdAt), asc(operationRecords.id)),
};
