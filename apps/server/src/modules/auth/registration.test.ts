import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { operationRecords } from '../../schema';
import { outbox, verificationCodes } from './auth.table';
import { bodyOf, createCustomer, STRONG_PASSWORD, tokenFor, uniqueName } from '../../../test/fixtures';
import { current } from './auth.test-support';
import { codeSentTo as codeOf } from '../account-security/account-security.test-support';

let phoneSeq = 0;
const newPhone = () =>
  `139${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;
const newEmail = () => `${uniqueName('mail')}@Example.COM`;

describe('registration by phone or e-mail', () => {
  const t = useTestApp();

  const sendCode = (body: Record<string, unknown>, opts: { ip?: string; language?: 'zh' | 'en' } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/sendRegVerifyCode',
      payload: body,
      remoteAddress: opts.ip ?? '127.0.0.1',
      headers: { language: opts.language ?? 'en' },
    });
  const register = (body: Record<string, unknown>, language: 'zh' | 'en' = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/user/reg', payload: body, headers: { language } });
  const codeSentTo = (target: string) => codeOf(t.sent, target);
  const form = (over: Record<string, unknown>): Record<string, unknown> => ({
    accountName: uniqueName('acct'),
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    companyName: 'Blue Harbour Trading',
    agreeTerms: true,
    ...over,
  });
  /** Sends a code to a fresh phone and answers a complete registration form for it. */
  const phoneForm = async (over: Record<string, unknown> = {}) => {
    const phone = newPhone();
    expect(bodyOf(await sendCode({ regType: 'phone', phone }, { ip: `10.1.${phoneSeq}.1` })).code).toBe(0);
    return form({ regType: 'phone', phone, verifyCode: codeSentTo(phone), ...over });
  };

  it('registers by phone end to end: code, company, main account, sign-in', async () => {
    const phone = newPhone();
    const sent = await sendCode({ regType: 'phone', phone });
    expect(bodyOf(sent)).toEqual({
      code: 0,
      message: 'success',
      data: { resendAfterSeconds: LIMITS.verifyCodeResendSeconds },
    });
    const message = t.sent.at(-1)!;
    expect(message).toMatchObject({ channel: 'phone', target: phone, subject: 'Your registration code' });
    const code = codeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);

    // The message went to the outbox first and is marked sent; the code itself is stored hashed.
    const [row] = await t.app.deps.db.select().from(outbox).where(eq(outbox.target, phone));
    expect(row).toMatchObject({ channel: 'phone', body: message.body, error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const [stored] = await t.app.deps.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.purpose).toBe('register');

    const body = form({ regType: 'phone', phone, verifyCode: code, companyName: 'Phone Co' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const data = bodyOf<{ userId: string; accountName: string }>(res).data;
    expect(data).toEqual({ userId: expect.stringMatching(/^\d+$/), accountName: body.accountName });

    const token = await tokenFor(t.app, body.accountName as string);
    expect(bodyOf(await current(t.app, token))).toMatchObject({
      code: 0,
      data: { userId: data.userId, companyName: 'Phone Co', isMain: true, userName: body.accountName },
    });
    const records = await t.app.deps.db
      .select()
      .from(operationRecords)
      .where(and(eq(operationRecords.action, 'register'), eq(operationRecords.userId, Number(data.userId))));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      entityType: 'companies',
      actor: body.accountName,
      toState: 'ENABLED',
    });

    // The code is used up, and the phone is taken now.
    const reuse = await register(form({ regType: 'phone', phone, verifyCode: code }));
    expect(bodyOf(reuse)).toMatchObject({
      code: 422,
      message: 'The verification code has expired, request a new one',
    });
    const again = await sendCode({ regType: 'phone', phone });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe('This phone number is already registered');
  });

  it('registers by e-mail end to end, in the language of the request', async () => {
    const email = newEmail();
    expect(bodyOf(await sendCode({ regType: 'email', email }, { language: 'zh' })).code).toBe(0);
    const message = t.sent.at(-1)!;
    expect(message).toMatchObject({ channel: 'email', target: email.toLowerCase(), subject: '注册验证码' });
    expect(message.body).toContain('10 分钟内有效');
    const body = form({ regType: 'email', email, verifyCode: codeSentTo(email) });
    expect(bodyOf(await register(body)).code).toBe(0);
    await tokenFor(t.app, body.accountName as string);
    const taken = await sendCode({ regType: 'email', email: email.toUpperCase() }, { language: 'zh' });
    expect(bodyOf(taken)).toMatchObject({ code: 409, message: '该邮箱已被注册' });
  });

  it('sends at most one code a minute to a target', async () => {
    const phone = newPhone();
    expect(bodyOf(await sendCode({ regType: 'phone', phone })).code).toBe(0);
    const res = await sendCode({ regType: 'phone', phone });
    expect(res.statusCode).toBe(429);
    expect(bodyOf(res)).toMatchObject({ code: 429, data: { retryAfterSeconds: expect.any(Number) } });
    expect(bodyOf(res).message).toMatch(/^Sent too often, try again in \d+ seconds$/);
  });

  it('sends one code when requests for a target race', async () => {
    const phone = newPhone();
    const results = await Promise.all(
      [1, 2, 3].map((i) => sendCode({ regType: 'phone', phone }, { ip: `10.4.0.${i}` })),
    );
    expect(results.map((r) => bodyOf(r).code).sort()).toEqual([0, 429, 429]);
  });

  it('sends at most the hourly number of codes to a target', async () => {
    const email = newEmail().toLowerCase();
    for (let i = 0; i < LIMITS.verifyCodePerTargetPerHour; i++) {
      expect(bodyOf(await sendCode({ regType: 'email', email }, { ip: `10.2.0.${i}` })).code).toBe(0);
      // Age the code past the one-minute spacing, still inside the hour.
      await t.app.deps.db
        .update(verificationCodes)
        .set({ createdAt: sql`${verificationCodes.createdAt} - interval '2 minutes'` })
        .where(eq(verificationCodes.target, email));
    }
    const res = await sendCode({ regType: 'email', email }, { ip: '10.2.0.99' });
    expect(res.statusCode).toBe(429);
    expect(bodyOf(res).message).toBe('Too many codes were sent, try again later');
  });

  it('sends at most the hourly number of codes from one address, counting refused probes', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < LIMITS.verifyCodePerAddressPerHour - 1; i++) {
      await t.app.deps.db.insert(verificationCodes).values({
        purpose: 'register',
        channel: 'phone',
        target: `1300000${String(i).padStart(4, '0')}`,
        codeHash: 'x',
        ip,
        expiresAt: new Date(Date.now() + 60_000),
      });
    }
    // Asking whether a registered number is free spends a request too: no free enumeration.
    const taken = await createCustomer(t.app, { phone: newPhone() });
    const probe = await sendCode({ regType: 'phone', phone: taken.phone }, { ip });
    expect(bodyOf(probe)).toMatchObject({ code: 409, message: 'This phone number is already registered' });
    const res = await sendCode({ regType: 'phone', phone: newPhone() }, { ip });
    expect(bodyOf(res)).toMatchObject({ code: 429, message: 'Too many codes were sent, try again later' });
    expect(bodyOf(await sendCode({ regType: 'phone', phone: newPhone() }, { ip: '10.3.0.2' })).code).toBe(0);
  });

  it('refuses a wrong code, and the code after too many attempts', async () => {
    const body = await phoneForm();
    const right = body.verifyCode as string;
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < LIMITS.verifyCodeMaxAttempts; i++) {
      const res = await register({ ...body, verifyCode: wrongCode });
      expect(bodyOf(res)).toMatchObject({
        code: 422,
        message: 'The verification code is incorrect',
        data: { field: 'verifyCode' },
      });
    }
    const res = await register(body);
    expect(bodyOf(res).message).toBe('The verification code has expired, request a new one');
  });

  it('refuses an expired code', async () => {
    const body = await phoneForm();
    await t.app.deps.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.target, body.phone as string));
    const res = await register(body, 'zh');
    expect(bodyOf(res)).toMatchObject({ code: 422, message: '验证码已过期，请重新获取' });
  });

  it('accepts only the latest code sent to a target', async () => {
    const body = await phoneForm();
    await t.app.deps.db
      .update(verificationCodes)
      .set({ createdAt: sql`${verificationCodes.createdAt} - interval '2 minutes'` })
      .where(eq(verificationCodes.target, body.phone as string));
    expect(bodyOf(await sendCode({ regType: 'phone', phone: body.phone })).code).toBe(0);
    const [latest] = await t.app.deps.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, body.phone as string))
      .orderBy(desc(verificationCodes.id));
    expect(latest!.attempts).toBe(0);
    const newCode = codeSentTo(body.phone as string);
    if (newCode !== body.verifyCode) {
      expect(bodyOf(await register(body)).message).toBe('The verification code is incorrect');
    }
    expect(bodyOf(await register({ ...body, verifyCode: newCode })).code).toBe(0);
  });

  it('refuses a common password even when it follows the rule', async () => {
    for (const password of ['Passw0rd!', 'P@ssw0rd', 'Admin@123', 'Qwer1234!']) {
      const body = form({
        regType: 'phone',
        phone: newPhone(),
        verifyCode: '123456',
        password,
        confirmPassword: password,
      });
      const res = await register(body);
      expect(bodyOf(res)).toMatchObject({
        code: 422,
        message: 'This password is too common, choose a safer one',
      });
    }
  });

  it('states the password rule in Chinese and English', async () => {
    const body = form({
      regType: 'phone',
      phone: newPhone(),
      verifyCode: '123456',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(bodyOf(await register(body, 'zh'))).toMatchObject({
      code: 422,
      message: '密码为 8 到 15 位，须包含数字、字母和特殊符号 @#$%&*!',
    });
    expect(bodyOf(await register(body, 'en')).message).toBe(
      'The password is 8 to 15 characters with digits, letters and one of @#$%&*!',
    );
    const mismatch = { ...body, password: STRONG_PASSWORD, confirmPassword: `${STRONG_PASSWORD}x` };
    expect(bodyOf(await register(mismatch, 'zh')).message).toBe('两次输入的密码不一致，请重新输入');
  });

  it('requires the terms of service to be ticked', async () => {
    const body = form({ regType: 'phone', phone: newPhone(), verifyCode: '123456', agreeTerms: false });
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(bodyOf(res).message).toBe('Read and accept the terms of service');
  });

  it('requires a phone number of the fixed length', async () => {
    const res = await sendCode({ regType: 'phone', phone: '12345' });
    expect(bodyOf(res)).toMatchObject({
      code: 422,
      message: `Enter a ${LIMITS.phoneDigits}-digit phone number`,
    });
  });

  it('refuses a taken account name in any letter case, and leaves the code usable', async () => {
    const first = await phoneForm();
    expect(bodyOf(await register(first)).code).toBe(0);
    const second = await phoneForm({ accountName: (first.accountName as string).toUpperCase() });
    const res = await register(second);
    expect(res.statusCode).toBe(409);
    expect(bodyOf(res).message).toBe('This account name is already taken');
    expect(bodyOf(await register({ ...second, accountName: uniqueName('retry') })).code).toBe(0);
  });
});
