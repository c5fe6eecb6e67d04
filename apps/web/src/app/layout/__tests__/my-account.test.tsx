import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SecurityInfo } from '@oms/contracts';
import { fakeApi, renderLayout, signedIn } from './test-utils';

const INFO: SecurityInfo = {
  accountName: 'demo',
  userName: 'Demo',
  phoneMasked: null,
  emailMasked: 'd***@example.com',
  passwordUpdatedAt: '2026-03-01T12:00:00.000Z',
};

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

describe('my account from the user menu', () => {
  // The signed-in user holds the home page only: no account security code.
  beforeEach(() => signedIn());
  afterEach(() => vi.unstubAllGlobals());

  const open = async () => {
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('my-account'));
    return screen.findByTestId('my-account-drawer');
  };

  it('renames the user, with the contracts’ rule checked before any call', async () => {
    const api = fakeApi({
      'my-account/info': () => ({ data: INFO }),
      'my-account/updateProfile': (body) => ({ data: { ...INFO, ...(body as object) } }),
    });
    renderLayout();
    const drawer = await open();
    await waitFor(() => expect(input('myProfile_userName')).toHaveValue('Demo'));
    expect(drawer).toHaveTextContent('d***@example.com');
    type('myProfile_userName', '  ');
    fireEvent.click(document.getElementById('myProfile_submit')!);
    expect(await within(drawer).findByText('请输入姓名')).toBeInTheDocument();
    expect(api.bodies('my-account/updateProfile')).toEqual([]);

    type('myProfile_userName', 'Mei Chen');
    fireEvent.click(document.getElementById('myProfile_submit')!);
    await screen.findByText('资料已保存');
    expect(api.bodies('my-account/updateProfile')).toEqual([{ userName: 'Mei Chen' }]);
  });

  it('changes the password through my-account, showing a refused current password on its field', async () => {
    let wrong = true;
    const api = fakeApi({
      'my-account/info': () => ({ data: INFO }),
      'my-account/changePassword': () =>
        wrong
          ? { code: 422, message: '原密码不正确', data: { field: 'oldPassword' } }
          : { data: { signedOutSessions: 0 } },
    });
    renderLayout();
    const drawer = await open();
    await waitFor(() => expect(input('myPassword_oldPassword')).toBeInTheDocument());
    type('myPassword_oldPassword', 'Wrong#Pass12');
    type('myPassword_newPassword', 'Harbor#Fern61');
    type('myPassword_confirmPassword', 'Harbor#Fern61');
    fireEvent.click(document.getElementById('myPassword_submit')!);
    expect(await within(drawer).findByText('原密码不正确')).toBeInTheDocument();

    wrong = false;
    type('myPassword_oldPassword', 'Tide#Lamp42');
    fireEvent.click(document.getElementById('myPassword_submit')!);
    await screen.findByText('密码修改成功');
    expect(api.bodies('my-account/changePassword')).toEqual([
      { oldPassword: 'Wrong#Pass12', newPassword: 'Harbor#Fern61', confirmPassword: 'Harbor#Fern61' },
      { oldPassword: 'Tide#Lamp42', newPassword: 'Harbor#Fern61', confirmPassword: 'Harbor#Fern61' },
    ]);
    expect(api.callsTo('account-security/changePassword')).toEqual([]);
  });
});
