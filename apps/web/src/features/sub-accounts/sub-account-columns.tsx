import { Space, Tag } from 'antd';
import {
  ACCOUNT_STATUSES,
  SUB_ACCOUNT_CATALOGUE,
  type SubAccount,
  type SubAccountFilters,
} from '@oms/contracts';
import { namedChoices } from '@/shared/lib/choices';
import {
  createdAtColumn,
  leadColumn,
  statusColumn,
  updatedAtColumn,
  useCatalogueColumns,
} from '@/shared/list-page';
import { useRoleOptions } from './api';

export const NS = 'sub-accounts';

/**
 * Account management's columns (search form, table, column settings, export and detail): the
 * catalogue's fields, the main account's tag beside its name and the status tag.
 */
export const useSubAccountColumns = () => {
  const roles = useRoleOptions().data;
  return useCatalogueColumns<SubAccount, SubAccountFilters>()(
    NS,
    SUB_ACCOUNT_CATALOGUE,
    ({ t, column }) => [
      leadColumn('accountName', 'fields.accountName', {
        render: (row) => (
          <Space size={4}>
            {row.accountName}
            {row.isMain && <Tag color="gold">{t('mainAccount')}</Tag>}
          </Space>
        ),
      }),
      column('userName', { sortable: true, search: { type: 'text' } }),
      column('phone', { search: { type: 'text' } }),
      column('email', { ellipsis: true, search: { type: 'text' } }),
      column('roleName', {
        title: 'fields.role',
        sortable: true,
        search: { type: 'select', field: 'roleId', options: namedChoices(roles) },
      }),
      statusColumn(ACCOUNT_STATUSES, (s) => t(`status.${s}`)),
      createdAtColumn(),
      updatedAtColumn({ defaultVisible: false }),
    ],
    { deps: [roles] },
  );
};
