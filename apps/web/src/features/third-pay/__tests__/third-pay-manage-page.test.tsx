import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ThirdPayAccount } from '@oms/contracts';
import { fakeServer, setUpPortalEachTest } from '@/test/render-route';
import { expectGuardedRoute, pageGrants, pageOf, renderRoutesAt, rowOf, signInAs } from '@/test/page-helpers';
import { thirdPayRoutes } from '../routes';

const PATH = '/basic/thirdPayManage';
const ROWS: ThirdPayAccount[] = [
  {
    id: '31',
    platform: 'PINGPONG',
    platformName: null,
    accountName: 'Acme Trading',
    accountNumberMasked: '622****0123',
    status: 'ENABLED',
    remark: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
  },
];
const ALL = pageGrants('OMS_BASICTHIRDPAY', ['view', 'create', 'edit', 'delete', 'export']);

const server = () =>
  fakeServer({
    '/api/third-pay/page': pageOf(ROWS),
    '/api/third-pay/update': (body) => ({ data: { ...ROWS[0], ...(body as object) } }),
    '/api/third-pay/create': (body) => ({ data: { ...ROWS[0], ...(body as object), id: '32' } }),
    '/api/third-pay/disable': (body) => ({ data: { affected: (body as { ids: string[] }).ids.length } }),
    '/api/column-settings/get': () => ({ data: null }),
  });
const field = (id: string) => document.getElementById(`third-pay_${id}`)!;

describe('ThirdPayManagePage', () => {
  setUpPortalEachTest();
  beforeEach(() => signInAs(ALL));
  const renderPage = async () => {
    renderRoutesAt(thirdPayRoutes, PATH);
    await screen.findByText('Acme Trading');
  };

  it('is guarded by OMS_BASICTHIRDPAY', () => {
    expectGuardedRoute(thirdPayRoutes, 'basic/thirdPayManage', 'OMS_BASICTHIRDPAY');
  });

  it('shows masked numbers, and an edit keeps the stored number unless a new one is typed', async () => {
    const api = server();
    await renderPage();
    const row = rowOf('Acme Trading');
    expect(within(row).getByText('622****0123')).toBeInTheDocument();
    expect(within(row).getByText('PingPong')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('row-edit-31'));
    expect(await screen.findByText('当前账号 622****0123；不修改请留空')).toBeInTheDocument();
    await userEvent.clear(field('accountName'));
    await userEvent.click(field('accountName'));
    await userEvent.paste('Acme HK');
    await userEvent.click(field('submit'));
    await waitFor(() => expect(api.bodies('/api/third-pay/update')).toHaveLength(1));
    const sent = api.bodies('/api/third-pay/update')[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ id: '31', platform: 'PINGPONG', accountName: 'Acme HK' });
    expect(sent.accountNumber).toBeUndefined();
  });

  it('wants an e-mail for PayPal before creating', async () => {
    const api = server();
    await renderPage();
    await userEvent.click(screen.getByTestId('third-pay-create'));
    await waitFor(() => expect(field('submit')).toBeTruthy());
    await userEvent.click(field('accountName'));
    await userEvent.paste('Acme');
    await userEvent.click(field('accountNumber'));
    await userEvent.paste('ACME1234');
    await userEvent.click(field('submit'));
    expect(await screen.findByText('PayPal 账号须为邮箱地址')).toBeInTheDocument();
    expect(api.bodies('/api/third-pay/create')).toEqual([]);
    await userEvent.clear(field('accountNumber'));
    await userEvent.click(field('accountNumber'));
    await userEvent.paste('pay@acme.com');
    await userEvent.click(field('submit'));
    await waitFor(() =>
      expect(api.bodies('/api/third-pay/create')).toEqual([
        { platform: 'PAYPAL', accountName: 'Acme', accountNumber: 'pay@acme.com', status: 'ENABLED' },
      ]),
    );
  });
});
