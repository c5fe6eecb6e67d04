import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CurrentUser, MenuItem } from '@oms/contracts';
import { fakeServer, renderRoutes, TEST_LOGIN, testQueryClient } from '@/test/render-route';
import { useSession } from '@/shared/stores/session-store';
import { refreshSessionEarly, RequireAuth } from '../guard';

const menus: MenuItem[] = [];
const current = (permissions: string[]): CurrentUser => ({
  userId: 'u1',
  userName: 'Demo',
  accountName: 'demo',
  customerType: 1,
  tenantId: 't1',
  companyId: 'c1',
  companyName: 'Demo Co',
  isMain: false,
  permissions,
  menus,
});

const routes = [
  { path: '/login', element: <div>login page</div> },
  { path: '/404', element: <div>not found page</div> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard/home', handle: { code: 'OMS_HOME' }, element: <div>home page</div> },
      { path: '/order/stock', handle: { code: 'OMS_ORDERSTOCK' }, element: <div>stock page</div> },
    ],
  },
];

const signIn = (stored: string[] | null) => {
  useSession.getState().signIn({ ...TEST_LOGIN, token: 'tok' });
  if (stored) useSession.getState().setCurrent(current(stored));
};

describe('RequireAuth', () => {
  beforeEach(() => useSession.getState().clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a token to login, remembering the page', async () => {
    fakeServer({});
    const { router } = renderRoutes(routes, '/order/stock?status=2');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Forder%2Fstock%3Fstatus%3D2');
  });

  it('clears a token that has no stored menus and goes to login', async () => {
    fakeServer({});
    signIn(null);
    renderRoutes(routes, '/dashboard/home');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it('refreshes permissions once, then opens a permitted page', async () => {
    signIn(['OMS_HOME']);
    const server = fakeServer({
      '/api/user/current': () => ({ data: current(['OMS_HOME', 'OMS_ORDERSTOCK']) }),
    });
    const { router } = renderRoutes(routes, '/order/stock');
    expect(await screen.findByText('stock page')).toBeInTheDocument();
    expect(useSession.getState().permissions).toContain('OMS_ORDERSTOCK');
    await router.navigate('/dashboard/home');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(server.bodies('/api/user/current')).toHaveLength(1);
  });

  it('starts the refresh early for a session it would let through, and the page uses that one', async () => {
    const server = fakeServer({ '/api/user/current': () => ({ data: current(['OMS_HOME']) }) });
    const client = testQueryClient();
    refreshSessionEarly(client);
    signIn(null);
    refreshSessionEarly(client);
    expect(server.bodies('/api/user/current')).toHaveLength(0);
    signIn(['OMS_HOME']);
    refreshSessionEarly(client);
    await waitFor(() => expect(server.bodies('/api/user/current')).toHaveLength(1));
    renderRoutes(routes, '/dashboard/home', client);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(server.bodies('/api/user/current')).toHaveLength(1);
  });

  it('shows the page only once the notice bar above it is known, so nothing moves under a click', async () => {
    signIn(['OMS_HOME']);
    let answer: (value: unknown) => void = () => undefined;
    const notice = new Promise((resolve) => (answer = resolve));
    fakeServer({
      '/api/user/current': () => ({ data: current(['OMS_HOME']) }),
      '/api/homepage/topNotice': async () => {
        await notice;
        return { data: { id: '1', title: 'Holiday cut-off', content: '' } };
      },
    });
    renderRoutes(routes, '/dashboard/home');
    await waitFor(() => expect(useSession.getState().permissions).toEqual(['OMS_HOME']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    answer(undefined);
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('sends a page outside the permission set to /404', async () => {
    signIn(['OMS_HOME']);
    fakeServer({ '/api/user/current': () => ({ data: current(['OMS_HOME']) }) });
    renderRoutes(routes, '/order/stock');
    expect(await screen.findByText('not found page')).toBeInTheDocument();
  });

  it('falls back to the stored permissions when the refresh fails', async () => {
    signIn(['OMS_ORDERSTOCK']);
    fakeServer({ '/api/user/current': () => new Response('boom', { status: 502 }) });
    renderRoutes(routes, '/order/stock');
    await waitFor(() => expect(screen.getByText('stock page')).toBeInTheDocument());
  });
});
