import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FINANCE_RECHARGE_CODES,
  INBOUND_CODES,
  INVENTORY_CODES,
  PRODUCT_CODES,
  type AgeingWarning,
  type StockRow,
} from '@oms/contracts';
import { useSession } from '@/shared/stores/session-store';
import { fakeApi, renderHomePage } from './test-utils';

// The seller's workbench on the home page: quick actions for whoever may do them, the low-stock card
// and the storage-tier card (issue 22 §5).

const warehouse = { id: '1', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' };
const lowRow = (sku: string, available: number, coverDays: number | null): StockRow => ({
  id: sku,
  warehouse,
  productId: '9',
  sku,
  nameZh: '蓝牙耳机',
  nameEn: 'Earbuds',
  brandName: null,
  category: 'ELECTRONICS' as StockRow['category'],
  inTransit: 40,
  available,
  reserved: 0,
  unsellable: 0,
  shipped: 0,
  total: available,
  volume: '0.0100',
  oldestAgeDays: 12,
  alert: { threshold: 50, source: 'SET', outflow: 90, low: true, coverDays },
  updatedAt: '2026-11-20T00:00:00.000Z',
});
const warning = (sku: string, inDays: number): AgeingWarning => ({
  balanceId: sku,
  warehouse,
  sku,
  nameZh: '蓝牙耳机',
  nameEn: 'Earbuds',
  pieces: 120,
  volume: '0.2400',
  ageDays: 31 - inDays,
  tierFrom: 31,
  inDays,
  currency: 'USD',
  priceNow: '0.45',
  priceNext: '0.60',
  extraPerDay: '0.04',
});

const api = (warnings: AgeingWarning[]) =>
  fakeApi({
    'homepage/todoList': () => ({ data: [] }),
    'inventory/page': () => ({
      data: {
        records: [lowRow('EAR-1', 3, 1), lowRow('EAR-2', 30, 10)],
        total: 7,
        current: 1,
        size: 5,
        totals: {},
      },
    }),
    'inventory/ageing-warnings': () => ({ data: { rows: warnings, total: warnings.length } }),
  });

const signIn = (permissions: string[]) =>
  useSession.setState({
    userInfo: { userName: '张三', accountName: 'zhangsan', customerType: 1, userId: 'u1' },
    companyName: '示例公司',
    permissions: ['OMS_HOME', ...permissions],
  });

describe('the workbench', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the quick actions the viewer may take, each opening its form', async () => {
    signIn([INBOUND_CODES.create, PRODUCT_CODES.create, FINANCE_RECHARGE_CODES.create]);
    api([]);
    renderHomePage();
    const card = await screen.findByTestId('home-quick-actions');
    expect(within(card).getByTestId('quick-inbound')).toHaveAttribute(
      'href',
      '/order/warehousManage?create=1',
    );
    expect(within(card).getByTestId('quick-product')).toHaveAttribute(
      'href',
      '/basic/productManage?create=1',
    );
    expect(within(card).getByTestId('quick-recharge')).toHaveAttribute('href', '/finance/recharge');
    expect(within(card).queryByTestId('quick-reservation')).toBeNull();
    expect(card).toHaveTextContent('新建入库单');
  });

  it('shows no quick actions card and no stock cards to a viewer who may do none of it', async () => {
    signIn([]);
    const calls = api([]);
    renderHomePage();
    await screen.findByTestId('home-welcome');
    expect(screen.queryByTestId('home-quick-actions')).toBeNull();
    expect(screen.queryByTestId('defer-low-stock')).toBeNull();
    expect(calls.callsTo('inventory/page')).toEqual([]);
  });

  it('lists the SKUs at their threshold, the lowest first, and the pieces about to cost more', async () => {
    signIn([INVENTORY_CODES.view]);
    const calls = api([1, 3, 4, 5, 6, 7].map((d) => warning(`SKU-${d}`, d)));
    renderHomePage();
    const low = await screen.findByTestId('home-low-stock');
    expect(await within(low).findByTestId('home-low-EAR-1')).toHaveTextContent(
      'EAR-1 LAX · 洛杉矶仓可用 3 · 预警值 50 · 在途 40约可售 1 天',
    );
    expect(within(low).getByText('查看全部 7 条').closest('a')).toHaveAttribute(
      'href',
      '/order/stock?lowStock=YES',
    );
    expect(calls.bodies('inventory/page')[0]).toMatchObject({ lowStock: 'YES', sort: 'available', size: 5 });

    const ageing = await screen.findByTestId('home-ageing');
    const first = await within(ageing).findByTestId('home-ageing-SKU-1');
    expect(first).toHaveTextContent('120 件，库龄 30 天；第 31 天起进入更高档');
    expect(first).toHaveTextContent('1 天后');
    expect(first).toHaveTextContent('USD 0.45→USD 0.60每 m³·天1 天后+USD 0.04/天');
    expect(within(ageing).queryByTestId('home-ageing-SKU-7')).toBeNull();
    await userEvent.click(within(ageing).getByTestId('home-ageing-more'));
    expect(within(ageing).getByTestId('home-ageing-SKU-7')).toBeInTheDocument();
  });
});
