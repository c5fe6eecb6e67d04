import {
  ACCOUNT_STATUS_LABELS,
  SUB_ACCOUNT_CODES,
  SUB_ACCOUNT_EXPORT_KIND,
  SUB_ACCOUNT_FIELDS,
  subAccountPageRequest,
} from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { subAccountsRepository as repo } from './sub-accounts.repository';

const ALL_PERMISSIONS = { zh: '全部权限', en: 'All permissions' };

/** The company's accounts the selection names: the ids (within the company) or the list's filters. */
const list = listExport(subAccountPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/**
 * The account list as xlsx (OMS_CLIENTACCOUNT:export): the columns the page shows, keyed like the
 * page's columns so the user's visible columns and their order carry over; rows in the list's sort.
 */
export const subAccountsExport = list.defineExport({
  kind: SUB_ACCOUNT_EXPORT_KIND,
  module: 'sub-accounts',
  name: { zh: '账号列表', en: 'Accounts' },
  permission: SUB_ACCOUNT_CODES.export,
  columns: [
    { key: 'accountName', header: SUB_ACCOUNT_FIELDS.accountName, width: 22, value: (r) => r.accountName },
    { key: 'userName', header: SUB_ACCOUNT_FIELDS.userName, width: 18, value: (r) => r.userName },
    { key: 'phone', header: SUB_ACCOUNT_FIELDS.phone, width: 16, value: (r) => r.phone },
    { key: 'email', header: SUB_ACCOUNT_FIELDS.email, width: 28, value: (r) => r.email },
    {
      key: 'roleName',
      header: SUB_ACCOUNT_FIELDS.role,
      width: 18,
      value: (r, language) => (r.isMain ? ALL_PERMISSIONS[language] : r.roleName),
    },
    {
      key: 'status',
      header: SUB_ACCOUNT_FIELDS.status,
      width: 10,
      value: (r, language) => ACCOUNT_STATUS_LABELS[r.status][language],
    },
    dateTimeColumn('createdAt', SUB_ACCOUNT_FIELDS.createdAt, (r) => r.createdAt),
    dateTimeColumn('updatedAt', SUB_ACCOUNT_FIELDS.updatedAt, (r) => r.updatedAt),
  ],
});
