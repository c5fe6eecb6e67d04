// The demo company's inbound over-receipts (issue 11), after the inbound seed received its orders:
// every line received above its forecast has its over-receipt (recorded through the service, dated
// when the order was received), and those of completed orders are decided at past dates, alternately
// accepted into stock and rejected for return or disposal; the others wait for the customer.
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { OrderSeedContext } from './seed-orders-context';
import { inboundOrderLines, inboundOrders, overReceipts } from '../schema';

const DAY = 86_400_000;

export const seedDemoOverReceipts = async (tx: Tx, ctx: OrderSeedContext): Promise<number> => {
  const owner = { tenantId: ctx.tenantId, companyId: ctx.companyId };
  const [decided] = await tx
    .select({ id: overReceipts.id })
    .from(overReceipts)
    .where(and(eq(overReceipts.companyId, ctx.companyId), isNotNull(overReceipts.decision)))
    .limit(1);
  if (decided) return 0;

  const service = ctx.services.overReceipts;
  const over = await tx
    .select({ line: inboundOrderLines, order: inboundOrders })
    .from(inboundOrderLines)
    .innerJoin(inboundOrders, eq(inboundOrders.id, inboundOrderLines.orderId))
    .where(
      and(
        eq(inboundOrderLines.companyId, ctx.companyId),
        gt(inboundOrderLines.receivedQuantity, inboundOrderLines.quantity),
      ),
    )
    .orderBy(asc(inboundOrders.id), asc(inboundOrderLines.position));
  let created = 0;
  for (const { line, order } of over) {
    const { notice } = await service.record(
      tx,
      owner,
      {
        warehouseId: order.warehouseId,
        inboundOrderId: order.id,
        inboundOrderNo: order.orderNo,
        lineId: line.id,
        productId: line.productId,
        forecast: line.quantity,
        received: line.receivedQuantity!,
        actor: 'system',
      },
      order.completedAt ?? order.updatedAt,
    );
    if (notice) created++;
  }

  // Over-receipts of completed orders: decided a day after the order completed (never in the future).
  const completed = over.filter((o) => o.order.status === 'COMPLETED');
  const rows =
    completed.length === 0
      ? []
      : await tx
          .select()
          .from(overReceipts)
          .where(
            and(
              eq(overReceipts.companyId, ctx.companyId),
              eq(overReceipts.status, 'UNCONFIRMED'),
              inArray(
                overReceipts.lineId,
                completed.map((o) => o.line.id),
              ),
            ),
          )
          .orderBy(asc(overReceipts.id));
  const who = {
    tenantId: ctx.tenantId,
    companyId: ctx.companyId,
    userId: ctx.userId,
    accountName: ctx.accountName,
  };
  for (const [i, row] of rows.entries()) {
    const done = completed.find((o) => o.line.id === row.lineId)!.order.completedAt ?? row.createdAt;
    const at = new Date(Math.min(ctx.now.getTime(), Math.max(done.getTime(), row.createdAt.getTime()) + DAY));
    const input =
      i % 2 === 0
        ? ({ action: 'accept' } as const)
        : ({ action: 'reject', reason: '非订购商品，请销毁' } as const);
    await service.decideIn(tx, who, [row.id], input, at);
    created++;
  }
  return created;
};
