// The demo's VAS orders (issue 25): one in each state at LAX, through the VAS module's own demo (its
// kernels' stock and money history).
import { and, eq } from 'drizzle-orm';
import { seedVasDemo } from '../modules/vas-orders/vas-orders.demo';
import type { Tx } from '../db/client';
import { warehouses } from '../schema';
import { DEMO_SIGNED_WAREHOUSE, DEMO_WAREHOUSE_ACTOR } from './seed-certification';
import type { OrderSeedContext } from './seed-orders-context';

export const seedDemoVasOrders = async (tx: Tx, ctx: OrderSeedContext): Promise<number> => {
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, ctx.tenantId), eq(warehouses.code, DEMO_SIGNED_WAREHOUSE)));
  if (!lax) return 0;
  return seedVasDemo(tx, {
    tenantId: ctx.tenantId,
    companyId: ctx.companyId,
    userId: ctx.userId,
    accountName: ctx.accountName,
    warehouseId: lax.id,
    warehouseActor: DEMO_WAREHOUSE_ACTOR,
    now: ctx.now,
    services: ctx.services,
  });
};
