import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { fieldError, findById, pageGrants, pageOf, renderRoutesAt, signInAs } from '@/test/page-helpers';
import { fill } from '@/test/fill';
import { inboundOrdersRoutes } from '../routes';

// The new-order drawer checks its reference numbers with the contracts' order-number rule before
// anything is sent (the server refuses the same with the same message).

const server = () =>
  fakeServer({
    '/api/inbound-orders/page': pageOf([]),
    '/api/inbound-orders/warehouses': () => ({
      data: [{ id: '3', code: 'LAX', nameZh: '洛杉矶仓', nameEn: 'Los Angeles', country: 'US' }],
    }),
    '/api/certification/state': () => ({ data: { status: 'PASSED', rejectReason: null } }),
    '/api/column-settings/get': () => ({ data: null }),
  });

describe('inbound order form', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(pageGrants('OMS_ORDERWAREHOUS', ['view', 'create', 'edit', 'submit'])));

  it('refuses a delivery, bill of lading or seal number outside the order-number rule', async () => {
    const api = server();
    renderRoutesAt([inboundOrdersRoutes[0]!], '/order/warehousManage');
    await userEvent.click(await screen.findByTestId('inbound-create'));
    const typed = { deliveryNo: '运单 #1! <b>x</b>', billOfLading: 'BL 1', sealNo: 'SEAL-1' };
    for (const [name, value] of Object.entries(typed)) await fill(await findById(`inbound_${name}`), value);
    await userEvent.click(await findById('inbound_submit'));
    const rule = '只能包含英文字母、数字、连字符和点，最多 30 位';
    await waitFor(() => expect(fieldError('inbound_deliveryNo')).toBe(rule));
    expect(fieldError('inbound_billOfLading')).toBe(rule);
    expect(fieldError('inbound_sealNo')).toBeUndefined();
    expect(document.getElementById('inbound_deliveryNo')).toHaveAttribute('maxlength', '30');
    expect(api.bodies('/api/inbound-orders/create')).toEqual([]);
  });
});
