import { afterEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { InsufficientStock, StockBucketShort } from './inventory.service';
import { stockBalances, stockLots, stockMovements } from './inventory.table';
import { docOf, expectNoMismatches, inTx, ownerOf, putAway, stockWorld } from './inventory.test-support';

// The inventory kernel called the way modules call it (inside their own transactions), on the real
// database: buckets, the movement log, lots FIFO, refusals that write nothing, and races.

describe('inventory kernel', () => {
  const t = useTestApp(stockWorld);
  afterEach(() => expectNoMismatches(t.app));

  const inv = () => t.app.services.inventory;
  const balance = async (companyId: number, productId: number) =>
    (
      await t.app.deps.db
        .select()
        .from(stockBalances)
        .where(
          and(
            eq(stockBalances.companyId, companyId),
            eq(stockBalances.warehouseId, t.warehouseId),
            eq(stockBalances.productId, productId),
          ),
        )
    )[0]!;

  it('moves stock from in transit to available, reserved and shipped, logging each line', async () => {
    const owner = ownerOf(t.a);
    const [p1, p2] = t.pa as [number, number];
    const doc = docOf(t.warehouseId, { documentType: 'INBOUND', documentNo: 'IB-K-1' });
    await inTx(t.app, (tx) =>
      inv().expect(tx, owner, {
        ...doc,
        lines: [
          { productId: p2, quantity: 10 },
          { productId: p1, quantity: 5 },
        ],
      }),
    );
    await inTx(t.app, (tx) =>
      inv().receive(tx, owner, {
        ...doc,
        lines: [
          { productId: p1, fromTransit: 5, quantity: 4 },
          { productId: p2, fromTransit: 10, quantity: 10 },
        ],
      }),
    );
    await inTx(t.app, (tx) =>
      inv().reserve(tx, owner, { ...docOf(t.warehouseId), lines: [{ productId: p2, quantity: 6 }] }),
    );
    await inTx(t.app, (tx) =>
      inv().ship(tx, owner, { ...docOf(t.warehouseId), lines: [{ productId: p2, quantity: 4 }] }),
    );
    expect(await balance(owner.companyId, p1)).toMatchObject({ inTransit: 0, available: 4, reserved: 0 });
    expect(await balance(owner.companyId, p2)).toMatchObject({
      inTransit: 0,
      available: 4,
      reserved: 2,
      shipped: 4,
    });
    const log = await t.app.deps.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, p2))
      .orderBy(asc(stockMovements.id));
    expect(log.map((m) => [m.movementType, m.availableAfter, m.reservedAfter])).toEqual([
      ['EXPECT', 0, 0],
      ['RECEIVE', 10, 0],
      ['RESERVE', 4, 6],
      ['SHIP', 4, 2],
    ]);
    const [lot] = await t.app.deps.db.select().from(stockLots).where(eq(stockLots.productId, p2));
    expect(lot).toMatchObject({ quantity: 10, remaining: 6, documentNo: 'IB-K-1' });
  });

  it('refuses a reservation beyond available before writing anything; the caller goes on', async () => {
    const owner = ownerOf(t.a);
    const [p1, p2] = t.pa as [number, number];
    const before = await balance(owner.companyId, p1);
    const result = await inTx(t.app, async (tx) => {
      const refused = await inv()
        .reserve(tx, owner, {
          ...docOf(t.warehouseId),
          lines: [
            { productId: p1, quantity: 1 },
            { productId: p2, quantity: 10_000 },
          ],
        })
        .catch((e: unknown) => e);
      // Its transaction is still usable: the caller moves its own document on.
      await inv().expect(tx, owner, { ...docOf(t.warehouseId), lines: [{ productId: p1, quantity: 1 }] });
      return refused;
    });
    expect(result).toBeInstanceOf(InsufficientStock);
    expect((result as InsufficientStock).needed).toBe(10_000);
    expect((result as InsufficientStock).status).toBe(409);
    const after = await balance(owner.companyId, p1);
    expect(after.available).toBe(before.available);
    expect(after.inTransit).toBe(before.inTransit + 1);
  });

  it('refuses to take out of another bucket more than it holds', async () => {
    const owner = ownerOf(t.a);
    await expect(
      inTx(t.app, (tx) =>
        inv().ship(tx, owner, { ...docOf(t.warehouseId), lines: [{ productId: t.pa[0]!, quantity: 999 }] }),
      ),
    ).rejects.toBeInstanceOf(StockBucketShort);
  });

  it('consumes lots first in, first out; a positive adjustment makes a lot', async () => {
    const owner = ownerOf(t.b);
    const p = t.pb[0]!;
    await putAway(t.app, owner, t.warehouseId, p, 3, new Date('2026-01-01T00:00:00Z'));
    await putAway(t.app, owner, t.warehouseId, p, 5, new Date('2026-02-01T00:00:00Z'));
    await inTx(t.app, (tx) =>
      inv().adjust(tx, owner, { ...docOf(t.warehouseId), lines: [{ productId: p, available: -4 }] }),
    );
    await inTx(t.app, (tx) =>
      inv().adjust(tx, owner, { ...docOf(t.warehouseId), lines: [{ productId: p, available: 2 }] }),
    );
    await inTx(t.app, (tx) =>
      inv().markUnsellable(tx, owner, { ...docOf(t.warehouseId), lines: [{ productId: p, quantity: 1 }] }),
    );
    const lots = await t.app.deps.db
      .select()
      .from(stockLots)
      .where(eq(stockLots.productId, p))
      .orderBy(asc(stockLots.receivedAt));
    expect(lots.map((l) => l.remaining)).toEqual([0, 4, 2]);
    expect(await balance(owner.companyId, p)).toMatchObject({ available: 5, unsellable: 1 });
    const available = await inv().availableOf(t.app.deps.db, owner.companyId, t.warehouseId, [p, 999_999]);
    expect([...available]).toEqual([
      [p, 5],
      [999_999, 0],
    ]);
  });

  it('lets exactly as many of 50 concurrent reservations through as there is stock', async () => {
    const c = await stockWorld(t.app, 1);
    const owner = ownerOf(c.a);
    const p = c.pa[0]!;
    await putAway(t.app, owner, c.warehouseId, p, 3);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        inTx(t.app, (tx) =>
          inv().reserve(tx, owner, { ...docOf(c.warehouseId), lines: [{ productId: p, quantity: 1 }] }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.every((r) => r.reason instanceof InsufficientStock)).toBe(true);
    const available = await inv().availableOf(t.app.deps.db, owner.companyId, c.warehouseId, [p]);
    expect(available.get(p)).toBe(0);
  });

  it('never deadlocks two documents that name the same products in opposite orders', async () => {
    const c = await stockWorld(t.app, 3);
    const owner = ownerOf(c.a);
    const [p1, p2, p3] = c.pa as [number, number, number];
    for (const p of c.pa) await putAway(t.app, owner, c.warehouseId, p, 100);
    const forward = [p1, p2, p3].map((productId) => ({ productId, quantity: 1 }));
    const backward = [...forward].reverse();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        inTx(t.app, (tx) =>
          inv().reserve(tx, owner, { ...docOf(c.warehouseId), lines: i % 2 ? forward : backward }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const available = await inv().availableOf(t.app.deps.db, owner.companyId, c.warehouseId, c.pa);
    expect([...available.values()]).toEqual([80, 80, 80]);
  });
});
