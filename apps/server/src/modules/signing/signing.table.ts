import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { SIGNING_STATUSES } from '@oms/contracts';
import { id, ref, review, status, timestamps } from '../../db/columns';
import { companyOwned, warehouses } from '../tenancy/tenancy.table';

/** A company's signing with one warehouse of its operator; absent means unsigned. */
export const warehouseSignings = pgTable(
  'warehouse_signings',
  {
    id: id(),
    ...companyOwned(),
    warehouseId: ref('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    status: status(SIGNING_STATUSES),
    ...review('appliedAt', 'applied_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('warehouse_signings_company_warehouse').on(t.companyId, t.warehouseId),
    index('warehouse_signings_tenant_status').on(t.tenantId, t.status, t.appliedAt),
  ],
);
export type SigningRow = typeof warehouseSignings.$inferSelect;
