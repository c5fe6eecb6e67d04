import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  STORE_CODES,
  type ListingsResult,
  type PageResult,
  type Store,
  type StoreCheckResult,
  type StoreDetail,
} from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { exportFile } from '../../../test/fixtures';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { colleague, createMainAccount, post, type TestUser } from '../consignees/consignees.test-support';
import { startFakeShopify, type FakeShopify } from './connectors/fake-shopify.test-support';
import { stores } from './stores.table';

const P = '/api/stores';
const token = (n: number) => `shpat_${String(n).padStart(32, 'a')}`;
let domains = 0;
const newDomain = () => `acme-${(domains += 1)}-${Date.now().toString(36)}.myshopify.com`;

describe('stores API', () => {
  let t: TestApp;
  let fake: FakeShopify;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    fake = await startFakeShopify();
    t = await createTestApp({ SHOPIFY_BASE_URL: fake.baseUrl });
    a = await createMainAccount(t.app);
    b = await createMainAccount(t.app);
  });
  afterAll(() => fake.close());

  const shopifyStore = (domain: string, extra: Record<string, unknown> = {}) => ({
    name: `Shop ${domain.slice(0, 12)}`,
    platform: 'SHOPIFY',
    inventoryUpdate: 'AUTO',
    shopDomain: domain,
    accessToken: token(1),
    ...extra,
  });

  it('connects a Shopify store after trying its token, and never answers the token', async () => {
    const domain = newDomain();
    fake.addShop({ domain, token: token(1), name: 'Acme Outdoor' });
    const created = await post<Store>(t.app, a, `${P}/create`, {
      ...shopifyStore(domain),
      // What people paste: the admin address.
      shopDomain: `https://${domain}/admin`,
    });
    expect(created.body.data).toMatchObject({
      platform: 'SHOPIFY',
      status: 'ENABLED',
      shopDomain: domain,
      authorization: { shopName: 'Acme Outdoor', credentialHint: 'shpat_…aaa1', error: null },
    });
    const id = created.body.data.id;
    const page = await post<PageResult<Store>>(t.app, a, `${P}/page`, { current: 1, size: 10 });
    const detail = await post<StoreDetail>(t.app, a, `${P}/detail`, { id });
    for (const res of [created, page, detail]) expect(JSON.stringify(res.body)).not.toContain(token(1));
    // At rest the token is sealed, not stored as typed.
    const [stored] = await t.app.deps.db
      .select()
      .from(stores)
      .where(eq(stores.id, Number(id)));
    const sealed = stored!.credentials!;
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(token(1).slice(6));
    expect(detail.body.data.operations.map((o) => o.action)).toEqual(['create']);
    // Another company does not see it.
    expect((await post(t.app, b, `${P}/detail`, { id })).status).toBe(404);
    const other = await post<PageResult<Store>>(t.app, b, `${P}/page`, { current: 1, size: 10 });
    expect(other.body.data.total).toBe(0);
  });

  it('says why a token could not be obtained, and keeps nothing', async () => {
    const domain = newDomain();
    fake.addShop({
      domain,
      token: token(2),
      scopes: ['read_orders', 'read_products', 'write_merchant_managed_fulfillment_orders'],
    });
    const cases: [Record<string, unknown>, string][] = [
      [
        { accessToken: token(3) },
        'Failed to obtain the independent site token: the shop refused the access token; check the token and that the app is installed',
      ],
      [
        { accessToken: token(2) },
        'Failed to obtain the independent site token: the app lacks the access scopes read_locations, write_inventory',
      ],
      [
        { shopDomain: 'nobody-here.myshopify.com' },
        'Failed to obtain the independent site token: the shop does not exist or is closed',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await post(t.app, a, `${P}/create`, { ...shopifyStore(domain), ...change });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.data).toMatchObject({ field: 'accessToken' });
    }
    // With manual inventory the inventory scopes are not needed.
    const manualStock = await post<Store>(t.app, a, `${P}/create`, {
      ...shopifyStore(domain, { accessToken: token(2), inventoryUpdate: 'MANUAL' }),
    });
    expect(manualStock.body).toMatchObject({ code: 0, data: { status: 'ENABLED' } });
    const zh = await post(
      t.app,
      a,
      `${P}/create`,
      { ...shopifyStore(domain), name: 'Another', accessToken: token(9) },
      'zh',
    );
    expect(zh.body.message).toBe(
      '获取独立站token失败：店铺拒绝了该访问令牌，请检查令牌是否正确、应用是否已安装',
    );
  });

  it('writes the authorization to the file as the list shows it: labelled, the failed check why, none for a manual store', async () => {
    const c = await createMainAccount(t.app);
    const domain = newDomain();
    const shop = fake.addShop({ domain, token: token(11), name: 'Filed Outdoor' });
    const created = await post<Store>(t.app, c, `${P}/create`, {
      ...shopifyStore(domain, { accessToken: token(11) }),
      name: 'A Shopify',
    });
    shop.token = token(12); // refused at the next check: the authorization expires
    await post(t.app, c, `${P}/check`, { id: created.body.data.id });
    await post(t.app, c, `${P}/create`, { name: 'B Manual', platform: 'MANUAL', inventoryUpdate: 'MANUAL' });
    const { credentialHint } = created.body.data.authorization;

    const [header, shopify, manual, more] = await readXlsx(
      (await exportFile(t.app, c.token, 'stores', { filters: { sort: 'name' } }, 'en')).raw,
    );
    expect(header).toEqual([
      'Store name',
      'Platform',
      'Shop domain',
      'Status',
      'Inventory update',
      'Authorization',
      'SKU mappings',
      'Remark',
      'Created',
      'Updated',
    ]);
    const stamp = '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d';
    expect(shopify?.slice(0, 5)).toEqual([
      'A Shopify',
      'Shopify',
      domain,
      'Authorization expired',
      'Automatic',
    ]);
    expect(shopify?.[5]).toMatch(
      new RegExp(
        `^Shop: Filed Outdoor / Token: ${credentialHint} / Last checked: ${stamp} / ` +
          'The store authorization has expired; enter a new access token to authorize it again$',
      ),
    );
    expect(manual?.slice(0, 7)).toEqual([
      'B Manual',
      'Manual (orders from Excel)',
      '',
      'Enabled',
      'Manual',
      'No authorization needed',
      '0',
    ]);
    expect(more).toBeUndefined();
  });

  it('checks the form rules of specification §5 on the server', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Enter the store name'],
      [{ name: 'x'.repeat(51) }, 'At most 50 characters'],
      [{ platform: 'AMAZON' }, 'This platform cannot be connected yet; choose Shopify or a manual store'],
      [{ shopDomain: 'acme.example.com' }, 'The shop domain looks like xxx.myshopify.com'],
      [{ shopDomain: '' }, 'Enter the shop domain'],
      [{ accessToken: 'hello' }, 'The access token is not valid (it starts with shpat_)'],
      [
        { platform: 'MANUAL', inventoryUpdate: 'AUTO' },
        'A manual store has no platform to push stock to: its inventory is updated by hand',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await post(t.app, a, `${P}/create`, { ...shopifyStore(newDomain()), ...change });
      expect([res.status, res.body.message]).toEqual([422, message]);
    }
  });

  it('refuses a second store of the same name in a company, not in another', async () => {
    const body = { name: 'Offline sales', platform: 'MANUAL', inventoryUpdate: 'MANUAL' };
    expect((await post(t.app, a, `${P}/create`, body)).body.code).toBe(0);
    const again = await post(t.app, a, `${P}/create`, { ...body, name: 'OFFLINE SALES' });
    expect([again.status, again.body.message]).toEqual([409, 'A store named "OFFLINE SALES" already exists']);
    expect((await post(t.app, b, `${P}/create`, body)).body.code).toBe(0);
  });

  it('marks a store whose token is revoked as authorization expired, raises a to-do, and re-authorizes', async () => {
    const domain = newDomain();
    const shop = fake.addShop({ domain, token: token(4) });
    const created = await post<Store>(
      t.app,
      a,
      `${P}/create`,
      shopifyStore(domain, { accessToken: token(4) }),
    );
    const id = created.body.data.id;
    const ok = await post<StoreCheckResult>(t.app, a, `${P}/check`, { id });
    expect(ok.body.data).toMatchObject({ ok: true, message: `Connected: ${shop.name} (Shopify)` });

    shop.token = token(5); // the merchant uninstalled the app: the old token is refused
    const refused = await post<StoreCheckResult>(t.app, a, `${P}/check`, { id });
    expect(refused.body.data).toMatchObject({
      ok: false,
      message: 'The store authorization has expired; enter a new access token to authorize it again',
      store: { status: 'AUTH_EXPIRED', authorization: { error: 'stores.authExpired' } },
    });
    const todos = await post<{ relateType: number; title: string }[]>(t.app, a, '/api/homepage/todoList', {
      relateType: 13,
    });
    expect(todos.body.data.map((r) => r.title)).toEqual([
      `${created.body.data.name}: The store authorization has expired; enter a new access token to authorize it again`,
    ]);
    // It cannot be enabled back without new credentials, nor used.
    const enable = await post(t.app, a, `${P}/enable`, { ids: [id] });
    expect(enable.status).toBe(409);
    expect((await post(t.app, a, `${P}/listings`, { id })).status).toBe(409);

    const reauthorized = await post<Store>(t.app, a, `${P}/update`, {
      id,
      name: created.body.data.name,
      inventoryUpdate: 'AUTO',
      accessToken: token(5),
    });
    expect(reauthorized.body.data).toMatchObject({ status: 'ENABLED', authorization: { error: null } });
    const after = await post<unknown[]>(t.app, a, '/api/homepage/todoList', { relateType: 13 });
    expect(after.body.data).toEqual([]);
    const detail = await post<StoreDetail>(t.app, a, `${P}/detail`, { id });
    expect(detail.body.data.operations.map((o) => o.action)).toEqual([
      'create',
      'authExpired',
      'reauthorize',
    ]);
  });

  it('enables an expired store again when its token works again: the to-do is settled, the notice an update', async () => {
    const domain = newDomain();
    const shop = fake.addShop({ domain, token: token(6) });
    const created = await post<Store>(
      t.app,
      a,
      `${P}/create`,
      shopifyStore(domain, { accessToken: token(6) }),
    );
    const id = created.body.data.id;
    const live: { kind?: unknown; relateType?: unknown; status?: unknown }[] = [];
    const stop = t.app.deps.notifier.subscribe((n) => live.push(n.payload));
    try {
      shop.token = token(7);
      await post(t.app, a, `${P}/check`, { id });
      shop.token = token(6); // the merchant reinstalled the app with the same token
      const back = await post<StoreCheckResult>(t.app, a, `${P}/check`, { id });
      expect(back.body.data).toMatchObject({ ok: true, store: { status: 'ENABLED' } });
      const todos = await post<unknown[]>(t.app, a, '/api/homepage/todoList', { relateType: 13 });
      expect(todos.body.data).toEqual([]);
      expect(live.map((p) => [p.kind, p.relateType, p.status])).toEqual([
        ['todo', 13, 'AUTH_EXPIRED'],
        ['update', 13, 'ENABLED'],
      ]);
    } finally {
      stop();
    }
  });

  it('names the scopes a shop took away, and keeps the store as it was', async () => {
    const domain = newDomain();
    const shop = fake.addShop({ domain, token: token(8) });
    const created = await post<Store>(
      t.app,
      a,
      `${P}/create`,
      shopifyStore(domain, { accessToken: token(8) }),
    );
    shop.scopes = shop.scopes.filter((s) => s !== 'write_inventory');
    const res = await post<StoreCheckResult>(t.app, a, `${P}/check`, { id: created.body.data.id });
    expect(res.body.data).toMatchObject({
      ok: false,
      message: 'Failed to obtain the independent site token: the app lacks the access scopes write_inventory',
      store: {
        status: 'ENABLED',
        authorization: { error: 'stores.scopesMissing', errorParams: { scopes: 'write_inventory' } },
      },
    });
  });

  it('keeps the token on an edit without one; a new shop domain needs its token', async () => {
    const domain = newDomain();
    fake.addShop({ domain, token: token(6) });
    const created = await post<Store>(
      t.app,
      a,
      `${P}/create`,
      shopifyStore(domain, { accessToken: token(6) }),
    );
    const id = created.body.data.id;
    const renamed = await post<Store>(t.app, a, `${P}/update`, {
      id,
      name: 'Renamed',
      inventoryUpdate: 'MANUAL',
    });
    expect(renamed.body.data).toMatchObject({
      name: 'Renamed',
      authorization: { credentialHint: 'shpat_…aaa6' },
    });
    const moved = await post(t.app, a, `${P}/update`, {
      id,
      name: 'Renamed',
      inventoryUpdate: 'MANUAL',
      shopDomain: newDomain(),
    });
    expect([moved.status, moved.body.message]).toEqual([
      422,
      'A new shop domain needs the access token of that shop',
    ]);
    // Back to pushing stock: the kept token is tried for the inventory scopes.
    const auto = await post<Store>(t.app, a, `${P}/update`, { id, name: 'Renamed', inventoryUpdate: 'AUTO' });
    expect(auto.body.data.inventoryUpdate).toBe('AUTO');
  });

  it('enables, disables and deletes with a reason, all or nothing across companies', async () => {
    const make = async (user: TestUser, name: string) =>
      (await post<Store>(t.app, user, `${P}/create`, { name, platform: 'MANUAL', inventoryUpdate: 'MANUAL' }))
        .body.data.id;
    const mine = await make(a, 'Manual A1');
    const theirs = await make(b, 'Manual B1');
    expect((await post(t.app, a, `${P}/disable`, { ids: [mine, theirs] })).status).toBe(404);
    expect((await post(t.app, a, `${P}/disable`, { ids: [mine] })).body.data).toEqual({ affected: 1 });
    expect((await post(t.app, a, `${P}/enable`, { ids: [mine] })).body.data).toEqual({ affected: 1 });
    const noReason = await post(t.app, a, `${P}/delete`, { ids: [mine] });
    expect(noReason.status).toBe(422);
    expect((await post(t.app, a, `${P}/delete`, { ids: [mine], reason: 'closed' })).body.data).toEqual({
      affected: 1,
    });
    expect((await post(t.app, b, `${P}/detail`, { id: theirs })).status).toBe(200);
  });

  it('answers 403 to a sub-account without the code, per action', async () => {
    const viewer = await colleague(t.app, a, [STORE_CODES.view]);
    expect((await post(t.app, viewer, `${P}/page`, { current: 1, size: 10 })).status).toBe(200);
    const refused = await post(t.app, viewer, `${P}/create`, {
      name: 'Nope',
      platform: 'MANUAL',
      inventoryUpdate: 'MANUAL',
    });
    expect(refused.status).toBe(403);
    const nobody = await colleague(t.app, a, []);
    expect((await post(t.app, nobody, `${P}/page`, { current: 1, size: 10 })).status).toBe(403);
  });

  it("lists the platform's SKUs with their mapping state, across pages, after a rate limit", async () => {
    const domain = newDomain();
    const shop = fake.addShop({ domain, token: token(7) });
    for (let i = 0; i < 260; i += 1) fake.addProduct(domain, `Tee ${i}`, [`TEE-${i}`]);
    fake.addProduct(domain, 'Gift card', ['']);
    const id = (await post<Store>(t.app, a, `${P}/create`, shopifyStore(domain, { accessToken: token(7) })))
      .body.data.id;
    shop.failures.push(429);
    const res = await post<ListingsResult>(t.app, a, `${P}/listings`, { id });
    expect(res.body.data.listings.length).toBe(260);
    expect(res.body.data.withoutSku).toBe(1);
    expect(res.body.data.listings[0]).toEqual({
      platformSku: 'TEE-0',
      title: 'Tee 0 / TEE-0',
      mappedSku: null,
    });
    expect(shop.calls.filter((c) => c.startsWith('GET /admin/api/2025-01/products.json')).length).toBe(3);
    // A manual store has no listings.
    const manual = (
      await post<Store>(t.app, a, `${P}/create`, {
        name: 'Manual L',
        platform: 'MANUAL',
        inventoryUpdate: 'MANUAL',
      })
    ).body.data.id;
    const none = await post(t.app, a, `${P}/listings`, { id: manual });
    expect([none.status, none.body.message]).toEqual([409, 'This platform has no listings to fetch']);
  });
});
