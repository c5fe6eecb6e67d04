import { Typography } from 'antd';
import {
  THIRD_PAY_PLATFORM_NAMES,
  THIRD_PAY_PLATFORMS,
  THIRD_PAY_STATUSES,
  type ThirdPayAccount,
  type ThirdPayFilters,
} from '@oms/contracts';
import {
  choiceSearch,
  createdAtColumn,
  leadColumn,
  remarkColumn,
  statusColumn,
  updatedAtColumn,
  useListColumns,
} from '@/shared/list-page';

export const NS = 'third-pay';

/** A platform's name in the user's language. */
export const platformName = (platform: ThirdPayAccount['platform'], language: string) =>
  THIRD_PAY_PLATFORM_NAMES[platform][language === 'en' ? 'en' : 'zh'];

export const platformLabel = (row: Pick<ThirdPayAccount, 'platform' | 'platformName'>, language: string) => {
  const name = platformName(row.platform, language);
  return row.platform === 'OTHER' && row.platformName ? `${name}: ${row.platformName}` : name;
};

/** The payer accounts' columns; the number column shows (and exports) only the masked number. */
export const useThirdPayColumns = () =>
  useListColumns<ThirdPayAccount, ThirdPayFilters, typeof NS>(NS, ({ t, language }) => [
    leadColumn('platform', 'fields.platform', {
      search: choiceSearch(THIRD_PAY_PLATFORMS, (p) => platformName(p, language)),
      render: (row) => platformLabel(row, language),
    }),
    { key: 'accountName', title: 'fields.accountName', sortable: true, search: { type: 'text' } },
    {
      key: 'accountNumberMasked',
      title: 'fields.accountNumber',
      search: { type: 'text', field: 'accountNumber', placeholder: t('form.numberSearch') },
      render: (row) => <Typography.Text code>{row.accountNumberMasked}</Typography.Text>,
    },
    statusColumn(THIRD_PAY_STATUSES, (s) => t(`status.${s}`)),
    remarkColumn(),
    createdAtColumn({ defaultSearchVisible: false }),
    updatedAtColumn({ defaultVisible: false }),
  ]);
