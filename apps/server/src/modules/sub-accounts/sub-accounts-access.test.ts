import { describe, expect, it } from 'vitest';
import type { PageResult, SubAccount } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, subAccountWith } from '../../../test/fixtures';
import { companyWithRole, newAccount } from './sub-accounts.test-support';

const VIEW = ['OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:view'];
const fresh = 'Fresh#Moss58';

describe('account management API: permissions and companies', () => {
  const t = useTestApp();

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

  it('keeps an editor from changing their own account', async () => {
    const a = await companyWithRole(t.app);
    const editor = await subAccountWith(t.app, a.companyId, [...VIEW, 'OMS_CLIENTACCOUNT:edit']);
    const list = bodyOf<PageResult<SubAccount>>(
      await call(t.app, editor.token, 'sub-accounts/page', {
        current: 1,
        size: 20,
        accountName: editor.accountName,
      }),
    );
    const self = list.data.records[0]!.id;
    for (const [action, body] of calls(self, a.roleId).filter(([x]) =>
      ['update', 'disable', 'resetPassword'].includes(x),
    )) {
      const res = await call(t.app, editor.token, `sub-accounts/${action}`, body);
      expect([action, res.statusCode, bodyOf(res).message]).toEqual([
        action,
        409,
        'You cannot edit, disable or reset the password of your own account here; use Account security',
      ]);
    }
  });

  it('refuses tenant or company headers that disagree with the session', async () => {
    const a = await companyWithRole(t.app);
    const b = await companyWithRole(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sub-accounts/page',
      headers: { token: a.token, 'company-id': String(b.companyId) },
      payload: { current: 1, size: 20 },
    });
    expect(res.statusCode).toBe(403);
  });
});
