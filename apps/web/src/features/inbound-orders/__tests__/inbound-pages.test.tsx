import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InboundDetail, InboundOrder } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { expectGuardedRoute, pageGrants, pageOf, renderRoutesAt, rowOf, signInAs } from '@/test/page-helpers';
import { lineQuantity, totalsOf } from '../components/lines-editor';
import { inboundOrdersRoutes } from '../routes';

const WAREHOUSE = { id: '3', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' };
const ORDER: InboundOrder = {
  id: '41',
  orderNo: 'IB20301101000041',
  inboundType: 'STANDARD',
  headLeg: 'SELF_DELIVERY',
  status: 'WITH_DIFFERENCE',
  errorFromStatus: null,
  differenceStatus: 'UNCONFIRMED',
  warehouse: WAREHOUSE,
  expectedArrival: '2030-11-15',
  containerNo: null,
  containerType: null,
  sealNo: null,
  shippingCompany: null,
  billOfLading: null,
  deliveryNo: null,
  truckNo: null,
  driver: null,
  portOfLoading: null,
  portOfDestination: null,
  etd: null,
  eta: null,
  skuCount: 1,
  totalBoxes: 2,
  totalQuantity: 80,
  receivedBoxes: 2,
  receivedQuantity: 79,
  rejectReason: null,
  errorReason: null,
  remark: null,
  createdBy: 'demo',
  createdAt: '2030-11-01T08:00:00.000Z',
  submittedAt: '2030-11-01T08:00:00.000Z',
  approvedAt: '2030-11-01T09:00:00.000Z',
  completedAt: null,
  updatedAt: '2030-11-02T08:00:00.000Z',
};
const DETAIL: InboundDetail = {
  ...ORDER,
  attachments: { cutOff: [], customsDeclaration: [], clearance: [] },
  lines: [
    {
      id: '1',
      productId: '7',
      sku: 'EARBUD-BLK-01',
      nameCn: '蓝牙耳机 黑色',
      nameEn: 'Bluetooth earbuds',
      piecesPerCarton: 40,
      boxes: 2,
      quantity: 80,
      receivedBoxes: 2,
      receivedQuantity: 79,
      difference: -1,
      putAwayQuantity: null,
    },
  ],
  milestones: [
    {
      id: '1',
      milestone: 'RECEIPT',
      occurredAt: '2030-11-02T08:00:00.000Z',
      note: null,
      createdBy: '洛杉矶仓',
    },
  ],
  fees: [],
  feesOwed: [],
  operations: [],
};
const ALL = pageGrants('OMS_ORDERWAREHOUS', [
  'view',
  'create',
  'edit',
  'submit',
  'cancel',
  'print',
  'import',
]);

const server = () =>
  fakeServer({
    '/api/inbound-orders/page': pageOf([ORDER]),
    '/api/inbound-orders/detail': () => ({ data: DETAIL }),
    '/api/inbound-orders/warehouses': () => ({ data: [{ ...WAREHOUSE, country: 'US' }] }),
    '/api/certification/state': () => ({ data: { status: 'PASSED', rejectReason: null } }),
    '/api/column-settings/get': () => ({ data: null }),
  });

describe('inbound orders pages', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(ALL));

  it('are guarded by OMS_ORDERWAREHOUS', () => {
    const [list, detail] = inboundOrdersRoutes;
    expectGuardedRoute([list!], 'order/warehousManage', 'OMS_ORDERWAREHOUS');
    expectGuardedRoute([detail!], 'order/warehousDetail', 'OMS_ORDERWAREHOUS');
  });

  it('lists orders with their state, quantities and difference; create sits behind the certification', async () => {
    server();
    renderRoutesAt([inboundOrdersRoutes[0]!], '/order/warehousManage');
    await screen.findByText(ORDER.orderNo);
    const row = rowOf(ORDER.orderNo);
    expect(within(row).getByText('有差异')).toBeInTheDocument();
    expect(within(row).getByTestId(`inbound-difference-${ORDER.orderNo}`)).toHaveTextContent('-1');
    expect(within(row).getByText('LAX · 洛杉矶仓')).toBeInTheDocument();
    expect(await screen.findByTestId('inbound-create')).toBeInTheDocument();
  });

  it('shows the detail: lines with the difference, milestones, and the buttons the machine allows', async () => {
    server();
    renderRoutesAt([inboundOrdersRoutes[1]!], '/order/warehousDetail', '/order/warehousDetail?id=41');
    expect(await screen.findByTestId('inbound-status')).toHaveTextContent('有差异');
    expect(screen.getByTestId('inbound-line-difference-EARBUD-BLK-01')).toHaveTextContent('-1');
    expect(screen.getByTestId('inbound-confirm-difference')).toBeInTheDocument();
    expect(screen.getByTestId('inbound-print-labels')).toBeInTheDocument();
    expect(screen.queryByTestId('inbound-submit')).toBeNull();
    expect(screen.queryByTestId('inbound-edit')).toBeNull();
    await waitFor(() =>
      expect(document.querySelector('[data-milestone=RECEIPT]')?.getAttribute('data-reached')).toBe('yes'),
    );
  });

  it('computes a line as boxes × pieces per carton and totals the lines', () => {
    expect(lineQuantity({ boxes: 3, piecesPerCarton: 40 })).toBe(120);
    expect(lineQuantity({ boxes: 3 })).toBe(0);
    expect(
      totalsOf([
        { productId: '1', boxes: 3, piecesPerCarton: 40 },
        { productId: '2', boxes: 1, piecesPerCarton: 12 },
      ]),
    ).toEqual({ skus: 2, boxes: 4, quantity: 132 });
  });
});
