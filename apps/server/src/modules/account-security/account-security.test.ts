import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LIMITS, type SecurityInfo as Info } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { operationRecords, verificationCodes } from '../../schema';
import { bodyOf, call, company } from '../../../test/fixtures';
import { addresses, codeSentTo, newEmail, newPhone, sendCode } from './account-security.test-support';

describe('account security: info, binding phone and e-mail', () => {
  const t = useTestApp();
  const customer = (input: { phone?: string; email?: string } = {}) => company(t.app, input);
  // Each test sends from addresses of its own, so the per-address limit belongs to the test that checks it.
  const newIp = addresses('10.20');

  it('shows the account with a masked phone and e-mail', async () => {
    const c = await customer({ phone: '13812345678', email: 'alice@example.com' });
    const res = await call(t.app, c.token, 'account-security/info');
    expect(res.statusCode).toBe(200);
    const info = bodyOf<Info>(res).data;
    expect(info).toMatchObject({
      accountName: c.accountName,
      userName: c.accountName,
      phoneMasked: '138****5678',
      emailMasked: 'a***@example.com',
    });
    expect(Date.parse(info.passwordUpdatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(info)).not.toContain('13812345678');

    const bare = await customer();
    expect(bodyOf<Info>(await call(t.app, bare.token, 'account-security/info')).data).toMatchObject({
      phoneMasked: null,
      emailMasked: null,
    });
  });

  it('binds a phone with the code sent to it, then changes it, with operation records', async () => {
    const c = await customer();
    const ip = newIp();
    const phone = newPhone();
    const sent = await sendCode(t.app, c.token, 'phone', phone, { ip, language: 'zh' });
    expect(bodyOf(sent)).toEqual({
      code: 0,
      message: 'success',
      data: { resendAfterSeconds: LIMITS.verifyCodeResendSeconds },
    });
    expect(t.sent.at(-1)).toMatchObject({ channel: 'phone', target: phone, subject: '账号绑定验证码' });
    expect(t.sent.at(-1)!.body).toContain(c.accountName);
    const [stored] = await t.app.deps.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone));
    expect(stored).toMatchObject({ purpose: 'bind', channel: 'phone', ip });

    const code = codeSentTo(t.sent, phone);
    const bound = await call(t.app, c.token, 'account-security/bindPhone', { phone, verifyCode: code });
    expect(bound.statusCode).toBe(200);
    expect(bodyOf<Info>(bound).data.phoneMasked).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);

    // The code is used up.
    const again = await call(t.app, c.token, 'account-security/bindPhone', {
      phone: newPhone(),
      verifyCode: code,
    });
    expect(bodyOf(again)).toMatchObject({
      code: 422,
      message: 'The verification code has expired, request a new one',
    });

    const next = newPhone();
    await sendCode(t.app, c.token, 'phone', next, { ip });
    const changed = await call(t.app, c.token, 'account-security/bindPhone', {
      phone: next,
      verifyCode: codeSentTo(t.sent, next),
    });
    expect(bodyOf<Info>(changed).data.phoneMasked).toBe(`${next.slice(0, 3)}****${next.slice(-4)}`);

    const records = await t.app.deps.db
      .select()
      .from(operationRecords)
      .where(and(eq(operationRecords.userId, c.userId), eq(operationRecords.action, 'bindPhone')));
    expect(records.map((r) => [r.entityType, r.entityId, r.actor])).toEqual([
      ['accounts', String(c.userId), c.accountName],
      ['accounts', String(c.userId), c.accountName],
    ]);
    expect(records.map((r) => r.note)).toEqual([
      `- → ${phone.slice(0, 3)}****${phone.slice(-4)}`,
      `${phone.slice(0, 3)}****${phone.slice(-4)} → ${next.slice(0, 3)}****${next.slice(-4)}`,
    ]);
    expect(records.map((r) => r.note).join()).not.toContain(next);
  });

  it('binds an e-mail in lower case, with the message in the language of the request', async () => {
    const c = await customer();
    const email = newEmail();
    const ip = newIp();
    expect(bodyOf(await sendCode(t.app, c.token, 'email', email, { ip })).code).toBe(0);
    expect(t.sent.at(-1)).toMatchObject({
      channel: 'email',
      target: email.toLowerCase(),
      subject: 'Your account binding code',
    });
    const res = await call(t.app, c.token, 'account-security/bindEmail', {
      email,
      verifyCode: codeSentTo(t.sent, email),
    });
    expect(bodyOf<Info>(res).data.emailMasked).toBe(`${email[0]}***@example.com`);
    const user = await t.app.services.accounts.findById(c.userId);
    expect(user?.email).toBe(email.toLowerCase());

    const same = await sendCode(t.app, c.token, 'email', email.toUpperCase(), { ip });
    expect(bodyOf(same)).toMatchObject({
      code: 409,
      message: 'This e-mail is already bound to your account',
    });
  });

  it('answers errors in Chinese and English', async () => {
    const c = await customer();
    const ip = newIp();
    const phone = newPhone();
    const cases: [string, unknown, number, string, string][] = [
      [
        'sendCode',
        { channel: 'phone', target: '12345' },
        422,
        '请输入 11 位手机号',
        'Enter a 11-digit phone number',
      ],
      [
        'sendCode',
        { channel: 'email', target: 'nope' },
        422,
        '邮箱格式不正确',
        'The e-mail format is incorrect',
      ],
      ['bindPhone', { phone, verifyCode: '' }, 422, '请输入验证码', 'Enter the verification code'],
      [
        'bindPhone',
        { phone, verifyCode: '12a' },
        422,
        '验证码为 6 位数字',
        'The verification code is 6 digits',
      ],
      [
        'bindPhone',
        { phone, verifyCode: '123456' },
        422,
        '验证码已过期，请重新获取',
        'The verification code has expired, request a new one',
      ],
      ['bindEmail', { email: '', verifyCode: '123456' }, 422, '请输入邮箱', 'Enter the e-mail'],
    ];
    for (const [action, body, status, zh, en] of cases) {
      const inZh = await call(t.app, c.token, `account-security/${action}`, body, { ip, language: 'zh' });
      expect([inZh.statusCode, bodyOf(inZh).message]).toEqual([status, zh]);
      const inEn = await call(t.app, c.token, `account-security/${action}`, body, { ip, language: 'en' });
      expect([inEn.statusCode, bodyOf(inEn).message]).toEqual([status, en]);
    }

    // A wrong code, then a resend inside the minute.
    await sendCode(t.app, c.token, 'phone', phone, { ip });
    const right = codeSentTo(t.sent, phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const wrongZh = await call(
      t.app,
      c.token,
      'account-security/bindPhone',
      { phone, verifyCode: wrong },
      { language: 'zh' },
    );
    expect([wrongZh.statusCode, bodyOf(wrongZh).message]).toEqual([422, '验证码不正确']);
    const wrongEn = await call(t.app, c.token, 'account-security/bindPhone', { phone, verifyCode: wrong });
    expect(bodyOf(wrongEn)).toMatchObject({ code: 422, message: 'The verification code is incorrect' });
    const soonZh = await sendCode(t.app, c.token, 'phone', phone, { ip, language: 'zh' });
    expect(soonZh.statusCode).toBe(429);
    expect(bodyOf(soonZh).message).toMatch(/^发送过于频繁，请 (60|59) 秒后再试$/);
    const soonEn = bodyOf<{ retryAfterSeconds: number }>(
      await sendCode(t.app, c.token, 'phone', phone, { ip }),
    );
    expect(soonEn.message).toMatch(/^Sent too often, try again in (60|59) seconds$/);
    expect(soonEn.data.retryAfterSeconds).toBeGreaterThan(55);

    // The right code still works after the wrong guesses.
    const bound = bodyOf(
      await call(t.app, c.token, 'account-security/bindPhone', { phone, verifyCode: right }),
    );
    expect([bound.code, bound.message, right.length]).toEqual([0, 'success', 6]);
    const sameZh = await call(
      t.app,
      c.token,
      'account-security/bindPhone',
      { phone, verifyCode: right },
      { language: 'zh' },
    );
    expect(bodyOf(sameZh)).toMatchObject({ code: 409, message: '该手机号已绑定当前账号' });
  });
});
