import { describe, expect, it } from 'vitest';
import {
  createRoleRequest,
  normalizeRoleCodes,
  pageNamesOf,
  permissionTree,
  sortPermissionCodes,
  treeCodes,
} from './roles';
import { MENU_TREE, isPermissionCode } from './permissions';

describe('role codes', () => {
  it('brings the page and its view with an action, drops the root code and repeats', () => {
    expect(normalizeRoleCodes(['OMS_CLIENTROLE:delete', 'OMS_SYSTEM', 'OMS_HOME', 'OMS_HOME'])).toEqual([
      'OMS_HOME',
      'OMS_CLIENTROLE',
      'OMS_CLIENTROLE:view',
      'OMS_CLIENTROLE:delete',
    ]);
    // Account security offers no view: its edit brings the page only.
    expect(normalizeRoleCodes(['OMS_CLIENTSAFETY:edit'])).toEqual([
      'OMS_CLIENTSAFETY',
      'OMS_CLIENTSAFETY:edit',
    ]);
    expect(sortPermissionCodes(['zzz', 'OMS_CLIENTROLE', 'OMS_HOME'])).toEqual([
      'OMS_HOME',
      'OMS_CLIENTROLE',
      'zzz',
    ]);
  });

  it('parses a create request: trimmed name, normalized codes, unknown codes refused', () => {
    expect(createRoleRequest.parse({ name: ' Ops ', codes: ['OMS_CLIENTACCOUNT:edit'] })).toEqual({
      name: 'Ops',
      codes: ['OMS_CLIENTACCOUNT', 'OMS_CLIENTACCOUNT:view', 'OMS_CLIENTACCOUNT:edit'],
    });
    const unknown = createRoleRequest.safeParse({ name: 'Ops', codes: ['OMS_HOME', 'OMS_X:view'] });
    expect(unknown.error?.issues[0]?.message).toBe('roles.unknownPermission');
    const none = createRoleRequest.safeParse({ name: 'Ops', codes: ['OMS_SYSTEM'] });
    expect(none.error?.issues[0]?.message).toBe('roles.permissionsRequired');
  });
});

describe('permission tree', () => {
  it('holds the built menu pages once each, with their actions, all real codes', () => {
    const tree = permissionTree();
    const pages = tree.flatMap((g) => g.pages);
    const built = MENU_TREE.flatMap((g) => g.pages.filter((p) => p.built && !p.hidden).map((p) => p.code));
    expect(pages.map((p) => p.code)).toEqual(built);
    expect(tree.every((g) => g.pages.length > 0)).toBe(true);
    for (const code of treeCodes(tree)) expect([code, isPermissionCode(code)]).toEqual([code, true]);
    const roles = pages.find((p) => p.code === 'OMS_CLIENTROLE')!;
    expect(roles).toMatchObject({ zh: '角色管理', en: 'Roles', routePath: '/clientCenter/roleManage' });
    expect(roles.actions.map((a) => [a.code, a.zh, a.en])).toContainEqual([
      'OMS_CLIENTROLE:delete',
      '删除',
      'Delete',
    ]);
    expect(pages.find((p) => p.code === 'OMS_HOME')!.actions).toEqual([]);
  });

  it('names the pages a set of codes opens', () => {
    expect(pageNamesOf(['OMS_CLIENTSAFETY', 'OMS_HOME', 'OMS_HOME:view'], 'en')).toEqual([
      'Home',
      'Account security',
    ]);
  });
});
