import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CAPTCHA_LENGTH } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { captchas } from './auth.table';
import { bodyOf, createCustomer, signIn } from '../../../test/fixtures';

type Captcha = { captchaKey: string; image: string };

describe('image captcha (LOGIN_CAPTCHA on)', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_CAPTCHA: true });
    customer = await createCustomer(t.app);
  });

  const newCaptcha = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/generateImgVerifyCode' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return bodyOf<Captcha>(res).data;
  };
  const answerOf = async (key: string) => {
    const [row] = await t.app.deps.db.select().from(captchas).where(eq(captchas.key, key));
    return row!.code;
  };
  const login = (
    captcha: Partial<{ captchaKey: string; captchaCode: string }>,
    language: 'zh' | 'en' = 'en',
  ) =>
    signIn(
      t.app,
      { accountName: customer.accountName, password: customer.password, ...captcha },
      { language },
    );

  it('answers a key and an SVG data URL of 4 characters, stored server-side', async () => {
    const { captchaKey, image } = await newCaptcha();
    expect(captchaKey).toMatch(/^[\w-]{32,64}$/);
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(image.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(await answerOf(captchaKey)).toHaveLength(CAPTCHA_LENGTH);
  });

  it('signs in with the right answer, in any letter case', async () => {
    const { captchaKey } = await newCaptcha();
    const answer = (await answerOf(captchaKey)).toUpperCase();
    const res = await login({ captchaKey, captchaCode: answer });
    expect(bodyOf(res).code).toBe(0);
  });

  it('requires the captcha', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(422);
    expect(bodyOf(res)).toMatchObject({ code: 422, message: 'Enter the verification code' });
  });

  it('refuses a wrong answer and uses the captcha up', async () => {
    const { captchaKey } = await newCaptcha();
    const answer = await answerOf(captchaKey);
    const wrong = await login({ captchaKey, captchaCode: answer === 'zzzz' ? 'yyyy' : 'zzzz' });
    expect(wrong.statusCode).toBe(422);
    expect(bodyOf(wrong)).toMatchObject({ code: 422, message: 'The verification code is incorrect' });
    // The right answer no longer helps: each captcha serves one attempt.
    const again = await login({ captchaKey, captchaCode: answer });
    expect(bodyOf(again).message).toBe('The verification code has expired, refresh it');
  });

  it('is single use after a success too', async () => {
    const { captchaKey } = await newCaptcha();
    const answer = await answerOf(captchaKey);
    expect(bodyOf(await login({ captchaKey, captchaCode: answer })).code).toBe(0);
    const replay = await login({ captchaKey, captchaCode: answer }, 'zh');
    expect(bodyOf(replay)).toMatchObject({ code: 422, message: '验证码已过期，请刷新' });
  });

  it('refuses an expired captcha with its own message', async () => {
    const { captchaKey } = await newCaptcha();
    const answer = await answerOf(captchaKey);
    await t.app.deps.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchas.key, captchaKey));
    const res = await login({ captchaKey, captchaCode: answer });
    expect(bodyOf(res)).toMatchObject({
      code: 422,
      message: 'The verification code has expired, refresh it',
    });
  });

  it('treats an unknown key as expired', async () => {
    const res = await login({ captchaKey: 'no-such-key', captchaCode: 'abcd' });
    expect(bodyOf(res).message).toBe('The verification code has expired, refresh it');
  });

  it('does not check the password before the captcha', async () => {
    const res = await signIn(t.app, {
      accountName: customer.accountName,
      password: 'Wrong#Pass1',
      captchaKey: 'x',
      captchaCode: 'abcd',
    });
    expect(bodyOf(res).code).toBe(422);
  });

  it('removes expired captchas when new ones are made', async () => {
    const { captchaKey } = await newCaptcha();
    await t.app.deps.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(captchas.key, captchaKey));
    await newCaptcha();
    const left = await t.app.deps.db.select().from(captchas).where(eq(captchas.key, captchaKey));
    expect(left).toHaveLength(0);
  });
});
