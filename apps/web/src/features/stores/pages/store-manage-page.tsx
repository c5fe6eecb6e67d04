import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Space } from 'antd';
import { STORE_CODES, STORE_EXPORT_KIND, STORE_MAPPING_IMPORT_KIND, type Store } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { useImportDialog } from '@/shared/import';
import {
  ImportButton,
  ListPage,
  rowLink,
  useDeleteWithReason,
  useFormDialog,
  useStatusActions,
} from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { storeList, storesApi, useStoreChange } from '../api';
import { MappingDrawer } from '../components/mapping-drawer';
import { StoreFormDialog } from '../components/store-form-dialog';
import { StoreTimeline } from '../components/store-timeline';
import { NS, useStoreColumns } from '../store-columns';

/** /basic/storeManage: the company's stores on selling platforms, their connection and SKU mapping. */
const StoreManagePage = () => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const can = useCan(STORE_CODES);
  const form = useFormDialog<Store>(NS, 'store');
  const [mapping, setMapping] = useState<Store | null>(null);
  const importing = useImportDialog({ kind: STORE_MAPPING_IMPORT_KIND, name: t('actions.mapping') });
  const check = useStoreChange(storesApi.check);
  const nameOf = (r: Store) => r.name;
  const status = useStatusActions<Store>({
    ns: NS,
    enable: useStoreChange(storesApi.enable),
    disable: useStoreChange(storesApi.disable),
    nameOf,
  });
  const remove = useDeleteWithReason({ ns: NS, remove: useStoreChange(storesApi.delete), nameOf });
  const startExport = useListExport(STORE_EXPORT_KIND);

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
      <ListPage
        {...storeList}
        {...useStoreColumns()}
        title={t('title')}
        batchActions={[
          ...(can('edit') ? status.batchActions : []),
          ...(can('delete') ? [remove.batchAction] : []),
        ]}
        toolbar={
          <Space>
            {can('create') && form.createButton}
            {can('import') && <ImportButton label={t('actions.importMapping')} onClick={importing.open} />}
          </Space>
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={300}
        rowActions={(row, { openDetail }) => (
          <Space size="small" wrap>
            {rowLink('detail', row.id, t('actions.detail'), openDetail)}
            {can('edit') && rowLink('check', row.id, t('actions.check'), () => void testConnection(row))}
            {rowLink('mapping', row.id, t('actions.mapping'), () => setMapping(row))}
            {can('edit') && form.editLink(row)}
            {can('edit') && status.toggleLink(row)}
            {can('delete') && remove.link(row)}
          </Space>
        )}
        detail={{ title: nameOf, extra: (row) => <StoreTimeline id={row.id} /> }}
      />
      <StoreFormDialog {...form.dialog} />
      <MappingDrawer store={mapping} onClose={() => setMapping(null)} />
      {importing.dialog}
      {remove.dialog}
    </>
  );
};

export default StoreManagePage;
