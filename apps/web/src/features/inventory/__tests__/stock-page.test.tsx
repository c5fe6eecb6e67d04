import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMessage, type StockRow, type StockTotals } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { pageGrants, pageOf, renderRoutesAt, signInAs } from '@/test/page-helpers';
import { inventoryRoutes } from '../routes';

// The stock list's "Set threshold" row action (issue 22 §5): shown only to whoever may edit, it opens
// the threshold dialog on that balance, refuses what the contracts refuse, and saves a figure or the
// default.

const warehouse = { id: '1', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' };
const ROW: StockRow = {
  id: '42',
  warehouse,
  productId: '9',
  sku: 'EAR-1',
  nameZh: '蓝牙耳机',
  nameEn: 'Earbuds',
  brandName: null,
  category: 'ELECTRONICS' as StockRow['category'],
  inTransit: 0,
  available: 30,
  reserved: 0,
  unsellable: 0,
  shipped: 0,
  total: 30,
  volume: '0.0100',
  oldestAgeDays: 12,
  alert: { threshold: 45, source: 'OUTFLOW', outflow: 45, low: true, coverDays: 20 },
  updatedAt: '2026-11-20T00:00:00.000Z',
};

// The list's totals of its one row.
const { inTransit, available, reserved, unsellable, shipped, total, volume } = ROW;
const TOTALS: StockTotals = { inTransit, available, reserved, unsellable, shipped, total, volume, rows: 1 };

const withTotals = (answer: unknown) => {
  const { data } = answer as { data: object };
  return { data: { ...data, totals: TOTALS } };
};

const server = () =>
  fakeServer({
    '/api/inventory/page': (body, url) => withTotals(pageOf([ROW])(body, url)),
    '/api/inventory/warehouses': () => ({ data: [warehouse] }),
    '/api/inventory/set-threshold': () => ({ data: { ...ROW.alert, threshold: 25, source: 'SET' } }),
    '/api/column-settings/get': () => ({ data: null }),
  });

describe('the stock list', () => {
  setUpPortalEachTest();

  it('sets a balance threshold from its row: refuses a negative, saves a figure, then the default', async () => {
    signInAs(pageGrants('OMS_ORDERSTOCK', ['view', 'edit', 'export']));
    const api = server();
    renderRoutesAt([inventoryRoutes[0]!], '/order/stock');
    await userEvent.click(await screen.findByTestId(`stock-set-threshold-${ROW.id}`));
    // The default (the last 30 days' shipments) is on: turn it off to type a figure.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/EAR-1/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    const input = await screen.findByTestId('threshold-input');
    await userEvent.type(input, '-1');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(formatMessage('inventory.thresholdRange', 'zh'))).toBeInTheDocument();
    expect(api.bodies('/api/inventory/set-threshold')).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.bodies('/api/inventory/set-threshold')).toEqual([{ id: '42', threshold: 25 }]),
    );

    await userEvent.click(await screen.findByTestId(`stock-set-threshold-${ROW.id}`));
    // Back to the default: no figure is sent.
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.bodies('/api/inventory/set-threshold')).toHaveLength(2));
    expect(api.bodies('/api/inventory/set-threshold')[1]).toEqual({ id: '42', threshold: null });
  });

  it('offers no threshold action to whoever may only look', async () => {
    signInAs(pageGrants('OMS_ORDERSTOCK', ['view']));
    server();
    renderRoutesAt([inventoryRoutes[0]!], '/order/stock');
    await screen.findByText(ROW.sku);
    expect(screen.queryByTestId(`stock-set-threshold-${ROW.id}`)).toBeNull();
  });
});
