import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Store } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { pageGrants, renderRoutesAt, signInAs } from '@/test/page-helpers';
import { storesRoutes } from '../routes';

const PATH = '/basic/storeManage';
const STAMP = '2026-03-01T08:00:00.000Z';
const row = (extra: Partial<Store>): Store => ({
  id: '1',
  name: 'Acme',
  platform: 'SHOPIFY',
  status: 'ENABLED',
  inventoryUpdate: 'AUTO',
  shopDomain: 'acme.myshopify.com',
  authorization: {
    shopName: 'Acme Outdoor',
    credentialHint: 'shpat_…aaa1',
    authorizedAt: STAMP,
    checkedAt: null,
    error: 'stores.authExpired',
    errorParams: null,
  },
  mappingCount: 3,
  remark: null,
  createdAt: STAMP,
  updatedAt: STAMP,
  ...extra,
});
const ROWS = [
  row({ status: 'AUTH_EXPIRED' }),
  row({ id: '2', name: 'Offline', platform: 'MANUAL', inventoryUpdate: 'MANUAL', shopDomain: null }),
];

describe('StoreManagePage', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(pageGrants('OMS_BASICSTORE', ['view'])));

  it('shows each field as the catalogue reads it, and the authorization line by line', async () => {
    fakeServer({
      '/api/stores/page': () => ({
        data: { records: ROWS, total: 2, totalExact: true, current: 1, size: 20 },
      }),
      '/api/user/current': () => ({ data: null }),
      '/api/column-settings/get': () => ({ data: null }),
    });
    renderRoutesAt(storesRoutes, PATH);
    const shopify = (await screen.findByText('acme.myshopify.com')).closest('tr')!;
    for (const text of [
      'Shopify',
      '授权过期',
      '自动同步',
      '授权店铺：Acme Outdoor',
      '令牌：shpat_…aaa1',
      '未检查',
      '3',
    ])
      expect(within(shopify).getByText(text)).toBeTruthy();
    expect(within(shopify).getAllByText(/店铺授权已过期/).length).toBeGreaterThan(0);
    const manual = screen.getByText('Offline').closest('tr')!;
    for (const text of ['手工店铺（Excel 导入订单）', '启用', '手动更新', '无需授权'])
      expect(within(manual).getByText(text)).toBeTruthy();
  });
});
