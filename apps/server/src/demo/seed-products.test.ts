import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FILE_LIMITS, PRODUCT_LIMITS, skuSchema, type ProductDetail } from '@oms/contracts';
import { bodyOf, call, tokenFor } from '../../test/fixtures';
import { operationRecords, products } from '../schema';
import { DEMO_PASSWORD } from './seed';
import { seededTwice } from './seed.test-support';
import { DEMO_PRODUCTS } from './seed-products';

describe('demo products', () => {
  it('seeds products in every audit state within the product rules, once', async () => {
    const { app, first } = await seededTwice();
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

    // Each product has the pictures its audit needs, PNGs the demo account downloads, that no
    // clean-up removes.
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const seen = new Set<string>();
    for (const r of rows) {
      const d = bodyOf<ProductDetail>(await call(app, token, 'products/detail', { id: String(r.id) })).data;
      expect(d.imageFileIds.length).toBeGreaterThanOrEqual(PRODUCT_LIMITS.imagesMin);
      for (const id of d.imageFileIds) {
        const res = await app.inject({ url: `/api/files/download?id=${id}`, headers: { token } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
        expect(res.rawPayload.length).toBeLessThanOrEqual(FILE_LIMITS.imageMaxBytes);
        seen.add(res.rawPayload.toString('base64'));
      }
    }
    // Every picture differs from every other.
    expect(seen.size).toBe(rows.length * 3);
  });
});
