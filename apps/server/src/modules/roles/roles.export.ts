import { ROLE_CODES, ROLE_PAGE_KEY, pageNamesOf, rolePageRequest } from '@oms/contracts';
import type { RolePageRequest } from '@oms/contracts';
import {
  defineExport,
  dateTimeColumn,
  fromListQuery,
  type ExportContext,
  type ExportSelection,
} from '../exports/define-export';
import { rolesRepository as repo, type RoleRow } from './roles.repository';

/** What "all matching" sends: the list's filters and its sort (paging means nothing to an export). */
const exportFilters = rolePageRequest.omit({ current: true, size: true, cursor: true });
type Filters = Omit<RolePageRequest, 'current' | 'size' | 'cursor'>;

/** The company's roles the selection names: the ids (within the company) or the list's filters. */
const queryOf = (ctx: ExportContext, { ids, filters }: ExportSelection<Filters>) => {
  const { sort: _sort, ...where } = filters;
  return repo.listQuery(ctx.companyId, ids ? { ids } : where);
};

/**
 * The role list as xlsx (OMS_CLIENTROLE:export), keyed like the page's columns so the user's visible
 * columns and their order carry over; the permissions as the names of the pages the role opens.
 */
export const rolesExport = defineExport<RoleRow, Filters>({
  kind: ROLE_PAGE_KEY,
  module: 'roles',
  name: { zh: '角色列表', en: 'Roles' },
  permission: ROLE_CODES.export,
  filters: exportFilters,
  columns: [
    { key: 'name', header: { zh: '角色名称', en: 'Role name' }, width: 24, value: (r) => r.name },
    {
      key: 'codes',
      header: { zh: '权限菜单', en: 'Menus' },
      width: 60,
      value: (r, language) => pageNamesOf(r.codes ?? [], language).join(language === 'zh' ? '、' : ', '),
    },
    {
      key: 'userCount',
      header: { zh: '账号数', en: 'Accounts' },
      width: 10,
      value: (r) => Number(r.userCount),
    },
    dateTimeColumn('createdAt', { zh: '创建时间', en: 'Created' }, (r) => r.createdAt),
    dateTimeColumn('updatedAt', { zh: '更新时间', en: 'Updated' }, (r) => r.updatedAt),
  ],
  ...fromListQuery(queryOf),
});
