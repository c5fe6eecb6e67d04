import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SIGNING_STATUSES } from '@oms/contracts';
import { createdAt, id, ref, ts } from '../../db/columns';
import { companies, tenants, warehouses } from '../tenancy/tenancy.table';

/** A company's signing with one warehouse of its operator; absent means unsigned. */
export const warehouseSignings = pgTable(
  'warehouse_signings',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: text('status', { enum: SIGNING_STATUSES }).notNull(),
    rejectReason: text('reject_reason'),
    appliedAt: ts('applied_at'),
    decidedAt: ts('decided_at'),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_signings_company_warehouse').on(t.companyId, t.warehouseId),
    index('warehouse_signings_tenant_status').on(t.tenantId, t.status, t.appliedAt),
  ],
);
export type SigningRow = typeof warehouseSignings.$inferSelect;
