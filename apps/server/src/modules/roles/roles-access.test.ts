import { describe, expect, it } from 'vitest';
import type { PageResult, Role } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, subAccountWith } from '../../../test/fixtures';
import { companyWithRole } from '../sub-accounts/sub-accounts.test-support';
import { createRole } from './roles.test-support';

const VIEW = ['OMS_CLIENTROLE', 'OMS_CLIENTROLE:view'];

describe('roles API: permissions and companies', () => {
  const t = useTestApp();

  it('lets a sub-account grant only codes it holds, and never change its own role', async () => {
    const a = await companyWithRole(t.app);
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
      'roles/create',
      { name: 'Wider', codes: ['OMS_CLIENTACCOUNT:view'] },
      'zh',
    );
    expect([more.statusCode, bodyOf(more).message]).toEqual([
      403,
      '不能授予自己没有的权限：OMS_CLIENTACCOUNT',
    ]);
    const within = await call(t.app, manager.token, 'roles/create', { name: 'Narrow', codes: ['OMS_HOME'] });
    expect(bodyOf(within).code).toBe(0);

    // A role holding codes the manager lacks keeps them through the manager's edit, but gains no more.
    const finance = await createRole(t.app, a.token, ['OMS_HOME', 'OMS_CLIENTACCOUNT:export'], 'Finance');
    const keep = await call(t.app, manager.token, 'roles/update', {
      id: finance.id,
      name: 'Finance team',
      codes: ['OMS_CLIENTACCOUNT:export'],
    });
    expect(bodyOf<Role>(keep).data.codes).toEqual([
      'OMS_CLIENTACCOUNT',
      'OMS_CLIENTACCOUNT:view',
      'OMS_CLIENTACCOUNT:export',
    ]);
    const grow = await call(t.app, manager.token, 'roles/update', {
      id: finance.id,
      name: 'Finance team',
      codes: ['OMS_CLIENTACCOUNT:export', 'OMS_CLIENTACCOUNT:edit'],
    });
    expect(grow.statusCode).toBe(403);

    const mine = bodyOf<PageResult<Role>>(
      await call(t.app, manager.token, 'roles/page', { current: 1, size: 50, pageCode: 'OMS_CLIENTROLE' }),
    ).data.records.find((r) => r.userCount === 1)!;
    for (const [action, body] of [
      ['update', { id: mine.id, name: mine.name, codes: ['OMS_HOME'] }],
      ['delete', { ids: [mine.id] }],
    ] as const) {
      const res = await call(t.app, manager.token, `roles/${action}`, body);
      expect([action, res.statusCode, bodyOf(res).message]).toEqual([
        action,
        409,
        'You cannot change or delete the role you hold yourself',
      ]);
    }
  });

  it('refuses tenant or company headers that disagree with the session', async () => {
    const a = await companyWithRole(t.app);
    const b = await companyWithRole(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/roles/page',
      headers: { token: a.token, 'company-id': String(b.companyId) },
      payload: { current: 1, size: 20 },
    });
    expect(res.statusCode).toBe(403);
  });
});
