import { describe, expect, it } from 'vitest';
import type { PageResult, RoleOption, SubAccount, SubAccountDetail } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, signIn, STRONG_PASSWORD, tokenFor, uniqueName } from '../../../test/fixtures';
import { companyWithRole, createThroughApi, newAccount } from './sub-accounts.test-support';

describe('account management API', () => {
  const t = useTestApp();
  const page = async (token: string, body: Record<string, unknown> = {}) =>
    bodyOf<PageResult<SubAccount>>(
      await call(t.app, token, 'sub-accounts/page', { current: 1, size: 20, ...body }),
    );

  it('lists the main account (marked) and the sub-accounts, with filters and sorting', async () => {
    const a = await companyWithRole(t.app);
    const clerk = await createThroughApi(t.app, a.token, newAccount(a.roleId, { userName: 'Zoe Clerk' }));
    const packer = await createThroughApi(
      t.app,
      a.token,
      newAccount(a.roleId, { userName: 'Adam Packer', phone: '13900000001', status: 'DISABLED' }),
    );
    const all = await page(a.token);
    expect(all.data).toMatchObject({ total: 3, totalExact: true, current: 1, size: 20 });
    // Newest first by default.
    expect(all.data.records.map((r) => r.id)).toEqual([packer.id, clerk.id, String(a.userId)]);
    expect(all.data.records[2]).toMatchObject({ isMain: true, accountName: a.accountName, roleName: null });
    expect(all.data.records[0]).toMatchObject({ isMain: false, status: 'DISABLED', phone: '13900000001' });
    expect(all.data.records[1]!.roleName).toMatch(/^role/);

    const byName = await page(a.token, { userName: 'zoe' });
    expect(byName.data.records.map((r) => r.id)).toEqual([clerk.id]);
    const byStatus = await page(a.token, { status: 'DISABLED' });
    expect(byStatus.data.records.map((r) => r.id)).toEqual([packer.id]);
    const byRole = await page(a.token, { roleId: a.roleId, sort: 'userName' });
    expect(byRole.data.records.map((r) => r.userName)).toEqual(['Adam Packer', 'Zoe Clerk']);
    const byPhone = await page(a.token, { phone: '0000', accountName: '' });
    expect(byPhone.data.records.map((r) => r.id)).toEqual([packer.id]);
    // LIKE wildcards in a filter match themselves.
    expect((await page(a.token, { accountName: '%' })).data.records).toEqual([]);
    const today = new Date();
    const range = await page(a.token, {
      createdFrom: new Date(today.getTime() - 60_000).toISOString(),
      createdTo: new Date(today.getTime() + 60_000).toISOString(),
    });
    expect(range.data.total).toBe(3);
    const future = await page(a.token, { createdFrom: new Date(today.getTime() + 3_600_000).toISOString() });
    expect(future.data.total).toBe(0);
  });

  it('refuses an unknown sort key and bad filters with 422', async () => {
    const a = await companyWithRole(t.app);
    const sort = await call(
      t.app,
      a.token,
      'sub-accounts/page',
      { current: 1, size: 20, sort: '-passwordHash' },
      'zh',
    );
    expect([sort.statusCode, bodyOf(sort).message]).toEqual([422, '不支持该排序字段']);
    const status = await call(t.app, a.token, 'sub-accounts/page', { current: 1, size: 20, status: 'GONE' });
    expect(status.statusCode).toBe(422);
    const size = await call(t.app, a.token, 'sub-accounts/page', { current: 1, size: 501 });
    expect(size.statusCode).toBe(422);
  });

  it('creates a sub-account that can sign in with its role, and records it', async () => {
    const a = await companyWithRole(t.app);
    const email = `${uniqueName('m')}@Example.com`;
    const body = newAccount(a.roleId, { email, phone: '' });
    const created = await createThroughApi(t.app, a.token, body);
    expect(created).toMatchObject({ accountName: body.accountName, status: 'ENABLED', isMain: false });
    const token = await tokenFor(t.app, body.accountName);
    const current = bodyOf<{ permissions: string[] }>(
      await t.app.inject({ method: 'POST', url: '/api/user/current', headers: { token } }),
    );
    expect(current.data.permissions.sort()).toEqual(['OMS_HOME', 'OMS_SYSTEM']);

    const detail = bodyOf<SubAccountDetail>(
      await call(t.app, a.token, 'sub-accounts/detail', { id: created.id }),
    );
    expect(detail.data).toMatchObject({ id: created.id, phone: null, email: email.toLowerCase() });
    expect(detail.data.operations).toEqual([
      expect.objectContaining({ action: 'create', actor: a.accountName, toState: 'ENABLED' }),
    ]);
  });

  it('checks the create form: password rule and confirmation, taken names, unknown roles', async () => {
    const a = await companyWithRole(t.app);
    const weak = await call(
      t.app,
      a.token,
      'sub-accounts/create',
      newAccount(a.roleId, { password: 'abc' }),
      'zh',
    );
    expect([weak.statusCode, bodyOf(weak).message]).toEqual([
      422,
      '密码为 8 到 15 位，须包含数字、字母和特殊符号 @#$%&*!',
    ]);
    const mismatch = await call(
      t.app,
      a.token,
      'sub-accounts/create',
      newAccount(a.roleId, { confirmPassword: 'Other#Pass1' }),
    );
    expect(bodyOf(mismatch).message).toBe('The two passwords are inconsistent, please re-enter');
    const noRole = await call(t.app, a.token, 'sub-accounts/create', newAccount(a.roleId, { roleId: '' }));
    expect([noRole.statusCode, bodyOf(noRole).message]).toEqual([422, 'Select a role']);
    const other = await companyWithRole(t.app);
    const foreignRole = await call(t.app, a.token, 'sub-accounts/create', newAccount(other.roleId));
    expect([foreignRole.statusCode, bodyOf(foreignRole).message]).toEqual([422, 'The role does not exist']);
    const common = await call(
      t.app,
      a.token,
      'sub-accounts/create',
      newAccount(a.roleId, { password: 'Password@123', confirmPassword: 'Password@123' }),
    );
    expect([common.statusCode, bodyOf(common).message]).toEqual([
      422,
      'This password is too common, choose a safer one',
    ]);
    const taken = await call(
      t.app,
      a.token,
      'sub-accounts/create',
      newAccount(a.roleId, { accountName: other.accountName }),
    );
    expect([taken.statusCode, bodyOf(taken).message]).toEqual([409, 'This account name is already taken']);
  });

  it('updates name, contacts and role; never the main account or one’s own', async () => {
    const a = await companyWithRole(t.app);
    const created = await createThroughApi(t.app, a.token, newAccount(a.roleId));
    const { roleId: role2 } = await t.app.deps.db.transaction((tx) =>
      t.app.services.accounts.createRole(tx, a.companyId, uniqueName('role'), [
        'OMS_HOME',
        'OMS_CLIENTSAFETY',
      ]),
    );
    const res = await call(t.app, a.token, 'sub-accounts/update', {
      id: created.id,
      userName: 'Renamed',
      phone: '13900000077',
      email: '',
      roleId: String(role2),
    });
    expect(bodyOf<SubAccount>(res).data).toMatchObject({
      userName: 'Renamed',
      phone: '13900000077',
      email: null,
      roleId: String(role2),
    });
    const detail = bodyOf<SubAccountDetail>(
      await call(t.app, a.token, 'sub-accounts/detail', { id: created.id }),
    );
    expect(detail.data.operations.at(-1)).toMatchObject({ action: 'update', note: 'userName, phone, role' });

    const main = await call(t.app, a.token, 'sub-accounts/update', {
      id: String(a.userId),
      userName: 'Boss',
      roleId: a.roleId,
    });
    expect([main.statusCode, bodyOf(main).message]).toEqual([
      409,
      'The main account cannot be disabled, deleted or edited',
    ]);
    const other = await createThroughApi(t.app, a.token, newAccount(a.roleId));
    const clash = await call(t.app, a.token, 'sub-accounts/update', {
      id: other.id,
      userName: 'Clash',
      phone: '13900000077',
      roleId: a.roleId,
    });
    expect([clash.statusCode, bodyOf(clash).message]).toEqual([
      409,
      'This phone number is already registered',
    ]);
  });

  it('disables (ending sessions) and enables accounts; the main account and oneself stay', async () => {
    const a = await companyWithRole(t.app);
    const body = newAccount(a.roleId);
    const created = await createThroughApi(t.app, a.token, body);
    const victimToken = await tokenFor(t.app, body.accountName);

    const disabled = await call(t.app, a.token, 'sub-accounts/disable', { ids: [created.id] });
    expect(bodyOf(disabled).data).toEqual({ affected: 1 });
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/user/current',
      headers: { token: victimToken },
    });
    expect(bodyOf(after).code).toBe(401);
    const refused = await signIn(t.app, { accountName: body.accountName, password: STRONG_PASSWORD });
    expect(bodyOf(refused).code).not.toBe(0);
    // Again: nothing changes.
    expect(bodyOf(await call(t.app, a.token, 'sub-accounts/disable', { ids: [created.id] })).data).toEqual({
      affected: 0,
    });

    const main = await call(
      t.app,
      a.token,
      'sub-accounts/disable',
      { ids: [created.id, String(a.userId)] },
      'zh',
    );
    expect([main.statusCode, bodyOf(main).message]).toEqual([409, '主账号不能被停用、删除或修改']);
    expect(bodyOf(await call(t.app, a.token, 'sub-accounts/enable', { ids: [created.id] })).data).toEqual({
      affected: 1,
    });
    expect(await tokenFor(t.app, body.accountName)).toBeTruthy();
    const timeline = bodyOf<SubAccountDetail>(
      await call(t.app, a.token, 'sub-accounts/detail', { id: created.id }),
    );
    expect(timeline.data.operations.map((o) => o.action)).toEqual(['create', 'disable', 'enable']);

    const empty = await call(t.app, a.token, 'sub-accounts/disable', { ids: [] });
    expect([empty.statusCode, bodyOf(empty).message]).toEqual([422, 'Select rows first']);
  });

  it('resets a password: the old one stops working, sessions end', async () => {
    const a = await companyWithRole(t.app);
    const body = newAccount(a.roleId);
    const created = await createThroughApi(t.app, a.token, body);
    const oldToken = await tokenFor(t.app, body.accountName);
    const fresh = 'Fresh#Moss58';
    const res = await call(t.app, a.token, 'sub-accounts/resetPassword', {
      id: created.id,
      password: fresh,
      confirmPassword: fresh,
    });
    expect(bodyOf(res)).toMatchObject({ code: 0, data: null });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/user/current',
      headers: { token: oldToken },
    });
    expect(bodyOf(old).code).toBe(401);
    expect(
      bodyOf(await signIn(t.app, { accountName: body.accountName, password: STRONG_PASSWORD })).code,
    ).not.toBe(0);
    expect(await tokenFor(t.app, body.accountName, fresh)).toBeTruthy();
    const main = await call(t.app, a.token, 'sub-accounts/resetPassword', {
      id: String(a.userId),
      password: fresh,
      confirmPassword: fresh,
    });
    expect(main.statusCode).toBe(409);
  });

  it("lists the company's roles as options", async () => {
    const a = await companyWithRole(t.app);
    await companyWithRole(t.app);
    const res = bodyOf<RoleOption[]>(await call(t.app, a.token, 'roles/options'));
    expect(res.data).toEqual([{ id: a.roleId, name: expect.stringMatching(/^role/) }]);
  });
});
