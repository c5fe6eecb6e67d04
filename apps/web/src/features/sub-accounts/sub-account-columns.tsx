import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Space, Tag } from 'antd';
import { ACCOUNT_STATUSES, type SubAccount, type SubAccountFilters } from '@oms/contracts';
import type { NsKey } from '@/shared/i18n/keys';
import { createdAtColumn, updatedAtColumn, type ListColumn } from '@/shared/list-page';
import { useRoleOptions } from './api';

export const NS = 'sub-accounts';

/** Account management's columns: the search form, table, column settings, export and detail. */
export const useSubAccountColumns = (): ListColumn<SubAccount, SubAccountFilters, NsKey<typeof NS>>[] => {
  const { t } = useTranslation(NS);
  const roles = useRoleOptions();
  const roleOptions = useMemo(
    () => (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
    [roles.data],
  );

  return useMemo(
    (): ListColumn<SubAccount, SubAccountFilters, NsKey<typeof NS>>[] => [
      {
        key: 'accountName',
        title: 'fields.accountName',
        sortable: true,
        fixed: 'left',
        detailLink: true,
        search: { type: 'text' },
        render: (row) => (
          <Space size={4}>
            {row.accountName}
            {row.isMain && <Tag color="gold">{t('mainAccount')}</Tag>}
          </Space>
        ),
      },
      { key: 'userName', title: 'fields.userName', sortable: true, search: { type: 'text' } },
      { key: 'phone', title: 'fields.phone', search: { type: 'text' } },
      { key: 'email', title: 'fields.email', ellipsis: true, search: { type: 'text' } },
      {
        key: 'roleName',
        title: 'fields.role',
        sortable: true,
        search: { type: 'select', field: 'roleId', options: roleOptions },
        render: (row) => (row.isMain ? t('allPermissions') : (row.roleName ?? '-')),
      },
      {
        key: 'status',
        title: 'fields.status',
        sortable: true,
        search: {
          type: 'select',
          options: ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (row) => (
          <Tag color={row.status === 'ENABLED' ? 'green' : 'default'}>{t(`status.${row.status}`)}</Tag>
        ),
      },
      createdAtColumn(),
      updatedAtColumn({ defaultVisible: false }),
    ],
    [t, roleOptions],
  );
};
