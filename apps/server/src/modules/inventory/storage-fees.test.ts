import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { zonedMidnight } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { feeRecords } from '../finance/finance.table';
import { dayBounds } from './storage-fees';
import { expectNoMismatches, inTx, ownerOf, putAway, stockWorld } from './inventory.test-support';

// The daily storage job: per company × warehouse × finance day, priced per m³·day by lot age tier,
// once whatever the restarts, with lines that name the lots; an account that cannot pay owes it.

const DAY = '2026-03-10';
/** Noon in China on the day `days` before DAY. */
const before = (days: number) => new Date(zonedMidnight(2026, 3, 10 - days).getTime() + 12 * 3_600_000);

describe('storage fees', () => {
  const t = useTestApp(stockWorld);
  afterEach(() => expectNoMismatches(t.app));

  const fund = (c: { tenantId: number; companyId: number }, cents: number) =>
    inTx(t.app, (tx) =>
      t.app.services.finance.credit(tx, ownerOf(c), {
        currency: 'USD',
        amountMinor: cents,
        type: 'RECHARGE',
        documentType: 'RECHARGE',
        documentNo: 'RC-ST',
        actor: 'test',
      }),
    );

  const feesOf = (companyId: number, documentNo: string) =>
    t.app.deps.db
      .select()
      .from(feeRecords)
      .where(and(eq(feeRecords.companyId, companyId), eq(feeRecords.documentNo, documentNo)));

  it('charges each age tier of a day once, however often the job runs', async () => {
    const owner = ownerOf(t.a);
    await fund(t.a, 100_000);
    const [p1, p2] = t.pa as [number, number];
    // 408 cm³ a piece: 1,000 pieces = 0.408 m³ at 10 days, 500 = 0.204 m³ at 45 days.
    await putAway(t.app, owner, t.warehouseId, p1, 1_000, before(10));
    await putAway(t.app, owner, t.warehouseId, p2, 500, before(45));
    // Put away after the day ended: not charged for it.
    await putAway(t.app, owner, t.warehouseId, p2, 7, new Date(dayBounds(DAY).end.getTime() + 60_000));

    const [first, second] = await Promise.all([
      t.app.services.inventory.chargeStorageDay(DAY),
      t.app.services.inventory.chargeStorageDay(DAY),
    ]);
    const third = await t.app.services.inventory.chargeStorageDay(DAY);
    expect(first.charged + second.charged + third.charged).toBeGreaterThanOrEqual(1);
    const documentNo = `ST${t.k.warehouseCode}20260310`;
    const fees = await feesOf(owner.companyId, documentNo);
    // 0.408 m³·day × 0.45 = 0.1836 → 0.18; 0.204 × 0.60 = 0.1224 → 0.12.
    expect(fees.map((f) => [f.quantity, f.unitPrice, f.amount]).sort()).toEqual([
      ['0.204000', 60, 12],
      ['0.408000', 45, 18],
    ]);
    expect(fees.every((f) => f.feeType === 'STORAGE' && f.documentType === 'STORAGE')).toBe(true);
    const charge = await t.app.services.inventory.storageCharge(
      t.app.deps.db,
      owner.companyId,
      t.warehouseId,
      DAY,
    );
    expect(charge).toMatchObject({ status: 'CHARGED', amount: 30, currency: 'USD', volumeDays: '0.612000' });
    expect(charge!.lines.map((l) => [l.productId, l.pieces, l.ageDays, l.volume]).sort()).toEqual(
      [
        [p1, 1_000, 10, '0.408000'],
        [p2, 500, 45, '0.204000'],
      ].sort(),
    );
    expect(new Set(charge!.lines.map((l) => l.feeRecordId))).toEqual(new Set(fees.map((f) => f.id)));
  });

  it('records the day as owed when the account cannot pay, moving no money', async () => {
    const owner = ownerOf(t.b);
    await putAway(t.app, owner, t.warehouseId, t.pb[0]!, 10_000, before(200));
    const result = await t.app.services.inventory.chargeStorageDay(DAY);
    expect(result.owed).toBe(1);
    const charge = await t.app.services.inventory.storageCharge(
      t.app.deps.db,
      owner.companyId,
      t.warehouseId,
      DAY,
    );
    // 4.08 m³·day at the over-180-days tier: 2.50 × 4.08 = 10.20.
    expect(charge).toMatchObject({ status: 'OWED', amount: 1020, currency: 'USD' });
    expect(charge!.lines).toHaveLength(1);
    expect(charge!.lines[0]).toMatchObject({ ageDays: 200, feeRecordId: null });
    expect(await feesOf(owner.companyId, `ST${t.k.warehouseCode}20260310`)).toEqual([]);
    // Once recorded, a later run leaves it alone even with money on the account.
    await fund(t.b, 100_000);
    await t.app.services.inventory.chargeStorageDay(DAY);
    expect(await feesOf(owner.companyId, `ST${t.k.warehouseCode}20260310`)).toEqual([]);
  });
});
