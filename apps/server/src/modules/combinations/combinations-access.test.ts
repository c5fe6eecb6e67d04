import { beforeAll, describe, expect, it } from 'vitest';
import type { Combination, PageResult, Product } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bodyOf, call, type Company, company } from '../../../test/fixtures';
import { createProduct } from '../products/products.test-support';
import { combinationBody, createCombination, passedProduct } from './combinations.test-support';

describe('combinations API: permissions and companies', () => {
  let t: TestApp;
  let a: Company;
  let b: Company;
  let pa: { id: string; sku: string };
  let pb: { id: string; sku: string };
  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = [await company(t.app), await company(t.app)];
    [pa, pb] = [await passedProduct(t.app, a), await passedProduct(t.app, b)];
  });

  /** Every call with the action code it needs, on a fresh combination of `a`. */
  const calls = async (): Promise<[string, object, string][]> => {
    const { id } = await createCombination(t.app, a.token, combinationBody([[pa, 2]]));
    return [
      ['combinations/page', {}, 'view'],
      ['combinations/detail', { id }, 'view'],
      ['combinations/create', combinationBody([[pa, 1]]), 'create'],
      ['combinations/update', { id, ...combinationBody([[pa, 3]]) }, 'edit'],
      ['combinations/delete', { ids: [id], reason: 'test' }, 'delete'],
      ['exports/create', { kind: 'combinations', filters: {} }, 'export'],
    ];
  };

  it("never shows or changes another company's combinations (404), nor combines its products", async () => {
    for (const [path, body] of await calls()) {
      if (['combinations/page', 'combinations/create', 'exports/create'].includes(path)) continue;
      const res = await call(t.app, b.token, path, body, 'zh');
      expect([path, res.statusCode, bodyOf(res).message]).toEqual([path, 404, '访问资源不存在']);
    }
    const theirs = bodyOf<PageResult<Combination>>(await call(t.app, b.token, 'combinations/page', {})).data;
    expect(theirs.total).toBe(0);
    // A batch mixing in another company's id deletes nothing.
    const own = await createCombination(t.app, b.token, combinationBody([[pb, 1]]));
    const [, detail] = await calls();
    const victimId = (detail![1] as { id: string }).id;
    const mixed = await call(t.app, b.token, 'combinations/delete', { ids: [own.id, victimId], reason: 'x' });
    expect(mixed.statusCode).toBe(404);
    expect((await call(t.app, b.token, 'combinations/detail', { id: own.id })).statusCode).toBe(200);
    // Another company's product is "not found" on its line, without its SKU.
    const foreign = await call(
      t.app,
      b.token,
      'combinations/create',
      combinationBody([
        [pb, 1],
        [pa, 1],
      ]),
    );
    expect([foreign.statusCode, bodyOf(foreign).message, bodyOf(foreign).data]).toEqual([
      422,
      'The product does not exist or is not your company’s',
      { field: 'components.1.productId' },
    ]);
    expect(bodyOf(foreign).message).not.toContain(pa.sku);
  });

  it("offers the picker the company's passed products through the products list", async () => {
    const draft = await createProduct(t.app, a.token);
    const page = bodyOf<PageResult<Product>>(
      await call(t.app, a.token, 'products/page', { status: 'PASSED', size: 50 }),
    ).data;
    expect(page.records.every((p) => p.status === 'PASSED')).toBe(true);
    expect(page.records.map((p) => p.sku)).toContain(pa.sku);
    expect(page.records.map((p) => p.sku)).not.toContain(draft.sku);
  });
});
