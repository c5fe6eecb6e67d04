import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Space } from 'antd';
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
import { errorText } from '@/shared/api/errors';
import { ImportDialog } from '@/shared/import';
import {
  CreateButton,
  ImportButton,
  ListPage,
  rowLink,
  useDeleteWithReason,
  useStatusActions,
} from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
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
  const can = useCan(STORE_CODES);
  const startExport = useListExport<StoreFilters>(STORE_EXPORT_KIND);
  const [form, setForm] = useState<StoreFormTarget | null>(null);
  const [mapping, setMapping] = useState<Store | null>(null);
  const [importing, setImporting] = useState(false);
  const check = useCheckStore();
  const status = useStatusActions<Store>({
    ns: NS,
    enable: useEnableStores(),
    disable: useDisableStores(),
    nameOf: (r) => r.name,
  });
  const remove = useDeleteWithReason<Store>({ ns: NS, remove: useDeleteStores(), nameOf: (r) => r.name });

  const testConnection = async (row: Store) => {
    const key = `check-${row.id}`;
    void message.loading({ key, content: t('form.trying'), duration: 0 });
    try {
      const result = await check.mutateAsync(row.id);
      void message[result.ok ? 'success' : 'error']({ key, content: result.message, duration: 6 });
    } catch (err) {
      message.destroy(key);
      void message.error(errorText(err, t('failed')));
    }
  };

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
        batchActions={[
          ...(can('edit') ? status.batchActions : []),
          ...(can('delete') ? [remove.batchAction] : []),
        ]}
        toolbar={
          <Space>
            {can('create') && (
              <CreateButton
                label={t('actions.create')}
                onClick={() => setForm({ mode: 'create' })}
                testId="store-create"
              />
            )}
            {can('import') && (
              <ImportButton label={t('actions.importMapping')} onClick={() => setImporting(true)} />
            )}
          </Space>
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={300}
        rowActions={(row, { openDetail }) => (
          <Space size="small" wrap>
            {rowLink('detail', row.id, t('actions.detail'), openDetail)}
            {can('edit') && rowLink('check', row.id, t('actions.check'), () => void testConnection(row))}
            {rowLink('mapping', row.id, t('actions.mapping'), () => setMapping(row))}
            {can('edit') && rowLink('edit', row.id, t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {can('edit') &&
              (row.status === 'ENABLED'
                ? rowLink('disable', row.id, t('actions.disable'), () => status.confirmToggle(row), true)
                : row.status === 'DISABLED' &&
                  rowLink('enable', row.id, t('actions.enable'), () => status.confirmToggle(row)))}
            {can('delete') &&
              rowLink('delete', row.id, t('actions.delete'), () => remove.request([row]), true)}
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
      {remove.dialog}
    </>
  );
};

export default StoreManagePage;
