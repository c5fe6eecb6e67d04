import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CODE, PRODUCT_CODES, type SearchResult } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bodyOf, call, subAccountWith } from '../../../test/fixtures';
import {
  act,
  createOutbound,
  outboundWorld,
  parcelBody,
  type OutboundWorld,
} from '../outbound-orders/outbound-orders.test-support';

// The top bar's search through HTTP: numbers, SKUs and tracking numbers find the company's documents
// grouped by type; never another company's; only the types the caller's role may open.
describe('search', () => {
  let t: TestApp;
  let w: OutboundWorld;
  let order: { id: string; orderNo: string };
  beforeAll(async () => {
    t = await createTestApp();
    w = await outboundWorld(t.app);
    order = await createOutbound(
      t.app,
      w.a,
      parcelBody(w.k.warehouseId, [[w.pa[0]!, 1]], { submit: true, referenceNo: 'SHOP-77123' }),
    );
    expect((await act(t.app, w.k, order.id, 'start')).statusCode).toBe(200);
    const shipped = await act(t.app, w.k, order.id, 'ship', {
      parcels: [{ carrier: 'Carrier A', trackingNo: '9400SRCH55512', weightKg: '0.4' }],
    });
    expect(shipped.statusCode).toBe(200);
  });

  const search = async (token: string, keyword: string, language: 'zh' | 'en' = 'en') =>
    bodyOf<SearchResult>(await call(t.app, token, 'search/find', { keyword }, language));
  const hitsOf = (result: SearchResult, entity: string) =>
    result.groups.find((g) => g.entity === entity)?.hits ?? [];

  it('finds an outbound order by its number, its reference and its parcel tracking number', async () => {
    for (const keyword of [order.orderNo, 'shop-77', 'SRCH555']) {
      const res = await search(w.a.token, keyword);
      expect(res.code).toBe(0);
      const hits = hitsOf(res.data, 'outbound-orders');
      expect(hits.map((h) => h.id)).toEqual([order.id]);
      expect(hits[0]).toMatchObject({ number: order.orderNo, text: 'SHOP-77123', status: 'SHIPPED' });
    }
  });

  it('finds a product by its SKU, with the count of all matches and at most five shown', async () => {
    const sku = w.pa[0]!.sku;
    const res = await search(w.a.token, sku);
    const group = res.data.groups.find((g) => g.entity === 'products');
    expect(group?.hits.map((h) => h.number)).toContain(sku);
    expect(group!.hits.length).toBeLessThanOrEqual(5);
    expect(group!.total).toBeGreaterThanOrEqual(group!.hits.length);
  });

  it("never answers another company's documents", async () => {
    const res = await search(w.b.token, 'SRCH555');
    expect(res.code).toBe(0);
    expect(res.data.groups).toEqual([]);
    expect((await search(w.b.token, order.orderNo)).data.groups).toEqual([]);
  });

  it('answers only the types whose pages the role may open', async () => {
    const productsOnly = await subAccountWith(t.app, w.a.companyId, [PRODUCT_CODE, PRODUCT_CODES.view]);
    const res = await search(productsOnly.token, 'SRCH555');
    expect(res.data.groups).toEqual([]);
    const sku = await search(productsOnly.token, w.pa[0]!.sku);
    expect(sku.data.groups.map((g) => g.entity)).toEqual(['products']);
  });

  it('refuses a keyword too short to mean anything, in the caller’s language', async () => {
    const en = await search(w.a.token, ' ab ');
    expect(en.code).not.toBe(0);
    expect(en.message).toContain('at least 3 characters');
    expect((await search(w.a.token, 'ab', 'zh')).message).toContain('请至少输入 3 个字符');
    expect((await call(t.app, null, 'search/find', { keyword: 'SRCH555' })).statusCode).toBe(401);
  });
});
