import { useTranslation } from 'react-i18next';
import { Space, Typography } from 'antd';
import {
  isMessageKey,
  STORE_CATALOGUE,
  STORE_PLATFORM_NAMES,
  STORE_STATUSES,
  storeAuthorizationLines,
  type Store,
  type StoreAuthorization,
  type StoreFilters,
  type StoreStatus,
} from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { uiLanguage } from '@/shared/lib/stored-text';
import { StatusTag } from '@/shared/ui/status-tag';
import {
  createdAtColumn,
  leadColumn,
  statusColumn,
  updatedAtColumn,
  useCatalogueColumns,
} from '@/shared/list-page';

export const NS = 'stores';

const STATUS_COLOR: Record<StoreStatus, string> = {
  ENABLED: 'green',
  DISABLED: 'default',
  AUTH_EXPIRED: 'red',
};

export const platformName = (platform: Store['platform'], language: string) =>
  STORE_PLATFORM_NAMES[platform][uiLanguage(language)];

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

/** The authorization's lines as the export writes them (contracts `storeAuthorizationLines`). */
const AuthorizationCell = ({ store, language }: { store: Store; language: string }) => {
  const lines = storeAuthorizationLines(store, uiLanguage(language), formatDate);
  if (store.platform === 'MANUAL')
    return <Typography.Text type="secondary">{lines[0]?.text}</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {lines.map((line) =>
        line.tone === 'plain' ? (
          <span key={line.text}>{line.text}</span>
        ) : (
          <Typography.Text key={line.text} type={line.tone}>
            {line.text}
          </Typography.Text>
        ),
      )}
    </Space>
  );
};

/** The stores' columns (search, table, column settings, export and the detail drawer): the catalogue's fields. */
export const useStoreColumns = () =>
  useCatalogueColumns<Store, StoreFilters>()(NS, STORE_CATALOGUE, ({ t, language, column }) => [
    leadColumn('name', 'fields.name'),
    column('platform', { sortable: true }),
    column('shopDomain'),
    statusColumn(STORE_STATUSES, (s) => t(`status.${s}`), {
      render: (row) => <StoreStatusTag store={row} />,
    }),
    column('inventoryUpdate'),
    {
      key: 'authorization',
      title: 'fields.authorization',
      width: 260,
      render: (row) => <AuthorizationCell store={row} language={language} />,
    },
    column('mappingCount', { width: 110 }),
    column('remark', { ellipsis: true }),
    createdAtColumn({ defaultSearchVisible: false }),
    updatedAtColumn({ defaultVisible: false }),
  ]);
