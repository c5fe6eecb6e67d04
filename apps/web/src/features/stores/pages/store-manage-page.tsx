import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Space } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import {
  STORE_CODES,
  STORE_EXPORT_KIND,
  STORE_MAPPING_IMPORT_KIND,
  STORE_PAGE_KEY,
  storePageRequest,
  type Store,
  type StoreFilters,
  type StorePageRequest,
} from '@oms/contracts';
import { errorText } from '../../../shared/api/errors';
import { ImportDialog } from '../../../shared/import';
import { ListPage, type BatchAction, rowLink, useStatusActions } from '../../../shared/list-page';
import { useSession } from '../../../shared/stores/session-store';
import { DeleteReasonDialog } from '../../../shared/ui/delete-reason-dialog';
import { useListExport } from '../../files';
import {
  storeKeys,
  storesApi,
  useCheckStore,
  useDeleteStores,
  useDisableStores,
  useEnableStores,
} from '../api';
import { MappingDrawer } from '../components/mapping-drawer';
import { StoreFormDialog, type StoreFormTarget } from '../components/store-form-dialog';
import { StoreTimeline } from '../components/store-timeline';
import { NS, useStoreColumns } from '../store-columns';

/** /basic/storeManage: the company's stores on selling platforms, their connection and SKU mapping. */
const StoreManagePage = () => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const columns = useStoreColumns();
  const permissions = useSession((s) => s.permissions);
  const can = (action: keyof typeof STORE_CODES) => permissions.includes(STORE_CODES[action]);
  const startExport = useListExport<StoreFilters>(STORE_EXPORT_KIND);
  const [form, setForm] = useState<StoreFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Store[] | null>(null);
  const [mapping, setMapping] = useState<Store | null>(null);
  const [importing, setImporting] = useState(false);
  const enable = useEnableStores();
  const disable = useDisableStores();
  const remove = useDeleteStores();
  const check = useCheckStore();

  const fail = (err: unknown) => void message.error(errorText(err, t('failed')));

  const status = useStatusActions<Store>({ ns: NS, enable, disable, nameOf: (r) => r.name });
  const confirmToggle = status.confirmToggle;
  const testConnection = async (row: Store) => {
    const key = `check-${row.id}`;
    void message.loading({ key, content: t('form.trying'), duration: 0 });
    try {
      const result = await check.mutateAsync(row.id);
      void message[result.ok ? 'success' : 'error']({ key, content: result.message, duration: 6 });
    } catch (err) {
      message.destroy(key);
      fail(err);
    }
  };

  const batchActions: BatchAction<Store>[] = [
    ...(can('edit') ? status.batchActions : []),
    ...(can('delete')
      ? [
          {
            key: 'delete',
            label: t('actions.batchDelete'),
            danger: true,
            onClick: (rows: Store[]) => setDeleting(rows),
          },
        ]
      : []),
  ];

  const link = (key: string, row: Store, label: string, onClick: () => void, danger = false) =>
    rowLink(key, row.id, label, onClick, danger);

  return (
    <>
      <ListPage<Store, StorePageRequest>
        pageKey={STORE_PAGE_KEY}
        ns={NS}
        title={t('title')}
        schema={storePageRequest}
        columns={columns}
        keys={storeKeys}
        fetchPage={storesApi.page}
        batchActions={batchActions}
        toolbar={
          <Space>
            {can('create') && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setForm({ mode: 'create' })}
                data-testid="store-create"
              >
                {t('actions.create')}
              </Button>
            )}
            {can('import') && (
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                {t('actions.importMapping')}
              </Button>
            )}
          </Space>
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={300}
        rowActions={(row, { openDetail }) => (
          <Space size="small" wrap>
            {link('detail', row, t('actions.detail'), openDetail)}
            {can('edit') && link('check', row, t('actions.check'), () => void testConnection(row))}
            {link('mapping', row, t('actions.mapping'), () => setMapping(row))}
            {can('edit') && link('edit', row, t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {can('edit') &&
              (row.status === 'ENABLED'
                ? link('disable', row, t('actions.disable'), () => confirmToggle(row), true)
                : row.status === 'DISABLED' &&
                  link('enable', row, t('actions.enable'), () => confirmToggle(row)))}
            {can('delete') && link('delete', row, t('actions.delete'), () => setDeleting([row]), true)}
          </Space>
        )}
        detail={{ title: (row) => row.name, extra: (row) => <StoreTimeline id={row.id} /> }}
      />
      <StoreFormDialog target={form} onClose={() => setForm(null)} />
      <MappingDrawer store={mapping} onClose={() => setMapping(null)} />
      <ImportDialog
        kind={STORE_MAPPING_IMPORT_KIND}
        name={t('actions.mapping')}
        open={importing}
        onClose={() => setImporting(false)}
      />
      <DeleteReasonDialog
        open={deleting !== null}
        title={t('actions.delete')}
        content={t('confirm.delete', {
          count: deleting?.length ?? 0,
          names: deleting?.map((r) => r.name).join('、'),
        })}
        reasonLabel={t('fields.deleteReason')}
        okText={t('actions.delete')}
        cancelText={t('form.cancel')}
        onConfirm={async (reason) => {
          const { affected } = await remove.mutateAsync({ ids: deleting!.map((r) => r.id), reason });
          void message.success(t('done.deleted', { count: affected }));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

export default StoreManagePage;
