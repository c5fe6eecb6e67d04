import { useTranslation } from 'react-i18next';
import { Space } from 'antd';
import {
  CONSIGNEE_CODES,
  CONSIGNEE_EXPORT_KIND,
  CONSIGNEE_IMPORT_KIND,
  type Consignee,
} from '@oms/contracts';
import { useImportDialog } from '@/shared/import';
import { ImportButton, ListPage, rowLink, useDeleteWithReason, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { consigneeKeys, consigneeList, consigneesApi, useConsigneeChange } from '../api';
import { ConsigneeFormDialog } from '../components/consignee-form-dialog';
import { ConsigneeTimeline } from '../components/consignee-timeline';
import { NS, useConsigneeColumns } from '../consignee-columns';

/** /basic/consigneeManage: the company's address book of recipients. */
const ConsigneeManagePage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(CONSIGNEE_CODES);
  const form = useFormDialog<Consignee>(NS, 'consignee');
  const importing = useImportDialog({
    kind: CONSIGNEE_IMPORT_KIND,
    name: t('importName'),
    refresh: consigneeKeys.all,
  });
  const remove = useDeleteWithReason<Consignee>({
    ns: NS,
    remove: useConsigneeChange(consigneesApi.delete),
    nameOf: (r) => r.name,
  });
  const startExport = useListExport(CONSIGNEE_EXPORT_KIND);

  return (
    <>
      <ListPage
        {...consigneeList}
        {...useConsigneeColumns()}
        title={t('title')}
        batchActions={can('delete') ? [remove.batchAction] : []}
        toolbar={
          <Space>
            {can('create') && form.createButton}
            {can('import') && (
              <ImportButton label={t('actions.import')} onClick={importing.open} testId="consignee-import" />
            )}
          </Space>
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={180}
        rowActions={(row, { openDetail }) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), openDetail)}
            {can('edit') && form.editLink(row)}
            {can('delete') && remove.link(row)}
          </Space>
        )}
        detail={{ title: (row) => row.name, extra: (row) => <ConsigneeTimeline id={row.id} /> }}
      />
      <ConsigneeFormDialog {...form.dialog} />
      {remove.dialog}
      {importing.dialog}
    </>
  );
};

export default ConsigneeManagePage;
