import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Brand, BrandOption, PageResult } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, exportFile, subAccountWith, uniqueName } from '../../../test/fixtures';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { createBrand, createProduct, productBody } from '../products/products.test-support';
import { products } from '../../schema';

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
      'The brand "Used brand" cannot be deleted while products use it (products: 1)',
    ]);
    const page = bodyOf<PageResult<Brand>>(await call(t.app, a.token, 'brands/page', { sort: 'name' }));
    expect(page.data.records.map((r) => [r.name, r.productCount])).toEqual([
      ['Free brand', 0],
      ['Used brand', 1],
    ]);
  });

  it("keeps each company's product count through create, brand change, delete and bulk writes", async () => {
    const a = await company(t.app);
    const b = await company(t.app);
    const [ba, ba2, bb] = [
      await createBrand(t.app, a.token, 'Shared'),
      await createBrand(t.app, a.token, 'Other'),
      await createBrand(t.app, b.token, 'Shared'),
    ];
    const p1 = await createProduct(t.app, a.token, { brandId: ba.id });
    const p2 = await createProduct(t.app, a.token, { brandId: ba.id });
    await createProduct(t.app, b.token, { brandId: bb.id });
    const counts = async (token: string) =>
      bodyOf<PageResult<Brand>>(await call(t.app, token, 'brands/page', { sort: 'name' })).data.records.map(
        (r) => [r.name, r.productCount],
      );
    expect([await counts(a.token), await counts(b.token)]).toEqual([
      [
        ['Other', 0],
        ['Shared', 2],
      ],
      [['Shared', 1]],
    ]);

    // Moving a product to another brand moves its count; an edit that keeps the brand moves none.
    const detail = async (id: string) =>
      bodyOf<Record<string, unknown>>(await call(t.app, a.token, 'products/detail', { id })).data;
    const edit = async (id: string, extra: Record<string, unknown>) => {
      const d = await detail(id);
      const res = await call(t.app, a.token, 'products/update', {
        ...productBody(d.imageFileIds as string[], { sku: d.sku, ...extra }),
        id,
      });
      expect(bodyOf(res).code).toBe(0);
    };
    await edit(p1.id, { brandId: ba2.id });
    await edit(p2.id, { brandId: ba.id, nameEn: 'Renamed' });
    expect(await counts(a.token)).toEqual([
      ['Other', 1],
      ['Shared', 1],
    ]);
    expect(bodyOf(await call(t.app, a.token, 'products/delete', { ids: [p1.id], reason: 'gone' })).code).toBe(
      0,
    );
    expect(await counts(a.token)).toEqual([
      ['Other', 0],
      ['Shared', 1],
    ]);

    // Whatever writes the rows (an import, a seed), the kept count equals a count of the products:
    // one statement of 500 rows over two brands, then one moving half of them, then one deleting.
    const db = t.app.deps.db;
    const [model] = await db
      .select()
      .from(products)
      .where(eq(products.id, Number(p2.id)));
    const { id: _id, ...row } = model!;
    const tag = uniqueName('BULK');
    await db.insert(products).values(
      Array.from({ length: 500 }, (_, i) => ({
        ...row,
        sku: `${tag}-${i}`,
        brandId: Number(i % 2 ? ba2.id : ba.id),
      })),
    );
    await db.execute(
      sql`update products set brand_id = ${ba.id} where company_id = ${a.companyId} and brand_id = ${ba2.id}`,
    );
    await db.execute(
      sql`delete from products where company_id = ${a.companyId} and sku like ${tag + '-%'} and id % 3 = 0`,
    );
    const drift = await db.execute(sql`select b.id from brands b
      where b.product_count <> (select count(*) from products p where p.brand_id = b.id)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [shared] = (await counts(a.token)).filter(([name]) => name === 'Shared');
    expect(shared![1]).toBeGreaterThan(300);
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

  it('writes the file as the list shows it: its columns in order, each cell as the list shows it', async () => {
    const a = await company(t.app);
    const b = await createBrand(t.app, a.token, 'Filed');
    await createProduct(t.app, a.token, { brandId: b.id });
    const row = bodyOf<Brand>(await call(t.app, a.token, 'brands/detail', { id: b.id })).data;
    const [header, line, more] = await readXlsx(
      (await exportFile(t.app, a.token, 'brands', { filters: {} }, 'zh')).raw,
    );
    expect(header).toEqual(['品牌名称', '产品数', '创建人', '创建时间', '更新时间']);
    expect(line?.slice(0, 3)).toEqual(['Filed', '1', row.createdBy]);
    expect(line?.slice(3)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      expect.any(String),
    ]);
    expect(more).toBeUndefined();
  });
});
