import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Drawer, Flex, Space, Switch, Table, Tag, Typography } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import {
  STORE_CODES,
  STORE_MAPPING_EXPORT_KIND,
  STORE_MAPPING_IMPORT_KIND,
  type ListingsResult,
  type MappingPageRequest,
  type SkuMapping,
  type Store,
} from '@oms/contracts';
import { useImportDialog } from '@/shared/import';
import {
  CreateButton,
  dateColumn,
  ImportButton,
  ListPage,
  useListColumns,
  type FiltersOf,
} from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { mappingList, storesApi, useListings, useStoreChange } from '../api';
import { NS } from '../store-columns';
import { MappingFormDialog, type MappingTarget } from './mapping-form';

type MappingFilters = FiltersOf<MappingPageRequest>;

/** The mapping list's columns; one search box finds a platform SKU or our SKU. */
const useMappingColumns = () =>
  useListColumns<SkuMapping, MappingFilters, typeof NS>(NS, ({ t }) => [
    {
      key: 'platformSku',
      title: 'mapping.platformSku',
      sortable: true,
      search: { type: 'text', field: 'keyword', placeholder: t('mapping.keyword') },
    },
    { key: 'sku', title: 'mapping.sku', sortable: true },
    {
      key: 'productName',
      title: 'mapping.productName',
      ellipsis: true,
      render: (r) => r.productName ?? '-',
    },
    dateColumn('updatedAt', 'mapping.updatedAt', { sortable: true }),
  ]);

/** One store's SKU mapping (the list framework, its state in memory) and the platform's SKUs. */
export const MappingDrawer = ({ store, onClose }: { store: Store | null; onClose: () => void }) => {
  const { t } = useTranslation(NS);
  return (
    <Drawer
      title={store ? t('mapping.title', { name: store.name }) : ''}
      open={store !== null}
      onClose={onClose}
      width={960}
      destroyOnHidden
    >
      {store && <MappingPanel store={store} />}
    </Drawer>
  );
};

const MappingPanel = ({ store }: { store: Store }) => {
  const { t } = useTranslation(NS);
  const { message, modal } = App.useApp();
  const can = useCan(STORE_CODES);
  const columns = useMappingColumns();
  const [form, setForm] = useState<MappingTarget | null>(null);
  const importing = useImportDialog({ kind: STORE_MAPPING_IMPORT_KIND, name: t('actions.mapping') });
  const [listings, setListings] = useState<ListingsResult | null>(null);
  const [onlyUnmapped, setOnlyUnmapped] = useState(true);
  const remove = useStoreChange(storesApi.mappingsDelete);
  const fetchListings = useListings();
  const startExport = useListExport(STORE_MAPPING_EXPORT_KIND);

  const confirmDelete = (ids: string[]) =>
    modal.confirm({
      title: t('mapping.delete'),
      content: t('mapping.confirmDelete', { count: ids.length }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const { affected } = await remove.mutateAsync({ storeId: store.id, ids });
        void message.success(t('mapping.deleted', { count: affected }));
      },
    });

  const loadListings = async () => {
    try {
      setListings(await fetchListings.mutateAsync(store.id));
    } catch (err) {
      void message.error(err instanceof Error && err.message ? err.message : t('failed'));
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('mapping.intro')}</Typography.Text>
      <ListPage
        {...mappingList}
        {...columns}
        memoryState
        scope={{ storeId: store.id }}
        batchActions={
          can('edit')
            ? [
                {
                  key: 'delete',
                  label: t('mapping.batchDelete'),
                  danger: true,
                  onClick: (rows: SkuMapping[]) => confirmDelete(rows.map((r) => r.id)),
                },
              ]
            : []
        }
        toolbar={
          <Space wrap>
            {can('edit') && (
              <CreateButton label={t('mapping.add')} onClick={() => setForm({ mode: 'create' })} />
            )}
            {store.platform !== 'MANUAL' && (
              <Button
                icon={<CloudDownloadOutlined />}
                loading={fetchListings.isPending}
                onClick={loadListings}
              >
                {t('mapping.listings')}
              </Button>
            )}
            {can('import') && <ImportButton label={t('mapping.import')} onClick={importing.open} />}
          </Space>
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={140}
        rowActions={
          can('edit')
            ? (row) => (
                <Space size="small">
                  <Button type="link" size="small" onClick={() => setForm({ mode: 'edit', row })}>
                    {t('actions.edit')}
                  </Button>
                  <Button type="link" size="small" danger onClick={() => confirmDelete([row.id])}>
                    {t('mapping.delete')}
                  </Button>
                </Space>
              )
            : undefined
        }
      />
      {listings && (
        <ListingsTable
          listings={listings}
          onlyUnmapped={onlyUnmapped}
          setOnlyUnmapped={setOnlyUnmapped}
          onMap={can('edit') ? (platformSku) => setForm({ mode: 'create', platformSku }) : undefined}
        />
      )}
      <MappingFormDialog
        storeId={store.id}
        target={form}
        onClose={() => {
          setForm(null);
          // A listing just mapped shows as mapped.
          if (listings) void loadListings();
        }}
      />
      {importing.dialog}
    </Flex>
  );
};

const ListingsTable = ({
  listings,
  onlyUnmapped,
  setOnlyUnmapped,
  onMap,
}: {
  listings: ListingsResult;
  onlyUnmapped: boolean;
  setOnlyUnmapped: (v: boolean) => void;
  onMap?: (platformSku: string) => void;
}) => {
  const { t } = useTranslation(NS);
  const rows = onlyUnmapped ? listings.listings.filter((l) => !l.mappedSku) : listings.listings;
  return (
    <Flex vertical gap={8} data-testid="store-listings">
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('mapping.listingsTitle', { count: listings.listings.length })}
        </Typography.Title>
        <Space>
          <Switch size="small" checked={onlyUnmapped} onChange={setOnlyUnmapped} />
          {t('mapping.onlyUnmapped')}
        </Space>
      </Flex>
      {listings.withoutSku > 0 && (
        <Typography.Text type="warning">
          {t('mapping.listingsNote', { count: listings.withoutSku })}
        </Typography.Text>
      )}
      <Table
        rowKey="platformSku"
        size="small"
        dataSource={rows}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { key: 'platformSku', dataIndex: 'platformSku', title: t('mapping.platformSku') },
          { key: 'title', dataIndex: 'title', title: t('mapping.productName'), ellipsis: true },
          {
            key: 'mapped',
            title: t('fields.mappingCount'),
            render: (_v, row) =>
              row.mappedSku ? (
                <Tag color="green">{t('mapping.mapped', { sku: row.mappedSku })}</Tag>
              ) : (
                <Space>
                  <Tag>{t('mapping.unmapped')}</Tag>
                  {onMap && (
                    <Button size="small" type="link" onClick={() => onMap(row.platformSku)}>
                      {t('mapping.mapIt')}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
    </Flex>
  );
};
