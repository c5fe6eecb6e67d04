import { describe, expect, it } from 'vitest';
import type { Brand, BrandOption, PageResult } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, subAccountWith, uniqueName } from '../../../test/fixtures';
import { createBrand, createProduct } from '../products/products.test-support';

const VIEW = ['OMS_BASICBRAND', 'OMS_BASICBRAND:view'];

describe('brands API', () => {
  const t = useTestApp();

  it('creates, lists, renames and deletes a brand, with its operation records', async () => {
    const a = await company(t.app);
    const b = await createBrand(t.app, a.token, 'Anker');
    const page = bodyOf<PageResult<Brand>>(await call(t.app, a.token, 'brands/page', { name: 'ank' }));
    expect(page.data.records).toMatchObject([{ id: b.id, name: 'Anker', productCount: 0 }]);
    const renamed = bodyOf<Brand>(
      await call(t.app, a.token, 'brands/update', { id: b.id, name: 'Anker Pro' }),
    );
    expect(renamed.data.name).toBe('Anker Pro');
    const options = bodyOf<BrandOption[]>(await call(t.app, a.token, 'brands/options'));
    expect(options.data).toEqual([{ id: b.id, name: 'Anker Pro' }]);
    const del = await call(t.app, a.token, 'brands/delete', { ids: [b.id] });
    expect(bodyOf(del).data).toEqual({ affected: 1 });
    expect((await call(t.app, a.token, 'brands/detail', { id: b.id })).statusCode).toBe(404);
  });

  it('keeps names unique in the company ignoring case, and requires one', async () => {
    const a = await company(t.app);
    const other = await company(t.app);
    await createBrand(t.app, a.token, 'Baseus');
    const dup = await call(t.app, a.token, 'brands/create', { name: ' baseus ' }, 'zh');
    expect([dup.statusCode, bodyOf(dup).message, bodyOf(dup).data]).toEqual([
      422,
      '品牌名称已存在',
      { field: 'name' },
    ]);
    // Another company may use the name.
    expect((await call(t.app, other.token, 'brands/create', { name: 'Baseus' })).statusCode).toBe(200);
    const second = await createBrand(t.app, a.token, 'Ugreen');
    const rename = await call(t.app, a.token, 'brands/update', { id: second.id, name: 'BASEUS' });
    expect(rename.statusCode).toBe(422);
    const empty = await call(t.app, a.token, 'brands/create', { name: '  ' }, 'zh');
    expect(bodyOf(empty).message).toBe('请输入品牌名称');
    const long = await call(t.app, a.token, 'brands/create', { name: 'x'.repeat(101) }, 'en');
    expect(bodyOf(long).message).toBe('At most 100 characters');
  });

  it('refuses to delete a brand a product uses, and deletes nothing of the batch', async () => {
    const a = await company(t.app);
    const used = await createBrand(t.app, a.token, 'Used brand');
    const free = await createBrand(t.app, a.token, 'Free brand');
    await createProduct(t.app, a.token, { brandId: used.id });
    const res = await call(t.app, a.token, 'brands/delete', { ids: [free.id, used.id] }, 'en');
    expect([res.statusCode, bodyOf(res).message]).toEqual([
      409,
      'The brand "Used brand" is used by 1 product(s) and cannot be deleted',
    ]);
    const page = bodyOf<PageResult<Brand>>(await call(t.app, a.token, 'brands/page', { sort: 'name' }));
    expect(page.data.records.map((r) => [r.name, r.productCount])).toEqual([
      ['Free brand', 0],
      ['Used brand', 1],
    ]);
  });

  it('answers 403 without the codes and 404 for another company, on every call', async () => {
    const a = await company(t.app);
    const b = await company(t.app);
    const target = await createBrand(t.app, a.token);
    const calls: [string, Record<string, unknown>, string][] = [
      ['brands/page', {}, 'view'],
      ['brands/detail', { id: target.id }, 'view'],
      ['brands/create', { name: uniqueName('n') }, 'create'],
      ['brands/update', { id: target.id, name: uniqueName('n') }, 'edit'],
      ['brands/delete', { ids: [target.id] }, 'delete'],
    ];
    const none = await subAccountWith(t.app, a.companyId, ['OMS_HOME']);
    const viewer = await subAccountWith(t.app, a.companyId, VIEW);
    for (const [path, body, action] of calls) {
      const res = await call(t.app, none.token, path, body, 'zh');
      expect([path, res.statusCode, bodyOf(res).message]).toEqual([path, 403, '权限不足，请联系管理员']);
      const viewed = await call(t.app, viewer.token, path, body);
      expect([path, viewed.statusCode]).toEqual([path, action === 'view' ? 200 : 403]);
    }
    expect((await call(t.app, viewer.token, 'brands/options')).statusCode).toBe(403);
    for (const [path, body] of calls.filter(([p]) =>
      ['detail', 'update', 'delete'].some((x) => p.endsWith(x)),
    )) {
      const res = await call(t.app, b.token, path, body);
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
    const bPage = bodyOf<PageResult<Brand>>(await call(t.app, b.token, 'brands/page', {}));
    expect(bPage.data.records).toEqual([]);
  });

  it('exports the list', async () => {
    const a = await company(t.app);
    await createBrand(t.app, a.token, 'Export me');
    const res = await call(t.app, a.token, 'exports/create', { kind: 'brands', filters: {} });
    expect(bodyOf<{ mode: string }>(res).code).toBe(0);
  });
});
