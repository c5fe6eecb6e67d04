import { useTranslation } from 'react-i18next';
import { Space, Typography } from 'antd';
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
import { StatusTag } from '@/shared/ui/status-tag';
import {
  choiceColumn,
  createdAtColumn,
  leadColumn,
  remarkColumn,
  statusColumn,
  updatedAtColumn,
  useListColumns,
} from '@/shared/list-page';

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
  return (
    <StatusTag
      color={STATUS_COLOR[store.status]}
      testId={`store-status-${store.id}`}
      reason={authErrorText(store.authorization)}
    >
      {t(`status.${store.status}`)}
    </StatusTag>
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
export const useStoreColumns = () =>
  useListColumns<Store, StoreFilters, typeof NS>(NS, ({ t, language }) => [
    leadColumn('name', 'fields.name'),
    choiceColumn('platform', 'fields.platform', STORE_PLATFORMS, (p) => platformName(p, language), {
      sortable: true,
    }),
    { key: 'shopDomain', title: 'fields.shopDomain', render: (row) => row.shopDomain ?? '-' },
    statusColumn(STORE_STATUSES, (s) => t(`status.${s}`), {
      render: (row) => <StoreStatusTag store={row} />,
    }),
    choiceColumn('inventoryUpdate', 'fields.inventoryUpdate', INVENTORY_UPDATE_METHODS, (m) =>
      t(`inventory.${m}`),
    ),
    {
      key: 'authorization',
      title: 'fields.authorization',
      width: 260,
      render: (row) => <AuthorizationCell store={row} />,
    },
    { key: 'mappingCount', title: 'fields.mappingCount', width: 110 },
    remarkColumn(),
    createdAtColumn({ defaultSearchVisible: false }),
    updatedAtColumn({ defaultVisible: false }),
  ]);
