import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { skuSchema } from '@oms/contracts';
import { createTestApp } from '../../test/app';
import { operationRecords, products } from './schema';
import { seedDemo } from './seed';
import { DEMO_PRODUCTS } from './seed-products';

describe('demo products', () => {
  it('seeds products in every audit state within the product rules, once', async () => {
    const { app } = await createTestApp();
    const first = await seedDemo({ deps: app.deps, services: app.services });
    await seedDemo({ deps: app.deps, services: app.services });
    if (first.status !== 'seeded') throw new Error('not seeded');
    const rows = await app.deps.db.select().from(products).where(eq(products.companyId, first.companyId));
    expect(rows).toHaveLength(DEMO_PRODUCTS.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['PASSED', 'REJECTED', 'TO_BE_SUBMITTED']));
    for (const r of rows) expect(skuSchema.parse(r.sku)).toBe(r.sku);
    const passed = rows.filter((r) => r.status === 'PASSED');
    expect(passed.every((r) => r.actualWeightG !== null && r.actualHeightCm100 !== null)).toBe(true);
    const records = await app.deps.db
      .select()
      .from(operationRecords)
      .where(eq(operationRecords.entityType, 'products'));
    expect(records.filter((r) => r.entityId === String(passed[0]!.id)).map((r) => r.action)).toEqual([
      'create',
      'submit',
      'approve',
    ]);
  });
});
