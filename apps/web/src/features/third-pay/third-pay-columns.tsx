import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag, Typography } from 'antd';
import {
  THIRD_PAY_PLATFORM_NAMES,
  THIRD_PAY_PLATFORMS,
  THIRD_PAY_STATUSES,
  type ThirdPayAccount,
  type ThirdPayFilters,
} from '@oms/contracts';
import type { NsKey } from '@/shared/i18n/keys';
import { createdAtColumn, updatedAtColumn, type ListColumn } from '@/shared/list-page';

export const NS = 'third-pay';

export const platformLabel = (row: Pick<ThirdPayAccount, 'platform' | 'platformName'>, language: string) => {
  const name = THIRD_PAY_PLATFORM_NAMES[row.platform][language === 'en' ? 'en' : 'zh'];
  return row.platform === 'OTHER' && row.platformName ? `${name}: ${row.platformName}` : name;
};

/** The payer accounts' columns; the number column shows (and exports) only the masked number. */
export const useThirdPayColumns = (): ListColumn<ThirdPayAccount, ThirdPayFilters, NsKey<typeof NS>>[] => {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  return useMemo(
    (): ListColumn<ThirdPayAccount, ThirdPayFilters, NsKey<typeof NS>>[] => [
      {
        key: 'platform',
        title: 'fields.platform',
        sortable: true,
        fixed: 'left',
        detailLink: true,
        search: {
          type: 'select',
          options: THIRD_PAY_PLATFORMS.map((p) => ({
            value: p,
            label: THIRD_PAY_PLATFORM_NAMES[p][language === 'en' ? 'en' : 'zh'],
          })),
        },
        render: (row) => platformLabel(row, language),
      },
      { key: 'accountName', title: 'fields.accountName', sortable: true, search: { type: 'text' } },
      {
        key: 'accountNumberMasked',
        title: 'fields.accountNumber',
        search: { type: 'text', field: 'accountNumber', placeholder: t('form.numberSearch') },
        render: (row) => <Typography.Text code>{row.accountNumberMasked}</Typography.Text>,
      },
      {
        key: 'status',
        title: 'fields.status',
        sortable: true,
        search: {
          type: 'select',
          options: THIRD_PAY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (row) => (
          <Tag color={row.status === 'ENABLED' ? 'green' : 'default'}>{t(`status.${row.status}`)}</Tag>
        ),
      },
      { key: 'remark', title: 'fields.remark', ellipsis: true, render: (row) => row.remark ?? '-' },
      createdAtColumn({ defaultSearchVisible: false }),
      updatedAtColumn({ defaultVisible: false }),
    ],
    [t, language],
  );
};
