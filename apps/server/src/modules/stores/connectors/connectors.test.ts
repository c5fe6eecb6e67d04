import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualOrderRow, ordersFromRows } from './manual';
import { createShopifyConnector } from './shopify';
import { startFakeShopify, type FakeShopify } from './fake-shopify.test-support';
import type { StoreAccess } from './connector';

const TOKEN = `shpat_${'b'.repeat(32)}`;

describe('Shopify connector against the fake shop', () => {
  let fake: FakeShopify;
  let access: StoreAccess;
  beforeAll(async () => {
    fake = await startFakeShopify();
    fake.addShop({ domain: 'tees.myshopify.com', token: TOKEN, name: 'Tees' });
    access = {
      platform: 'SHOPIFY',
      shopDomain: 'tees.myshopify.com',
      accessToken: TOKEN,
      inventoryUpdate: 'AUTO',
    };
  });
  afterAll(() => fake.close());
  const connector = () => createShopifyConnector({ baseUrl: fake.baseUrl });

  it('fetches every page of orders changed since a time, mapped to platform orders', async () => {
    fake.addOrders('tees.myshopify.com', 300, ['TEE-RED', 'TEE-BLUE']);
    const all = await connector().fetchOrders(access, new Date('2026-01-01T00:00:00Z'));
    expect(all.length).toBe(300);
    expect(all[0]).toMatchObject({
      orderNumber: '#1001',
      financialStatus: 'paid',
      shippingAddress: { name: 'Jane Roe 0', country: 'US', state: 'CA', postalCode: '90001' },
      lines: [
        { platformSku: 'TEE-RED', quantity: 1 },
        { platformSku: 'TEE-BLUE', quantity: 2 },
      ],
    });
    // Only those updated at or after the time.
    const recent = await connector().fetchOrders(access, new Date(Date.UTC(2026, 10, 1, 0, 250)));
    expect(recent.length).toBe(50);
  });

  it('pushes tracking as a fulfillment of the open fulfillment orders, once', async () => {
    const shop = fake.shop('tees.myshopify.com');
    const order = shop.orders[0]!;
    const push = { platformOrderId: String(order.id), carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    await connector().pushTracking(access, push);
    await connector().pushTracking(access, push);
    expect(shop.fulfillments).toEqual([{ orderId: order.id, company: 'UPS', number: '1Z999AA10123456784' }]);
    expect(order.fulfillment_status).toBe('fulfilled');
  });

  it('sets inventory levels by SKU at the active location and names unknown SKUs', async () => {
    fake.addProduct('tees.myshopify.com', 'Tee', ['TEE-RED', 'TEE-BLUE']);
    const shop = fake.shop('tees.myshopify.com');
    const result = await connector().pushInventory(access, [
      { platformSku: 'TEE-RED', available: 12 },
      { platformSku: 'NOPE', available: 3 },
    ]);
    expect(result).toEqual({ unknownSkus: ['NOPE'] });
    const red = shop.products.at(-1)!.variants[0]!;
    expect(shop.levels.get(red.inventory_item_id)).toBe(12);
  });

  it('reports a refused token as credentials refused, and an unknown shop as not found', async () => {
    await expect(
      connector().checkAuthorization({ ...access, accessToken: `shpat_${'c'.repeat(32)}` }),
    ).rejects.toMatchObject({
      key: 'stores.authExpired',
      credentialsRefused: true,
    });
    await expect(
      connector().checkAuthorization({ ...access, shopDomain: 'gone.myshopify.com' }),
    ).rejects.toMatchObject({
      key: 'stores.shopNotFound',
      credentialsRefused: false,
    });
    // Nothing listens there: unreachable.
    const nowhere = createShopifyConnector({ baseUrl: 'http://127.0.0.1:9/{shop}' });
    await expect(nowhere.checkAuthorization(access)).rejects.toMatchObject({ key: 'stores.shopUnreachable' });
  });

  it('retries a rate-limited call after Retry-After', async () => {
    const shop = fake.shop('tees.myshopify.com');
    shop.failures.push(429, 429);
    await expect(connector().checkAuthorization(access)).resolves.toMatchObject({ shopName: 'Tees' });
  });
});

describe('manual connector: orders from sheet rows', () => {
  it('groups lines by order number and checks each row', () => {
    const rows = [
      {
        orderNumber: 'M-1',
        platformSku: 'A',
        quantity: '2',
        name: 'Ann',
        country: 'us',
        city: 'LA',
        address1: '1 St',
      },
      {
        orderNumber: 'M-1',
        platformSku: 'B',
        quantity: '1',
        name: 'Ann',
        country: 'US',
        city: 'LA',
        address1: '1 St',
      },
      {
        orderNumber: 'M-2',
        platformSku: 'A',
        quantity: '5',
        name: 'Bo',
        country: 'DE',
        city: 'Berlin',
        address1: 'X 1',
      },
    ].map((r, i) => ({ rowNumber: i + 2, data: manualOrderRow.parse(r) }));
    const orders = ordersFromRows(rows);
    expect(
      orders.map((o) => [
        o.orderNumber,
        o.shippingAddress?.country,
        o.lines.map((l) => [l.platformSku, l.quantity]),
      ]),
    ).toEqual([
      [
        'M-1',
        'US',
        [
          ['A', 2],
          ['B', 1],
        ],
      ],
      ['M-2', 'DE', [['A', 5]]],
    ]);
    const bad = manualOrderRow.safeParse({
      orderNumber: 'M-3',
      platformSku: 'A',
      quantity: '0',
      name: 'C',
      country: 'USA',
      city: 'X',
      address1: 'Y',
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['quantity', 'stores.quantityFormat'],
      ['country', 'stores.countryFormat'],
    ]);
  });
});
