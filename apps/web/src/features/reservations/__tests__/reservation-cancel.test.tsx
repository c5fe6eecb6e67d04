import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reservation } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { pageGrants, pageOf, renderRoutesAt, signInAs } from '@/test/page-helpers';
import { reservationsRoutes } from '../routes';

// Cancelling a reservation from the list (the shared cancel action on RESERVATION_MACHINE): offered
// before arrival only, and only to holders of the cancel code; it asks first, naming the reservation.

const BOOKED: Reservation = {
  id: '7',
  reservationNo: 'RV2611270007',
  status: 'PENDING_ARRIVAL',
  warehouse: { id: '1', code: 'USLAX01', nameZh: '洛杉矶一号仓', nameEn: 'Los Angeles 1' },
  containerNo: 'MSKU1234565',
  containerType: '40GP',
  slotDate: '2026-12-01',
  slotStart: '09:00',
  slotEnd: '11:00',
  freeExpiryDate: '2026-12-08',
  unloadingMethod: 'MANUAL',
  dockNo: 'D3',
  orderCount: 1,
  remark: null,
  createdBy: 'demo',
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};
const ARRIVED: Reservation = { ...BOOKED, id: '8', reservationNo: 'RV2611270008', status: 'ARRIVED' };

const server = () =>
  fakeServer({
    '/api/reservations/page': pageOf([BOOKED, ARRIVED]),
    '/api/reservations/cancel': () => ({ data: { ...BOOKED, status: 'CANCELLED' } }),
    '/api/column-settings/get': () => ({ data: null }),
  });
const list = () => renderRoutesAt([reservationsRoutes[0]!], '/order/warehousReserve');

describe('reservation cancel', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(pageGrants('OMS_ORDERRESERVE', ['view', 'cancel'])));

  it('cancels a reservation before arrival after asking, and offers no cancel once it arrived', async () => {
    const api = server();
    list();
    await userEvent.click(await screen.findByTestId(`row-cancel-${BOOKED.id}`));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`确定取消预约单 ${BOOKED.reservationNo}？`);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消预约' }));
    await waitFor(() => expect(api.bodies('/api/reservations/cancel')).toEqual([{ id: BOOKED.id }]));
    expect(screen.getByTestId(`row-detail-${ARRIVED.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId(`row-cancel-${ARRIVED.id}`)).toBeNull();
  });

  it('offers no cancel to whoever lacks the cancel code', async () => {
    signInAs(pageGrants('OMS_ORDERRESERVE', ['view']));
    server();
    list();
    expect(await screen.findByTestId(`row-detail-${BOOKED.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId(`row-cancel-${BOOKED.id}`)).toBeNull();
  });
});
