import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, createCustomer, signIn } from '../../../test/fixtures';

describe('sign-in throttling', () => {
  const t = useTestApp();

  const fail = (accountName: string, ip: string) =>
    signIn(t.app, { accountName, password: 'Wrong#Pass1' }, { ip });

  it('makes one account wait on one address after repeated failures, not on another address', async () => {
    const user = await createCustomer(t.app);
    const attacker = '198.51.100.7';
    for (let i = 0; i < LOGIN_THROTTLE.perAccountAddress; i++) {
      expect(bodyOf(await fail(user.accountName, attacker)).code).toBe(400);
    }
    // Even the right password waits now on that address, and the answer says for how long.
    const blocked = await signIn(
      t.app,
      { accountName: user.accountName, password: user.password },
      { ip: attacker, language: 'en' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(bodyOf(blocked)).toMatchObject({
      code: 429,
      message: `Too many failed sign-ins, try again in ${LOGIN_THROTTLE.windowMinutes} minutes`,
      data: { retryAfterSeconds: expect.any(Number) },
    });
    const zh = await signIn(
      t.app,
      { accountName: user.accountName, password: user.password },
      { ip: attacker },
    );
    expect(bodyOf(zh).message).toBe(`登录失败次数过多，请 ${LOGIN_THROTTLE.windowMinutes} 分钟后再试`);
    // The real user, elsewhere, is not locked out by the attacker.
    const real = await signIn(
      t.app,
      { accountName: user.accountName, password: user.password },
      { ip: '203.0.113.20' },
    );
    expect(bodyOf(real).code).toBe(0);
    // Other accounts on the attacker's address are still allowed a try.
    const other = await createCustomer(t.app);
    const res = await signIn(
      t.app,
      { accountName: other.accountName, password: other.password },
      { ip: attacker },
    );
    expect(bodyOf(res).code).toBe(0);
  });

  it('counts only failures since the last success on that address', async () => {
    const user = await createCustomer(t.app);
    const ip = '198.51.100.8';
    for (let i = 0; i < LOGIN_THROTTLE.perAccountAddress - 1; i++) await fail(user.accountName, ip);
    expect(
      bodyOf(await signIn(t.app, { accountName: user.accountName, password: user.password }, { ip })).code,
    ).toBe(0);
    for (let i = 0; i < LOGIN_THROTTLE.perAccountAddress - 1; i++) await fail(user.accountName, ip);
    expect(
      bodyOf(await signIn(t.app, { accountName: user.accountName, password: user.password }, { ip })).code,
    ).toBe(0);
  });

  it('makes an address wait after many failures across accounts; other addresses are not affected', async () => {
    const user = await createCustomer(t.app);
    const sprayer = '198.51.100.9';
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
      // A different (mostly unknown) account each time: only the per-address limit can stop this.
      expect(bodyOf(await fail(`spray-${i}`, sprayer)).code).toBe(400);
    }
    const blocked = await signIn(
      t.app,
      { accountName: user.accountName, password: user.password },
      { ip: sprayer },
    );
    expect(blocked.statusCode).toBe(429);
    expect(bodyOf(blocked).code).toBe(429);
    const fine = await signIn(
      t.app,
      { accountName: user.accountName, password: user.password },
      { ip: '203.0.113.21' },
    );
    expect(bodyOf(fine).code).toBe(0);
  });
});
