import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS, type SecurityInfo as Info } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { verificationCodes } from '../../db/schema';
import {
  addresses,
  bodyOf,
  call,
  codeSentTo,
  newEmail,
  newPhone,
  signedInCustomer,
  subAccountWith,
} from './account-security.test-support';

describe('account security: other users, permissions and limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  const customer = (input: { phone?: string; email?: string } = {}) => signedInCustomer(t.app, input);
  // Each test sends from addresses of its own, so the per-address limit belongs to the test that checks it.
  const newIp = addresses('10.21');

  it('never binds a phone or e-mail that another user holds', async () => {
    const phone = newPhone();
    const email = newEmail();
    const a = await customer({ phone, email: email.toLowerCase() });
    const b = await customer();
    const ip = newIp();
    const byCode = await call(
      t.app,
      b.token,
      'sendCode',
      { channel: 'phone', target: phone },
      { ip, language: 'zh' },
    );
    expect([byCode.statusCode, bodyOf(byCode).message]).toEqual([409, '该手机号已绑定其他账号']);
    expect(t.sent.some((m) => m.target === phone)).toBe(false);
    const byMail = await call(t.app, b.token, 'sendCode', { channel: 'email', target: email }, { ip });
    expect(bodyOf(byMail)).toMatchObject({
      code: 409,
      message: 'This e-mail is already bound to another account',
    });
    const direct = await call(t.app, b.token, 'bindPhone', { phone, verifyCode: '123456' });
    expect(bodyOf(direct)).toMatchObject({
      code: 409,
      message: 'This phone number is already bound to another account',
    });

    // B holds a valid code for a free number; A binds it first: B's code no longer binds it.
    const contested = newPhone();
    await call(t.app, b.token, 'sendCode', { channel: 'phone', target: contested }, { ip });
    const bCode = codeSentTo(t.sent, contested);
    // A minute later, A asks for a code to the same number.
    await t.app.deps.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.target, contested));
    await call(t.app, a.token, 'sendCode', { channel: 'phone', target: contested }, { ip });
    const aCode = codeSentTo(t.sent, contested);
    expect(
      bodyOf(await call(t.app, a.token, 'bindPhone', { phone: contested, verifyCode: aCode })).code,
    ).toBe(0);
    const late = await call(t.app, b.token, 'bindPhone', { phone: contested, verifyCode: bCode });
    expect(late.statusCode).toBe(409);
    expect((await t.app.services.accounts.findById(b.userId))?.phone).toBeNull();
    expect((await t.app.services.accounts.findById(a.userId))?.phone).toBe(contested);
  });

  it('limits codes per address, counting registration codes too', async () => {
    const c = await customer();
    const ip = newIp();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/sendRegVerifyCode',
      payload: { regType: 'phone', phone: newPhone() },
      remoteAddress: ip,
    });
    expect(bodyOf(reg).code).toBe(0);
    for (let i = 1; i < LIMITS.verifyCodePerAddressPerHour; i++) {
      const res = await call(t.app, c.token, 'sendCode', { channel: 'phone', target: newPhone() }, { ip });
      expect(bodyOf(res).code).toBe(0);
    }
    const over = await call(
      t.app,
      c.token,
      'sendCode',
      { channel: 'phone', target: newPhone() },
      { ip, language: 'zh' },
    );
    expect([over.statusCode, bodyOf(over).message]).toEqual([429, '验证码发送次数已达上限，请稍后再试']);
  });

  it('needs OMS_CLIENTSAFETY to read and OMS_CLIENTSAFETY:edit to change', async () => {
    const main = await customer();
    const none = await subAccountWith(t.app, main.companyId, ['OMS_HOME']);
    const readOnly = await subAccountWith(t.app, main.companyId, ['OMS_CLIENTSAFETY']);
    const editor = await subAccountWith(t.app, main.companyId, ['OMS_CLIENTSAFETY', 'OMS_CLIENTSAFETY:edit']);
    const phone = newPhone();
    const changes: [string, unknown][] = [
      ['sendCode', { channel: 'phone', target: phone }],
      ['bindPhone', { phone, verifyCode: '123456' }],
      ['bindEmail', { email: newEmail(), verifyCode: '123456' }],
      ['changePassword', { oldPassword: 'x', newPassword: 'Fresh#Lamp43', confirmPassword: 'Fresh#Lamp43' }],
    ];
    for (const [action, body] of [['info', undefined] as [string, unknown], ...changes]) {
      const zh = await call(t.app, none.token, action, body, { language: 'zh' });
      expect([zh.statusCode, bodyOf(zh).code, bodyOf(zh).message]).toEqual([
        403,
        403,
        '权限不足，请联系管理员',
      ]);
      const en = await call(t.app, none.token, action, body);
      expect(bodyOf(en).message).toBe('Insufficient permissions, please contact the administrator');
    }
    const info = await call(t.app, readOnly.token, 'info');
    expect(bodyOf<Info>(info).data.accountName).toBe(readOnly.accountName);
    for (const [action, body] of changes) {
      expect((await call(t.app, readOnly.token, action, body)).statusCode).toBe(403);
    }
    const ip = newIp();
    expect(
      bodyOf(await call(t.app, editor.token, 'sendCode', { channel: 'phone', target: phone }, { ip })).code,
    ).toBe(0);
    const bound = await call(t.app, editor.token, 'bindPhone', {
      phone,
      verifyCode: codeSentTo(t.sent, phone),
    });
    expect(bodyOf<Info>(bound).data).toMatchObject({
      accountName: editor.accountName,
      phoneMasked: expect.any(String),
    });
    // Bound to the sub-account itself, not to the company's main account.
    expect((await t.app.services.accounts.findById(main.userId))?.phone).toBeNull();

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/account-security/info' });
    expect([anonymous.statusCode, bodyOf(anonymous).code]).toEqual([401, 401]);
  });
});
