import { commonFields, defineFields } from './fields';

/** The role list's labels: columns, form and export. */
export const ROLE_FIELDS = defineFields({
  name: { zh: '角色名称', en: 'Role name' },
  menus: { zh: '权限菜单', en: 'Menus' },
  permissions: { zh: '权限', en: 'Permissions' },
  userCount: { zh: '账号数', en: 'Accounts' },
  ...commonFields('createdAt', 'updatedAt'),
});
