import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONSIGNEE_CODES,
  CONSIGNEE_EXPORT_KIND,
  CONSIGNEE_IMPORT_KIND,
  CONSIGNEE_PAGE_KEY,
  consigneePageRequest,
  type Consignee,
  type ConsigneeFilters,
  type ConsigneePageRequest,
} from '@oms/contracts';
import { ImportDialog } from '@/shared/import';
import { CreateButton, ImportButton, ListPage, rowLink, useDeleteWithReason } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { consigneeKeys, consigneesApi, useDeleteConsignees } from '../api';
import { ConsigneeFormDialog, type FormTarget } from '../components/consignee-form-dialog';
import { ConsigneeTimeline } from '../components/consignee-timeline';
import { NS, useConsigneeColumns } from '../consignee-columns';

/** /basic/consigneeManage: the company's address book of recipients. */
const ConsigneeManagePage = () => {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const columns = useConsigneeColumns();
  const can = useCan(CONSIGNEE_CODES);
  const startExport = useListExport<ConsigneeFilters>(CONSIGNEE_EXPORT_KIND);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteWithReason<Consignee>({
    ns: NS,
    remove: useDeleteConsignees(),
    nameOf: (r) => r.name,
  });

  return (
    <>
      <ListPage<Consignee, ConsigneePageRequest>
        pageKey={CONSIGNEE_PAGE_KEY}
        ns={NS}
        title={t('title')}
        schema={consigneePageRequest}
        columns={columns}
        keys={consigneeKeys}
        fetchPage={consigneesApi.page}
        batchActions={can('delete') ? [remove.batchAction] : []}
        toolbar={
          <Space>
            {can('create') && (
              <CreateButton
                label={t('actions.create')}
                onClick={() => setForm({ mode: 'create' })}
                testId="consignee-create"
              />
            )}
            {can('import') && (
              <ImportButton
                label={t('actions.import')}
                onClick={() => setImporting(true)}
                testId="consignee-import"
              />
            )}
          </Space>
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={180}
        rowActions={(row, { openDetail }) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), openDetail)}
            {can('edit') && rowLink('edit', row.id, t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {can('delete') &&
              rowLink('delete', row.id, t('actions.delete'), () => remove.request([row]), true)}
          </Space>
        )}
        detail={{ title: (row) => row.name, extra: (row) => <ConsigneeTimeline id={row.id} /> }}
      />
      <ConsigneeFormDialog target={form} onClose={() => setForm(null)} />
      {remove.dialog}
      <ImportDialog
        kind={CONSIGNEE_IMPORT_KIND}
        name={t('importName')}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: consigneeKeys.all })}
      />
    </>
  );
};

export default ConsigneeManagePage;
