import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Container, ContainerDetail } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { expectGuardedRoute, pageGrants, pageOf, renderRoutesAt, rowOf, signInAs } from '@/test/page-helpers';
import { containersRoutes } from '../routes';

const ROW: Container = {
  id: '12',
  containerNo: 'MSKU7301245',
  sealNo: 'SL-1',
  containerType: '40HQ',
  shippingCompany: 'MAERSK',
  billOfLading: 'BL-1',
  portOfLoading: 'Shenzhen',
  portOfDestination: 'Los Angeles',
  etd: '2026-10-01',
  eta: '2026-10-20',
  warehouse: { id: '1', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles' },
  milestone: 'ARRIVAL',
  milestoneAt: '2026-10-20T08:00:00.000Z',
  daysInTransit: 19,
  freeExpiryDate: '2026-10-22',
  expiryWarning: true,
  reservationNo: 'RV20261015000003',
  orderStatuses: ['BOOKED'],
  orderCount: 1,
};
const DETAIL: ContainerDetail = {
  ...ROW,
  milestones: [
    { id: '1', milestone: 'LOADING', occurredAt: '2026-09-30T08:00:00.000Z', note: null, orderNo: 'IB1' },
    {
      id: '2',
      milestone: 'ARRIVAL',
      occurredAt: '2026-10-20T08:00:00.000Z',
      note: 'LA port',
      orderNo: 'IB1',
    },
  ],
  orders: [
    {
      id: '12',
      orderNo: 'IB1',
      headLeg: 'SEA_FCL',
      status: 'BOOKED',
      totalBoxes: 10,
      totalQuantity: 400,
      expectedArrival: '2026-10-25',
    },
  ],
  reservation: {
    id: '3',
    reservationNo: 'RV20261015000003',
    status: 'RESERVED',
    slotDate: '2026-10-24',
    slotStart: '09:00',
    slotEnd: '11:00',
    freeExpiryDate: '2026-10-22',
    dockNo: null,
  },
};

const server = () =>
  fakeServer({
    '/api/containers/page': pageOf([ROW]),
    '/api/containers/detail': () => ({ data: DETAIL }),
    '/api/column-settings/get': () => ({ data: null }),
  });

describe('container pages', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(pageGrants('OMS_ORDERCONTAINER', ['view', 'export'])));

  it('are guarded by OMS_ORDERCONTAINER', () => {
    const [list, detail] = containersRoutes;
    expectGuardedRoute([list!], 'order/containerTrack', 'OMS_ORDERCONTAINER');
    expectGuardedRoute([detail!], 'order/containerTrackDetail', 'OMS_ORDERCONTAINER');
  });

  it('lists containers with their milestone and a warning for a near free-container expiry', async () => {
    server();
    renderRoutesAt([containersRoutes[0]!], '/order/containerTrack');
    await screen.findByText(ROW.containerNo);
    const row = rowOf(ROW.containerNo);
    expect(within(row).getByTestId(`container-milestone-${ROW.containerNo}`)).toHaveTextContent(
      '到港(目的港)',
    );
    expect(within(row).getByTestId(`container-expiry-warning-${ROW.containerNo}`)).toHaveTextContent(
      '即将到期',
    );
    expect(screen.getByTestId(`container-${ROW.containerNo}`)).toHaveAttribute(
      'href',
      '/order/containerTrackDetail?containerNo=MSKU7301245',
    );
    // The search offers the filters the list takes: no container type among them.
    expect(screen.getByLabelText('当前节点')).toBeInTheDocument();
    expect(screen.queryByLabelText('柜型')).toBeNull();
  });

  it('shows the milestone timeline, the linked orders and the reservation', async () => {
    server();
    renderRoutesAt(
      [containersRoutes[1]!],
      '/order/containerTrackDetail',
      '/order/containerTrackDetail?containerNo=MSKU7301245',
    );
    expect(await screen.findByTestId('container-number')).toHaveTextContent('MSKU7301245');
    // The descriptions read as the list and the file do: the type by its label, the warehouse by name.
    const basic = screen.getByText('海柜信息').closest('.ant-card') as HTMLElement;
    expect(within(basic).getByText('40HQ')).toBeInTheDocument();
    expect(within(basic).getByText('洛杉矶仓')).toBeInTheDocument();
    expect(screen.getByTestId('container-days')).toHaveTextContent('19');
    expect(screen.getAllByTestId('container-milestone-item').map((i) => i.dataset['milestone'])).toEqual([
      'LOADING',
      'ARRIVAL',
    ]);
    expect(screen.getByTestId('container-order-IB1')).toHaveAttribute('href', '/order/warehousDetail?id=12');
    expect(screen.getByTestId('container-reservation-link')).toHaveAttribute(
      'href',
      '/order/warehousReserveDetail?id=3',
    );
  });
});
