import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, RuntimeConfig } from '@oms/contracts';
import { fill } from '@/test/fill';
import { fakeServer, renderRoutes, TEST_CONFIG, TEST_LOGIN as session } from '@/test/render-route';
import { useSession } from '@/shared/stores/session-store';
import LoginPage from '../pages/login-page';

const config = (over: Partial<RuntimeConfig>): RuntimeConfig => ({
  ...TEST_CONFIG,
  loginCaptcha: true,
  ...over,
});
const current: CurrentUser = {
  ...session,
  companyName: 'Demo Co',
  isMain: true,
  permissions: ['OMS_HOME'],
  menus: [],
};
const CAPTCHA = 'data:image/png;base64,iVBORw0KGgo=';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <div>root page</div> },
  { path: '/order/stock', element: <div>stock page</div> },
];

const field = (id: string) => {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  return el;
};

describe('LoginPage', () => {
  beforeEach(() => useSession.getState().clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    window.__OMS_CONFIG__ = undefined;
  });

  it('shows the captcha image beside its input when loginCaptcha is on', async () => {
    window.__OMS_CONFIG__ = config({ loginCaptcha: true });
    let served = 0;
    const server = fakeServer({
      '/api/user/generateImgVerifyCode': () => ({ data: { captchaKey: `k${++served}`, image: CAPTCHA } }),
    });
    renderRoutes(routes, '/login');
    const image = await screen.findByRole('img', { name: '图形验证码' });
    expect(image).toHaveAttribute('src', CAPTCHA);
    expect(field('login_captchaCode')).toBeInTheDocument();
    expect(field('login_accountName')).toBeInTheDocument();
    expect(field('login_password')).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: '看不清？点击刷新' }));
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(2));
  });

  it('hides the captcha entirely and sends none when loginCaptcha is off', async () => {
    window.__OMS_CONFIG__ = config({ loginCaptcha: false });
    const server = fakeServer({
      '/api/user/login': () => ({ data: session }),
      '/api/user/current': () => ({ data: current }),
    });
    const { router } = renderRoutes(routes, '/login?redirect=%2Forder%2Fstock');
    await fill(field('login_accountName'), 'demo');
    await fill(field('login_password'), 'Demo@2026');
    expect(document.getElementById('login_captchaCode')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByText('stock page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order/stock');
    expect(server.bodies('/api/user/login')).toEqual([{ accountName: 'demo', password: 'Demo@2026' }]);
    expect(server.bodies('/api/user/generateImgVerifyCode')).toHaveLength(0);
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', permissions: ['OMS_HOME'] });
  });

  it('shows the server message inline and renews the captcha after a failed attempt', async () => {
    window.__OMS_CONFIG__ = config({ loginCaptcha: true });
    let served = 0;
    const server = fakeServer({
      '/api/user/generateImgVerifyCode': () => ({ data: { captchaKey: `k${++served}`, image: CAPTCHA } }),
      '/api/user/login': () => ({ code: 422, message: '验证码不正确' }),
    });
    const { router } = renderRoutes(routes, '/login?redirect=%2F%2Fevil.example');
    await screen.findByRole('img', { name: '图形验证码' });
    await fill(field('login_accountName'), 'demo');
    await fill(field('login_password'), 'Demo@2026');
    await fill(field('login_captchaCode'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
    expect(server.bodies('/api/user/login')).toEqual([
      { accountName: 'demo', password: 'Demo@2026', captchaKey: 'k1', captchaCode: 'ab12' },
    ]);
    await waitFor(() => expect(served).toBe(2));
    expect(field('login_captchaCode').value).toBe('');
    expect(router.state.location.pathname).toBe('/login');
    expect(useSession.getState().token).toBeNull();
  });

  it('ignores a redirect to another site and shows the demo accounts in demo mode', async () => {
    window.__OMS_CONFIG__ = config({
      loginCaptcha: false,
      demo: true,
      demoAccounts: [{ accountName: 'demo', password: 'Demo@2026' }],
    });
    fakeServer({
      '/api/user/login': () => ({ data: session }),
      '/api/user/current': () => ({ data: current }),
    });
    const { router } = renderRoutes(routes, '/login?redirect=%2F%2Fevil.example');
    expect(screen.getByText('演示环境')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /填\s*入/ }));
    expect(field('login_accountName').value).toBe('demo');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('root page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows no demo hint outside demo mode, and sends a signed-in user to /', async () => {
    window.__OMS_CONFIG__ = config({
      loginCaptcha: false,
      demoAccounts: [{ accountName: 'x', password: 'y' }],
    });
    fakeServer({});
    useSession.getState().signIn(session);
    renderRoutes(routes, '/login');
    expect(await screen.findByText('root page')).toBeInTheDocument();
    expect(screen.queryByText('演示环境')).toBeNull();
  });
});
