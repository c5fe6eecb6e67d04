import {
  SUB_ACCOUNT_CODES,
  SUB_ACCOUNT_EXPORT_KIND,
  subAccountPageRequest,
  type AccountStatus,
  type SubAccountPageRequest,
} from '@oms/contracts';
import {
  defineExport,
  dateTimeColumn,
  fromListQuery,
  type ExportContext,
  type ExportSelection,
} from '../exports/define-export';
import { subAccountsRepository as repo, type SubAccountRow } from './sub-accounts.repository';

/** What "all matching" sends: the list's filters and its sort (paging means nothing to an export). */
const exportFilters = subAccountPageRequest.omit({ current: true, size: true, cursor: true });
type Filters = Omit<SubAccountPageRequest, 'current' | 'size' | 'cursor'>;

const STATUS: Record<AccountStatus, { zh: string; en: string }> = {
  ENABLED: { zh: '启用', en: 'Enabled' },
  DISABLED: { zh: '停用', en: 'Disabled' },
};
const ALL_PERMISSIONS = { zh: '全部权限', en: 'All permissions' };

/** The company's accounts the selection names: the ids (within the company) or the list's filters. */
const queryOf = (ctx: ExportContext, { ids, filters }: ExportSelection<Filters>) => {
  const { sort: _sort, ...where } = filters;
  return repo.listQuery(ctx.companyId, ids ? { ids } : where);
};

/**
 * The account list as xlsx (OMS_CLIENTACCOUNT:export): the columns the page shows, keyed like the
 * page's columns so the user's visible columns and their order carry over; rows in the list's sort.
 */
export const subAccountsExport = defineExport<SubAccountRow, Filters>({
  kind: SUB_ACCOUNT_EXPORT_KIND,
  module: 'sub-accounts',
  name: { zh: '账号列表', en: 'Accounts' },
  permission: SUB_ACCOUNT_CODES.export,
  filters: exportFilters,
  columns: [
    { key: 'accountName', header: { zh: '账号', en: 'Account' }, width: 22, value: (r) => r.accountName },
    { key: 'userName', header: { zh: '姓名', en: 'Name' }, width: 18, value: (r) => r.userName },
    { key: 'phone', header: { zh: '手机号', en: 'Phone' }, width: 16, value: (r) => r.phone },
    { key: 'email', header: { zh: '邮箱', en: 'E-mail' }, width: 28, value: (r) => r.email },
    {
      key: 'roleName',
      header: { zh: '角色', en: 'Role' },
      width: 18,
      value: (r, language) => (r.isMain ? ALL_PERMISSIONS[language] : r.roleName),
    },
    {
      key: 'status',
      header: { zh: '状态', en: 'Status' },
      width: 10,
      value: (r, language) => STATUS[r.status][language],
    },
    dateTimeColumn('createdAt', { zh: '创建时间', en: 'Created' }, (r) => r.createdAt),
    dateTimeColumn('updatedAt', { zh: '更新时间', en: 'Updated' }, (r) => r.updatedAt),
  ],
  ...fromListQuery(queryOf),
});
