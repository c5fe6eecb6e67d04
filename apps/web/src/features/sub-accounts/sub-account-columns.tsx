import { Space, Tag } from 'antd';
import { ACCOUNT_STATUSES, type SubAccount, type SubAccountFilters } from '@oms/contracts';
import { namedChoices } from '@/shared/lib/choices';
import {
  createdAtColumn,
  leadColumn,
  statusColumn,
  updatedAtColumn,
  useListColumns,
} from '@/shared/list-page';
import { useRoleOptions } from './api';

export const NS = 'sub-accounts';

/** Account management's columns: the search form, table, column settings, export and detail. */
export const useSubAccountColumns = () => {
  const roles = useRoleOptions().data;
  return useListColumns<SubAccount, SubAccountFilters, typeof NS>(
    NS,
    ({ t }) => [
      leadColumn('accountName', 'fields.accountName', {
        render: (row) => (
          <Space size={4}>
            {row.accountName}
            {row.isMain && <Tag color="gold">{t('mainAccount')}</Tag>}
          </Space>
        ),
      }),
      { key: 'userName', title: 'fields.userName', sortable: true, search: { type: 'text' } },
      { key: 'phone', title: 'fields.phone', search: { type: 'text' } },
      { key: 'email', title: 'fields.email', ellipsis: true, search: { type: 'text' } },
      {
        key: 'roleName',
        title: 'fields.role',
        sortable: true,
        search: { type: 'select', field: 'roleId', options: namedChoices(roles) },
        render: (row) => (row.isMain ? t('allPermissions') : (row.roleName ?? '-')),
      },
      statusColumn(ACCOUNT_STATUSES, (s) => t(`status.${s}`)),
      createdAtColumn(),
      updatedAtColumn({ defaultVisible: false }),
    ],
    [roles],
  );
};
