import { beforeAll, describe, expect, it } from 'vitest';
import { loginResponse, type LoginResponse } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bodyOf, createCustomer, signIn, tokenFor } from '../../../test/fixtures';
import { current } from './auth.test-support';

describe('sign-in and sign-out (LOGIN_CAPTCHA off)', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createCustomer(t.app);
  });

  it('signs in without a captcha and answers the session of the user', async () => {
    const res = await signIn(t.app, { accountName: customer.accountName, password: customer.password });
    expect(res.statusCode).toBe(200);
    const body = bodyOf<LoginResponse>(res);
    expect(body.code).toBe(0);
    expect(loginResponse.parse(body.data)).toEqual({
      token: expect.any(String),
      userId: String(customer.userId),
      tenantId: String(customer.tenantId),
      companyId: String(customer.companyId),
      userName: customer.accountName,
      accountName: customer.accountName,
      customerType: 1,
    });
  });

  it('matches the account name case-insensitively', async () => {
    const res = await signIn(t.app, {
      accountName: customer.accountName.toUpperCase(),
      password: customer.password,
    });
    expect(bodyOf(res).code).toBe(0);
  });

  it('answers an unknown account and a wrong password identically', async () => {
    const unknown = await signIn(
      t.app,
      { accountName: 'nobody-here', password: customer.password },
      { ip: '10.9.0.1' },
    );
    const wrong = await signIn(
      t.app,
      { accountName: customer.accountName, password: 'Wrong#Pass1' },
      { ip: '10.9.0.1' },
    );
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(bodyOf(wrong)).toEqual({ code: 400, message: '账号或密码错误，登录失败请重试', data: null });
  });

  it('translates into English with the language header', async () => {
    const res = await signIn(
      t.app,
      { accountName: 'nobody-here', password: 'x' },
      { ip: '10.9.0.2', language: 'en' },
    );
    expect(bodyOf(res).message).toBe('Wrong account or password, login failed, try again');
  });

  it('validates the body with translated messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { language: 'en' },
      payload: { accountName: '', password: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(bodyOf(res).message).toBe('Enter the account');
  });

  it('answers /user/current with the profile, permissions and menus', async () => {
    const token = await tokenFor(t.app, customer.accountName);
    const res = await current(t.app, token);
    const body = bodyOf<{
      permissions: string[];
      menus: { routePath: string; children: { routePath: string }[] }[];
    }>(res);
    expect(body).toMatchObject({
      code: 0,
      data: {
        userId: String(customer.userId),
        accountName: customer.accountName,
        companyName: `${customer.accountName} Trading Ltd`,
        isMain: true,
        customerType: 1,
      },
    });
    expect(body.data.permissions).toContain('OMS_SYSTEM');
    expect(body.data.permissions).toContain('OMS_HOME');
    expect(body.data.menus[0]).toMatchObject({
      routePath: '/dashboard',
      children: [{ routePath: '/dashboard/home' }],
    });
  });

  it('ends the older session when the account signs in again: its token answers 402', async () => {
    const first = await tokenFor(t.app, customer.accountName);
    const second = await tokenFor(t.app, customer.accountName);
    const old = await current(t.app, first, { language: 'en' });
    expect(old.statusCode).toBe(401);
    expect(bodyOf(old).code).toBe(402);
    expect(bodyOf(await current(t.app, second)).code).toBe(0);
  });

  it('signs out with code 0, after which the token answers 401', async () => {
    const token = await tokenFor(t.app, customer.accountName);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/loginOut?accountName=${customer.accountName}&userId=${customer.userId}`,
      headers: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res)).toEqual({ code: 0, message: 'success', data: null });
    const after = await current(t.app, token);
    expect(after.statusCode).toBe(401);
    expect(bodyOf(after).code).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/user/loginOut', headers: { token } });
    expect(bodyOf(again).code).toBe(401);
  });

  it('answers 401 without a token and for an unknown one', async () => {
    expect(bodyOf(await t.app.inject({ method: 'POST', url: '/api/user/current' })).code).toBe(401);
    expect(bodyOf(await current(t.app, 'not-a-token')).code).toBe(401);
  });

  it('answers 403 when the tenant-id or company-id header disagrees with the session', async () => {
    const token = await tokenFor(t.app, customer.accountName);
    const good = { 'tenant-id': String(customer.tenantId), 'company-id': String(customer.companyId) };
    expect(bodyOf(await current(t.app, token, good)).code).toBe(0);
    for (const headers of [
      { ...good, 'company-id': String(customer.companyId + 1000) },
      { ...good, 'tenant-id': String(customer.tenantId + 1000) },
    ]) {
      const res = await current(t.app, token, { ...headers, language: 'en' });
      expect(res.statusCode).toBe(403);
      expect(bodyOf(res)).toMatchObject({ code: 403, message: expect.stringContaining('does not match') });
    }
  });

  it('refuses a disabled account with its own message, and ends its sessions', async () => {
    const victim = await createCustomer(t.app);
    const token = await tokenFor(t.app, victim.accountName);
    await t.app.deps.db.transaction((tx) => t.app.services.accounts.disableUser(tx, victim.userId));
    expect(bodyOf(await current(t.app, token)).code).toBe(401);
    const res = await signIn(
      t.app,
      { accountName: victim.accountName, password: victim.password },
      { language: 'en' },
    );
    expect(res.statusCode).toBe(403);
    expect(bodyOf(res)).toMatchObject({
      code: 403,
      message: 'This account is disabled, contact the administrator',
    });
    // A wrong password still gets the common answer: the state is shown only to who knows the password.
    const wrong = await signIn(
      t.app,
      { accountName: victim.accountName, password: 'Wrong#Pass1' },
      { ip: '10.9.0.3' },
    );
    expect(bodyOf(wrong).code).toBe(400);
    await t.app.deps.db.transaction((tx) => t.app.services.accounts.enableUser(tx, victim.userId));
    expect(
      bodyOf(await signIn(t.app, { accountName: victim.accountName, password: victim.password })).code,
    ).toBe(0);
  });
});
