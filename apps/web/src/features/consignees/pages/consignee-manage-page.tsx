import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Space } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
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
import { ImportDialog } from '../../../shared/import';
import { ListPage, type BatchAction } from '../../../shared/list-page';
import { useSession } from '../../../shared/stores/session-store';
import { DeleteReasonDialog } from '../../../shared/ui/delete-reason-dialog';
import { useListExport } from '../../files';
import { consigneeKeys, consigneesApi, useDeleteConsignees } from '../api';
import { ConsigneeFormDialog, type FormTarget } from '../components/consignee-form-dialog';
import { ConsigneeTimeline } from '../components/consignee-timeline';
import { NS, useConsigneeColumns } from '../consignee-columns';

/** /basic/consigneeManage: the company's address book of recipients. */
const ConsigneeManagePage = () => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const columns = useConsigneeColumns();
  const permissions = useSession((s) => s.permissions);
  const can = (action: keyof typeof CONSIGNEE_CODES) => permissions.includes(CONSIGNEE_CODES[action]);
  const startExport = useListExport<ConsigneeFilters>(CONSIGNEE_EXPORT_KIND);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<Consignee[] | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteConsignees();

  const batchActions: BatchAction<Consignee>[] = can('delete')
    ? [{ key: 'delete', label: t('actions.batchDelete'), danger: true, onClick: (rows) => setDeleting(rows) }]
    : [];

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
        batchActions={batchActions}
        toolbar={
          <Space>
            {can('create') && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setForm({ mode: 'create' })}
                data-testid="consignee-create"
              >
                {t('actions.create')}
              </Button>
            )}
            {can('import') && (
              <Button
                icon={<ImportOutlined />}
                onClick={() => setImporting(true)}
                data-testid="consignee-import"
              >
                {t('actions.import')}
              </Button>
            )}
          </Space>
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={180}
        rowActions={(row, { openDetail }) => (
          <Space size="small">
            <Button type="link" size="small" onClick={openDetail} data-testid={`row-detail-${row.id}`}>
              {t('actions.detail')}
            </Button>
            {can('edit') && (
              <Button
                type="link"
                size="small"
                onClick={() => setForm({ mode: 'edit', row })}
                data-testid={`row-edit-${row.id}`}
              >
                {t('actions.edit')}
              </Button>
            )}
            {can('delete') && (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setDeleting([row])}
                data-testid={`row-delete-${row.id}`}
              >
                {t('actions.delete')}
              </Button>
            )}
          </Space>
        )}
        detail={{ title: (row) => row.name, extra: (row) => <ConsigneeTimeline id={row.id} /> }}
      />
      <ConsigneeFormDialog target={form} onClose={() => setForm(null)} />
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
