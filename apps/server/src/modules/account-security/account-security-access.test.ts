import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { verificationCodes } from '../../schema';
import { bodyOf, call, company } from '../../../test/fixtures';
import { addresses, codeSentTo, newEmail, newPhone, sendCode } from './account-security.test-support';

describe('account security: other users and limits', () => {
  const t = useTestApp();
  const customer = (input: { phone?: string; email?: string } = {}) => company(t.app, input);
  // Each test sends from addresses of its own, so the per-address limit belongs to the test that checks it.
  const newIp = addresses('10.21');

  it('never binds a phone or e-mail that another user holds', async () => {
    const phone = newPhone();
    const email = newEmail();
    const a = await customer({ phone, email: email.toLowerCase() });
    const b = await customer();
    const ip = newIp();
    const byCode = await sendCode(t.app, b.token, 'phone', phone, { ip, language: 'zh' });
    expect([byCode.statusCode, bodyOf(byCode).message]).toEqual([409, '该手机号已绑定其他账号']);
    expect(t.sent.some((m) => m.target === phone)).toBe(false);
    const byMail = await sendCode(t.app, b.token, 'email', email, { ip });
    expect(bodyOf(byMail)).toMatchObject({
      code: 409,
      message: 'This e-mail is already bound to another account',
    });
    const direct = await call(t.app, b.token, 'account-security/bindPhone', { phone, verifyCode: '123456' });
    expect(bodyOf(direct)).toMatchObject({
      code: 409,
      message: 'This phone number is already bound to another account',
    });

    // B holds a valid code for a free number; A binds it first: B's code no longer binds it.
    const contested = newPhone();
    await sendCode(t.app, b.token, 'phone', contested, { ip });
    const bCode = codeSentTo(t.sent, contested);
    // A minute later, A asks for a code to the same number.
    await t.app.deps.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.target, contested));
    await sendCode(t.app, a.token, 'phone', contested, { ip });
    const aCode = codeSentTo(t.sent, contested);
    expect(
      bodyOf(
        await call(t.app, a.token, 'account-security/bindPhone', { phone: contested, verifyCode: aCode }),
      ).code,
    ).toBe(0);
    const late = await call(t.app, b.token, 'account-security/bindPhone', {
      phone: contested,
      verifyCode: bCode,
    });
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
      const res = await sendCode(t.app, c.token, 'phone', newPhone(), { ip });
      expect(bodyOf(res).code).toBe(0);
    }
    const over = await sendCode(t.app, c.token, 'phone', newPhone(), { ip, language: 'zh' });
    expect([over.statusCode, bodyOf(over).message]).toEqual([429, '验证码发送次数已达上限，请稍后再试']);
  });
});
