import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OverReceipt, OverReceiptDetail } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { expectGuardedRoute, pageGrants, pageOf, renderRoutesAt, rowOf, signInAs } from '@/test/page-helpers';
import { overReceiptsRoutes } from '../routes';

const ROW: OverReceipt = {
  id: '7',
  overReceiptNo: 'OR20261101000007',
  warehouse: { id: '1', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' },
  inboundOrderId: '31',
  inboundOrderNo: 'IB20261030000031',
  productId: '5',
  sku: 'SKU-RED-1',
  productName: '红色杯子',
  forecast: 80,
  received: 95,
  excess: 15,
  status: 'UNCONFIRMED',
  decision: null,
  rejectReason: null,
  feeRecordId: null,
  feeOwed: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};
const ACCEPTED: OverReceiptDetail = {
  ...ROW,
  status: 'CONFIRMED',
  decision: 'ACCEPTED',
  feeRecordId: '88',
  decidedBy: 'demo',
  decidedAt: '2026-11-02T08:00:00.000Z',
  operations: [],
};
const ALL = pageGrants('OMS_ORDEROVERCHARGE', ['view', 'submit', 'export']);

const server = () =>
  fakeServer({
    '/api/over-receipts/page': pageOf([ROW]),
    '/api/over-receipts/warehouses': () => ({ data: [ROW.warehouse] }),
    '/api/over-receipts/accept': () => ({ data: { affected: 1 } }),
    '/api/over-receipts/reject': () => ({ data: { affected: 1 } }),
    '/api/over-receipts/detail': () => ({ data: ACCEPTED }),
    '/api/column-settings/get': () => ({ data: null }),
  });

describe('over-receipt pages', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(ALL));

  it('are guarded by OMS_ORDEROVERCHARGE', () => {
    const [list, detail] = overReceiptsRoutes;
    expectGuardedRoute([list!], 'order/inboundOverchargeManage', 'OMS_ORDEROVERCHARGE');
    expectGuardedRoute([detail!], 'order/inboundOverchargeManageDetail', 'OMS_ORDEROVERCHARGE');
  });

  it('lists over-receipts and accepts or rejects one after asking', async () => {
    const api = server();
    renderRoutesAt([overReceiptsRoutes[0]!], '/order/inboundOverchargeManage');
    await screen.findByText(ROW.overReceiptNo);
    const row = rowOf(ROW.overReceiptNo);
    expect(within(row).getByText('未确认')).toBeInTheDocument();
    expect(within(row).getByText('15')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId(`row-accept-${ROW.id}`));
    await userEvent.click(await screen.findByTestId('over-receipt-accept-ok'));
    await waitFor(() => expect(api.bodies('/api/over-receipts/accept')).toEqual([{ ids: ['7'] }]));
    await userEvent.click(screen.getByTestId(`row-reject-${ROW.id}`));
    await userEvent.click(await screen.findByTestId('over-receipt-reject-reason'));
    await userEvent.paste('Not ordered');
    await userEvent.click(screen.getByTestId('over-receipt-reject-ok'));
    await waitFor(() =>
      expect(api.bodies('/api/over-receipts/reject')).toEqual([{ ids: ['7'], reason: 'Not ordered' }]),
    );
  });

  it('shows an accepted over-receipt with its order and fee record links and no actions', async () => {
    server();
    renderRoutesAt(
      [overReceiptsRoutes[1]!],
      '/order/inboundOverchargeManageDetail',
      '/order/inboundOverchargeManageDetail?id=7',
    );
    expect(await screen.findByTestId('over-receipt-decision')).toHaveTextContent('接收入库');
    expect(screen.getByTestId('over-receipt-status')).toHaveTextContent('已确认');
    expect(screen.getByTestId('over-receipt-order')).toHaveAttribute('href', '/order/warehousDetail?id=31');
    expect(screen.getByTestId('over-receipt-fee')).toHaveAttribute('href', '/finance/feeInquiryDetail?id=88');
    expect(screen.queryByTestId('over-receipt-accept')).toBeNull();
  });
});
