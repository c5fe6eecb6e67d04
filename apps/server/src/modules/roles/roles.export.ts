import { ROLE_CODES, ROLE_FIELDS, ROLE_PAGE_KEY, pageNamesOf, rolePageRequest } from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { rolesRepository as repo } from './roles.repository';

/** The company's roles the selection names: the ids (within the company) or the list's filters. */
const list = listExport(rolePageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/**
 * The role list as xlsx (OMS_CLIENTROLE:export), keyed like the page's columns so the user's visible
 * columns and their order carry over; the permissions as the names of the pages the role opens.
 */
export const rolesExport = list.defineExport({
  kind: ROLE_PAGE_KEY,
  module: 'roles',
  name: { zh: '角色列表', en: 'Roles' },
  permission: ROLE_CODES.export,
  columns: [
    { key: 'name', header: ROLE_FIELDS.name, width: 24, value: (r) => r.name },
    {
      key: 'codes',
      header: ROLE_FIELDS.menus,
      width: 60,
      value: (r, language) => pageNamesOf(r.codes ?? [], language).join(language === 'zh' ? '、' : ', '),
    },
    {
      key: 'userCount',
      header: ROLE_FIELDS.userCount,
      width: 10,
      value: (r) => Number(r.userCount),
    },
    dateTimeColumn('createdAt', ROLE_FIELDS.createdAt, (r) => r.createdAt),
    dateTimeColumn('updatedAt', ROLE_FIELDS.updatedAt, (r) => r.updatedAt),
  ],
});
