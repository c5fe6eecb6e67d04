import { describe, expect, it } from 'vitest';
import type { PageResult, Product, ProductDetail } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company } from '../../../test/fixtures';
import { createProduct, productBody, uploadImages } from './products.test-support';

describe('products API: permissions and companies', () => {
  const t = useTestApp();

  /** Every call with the action code it needs. */
  const calls = async (token: string, target: ProductDetail): Promise<[string, object, string][]> => [
    ['products/page', {}, 'view'],
    ['products/detail', { id: target.id }, 'view'],
    ['brands/options', {}, 'view'],
    ['products/create', productBody(await uploadImages(t.app, token)), 'create'],
    ['products/update', { ...productBody(target.imageFileIds, { sku: target.sku }), id: target.id }, 'edit'],
    ['products/submit', { ids: [target.id] }, 'submit'],
    ['products/delete', { ids: [target.id], reason: 'test' }, 'delete'],
    ['exports/create', { kind: 'products', filters: {} }, 'export'],
    ['products/labels', { ids: [target.id] }, 'print'],
  ];

  const detailOf = async (token: string, id: string) =>
    bodyOf<ProductDetail>(await call(t.app, token, 'products/detail', { id })).data;

  it("never shows or changes another company's products (404)", async () => {
    const a = await company(t.app);
    const b = await company(t.app);
    const victim = await detailOf(a.token, (await createProduct(t.app, a.token)).id);
    const own = await createProduct(t.app, b.token);
    for (const [path, body] of await calls(b.token, victim)) {
      if (['products/page', 'products/create', 'brands/options', 'exports/create'].includes(path)) continue;
      const res = await call(t.app, b.token, path, body, 'zh');
      expect([path, res.statusCode, bodyOf(res).message]).toEqual([path, 404, '访问资源不存在']);
    }
    // A batch mixing in a foreign id changes nothing.
    const mixed = await call(t.app, b.token, 'products/submit', { ids: [own.id, victim.id] });
    expect(mixed.statusCode).toBe(404);
    expect((await detailOf(b.token, own.id)).status).toBe('TO_BE_SUBMITTED');
    const list = bodyOf<PageResult<Product>>(await call(t.app, b.token, 'products/page', { size: 500 })).data;
    expect(list.records.map((r) => r.id)).toEqual([own.id]);
    expect((await detailOf(a.token, victim.id)).status).toBe('TO_BE_SUBMITTED');
  });
});
