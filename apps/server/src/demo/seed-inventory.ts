// The demo company's stock history (issue 11), after the inbound seed put its stock away: a few
// reservations, shipments, releases, adjustments and unsellable pieces at past dates through the
// inventory kernel, and storage fees for the past 30 finance-calendar days through the storage job's
// own per-day function (so the fee inquiry shows STORAGE lines that name their lots).
import { and, asc, desc, eq, gt, like } from 'drizzle-orm';
import { startOfZonedDay, zonedDayText } from '@oms/contracts';
import type { Tx } from '../db/client';
import type { OrderSeedContext } from './seed-orders-context';
import { stockBalances, stockMovements, storageCharges } from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Days of storage the demo has already been charged for. */
const STORAGE_DAYS = 30;

/** The demo's own documents (how the seed knows it already ran). */
const DEMO_PREFIX = 'DEMO-';

export const seedDemoInventory = async (tx: Tx, ctx: OrderSeedContext): Promise<number> => {
  const owner = { tenantId: ctx.tenantId, companyId: ctx.companyId };
  const [seeded] = await tx
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(
      and(eq(stockMovements.companyId, ctx.companyId), like(stockMovements.documentNo, `%${DEMO_PREFIX}%`)),
    )
    .limit(1);
  const [charged] = await tx
    .select({ id: storageCharges.id })
    .from(storageCharges)
    .where(eq(storageCharges.companyId, ctx.companyId))
    .limit(1);
  if (seeded || charged) return 0;

  const inv = ctx.services.inventory;
  let created = 0;
  const balances = await tx
    .select()
    .from(stockBalances)
    .where(and(eq(stockBalances.companyId, ctx.companyId), gt(stockBalances.available, 3)))
    .orderBy(desc(stockBalances.available), asc(stockBalances.id))
    .limit(3);
  // Each move a little after the balance last changed (its lots are older), and before now.
  const after = (b: { updatedAt: Date }, days: number) =>
    new Date(
      Math.min(
        ctx.now.getTime() - HOUR,
        Math.max(b.updatedAt.getTime() + HOUR, ctx.now.getTime() - days * DAY),
      ),
    );
  const doc = (
    warehouseId: number,
    documentType: 'OUTBOUND' | 'ADJUSTMENT' | 'RETURN',
    no: string,
    at: Date,
  ) => ({
    warehouseId,
    documentType,
    documentNo: `${documentType === 'OUTBOUND' ? 'OB' : documentType === 'RETURN' ? 'RT' : 'AJ'}${DEMO_PREFIX}${no}`,
    actor: ctx.accountName,
    at,
  });

  const [first, second, third] = balances;
  if (first) {
    const line = [{ productId: first.productId, quantity: Math.min(5, first.available - 1) }];
    const order = doc(first.warehouseId, 'OUTBOUND', '0001', after(first, 20));
    await inv.reserve(tx, owner, { ...order, lines: line });
    await inv.ship(tx, owner, { ...order, at: new Date(order.at.getTime() + 2 * HOUR), lines: line });
    const held = doc(first.warehouseId, 'OUTBOUND', '0002', after(first, 6));
    await inv.reserve(tx, owner, { ...held, lines: [{ productId: first.productId, quantity: 2 }] });
    await inv.release(tx, owner, {
      ...held,
      at: new Date(held.at.getTime() + HOUR),
      note: 'Order cancelled',
      lines: [{ productId: first.productId, quantity: 1 }],
    });
    created += 4;
  }
  if (second) {
    const returned = doc(second.warehouseId, 'RETURN', '0001', after(second, 12));
    await inv.markUnsellable(tx, owner, {
      ...returned,
      note: 'Damaged packaging found at stock count',
      lines: [{ productId: second.productId, quantity: 2 }],
    });
    created += 1;
  }
  if (third) {
    const count = doc(third.warehouseId, 'ADJUSTMENT', '0001', after(third, 4));
    await inv.adjust(tx, owner, {
      ...count,
      note: 'Stock count',
      lines: [{ productId: third.productId, available: -1 }],
    });
    await inv.adjust(tx, owner, {
      ...count,
      documentNo: `AJ${DEMO_PREFIX}0002`,
      at: new Date(count.at.getTime() + DAY / 2),
      note: 'Found at stock count',
      lines: [{ productId: third.productId, available: 2 }],
    });
    created += 2;
  }

  // The customer's own reorder point on the scarcest SKU, above what it will hold once all that is on
  // the way arrives (a fast seller's): the home page shows a low-stock alert whatever the demo receives.
  const [scarce] = await tx
    .select()
    .from(stockBalances)
    .where(and(eq(stockBalances.companyId, ctx.companyId), gt(stockBalances.available, 0)))
    .orderBy(asc(stockBalances.available), asc(stockBalances.id))
    .limit(1);
  if (scarce) {
    const reorderAt = Math.ceil(((scarce.available + scarce.inTransit) * 1.2) / 50) * 50;
    await inv.putThreshold(tx, owner, scarce.id, reorderAt, ctx.accountName);
  }

  for (let d = STORAGE_DAYS; d >= 1; d--) {
    const day = zonedDayText(startOfZonedDay(ctx.now, -d));
    // Charged as the job would, a little after the day ended.
    const at = new Date(startOfZonedDay(ctx.now, -d + 1).getTime() + 30 * 60_000);
    const result = await inv.chargeStorageDay(day, { tx, companyId: ctx.companyId, at });
    created += result.charged + result.owed;
  }
  return created;
};
