import { Typography } from 'antd';
import {
  THIRD_PAY_CATALOGUE,
  THIRD_PAY_PLATFORM_NAMES,
  THIRD_PAY_PLATFORMS,
  THIRD_PAY_STATUSES,
  type ThirdPayAccount,
  type ThirdPayFilters,
} from '@oms/contracts';
import { uiLanguage } from '@/shared/lib/stored-text';
import {
  choiceSearch,
  createdAtColumn,
  leadColumn,
  statusColumn,
  updatedAtColumn,
  useCatalogueColumns,
} from '@/shared/list-page';

export const NS = 'third-pay';

/** A platform's name in the user's language. */
export const platformName = (platform: ThirdPayAccount['platform'], language: string) =>
  THIRD_PAY_PLATFORM_NAMES[platform][uiLanguage(language)];

/**
 * The payer accounts' columns: the catalogue's fields, the status tag; the number column shows (and
 * exports) only the masked number.
 */
export const useThirdPayColumns = () =>
  useCatalogueColumns<ThirdPayAccount, ThirdPayFilters>()(
    NS,
    THIRD_PAY_CATALOGUE,
    ({ t, language, column }) => [
      leadColumn('platform', 'fields.platform', {
        search: choiceSearch(THIRD_PAY_PLATFORMS, (p) => platformName(p, language)),
        render: column('platform').render,
      }),
      column('accountName', { sortable: true, search: { type: 'text' } }),
      column('accountNumberMasked', {
        title: 'fields.accountNumber',
        search: { type: 'text', field: 'accountNumber', placeholder: t('form.numberSearch') },
        render: (row) => <Typography.Text code>{row.accountNumberMasked}</Typography.Text>,
      }),
      statusColumn(THIRD_PAY_STATUSES, (s) => t(`status.${s}`)),
      column('remark', { ellipsis: true }),
      createdAtColumn({ defaultSearchVisible: false }),
      updatedAtColumn({ defaultVisible: false }),
    ],
  );
