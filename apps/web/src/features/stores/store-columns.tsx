import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Space, Tag, Tooltip, Typography } from 'antd';
import {
  INVENTORY_UPDATE_METHODS,
  isMessageKey,
  STORE_PLATFORM_NAMES,
  STORE_PLATFORMS,
  STORE_STATUSES,
  type Store,
  type StoreAuthorization,
  type StoreFilters,
  type StoreStatus,
} from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import type { NsKey } from '@/shared/i18n/keys';
import { createdAtColumn, updatedAtColumn, type ListColumn } from '@/shared/list-page';

export const NS = 'stores';

const STATUS_COLOR: Record<StoreStatus, string> = {
  ENABLED: 'green',
  DISABLED: 'default',
  AUTH_EXPIRED: 'red',
};

export const platformName = (platform: Store['platform'], language: string) =>
  STORE_PLATFORM_NAMES[platform][language === 'en' ? 'en' : 'zh'];

/** The last failed check's text: the server sends a message key (one the web lacks shows as sent). */
const useAuthErrorText = () => {
  const { t } = useTranslation('messages');
  return (a: StoreAuthorization) =>
    a.error && isMessageKey(a.error) ? t(a.error, { replace: a.errorParams ?? {} }) : a.error;
};

/** The status tag; an expired authorization says what to do in its tooltip. */
export const StoreStatusTag = ({ store }: { store: Store }) => {
  const { t } = useTranslation(NS);
  const authErrorText = useAuthErrorText();
  const tag = (
    <Tag color={STATUS_COLOR[store.status]} data-testid={`store-status-${store.id}`}>
      {t(`status.${store.status}`)}
    </Tag>
  );
  return store.authorization.error ? (
    <Tooltip title={authErrorText(store.authorization)}>{tag}</Tooltip>
  ) : (
    tag
  );
};

const AuthorizationCell = ({ store }: { store: Store }) => {
  const { t } = useTranslation(NS);
  const authErrorText = useAuthErrorText();
  const a = store.authorization;
  if (store.platform === 'MANUAL')
    return <Typography.Text type="secondary">{t('auth.none')}</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {a.shopName && <span>{t('auth.shop', { name: a.shopName })}</span>}
      {a.credentialHint && (
        <Typography.Text type="secondary">{t('auth.token', { hint: a.credentialHint })}</Typography.Text>
      )}
      <Typography.Text type="secondary">
        {a.checkedAt ? t('auth.checkedAt', { time: formatDate(a.checkedAt) }) : t('auth.never')}
      </Typography.Text>
      {a.error && <Typography.Text type="danger">{authErrorText(a)}</Typography.Text>}
    </Space>
  );
};

/** The stores' columns: search, table, column settings, export and the detail drawer. */
export const useStoreColumns = (): ListColumn<Store, StoreFilters, NsKey<typeof NS>>[] => {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  return useMemo(
    (): ListColumn<Store, StoreFilters, NsKey<typeof NS>>[] => [
      {
        key: 'name',
        title: 'fields.name',
        sortable: true,
        fixed: 'left',
        detailLink: true,
        search: { type: 'text' },
      },
      {
        key: 'platform',
        title: 'fields.platform',
        sortable: true,
        search: {
          type: 'select',
          options: STORE_PLATFORMS.map((p) => ({ value: p, label: platformName(p, language) })),
        },
        render: (row) => platformName(row.platform, language),
      },
      { key: 'shopDomain', title: 'fields.shopDomain', render: (row) => row.shopDomain ?? '-' },
      {
        key: 'status',
        title: 'fields.status',
        sortable: true,
        search: {
          type: 'select',
          options: STORE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (row) => <StoreStatusTag store={row} />,
      },
      {
        key: 'inventoryUpdate',
        title: 'fields.inventoryUpdate',
        search: {
          type: 'select',
          options: INVENTORY_UPDATE_METHODS.map((m) => ({ value: m, label: t(`inventory.${m}`) })),
        },
        render: (row) => t(`inventory.${row.inventoryUpdate}`),
      },
      {
        key: 'authorization',
        title: 'fields.authorization',
        width: 260,
        render: (row) => <AuthorizationCell store={row} />,
      },
      { key: 'mappingCount', title: 'fields.mappingCount', width: 110 },
      { key: 'remark', title: 'fields.remark', ellipsis: true, render: (row) => row.remark ?? '-' },
      createdAtColumn({ defaultSearchVisible: false }),
      updatedAtColumn({ defaultVisible: false }),
    ],
    [t, language],
  );
};
