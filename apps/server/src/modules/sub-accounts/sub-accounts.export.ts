import {
  SUB_ACCOUNT_CATALOGUE,
  SUB_ACCOUNT_CODES,
  SUB_ACCOUNT_EXPORT_KIND,
  subAccountPageRequest,
} from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { subAccountsRepository as repo } from './sub-accounts.repository';
import { toSubAccount } from './sub-accounts.service';

/** The company's accounts the selection names: the ids (within the company) or the list's filters. */
const list = listExport(subAccountPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/**
 * The account list as xlsx (OMS_CLIENTACCOUNT:export), read as the list reads it: keyed like the
 * page's columns so the user's visible columns and their order carry over; rows in the list's sort;
 * the main account's role reads "All permissions".
 */
export const subAccountsExport = list.catalogueExport({
  kind: SUB_ACCOUNT_EXPORT_KIND,
  module: 'sub-accounts',
  name: { zh: '账号列表', en: 'Accounts' },
  permission: SUB_ACCOUNT_CODES.export,
  catalogue: SUB_ACCOUNT_CATALOGUE,
  toRow: (record) => toSubAccount(record),
  keys: ['accountName', 'userName', 'phone', 'email', 'roleName', 'status', 'createdAt', 'updatedAt'],
});
