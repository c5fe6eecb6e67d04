import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportCreateResponse, ImportResult, PageResult, SkuMapping, Store } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { multipart, readXlsx, xlsxBytes } from '../../lib/file-fixtures.test-support';
import { createMainAccount, post, type TestUser } from '../consignees/consignees.test-support';
import { createProduct } from '../products/products.test-support';
import { startFakeShopify, type FakeShopify } from './connectors/fake-shopify.test-support';

const P = '/api/stores';
const TOKEN = `shpat_${'d'.repeat(32)}`;

describe('store SKU mapping', () => {
  let t: TestApp;
  let fake: FakeShopify;
  let a: TestUser;
  let b: TestUser;
  let store: Store;
  let manual: Store;
  let skus: { id: string; sku: string }[];
  beforeAll(async () => {
    fake = await startFakeShopify();
    fake.addShop({ domain: 'maps.myshopify.com', token: TOKEN, name: 'Maps' });
    fake.addProduct('maps.myshopify.com', 'Mug', ['MUG-W', 'MUG-B']);
    t = await createTestApp({ SHOPIFY_BASE_URL: fake.baseUrl });
    a = await createMainAccount(t.app);
    b = await createMainAccount(t.app);
    skus = [await createProduct(t.app, a.token), await createProduct(t.app, a.token)];
    const created = await post<Store>(t.app, a, `${P}/create`, {
      name: 'Maps Shopify',
      platform: 'SHOPIFY',
      inventoryUpdate: 'AUTO',
      shopDomain: 'maps',
      accessToken: TOKEN,
    });
    store = created.body.data;
    manual = (
      await post<Store>(t.app, a, `${P}/create`, {
        name: 'Fairs',
        platform: 'MANUAL',
        inventoryUpdate: 'MANUAL',
      })
    ).body.data;
  });
  afterAll(() => fake.close());

  const page = async (user: TestUser, storeId: string, extra: Record<string, unknown> = {}) =>
    post<PageResult<SkuMapping>>(t.app, user, `${P}/mappings/page`, {
      current: 1,
      size: 50,
      storeId,
      ...extra,
    });

  it('adds, changes and deletes mappings; a platform SKU maps once per store', async () => {
    const added = await post<SkuMapping>(t.app, a, `${P}/mappings/save`, {
      storeId: store.id,
      platformSku: 'MUG-W',
      productId: skus[0]!.id,
    });
    expect(added.body.data).toMatchObject({ platformSku: 'MUG-W', sku: skus[0]!.sku });
    const again = await post(t.app, a, `${P}/mappings/save`, {
      storeId: store.id,
      platformSku: 'MUG-W',
      productId: skus[1]!.id,
    });
    expect([again.status, again.body.message]).toEqual([409, 'The platform SKU "MUG-W" is already mapped']);
    // The same platform SKU in another store is another mapping.
    expect(
      (
        await post(t.app, a, `${P}/mappings/save`, {
          storeId: manual.id,
          platformSku: 'MUG-W',
          productId: skus[1]!.id,
        })
      ).body.code,
    ).toBe(0);
    const changed = await post<SkuMapping>(t.app, a, `${P}/mappings/save`, {
      storeId: store.id,
      id: added.body.data.id,
      platformSku: 'MUG-W',
      productId: skus[1]!.id,
    });
    expect(changed.body.data.sku).toBe(skus[1]!.sku);
    const listed = await page(a, store.id);
    expect(listed.body.data.records.map((r) => [r.platformSku, r.sku])).toEqual([['MUG-W', skus[1]!.sku]]);
    const found = await page(a, store.id, { keyword: skus[1]!.sku.slice(4) });
    expect(found.body.data.total).toBe(1);
    const stores = await post<PageResult<Store>>(t.app, a, `${P}/page`, {
      current: 1,
      size: 10,
      sort: 'name',
    });
    expect(stores.body.data.records.map((s) => [s.name, s.mappingCount])).toEqual([
      ['Fairs', 1],
      ['Maps Shopify', 1],
    ]);

    // The platform's listings say which are mapped.
    const listings = await post<{ listings: { platformSku: string; mappedSku: string | null }[] }>(
      t.app,
      a,
      `${P}/listings`,
      { id: store.id },
    );
    expect(listings.body.data.listings.map((l) => [l.platformSku, l.mappedSku])).toEqual([
      ['MUG-W', skus[1]!.sku],
      ['MUG-B', null],
    ]);

    const deleted = await post(t.app, a, `${P}/mappings/delete`, {
      storeId: store.id,
      ids: [added.body.data.id],
    });
    expect(deleted.body.data).toEqual({ affected: 1 });
    expect((await page(a, store.id)).body.data.total).toBe(0);
  });

  it("keeps companies apart: another company's store, product or mapping is not found", async () => {
    const theirs = await createProduct(t.app, b.token);
    const res = await post(t.app, a, `${P}/mappings/save`, {
      storeId: store.id,
      platformSku: 'MUG-B',
      productId: theirs.id,
    });
    expect([res.status, res.body.message]).toEqual([422, 'There is no such product; choose another']);
    const zh = await post(
      t.app,
      a,
      `${P}/mappings/save`,
      { storeId: store.id, platformSku: 'MUG-B', productId: theirs.id },
      'zh',
    );
    expect(zh.body.message).toBe('产品不存在，请重新选择');
    expect((await page(b, store.id)).status).toBe(404);
    expect(
      (
        await post(t.app, b, `${P}/mappings/save`, {
          storeId: store.id,
          platformSku: 'X',
          productId: theirs.id,
        })
      ).status,
    ).toBe(404);
    expect((await post(t.app, b, `${P}/listings`, { id: store.id })).status).toBe(404);
  });

  const upload = async (user: TestUser, rows: string[][]) => {
    const body = multipart(
      { name: 'mapping.xlsx', content: await xlsxBytes(rows) },
      { kind: 'store-sku-mappings' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports/upload',
      headers: { ...body.headers, token: user.token, language: 'en' },
      payload: body.payload,
    });
    return res.json<{ code: number; data: ImportResult }>().data;
  };

  it('imports a mapping file all or nothing, naming the bad rows; a mapped SKU is re-pointed', async () => {
    const header = ['Store name', 'Platform SKU', 'Our SKU'];
    const bad = await upload(a, [
      header,
      ['maps shopify', 'MUG-W', skus[0]!.sku],
      ['Nowhere', 'MUG-B', skus[0]!.sku],
      ['Maps Shopify', 'MUG-B', 'NO-SUCH-SKU'],
      ['Maps Shopify', 'MUG-W', skus[1]!.sku],
    ]);
    expect(bad).toMatchObject({ status: 'FAILED', total: 4, failed: 3 });
    const errors = await readXlsx(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/files/download?id=${bad.errorFileId}`,
          headers: { token: a.token },
        })
      ).rawPayload,
    );
    expect(errors.slice(2).map((r) => r.at(-1))).toEqual([
      'Store name: There is no store named "Nowhere"',
      'Our SKU: There is no product with SKU "NO-SUCH-SKU"',
      'Platform SKU: The platform SKU "MUG-W" appears more than once in the file',
    ]);
    // The good row carries no reason.
    expect(errors[1]!.length).toBe(3);
    expect((await page(a, store.id)).body.data.total).toBe(0);

    const good = await upload(a, [
      header,
      ['Maps Shopify', 'MUG-W', skus[0]!.sku],
      ['Fairs', 'MUG-W', skus[0]!.sku],
    ]);
    expect(good).toMatchObject({ status: 'SUCCEEDED', succeeded: 2 });
    expect((await page(a, manual.id)).body.data.records.map((r) => r.sku)).toEqual([skus[0]!.sku]);
    // Another company's import cannot name this company's store.
    const foreign = await upload(b, [header, ['Maps Shopify', 'MUG-W', skus[0]!.sku]]);
    expect(foreign.status).toBe('FAILED');
  });

  it("exports one store's mapping", async () => {
    const exp = await post<ExportCreateResponse>(t.app, a, '/api/exports/create', {
      kind: 'store-sku-mappings',
      filters: { storeId: store.id },
    });
    if (exp.body.data.mode !== 'sync') throw new Error('expected a small export');
    const rows = await readXlsx(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/files/download?id=${exp.body.data.fileId}`,
          headers: { token: a.token },
        })
      ).rawPayload,
    );
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['Store name', 'Platform SKU', 'Our SKU'],
      ['Maps Shopify', 'MUG-W', skus[0]!.sku],
    ]);
  });

  it('the periodic check marks stores whose token was revoked', async () => {
    fake.shop('maps.myshopify.com').token = `shpat_${'e'.repeat(32)}`;
    const result = await t.app.services.stores.checkAll();
    expect(result).toEqual({ checked: 1, expired: 1 });
    const after = await post<Store>(t.app, a, `${P}/detail`, { id: store.id });
    expect(after.body.data.status).toBe('AUTH_EXPIRED');
  });
});
