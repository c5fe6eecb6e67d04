import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { users } from '../../schema';
import {
  bodyOf,
  call,
  company,
  signIn,
  STRONG_PASSWORD,
  subAccountWith,
  tokenFor,
} from '../../../test/fixtures';
import { secondSession } from './account-security.test-support';

const NEW_PASSWORD = 'Harbor#Fern61';

// "My account": every signed-in user changes their own name and password, whatever their role.
describe('my account: a session is all it takes, and it acts on the caller only', () => {
  const t = useTestApp();
  const userOf = async (accountName: string) =>
    (
      await t.app.deps.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.accountName})`, accountName.toLowerCase()))
    )[0]!;
  /** A sub-account whose role holds the home page only (no account security code). */
  const homeOnly = async () => {
    const owner = await company(t.app);
    const sub = await subAccountWith(t.app, owner.companyId, ['OMS_HOME']);
    return { owner, sub, subUser: await userOf(sub.accountName) };
  };
  const passwords = (newPassword = NEW_PASSWORD, oldPassword = STRONG_PASSWORD) => ({
    oldPassword,
    newPassword,
    confirmPassword: newPassword,
  });

  it('lets a sub-account without account security change its own password and sign in with it', async () => {
    const { sub, subUser } = await homeOnly();
    // The account security page stays behind its code.
    const page = await call(t.app, sub.token, 'account-security/changePassword', passwords(), 'zh');
    expect([page.statusCode, bodyOf(page).message]).toEqual([403, '权限不足，请联系管理员']);
    const other = await secondSession(t.app, subUser.id);

    const res = await call(t.app, sub.token, 'my-account/changePassword', passwords());
    expect(bodyOf(res)).toEqual({ code: 0, message: 'success', data: { signedOutSessions: 1 } });
    // Other sessions of the user end, as with account security; this one stays.
    expect((await call(t.app, other, 'my-account/info')).statusCode).toBe(401);
    expect((await call(t.app, sub.token, 'my-account/info')).statusCode).toBe(200);
    expect(
      bodyOf(await signIn(t.app, { accountName: sub.accountName, password: STRONG_PASSWORD })).code,
    ).toBe(400);
    const token = await tokenFor(t.app, sub.accountName, NEW_PASSWORD);
    const info = bodyOf<{ accountName: string }>(await call(t.app, token, 'my-account/info')).data;
    expect(info.accountName).toBe(sub.accountName);
  });

  it('never changes another user, whatever id the body names', async () => {
    const { owner, sub, subUser } = await homeOnly();
    const ownerBefore = await userOf(owner.accountName);
    const res = await call(t.app, sub.token, 'my-account/changePassword', {
      ...passwords(),
      id: String(owner.userId),
      userId: owner.userId,
      accountName: owner.accountName,
    });
    expect(bodyOf(res).code).toBe(0);
    const renamed = await call(t.app, sub.token, 'my-account/updateProfile', {
      userName: 'Picker Lee',
      id: String(owner.userId),
      userId: owner.userId,
    });
    expect(bodyOf<{ accountName: string; userName: string }>(renamed).data).toMatchObject({
      accountName: sub.accountName,
      userName: 'Picker Lee',
    });
    const ownerAfter = await userOf(owner.accountName);
    expect([ownerAfter.passwordHash, ownerAfter.userName]).toEqual([
      ownerBefore.passwordHash,
      ownerBefore.userName,
    ]);
    expect(await tokenFor(t.app, owner.accountName, STRONG_PASSWORD)).toEqual(expect.any(String));
    expect((await userOf(sub.accountName)).userName).toBe('Picker Lee');
    expect((await userOf(sub.accountName)).passwordHash).not.toBe(subUser.passwordHash);
  });

  it('refuses a wrong current password in the reader’s language and changes nothing', async () => {
    const { sub, subUser } = await homeOnly();
    const other = await secondSession(t.app, subUser.id);
    const wrong = passwords(NEW_PASSWORD, 'Wrong#Pass12');
    for (const [language, message] of [
      ['zh', '原密码不正确'],
      ['en', 'The current password is incorrect'],
    ] as const) {
      const res = await call(t.app, sub.token, 'my-account/changePassword', wrong, {
        language,
        ip: `10.40.0.${language === 'zh' ? 1 : 2}`,
      });
      expect([res.statusCode, bodyOf(res).message]).toEqual([422, message]);
    }
    // The house's rules hold here too: a common password is refused.
    const common = await call(t.app, sub.token, 'my-account/changePassword', passwords('P@ssw0rd123!'), 'zh');
    expect([common.statusCode, bodyOf(common).message]).toEqual([422, '密码过于常见，请换一个更安全的密码']);
    expect((await userOf(sub.accountName)).passwordHash).toBe(subUser.passwordHash);
    expect((await call(t.app, other, 'my-account/info')).statusCode).toBe(200);
    expect(await tokenFor(t.app, sub.accountName, STRONG_PASSWORD)).toEqual(expect.any(String));
  });

  it('renames the caller, refusing a blank or too long name with the form’s messages', async () => {
    const { sub } = await homeOnly();
    for (const [userName, message] of [
      ['  ', '请输入姓名'],
      ['x'.repeat(51), expect.stringContaining('50')],
    ] as const) {
      const res = await call(t.app, sub.token, 'my-account/updateProfile', { userName }, 'zh');
      expect([res.statusCode, bodyOf(res).message]).toEqual([422, message]);
    }
    expect((await userOf(sub.accountName)).userName).toBe(sub.accountName);
    const res = await call(t.app, sub.token, 'my-account/updateProfile', { userName: ' Mei Chen ' });
    expect(bodyOf<{ userName: string }>(res).data.userName).toBe('Mei Chen');
    const info = await call(t.app, sub.token, 'my-account/info');
    expect(bodyOf<{ userName: string }>(info).data.userName).toBe('Mei Chen');
  });
});
