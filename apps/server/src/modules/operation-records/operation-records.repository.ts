import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
// The warehouses table belongs to tenancy: read here for the name of a warehouse that acted.
import { warehouses } from '../../schema';
import { operationRecords } from './operation-records.table';

export const operationRecordsRepository = {
  insert: (db: DbOrTx, row: typeof operationRecords.$inferInsert) =>
    db.insert(operationRecords).values(row).returning({ id: operationRecords.id }),

  /**
   * The same record for each of many entities (an import's thousands of new rows), in one statement
   * whose only sizeable parameter is the ids as one JSON array.
   */
  insertForEach: (
    db: DbOrTx,
    row: Omit<typeof operationRecords.$inferInsert, 'entityId'>,
    entityIds: number[],
  ) =>
    db.execute(sql`insert into ${operationRecords}
      (tenant_id, company_id, user_id, actor, warehouse_id, entity_type, entity_id, action, from_state, to_state, note)
      select ${row.tenantId}::bigint, ${row.companyId ?? null}::bigint, ${row.userId ?? null}::bigint,
        ${row.actor}::text, ${row.warehouseId ?? null}::bigint, ${row.entityType}::text, id,
        ${row.action}::text, ${row.fromState ?? null}::text, ${row.toState ?? null}::text, ${row.note ?? null}::text
      from jsonb_array_elements_text(${JSON.stringify(entityIds)}::jsonb) as id`),

  listFor: (
    db: DbOrTx,
    where: { tenantId: number; companyId: number; entityType: string; entityId: string },
  ) =>
    db
      .select()
      .from(operationRecords)
      .where(
        and(
          eq(operationRecords.tenantId, where.tenantId),
          eq(operationRecords.companyId, where.companyId),
          eq(operationRecords.entityType, where.entityType),
          eq(operationRecords.entityId, where.entityId),
        ),
      )
      .orderBy(asc(operationRecords.createdAt), asc(operationRecords.id)),

  /** The tenant's warehouses by code, for naming a warehouse that acted through its key. */
  warehousesOf: (db: DbOrTx, tenantId: number) =>
    db
      .select({ code: warehouses.code, nameZh: warehouses.nameZh, nameEn: warehouses.nameEn })
      .from(warehouses)
      .where(eq(warehouses.tenantId, tenantId)),
};
