// The demo's outbound orders (issue 24 §3): one in each state a customer meets at LAX, through the
// outbound module's own demo (its kernels' stock and money history, parcels and carrier news).
import { and, eq } from 'drizzle-orm';
import { seedOutboundDemo } from '../modules/outbound-orders/outbound-orders.demo';
import type { Tx } from '../db/client';
import { warehouses } from '../schema';
import { DEMO_SIGNED_WAREHOUSE, DEMO_WAREHOUSE_ACTOR } from './seed-certification';
import type { OrderSeedContext } from './seed-orders-context';

export const seedDemoOutboundOrders = async (tx: Tx, ctx: OrderSeedContext): Promise<number> => {
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, ctx.tenantId), eq(warehouses.code, DEMO_SIGNED_WAREHOUSE)));
  if (!lax) return 0;
  return seedOutboundDemo(tx, {
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
