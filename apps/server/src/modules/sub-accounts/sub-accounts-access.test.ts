import { beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, SubAccount } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bodyOf,
  call,
  company,
  createThroughApi,
  newAccount,
  STRONG_PASSWORD,
  subAccountWith,
} from './sub-accounts.test-support';

const VIEW = ['OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:view'];
const fresh = 'Fresh#Moss58';

describe('account management API: permissions and companies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  /** Every call of the page, with a body aimed at `targetId`. */
  const calls = (targetId: string, roleId: string): [string, Record<string, unknown>][] => [
    ['page', { current: 1, size: 20 }],
    ['detail', { id: targetId }],
    ['/api/roles/options', {}],
    ['create', newAccount(roleId)],
    ['update', { id: targetId, userName: 'X', roleId }],
    ['enable', { ids: [targetId] }],
    ['disable', { ids: [targetId] }],
    ['resetPassword', { id: targetId, password: fresh, confirmPassword: fresh }],
  ];

  it('answers 403 to a sub-account without the page codes, on every call', async () => {
    const a = await company(t.app);
    const target = await createThroughApi(t.app, a.token, newAccount(a.roleId));
    const none = await subAccountWith(t.app, a.companyId, ['OMS_HOME', 'OMS_CLIENTSAFETY']);
    for (const [action, body] of calls(target.id, a.roleId)) {
      const res = await call(t.app, none.token, action, body, 'zh');
      expect([action, res.statusCode, bodyOf(res).code, bodyOf(res).message]).toEqual([
        action,
        403,
        403,
        '权限不足，请联系管理员',
      ]);
    }
  });

  it('lets :view read, :create create and :edit change, and nothing more', async () => {
    const a = await company(t.app);
    const target = await createThroughApi(t.app, a.token, newAccount(a.roleId));
    const viewer = await subAccountWith(t.app, a.companyId, VIEW);
    const creator = await subAccountWith(t.app, a.companyId, [...VIEW, 'OMS_CLIENTACCOUNT:create']);
    const editor = await subAccountWith(t.app, a.companyId, [...VIEW, 'OMS_CLIENTACCOUNT:edit']);
    const reads = ['page', 'detail', '/api/roles/options'];
    for (const [action, body] of calls(target.id, a.roleId)) {
      const viewed = await call(t.app, viewer.token, action, body);
      expect([action, viewed.statusCode]).toEqual([action, reads.includes(action) ? 200 : 403]);
      const created = await call(
        t.app,
        creator.token,
        action,
        action === 'create' ? newAccount(a.roleId) : body,
      );
      expect([action, created.statusCode]).toEqual([
        action,
        [...reads, 'create'].includes(action) ? 200 : 403,
      ]);
    }
    for (const [action, body] of calls(target.id, a.roleId).filter(([x]) => x !== 'create')) {
      const res = await call(t.app, editor.token, action, body);
      expect([action, res.statusCode, bodyOf(res).code]).toEqual([action, 200, 0]);
    }
    expect(bodyOf(await call(t.app, editor.token, 'create', newAccount(a.roleId))).code).toBe(403);
  });

  it('keeps an editor from changing their own account', async () => {
    const a = await company(t.app);
    const editor = await subAccountWith(t.app, a.companyId, [...VIEW, 'OMS_CLIENTACCOUNT:edit']);
    const list = bodyOf<PageResult<SubAccount>>(
      await call(t.app, editor.token, 'page', { current: 1, size: 20, accountName: editor.accountName }),
    );
    const self = list.data.records[0]!.id;
    for (const [action, body] of calls(self, a.roleId).filter(([x]) =>
      ['update', 'disable', 'resetPassword'].includes(x),
    )) {
      const res = await call(t.app, editor.token, action, body);
      expect([action, res.statusCode, bodyOf(res).message]).toEqual([
        action,
        409,
        'You cannot edit, disable or reset the password of your own account here; use Account security',
      ]);
    }
  });

  it("never shows or changes another company's accounts (404), and lists only one's own", async () => {
    const a = await company(t.app);
    const b = await company(t.app);
    const victim = await createThroughApi(t.app, a.token, newAccount(a.roleId));
    const bList = bodyOf<PageResult<SubAccount>>(
      await call(t.app, b.token, 'page', { current: 1, size: 500 }),
    );
    expect(bList.data.records.map((r) => r.id)).toEqual([String(b.userId)]);
    expect(bList.data.total).toBe(1);

    for (const [action, body] of calls(victim.id, b.roleId).filter(
      ([x]) => !['page', 'create'].includes(x),
    )) {
      if (action === '/api/roles/options') continue;
      const res = await call(t.app, b.token, action, body, 'zh');
      expect([action, res.statusCode, bodyOf(res).message]).toEqual([action, 404, '访问资源不存在']);
    }
    // The main account of A too; and a batch that mixes in a foreign id changes nothing at all.
    const mainA = await call(t.app, b.token, 'disable', { ids: [String(a.userId)] });
    expect(mainA.statusCode).toBe(404);
    const own = await createThroughApi(t.app, b.token, newAccount(b.roleId));
    const mixed = await call(t.app, b.token, 'disable', { ids: [own.id, victim.id] });
    expect(mixed.statusCode).toBe(404);
    const bAfter = bodyOf<PageResult<SubAccount>>(
      await call(t.app, b.token, 'page', { current: 1, size: 20 }),
    );
    expect(bAfter.data.records.find((r) => r.id === own.id)?.status).toBe('ENABLED');

    // A's account is untouched: still enabled, old password, and A sees it.
    const aList = bodyOf<PageResult<SubAccount>>(
      await call(t.app, a.token, 'page', { current: 1, size: 20 }),
    );
    expect(aList.data.records.find((r) => r.id === victim.id)).toMatchObject({
      status: 'ENABLED',
      userName: 'Warehouse Clerk',
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { accountName: victim.accountName, password: STRONG_PASSWORD },
    });
    expect(bodyOf(signIn).code).toBe(0);
    // Filtering by another company's role finds nothing.
    const foreignRole = bodyOf<PageResult<SubAccount>>(
      await call(t.app, b.token, 'page', { current: 1, size: 20, roleId: a.roleId }),
    );
    expect(foreignRole.data.records).toEqual([]);
  });

  it('refuses tenant or company headers that disagree with the session', async () => {
    const a = await company(t.app);
    const b = await company(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sub-accounts/page',
      headers: { token: a.token, 'company-id': String(b.companyId) },
      payload: { current: 1, size: 20 },
    });
    expect(res.statusCode).toBe(403);
  });
});
