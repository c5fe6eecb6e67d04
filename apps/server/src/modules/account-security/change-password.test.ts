import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { operationRecords, users } from '../../schema';
import { bodyOf, call, company, signIn, STRONG_PASSWORD, tokenFor } from '../../../test/fixtures';
import { secondSession } from './account-security.test-support';

const NEW_PASSWORD = 'River#Moss73';

describe('account security: changing the password', () => {
  const t = useTestApp();
  const customer = () => company(t.app);
  const change = (
    token: string,
    body: Record<string, string>,
    opts: { language?: 'zh' | 'en'; ip?: string } = {},
  ) => call(t.app, token, 'account-security/changePassword', body, opts);
  const hashOf = async (userId: number) =>
    (await t.app.deps.db.select().from(users).where(eq(users.id, userId)))[0]!.passwordHash;

  it('changes the password, ends every other session and keeps this one, with a record', async () => {
    const c = await customer();
    const other = await secondSession(t.app, c.userId);
    expect((await call(t.app, other, 'account-security/info')).statusCode).toBe(200);

    const res = await change(c.token, {
      oldPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(bodyOf(res)).toEqual({ code: 0, message: 'success', data: { signedOutSessions: 1 } });

    const ended = await call(t.app, other, 'account-security/info', undefined, { language: 'zh' });
    expect([ended.statusCode, bodyOf(ended).code, bodyOf(ended).message]).toEqual([
      401,
      401,
      '登录状态已过期，请重新登录',
    ]);
    const still = await call(t.app, c.token, 'account-security/info');
    expect(still.statusCode).toBe(200);
    const updatedAt = bodyOf<{ passwordUpdatedAt: string }>(still).data.passwordUpdatedAt;
    const [record] = await t.app.deps.db
      .select()
      .from(operationRecords)
      .where(and(eq(operationRecords.userId, c.userId), eq(operationRecords.action, 'changePassword')));
    expect(record).toMatchObject({
      entityType: 'accounts',
      entityId: String(c.userId),
      actor: c.accountName,
    });
    expect(updatedAt).toBe(record!.createdAt.toISOString());

    expect(bodyOf(await signIn(t.app, { accountName: c.accountName, password: STRONG_PASSWORD })).code).toBe(
      400,
    );
    expect(await tokenFor(t.app, c.accountName, NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('answers errors in Chinese and English and changes nothing', async () => {
    const c = await customer();
    const other = await secondSession(t.app, c.userId);
    const before = await hashOf(c.userId);
    const ok = { oldPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const cases: [Record<string, string>, string, string, string][] = [
      [
        { ...ok, confirmPassword: 'River#Moss74' },
        'confirmPassword',
        '两次输入的密码不一致，请重新输入',
        'The two passwords are inconsistent, please re-enter',
      ],
      [{ ...ok, oldPassword: '' }, 'oldPassword', '请输入原密码', 'Enter the current password'],
      [{ ...ok, confirmPassword: '' }, 'confirmPassword', '请再次输入新密码', 'Enter the new password again'],
      [
        { ...ok, newPassword: 'short1!', confirmPassword: 'short1!' },
        'newPassword',
        '密码为 8 到 15 位，须包含数字、字母和特殊符号 @#$%&*!',
        'The password is 8 to 15 characters with digits, letters and one of @#$%&*!',
      ],
      [
        { ...ok, newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
        'newPassword',
        '新密码不能与原密码相同',
        'The new password must differ from the current one',
      ],
      [
        { ...ok, newPassword: 'P@ssw0rd123!', confirmPassword: 'P@ssw0rd123!' },
        'newPassword',
        '密码过于常见，请换一个更安全的密码',
        'This password is too common, choose a safer one',
      ],
      [
        { ...ok, oldPassword: 'Wrong#Pass12' },
        'oldPassword',
        '原密码不正确',
        'The current password is incorrect',
      ],
    ];
    for (const [i, [body, field, zh, en]] of cases.entries()) {
      const ip = `10.30.${i}.1`;
      const inZh = await change(c.token, body, { language: 'zh', ip });
      expect([inZh.statusCode, bodyOf(inZh).code, bodyOf(inZh).message]).toEqual([422, 422, zh]);
      const data = bodyOf<{ field?: string; issues?: { field: string }[] }>(inZh).data;
      expect(data.field ?? data.issues?.[0]?.field).toBe(field);
      const inEn = await change(c.token, body, { language: 'en', ip });
      expect([inEn.statusCode, bodyOf(inEn).message]).toEqual([422, en]);
    }
    expect(await hashOf(c.userId)).toBe(before);
    expect((await call(t.app, other, 'account-security/info')).statusCode).toBe(200);
    expect((await call(t.app, c.token, 'account-security/info')).statusCode).toBe(200);
  });

  it('lets only one of two concurrent changes with the same old password win', async () => {
    const c = await customer();
    const body = (next: string) => ({
      oldPassword: STRONG_PASSWORD,
      newPassword: next,
      confirmPassword: next,
    });
    const answers = await Promise.all([
      change(c.token, body(NEW_PASSWORD), { ip: '10.32.0.1' }),
      change(c.token, body('Cedar#Bell58'), { ip: '10.32.0.2' }),
    ]);
    expect(answers.map((a) => bodyOf(a).code).sort()).toEqual([0, 422]);
    const winner = bodyOf(answers[0]!).code === 0 ? NEW_PASSWORD : 'Cedar#Bell58';
    expect(await tokenFor(t.app, c.accountName, winner)).toEqual(expect.any(String));
  });

  it('stops guessing the old password after as many failures as sign-in allows', async () => {
    const c = await customer();
    const ip = '10.31.0.1';
    const wrong = { oldPassword: 'Wrong#Pass12', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (let i = 0; i < LOGIN_THROTTLE.perAccountAddress; i++) {
      expect((await change(c.token, wrong, { ip })).statusCode).toBe(422);
    }
    const right = { ...wrong, oldPassword: STRONG_PASSWORD };
    const blocked = await change(c.token, right, { ip, language: 'zh' });
    expect([blocked.statusCode, bodyOf(blocked).message]).toEqual([
      429,
      `登录失败次数过多，请 ${LOGIN_THROTTLE.windowMinutes} 分钟后再试`,
    ]);
    // Another address is not affected (nobody can lock a user out from elsewhere).
    expect(bodyOf(await change(c.token, right, { ip: '10.31.0.2' })).code).toBe(0);
  });
});
