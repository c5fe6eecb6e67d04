import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecurityInfo } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { fakeServer, setUpPortalEachTest, restoreChineseEachTest } from '@/test/render-route';
import { expectGuardedRoute, renderRoutesAt, signInAs } from '@/test/page-helpers';
import { accountSecurityRoutes } from '../routes';

const PATH = '/clientCenter/accountSafety';
const INFO: SecurityInfo = {
  accountName: 'acme01',
  userName: 'Acme Ops',
  phoneMasked: '138****5678',
  emailMasked: null,
  passwordUpdatedAt: '2026-03-01T12:00:00.000Z',
};

const input = (id: string) => {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  return el;
};
/** Replaces the field's text in one input event (typing key by key through antd forms is slow). */
const fill = async (id: string, text: string) => {
  await userEvent.clear(input(id));
  await userEvent.click(input(id));
  await userEvent.paste(text);
};
const button = (id: string) => {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLButtonElement)) throw new Error(`no button #${id}`);
  return el;
};

const signedIn = (permissions: string[]) =>
  signInAs(permissions, { token: 'token-1', companyName: 'Acme Trading' });
const EDITOR = ['OMS_SYSTEM', 'OMS_CLIENTSAFETY', 'OMS_CLIENTSAFETY:edit'];

const renderPage = () => renderRoutesAt(accountSecurityRoutes, PATH);

describe('AccountSafetyPage', () => {
  setUpPortalEachTest();
  restoreChineseEachTest();

  it('is a lazy route guarded by OMS_CLIENTSAFETY', () => {
    expectGuardedRoute(accountSecurityRoutes, 'clientCenter/accountSafety', 'OMS_CLIENTSAFETY');
    expect(accountSecurityRoutes[0]!.lazy).toBeTypeOf('function');
  });

  it('shows the masked phone, the unbound e-mail and the account, with change buttons for editors', async () => {
    signedIn(EDITOR);
    fakeServer({ '/api/account-security/info': () => ({ data: INFO }) });
    renderPage();
    const phone = await screen.findByTestId('security_phone');
    expect(within(phone).getByText(/138\*\*\*\*5678/)).toBeInTheDocument();
    expect(within(phone).getByText('已绑定')).toBeInTheDocument();
    expect(within(screen.getByTestId('security_email')).getByText('未绑定')).toBeInTheDocument();
    expect(screen.getByTestId('security_password')).toHaveTextContent(/最近更新：2026-03-01 \d\d:\d\d:\d\d/);
    const account = screen.getByTestId('security_account');
    expect(within(account).getByText('acme01')).toBeInTheDocument();
    expect(within(account).getByText('Acme Trading')).toBeInTheDocument();
    expect(within(account).getByText('主账号')).toBeInTheDocument();
    // antd spaces out two-character Chinese labels ("修 改").
    expect(button('security_changePassword')).toHaveTextContent(/^修\s?改$/);
    expect(button('security_bindPhone')).toHaveTextContent(/^更\s?换$/);
    expect(button('security_bindEmail')).toHaveTextContent(/^绑\s?定$/);
  });

  it('hides the change buttons without OMS_CLIENTSAFETY:edit', async () => {
    signedIn(['OMS_SYSTEM', 'OMS_CLIENTSAFETY']);
    fakeServer({ '/api/account-security/info': () => ({ data: INFO }) });
    renderPage();
    expect(await screen.findByText(/没有修改权限/)).toBeInTheDocument();
    expect(screen.getByText(/138\*\*\*\*5678/)).toBeInTheDocument();
    for (const id of ['security_changePassword', 'security_bindPhone', 'security_bindEmail']) {
      expect(document.getElementById(id)).toBeNull();
    }
  });

  /** Renders the page and opens the password dialog. */
  const openPasswordDialog = async () => {
    renderPage();
    await screen.findByTestId('security_password');
    await userEvent.click(button('security_changePassword'));
    await screen.findByRole('dialog', { name: '修改登录密码' });
  };

  it('says when the two new passwords differ and sends nothing', async () => {
    signedIn(EDITOR);
    const server = fakeServer({ '/api/account-security/info': () => ({ data: INFO }) });
    await openPasswordDialog();
    await fill('password_oldPassword', 'Tide#Lamp42');
    await fill('password_newPassword', 'River#Moss73');
    await fill('password_confirmPassword', 'River#Moss74');
    expect(await screen.findByText('两次输入的密码不一致，请重新输入')).toBeInTheDocument();
    expect(input('password_confirmPassword')).toHaveAttribute('aria-invalid', 'true');
    expect(button('password_submit')).toHaveAttribute('type', 'submit');
    await userEvent.click(button('password_submit'));
    expect(server.bodies('/api/account-security/changePassword')).toHaveLength(0);

    await fill('password_confirmPassword', 'River#Moss73');
    // The error leaves (its text lingers in jsdom while antd animates it out; the field state tells).
    await waitFor(() =>
      expect(input('password_confirmPassword')).not.toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('shows a wrong old password on its field, then changes the password', async () => {
    signedIn(EDITOR);
    const server = fakeServer({
      '/api/account-security/info': () => ({ data: INFO }),
      '/api/account-security/changePassword': (body) =>
        (body as { oldPassword: string }).oldPassword === 'Wrong#Pass1'
          ? Response.json(
              { code: 422, message: '原密码不正确', data: { field: 'oldPassword' } },
              { status: 422 },
            )
          : { data: { signedOutSessions: 1 } },
    });
    await openPasswordDialog();
    await fill('password_oldPassword', 'Wrong#Pass1');
    await fill('password_newPassword', 'River#Moss73');
    await fill('password_confirmPassword', 'River#Moss73');
    await userEvent.click(button('password_submit'));
    expect(await screen.findByText('原密码不正确')).toBeInTheDocument();

    await fill('password_oldPassword', 'Tide#Lamp42');
    await userEvent.click(button('password_submit'));
    expect(await screen.findByText('密码修改成功，已退出其他 1 处登录')).toBeInTheDocument();
    expect(server.bodies('/api/account-security/changePassword')).toEqual([
      { oldPassword: 'Wrong#Pass1', newPassword: 'River#Moss73', confirmPassword: 'River#Moss73' },
      { oldPassword: 'Tide#Lamp42', newPassword: 'River#Moss73', confirmPassword: 'River#Moss73' },
    ]);
    // The dialog closes (jsdom never finishes antd's leave animation, so the class tells) and the info reloads.
    await waitFor(() => expect(document.querySelector('.ant-modal')).toHaveClass('ant-zoom-leave'));
    await waitFor(() => expect(server.bodies('/api/account-security/info')).toHaveLength(2));
  });

  it('checks the phone, counts down after sending a code, and binds the phone', async () => {
    signedIn(EDITOR);
    let info = INFO;
    const server = fakeServer({
      '/api/account-security/info': () => ({ data: info }),
      '/api/account-security/sendCode': () => ({ data: { resendAfterSeconds: 60 } }),
      '/api/account-security/bindPhone': () => {
        info = { ...INFO, phoneMasked: '139****0000' };
        return { data: info };
      },
    });
    renderPage();
    await screen.findByTestId('security_phone');
    await userEvent.click(button('security_bindPhone'));
    const dialog = await screen.findByRole('dialog', { name: '更换手机号' });
    expect(within(dialog).getByText('当前绑定：138****5678')).toBeInTheDocument();

    await fill('bindPhone_phone', '1390000');
    await userEvent.click(button('bindPhone_sendCode'));
    expect(await screen.findByText('请输入 11 位手机号')).toBeInTheDocument();
    expect(server.bodies('/api/account-security/sendCode')).toHaveLength(0);

    await fill('bindPhone_phone', '13900000000');
    await userEvent.click(button('bindPhone_sendCode'));
    await waitFor(() => expect(button('bindPhone_sendCode')).toHaveTextContent(/^(60|59) 秒后重新获取$/));
    expect(button('bindPhone_sendCode')).toBeDisabled();
    expect(server.bodies('/api/account-security/sendCode')).toEqual([
      { channel: 'phone', target: '13900000000' },
    ]);

    await fill('bindPhone_verifyCode', '123456');
    await userEvent.click(button('bindPhone_submit'));
    expect(await screen.findByText('手机号绑定成功')).toBeInTheDocument();
    expect(server.bodies('/api/account-security/bindPhone')).toEqual([
      { phone: '13900000000', verifyCode: '123456' },
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId('security_phone')).getByText(/139\*\*\*\*0000/)).toBeInTheDocument(),
    );
  });

  it('shows a code that is already bound elsewhere on the e-mail field, in English', async () => {
    await i18n.changeLanguage('en');
    signedIn(EDITOR);
    fakeServer({
      '/api/account-security/info': () => ({ data: { ...INFO, emailMasked: 'a***@example.com' } }),
      '/api/account-security/sendCode': () =>
        Response.json(
          { code: 409, message: 'This e-mail is already bound to another account', data: null },
          { status: 409 },
        ),
    });
    renderPage();
    expect(await screen.findByText(/a\*\*\*@example\.com/)).toBeInTheDocument();
    await userEvent.click(button('security_bindEmail'));
    await screen.findByRole('dialog', { name: 'Change the e-mail' });
    await fill('bindEmail_email', 'Taken@Example.com');
    await userEvent.click(button('bindEmail_sendCode'));
    expect(await screen.findByText('This e-mail is already bound to another account')).toBeInTheDocument();
    expect(button('bindEmail_sendCode')).toHaveTextContent('Get code');
  });
});
