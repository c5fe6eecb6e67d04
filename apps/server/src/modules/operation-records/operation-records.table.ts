import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../../db/columns';

/** Who moved which document from which state to which, and why (PRODUCT.md §3). */
export const operationRecords = pgTable(
  'operation_records',
  {
    id: id(),
    tenantId: ref('tenant_id').notNull(),
    companyId: ref('company_id'),
    userId: ref('user_id'),
    actor: text('actor').notNull(),
    /** The warehouse that acted through the integration API: customers see its name, not the key's. */
    warehouseId: ref('warehouse_id'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('operation_records_entity').on(t.entityType, t.entityId, t.createdAt)],
);
