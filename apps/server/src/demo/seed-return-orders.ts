// The demo's returns (issue 25): one in each state at LAX, through the returns module's own demo (its
// kernels' stock and money history); the completed one comes back from a shipped demo order.
import { and, eq } from 'drizzle-orm';
import { seedReturnDemo } from '../modules/return-orders/return-orders.demo';
import type { Tx } from '../db/client';
import { warehouses } from '../schema';
import { DEMO_SIGNED_WAREHOUSE, DEMO_WAREHOUSE_ACTOR } from './seed-certification';
import type { OrderSeedContext } from './seed-orders-context';

export const seedDemoReturnOrders = async (tx: Tx, ctx: OrderSeedContext): Promise<number> => {
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, ctx.tenantId), eq(warehouses.code, DEMO_SIGNED_WAREHOUSE)));
  if (!lax) return 0;
  return seedReturnDemo(tx, {
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
