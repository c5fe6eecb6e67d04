import { beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, Role, RoleOption } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { bodyOf, call, company, createRole, subAccountWith } from './roles.test-support';

const VIEW = ['OMS_CLIENTROLE', 'OMS_CLIENTROLE:view'];

describe('roles API: permissions and companies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  /** Every call of the page, with a body aimed at `targetId`. */
  const calls = (targetId: string): [string, Record<string, unknown>][] => [
    ['page', { current: 1, size: 20 }],
    ['detail', { id: targetId }],
    ['create', { name: `New ${Math.random()}`.slice(0, 20), codes: ['OMS_HOME'] }],
    ['update', { id: targetId, name: 'Renamed', codes: ['OMS_HOME'] }],
    ['delete', { ids: [targetId] }],
    ['/api/exports/create', { kind: 'roles', filters: {} }],
  ];
  const allowed: Record<string, string> = {
    page: 'view',
    detail: 'view',
    create: 'create',
    update: 'edit',
    delete: 'delete',
    '/api/exports/create': 'export',
  };

  it('answers 403 to a sub-account without the page codes, on every call', async () => {
    const a = await company(t.app);
    const target = await createRole(t.app, a.token, ['OMS_HOME']);
    const none = await subAccountWith(t.app, a.companyId, ['OMS_HOME', 'OMS_CLIENTROLE']);
    for (const [action, body] of calls(target.id)) {
      const res = await call(t.app, none.token, action, body, 'zh');
      expect([action, res.statusCode, bodyOf(res).code, bodyOf(res).message]).toEqual([
        action,
        403,
        403,
        '权限不足，请联系管理员',
      ]);
    }
  });

  it('lets each action code do its own call and nothing more', async () => {
    const a = await company(t.app);
    for (const action of ['view', 'create', 'edit', 'delete', 'export']) {
      const holder = await subAccountWith(t.app, a.companyId, [
        ...VIEW,
        'OMS_HOME',
        `OMS_CLIENTROLE:${action}`,
      ]);
      for (const [call_, body] of calls((await createRole(t.app, a.token, ['OMS_HOME'])).id)) {
        const res = await call(t.app, holder.token, call_, body);
        const ok = allowed[call_] === 'view' || allowed[call_] === action;
        expect([action, call_, res.statusCode]).toEqual([action, call_, ok ? 200 : 403]);
      }
    }
  });

  it("never shows or changes another company's roles (404), and lists only one's own", async () => {
    const a = await company(t.app);
    const b = await company(t.app);
    const victim = await createRole(t.app, a.token, ['OMS_HOME'], 'Victim');
    const list = bodyOf<PageResult<Role>>(await call(t.app, b.token, 'page', { current: 1, size: 500 }));
    expect(list.data.records.map((r) => r.id)).toEqual([b.roleId]);
    const options = bodyOf<RoleOption[]>(await call(t.app, b.token, 'options'));
    expect(options.data.map((r) => r.id)).toEqual([b.roleId]);
    for (const [action, body] of calls(victim.id).filter(([x]) =>
      ['detail', 'update', 'delete'].includes(x),
    )) {
      const res = await call(t.app, b.token, action, body, 'zh');
      expect([action, res.statusCode, bodyOf(res).message]).toEqual([action, 404, '访问资源不存在']);
    }
    // A batch that mixes in a foreign id deletes nothing; the selection of an export skips it.
    const own = await createRole(t.app, b.token, ['OMS_HOME']);
    expect((await call(t.app, b.token, 'delete', { ids: [own.id, victim.id] })).statusCode).toBe(404);
    expect(bodyOf(await call(t.app, b.token, 'detail', { id: own.id })).code).toBe(0);
    const exported = await call(t.app, b.token, '/api/exports/create', { kind: 'roles', ids: [victim.id] });
    expect(exported.statusCode).toBe(422);
    // A's role is untouched.
    const detail = bodyOf<Role>(await call(t.app, a.token, 'detail', { id: victim.id }));
    expect(detail.data).toMatchObject({ name: 'Victim', codes: ['OMS_HOME'] });
  });

  it('lets a sub-account grant only codes it holds, and never change its own role', async () => {
    const a = await company(t.app);
    const manager = await subAccountWith(t.app, a.companyId, [
      ...VIEW,
      'OMS_HOME',
      'OMS_CLIENTROLE:create',
      'OMS_CLIENTROLE:edit',
      'OMS_CLIENTROLE:delete',
    ]);
    const more = await call(
      t.app,
      manager.token,
      'create',
      { name: 'Wider', codes: ['OMS_CLIENTACCOUNT:view'] },
      'zh',
    );
    expect([more.statusCode, bodyOf(more).message]).toEqual([
      403,
      '不能授予自己没有的权限：OMS_CLIENTACCOUNT',
    ]);
    const within = await call(t.app, manager.token, 'create', { name: 'Narrow', codes: ['OMS_HOME'] });
    expect(bodyOf(within).code).toBe(0);

    // A role holding codes the manager lacks keeps them through the manager's edit, but gains no more.
    const finance = await createRole(t.app, a.token, ['OMS_HOME', 'OMS_CLIENTACCOUNT:export'], 'Finance');
    const keep = await call(t.app, manager.token, 'update', {
      id: finance.id,
      name: 'Finance team',
      codes: ['OMS_CLIENTACCOUNT:export'],
    });
    expect(bodyOf<Role>(keep).data.codes).toEqual([
      'OMS_CLIENTACCOUNT',
      'OMS_CLIENTACCOUNT:view',
      'OMS_CLIENTACCOUNT:export',
    ]);
    const grow = await call(t.app, manager.token, 'update', {
      id: finance.id,
      name: 'Finance team',
      codes: ['OMS_CLIENTACCOUNT:export', 'OMS_CLIENTACCOUNT:edit'],
    });
    expect(grow.statusCode).toBe(403);

    const mine = bodyOf<PageResult<Role>>(
      await call(t.app, manager.token, 'page', { current: 1, size: 50, pageCode: 'OMS_CLIENTROLE' }),
    ).data.records.find((r) => r.userCount === 1)!;
    for (const [action, body] of [
      ['update', { id: mine.id, name: mine.name, codes: ['OMS_HOME'] }],
      ['delete', { ids: [mine.id] }],
    ] as const) {
      const res = await call(t.app, manager.token, action, body);
      expect([action, res.statusCode, bodyOf(res).message]).toEqual([
        action,
        409,
        'You cannot change or delete the role you hold yourself',
      ]);
    }
  });

  it('refuses tenant or company headers that disagree with the session', async () => {
    const a = await company(t.app);
    const b = await company(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/roles/page',
      headers: { token: a.token, 'company-id': String(b.companyId) },
      payload: { current: 1, size: 20 },
    });
    expect(res.statusCode).toBe(403);
  });
});
