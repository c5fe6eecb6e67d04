import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '@/test/fill';
import { fakeServer, renderRoutes, setUpPortalEachTest } from '@/test/render-route';

import LoginPage from '../pages/login-page';
import RegisterPage from '../pages/register-page';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <LoginPage /> },
];

const input = (id: string) => {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  return el;
};

describe('RegisterPage', () => {
  setUpPortalEachTest();

  it('says when the two passwords differ', async () => {
    fakeServer({});
    renderRoutes(routes, '/register');
    await fill(input('register_password'), 'Abc12345!');
    await fill(input('register_confirmPassword'), 'Abc12345@');
    expect(await screen.findByText('两次输入的密码不一致，请重新输入')).toBeInTheDocument();
  });

  it('checks the phone before sending a code, then counts down from the server’s seconds', async () => {
    const server = fakeServer({
      '/api/user/sendRegVerifyCode': () => ({ data: { resendAfterSeconds: 60 } }),
    });
    renderRoutes(routes, '/register');
    await fill(input('register_phone'), '1380013');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入 11 位手机号')).toBeInTheDocument();
    expect(server.bodies('/api/user/sendRegVerifyCode')).toHaveLength(0);

    await fill(input('register_phone'), '8000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const counting = await screen.findByRole('button', { name: /60 秒后重新获取|59 秒后重新获取/ });
    expect(counting).toBeDisabled();
    expect(server.bodies('/api/user/sendRegVerifyCode')).toEqual([
      { regType: 'phone', phone: '13800138000' },
    ]);
  });

  it('requires the terms, registers by e-mail and opens login with the account filled in', async () => {
    const server = fakeServer({ '/api/user/reg': () => ({ data: { userId: 'u9', accountName: 'acme01' } }) });
    const { router } = renderRoutes(routes, '/register');
    await userEvent.click(screen.getByText('邮箱注册'));
    await fill(input('register_email'), 'Ops@Acme.example');
    await fill(input('register_verifyCode'), '123456');
    await fill(input('register_accountName'), 'acme01');
    await fill(input('register_companyName'), 'Acme Trading');
    await fill(input('register_password'), 'Abc12345!');
    await fill(input('register_confirmPassword'), 'Abc12345!');
    await userEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('请阅读并勾选服务条款')).toBeInTheDocument();

    await userEvent.click(screen.getByText('《服务条款》'));
    expect(await screen.findByRole('dialog', { name: '服务条款' })).toBeInTheDocument();
    expect(input('register_agreeTerms').checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /同\s*意/ }));
    expect(input('register_agreeTerms').checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('注册成功，请登录')).toBeInTheDocument();
    expect(server.bodies('/api/user/reg')).toEqual([
      {
        regType: 'email',
        email: 'Ops@Acme.example',
        verifyCode: '123456',
        accountName: 'acme01',
        companyName: 'Acme Trading',
        password: 'Abc12345!',
        confirmPassword: 'Abc12345!',
        agreeTerms: true,
      },
    ]);
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(input('login_accountName').value).toBe('acme01'));
  });
});
