import { beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, Product, ProductDetail } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bodyOf,
  call,
  company,
  createProduct,
  productBody,
  subAccountWith,
  uploadImages,
} from './products.test-support';

const VIEW = ['OMS_BASICSKU', 'OMS_BASICSKU:view'];

describe('products API: permissions and companies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

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

  it('answers 403 without the codes, and lets each action code do its call', async () => {
    const a = await company(t.app);
    const target = await detailOf(a.token, (await createProduct(t.app, a.token)).id);
    const none = await subAccountWith(t.app, a.companyId, [
      'OMS_HOME',
      'OMS_BASICBRAND',
      'OMS_BASICBRAND:view',
    ]);
    const viewer = await subAccountWith(t.app, a.companyId, VIEW);
    for (const [path, body, action] of await calls(a.token, target)) {
      const res = await call(t.app, none.token, path, body, 'zh');
      expect([path, res.statusCode, bodyOf(res).message]).toEqual([path, 403, '权限不足，请联系管理员']);
      const viewed = await call(t.app, viewer.token, path, body);
      expect([path, viewed.statusCode]).toEqual([path, action === 'view' ? 200 : 403]);
    }
    // Each action on a fresh product (a submit would keep the delete from deleting).
    for (const action of ['create', 'edit', 'submit', 'delete', 'export', 'print']) {
      const fresh = await detailOf(a.token, (await createProduct(t.app, a.token)).id);
      const [path, body] = (await calls(a.token, fresh)).find(([, , x]) => x === action)!;
      const holder = await subAccountWith(t.app, a.companyId, [...VIEW, `OMS_BASICSKU:${action}`]);
      const res = await call(t.app, holder.token, path, body);
      expect([path, res.statusCode]).toEqual([path, 200]);
    }
  });

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

  it('documents the calls in the OpenAPI documents (customer and warehouse)', async () => {
    const paths = async (url: string) =>
      Object.keys((await t.app.inject({ method: 'GET', url })).json<{ paths: object }>().paths);
    const api = await paths('/api/docs/json');
    for (const action of ['page', 'detail', 'create', 'update', 'submit', 'delete', 'labels'])
      expect(api).toContain(`/api/products/${action}`);
    for (const action of ['page', 'detail', 'options', 'create', 'update', 'delete'])
      expect(api).toContain(`/api/brands/${action}`);
    expect(api.some((p) => p.startsWith('/open-api'))).toBe(false);
    const open = await paths('/open-api/docs/json');
    expect(open).toEqual(
      expect.arrayContaining([
        '/open-api/warehouse/products/pending',
        '/open-api/warehouse/products/{id}',
        '/open-api/warehouse/products/{id}/approve',
        '/open-api/warehouse/products/{id}/reject',
      ]),
    );
  });
});
