import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  THIRD_PAY_CODES,
  THIRD_PAY_EXPORT_KIND,
  THIRD_PAY_PAGE_KEY,
  thirdPayPageRequest,
  type ThirdPayAccount,
  type ThirdPayFilters,
  type ThirdPayPageRequest,
} from '@oms/contracts';
import { ListPage, type BatchAction, rowLink, useStatusActions } from '../../../shared/list-page';
import { useSession } from '../../../shared/stores/session-store';
import { DeleteReasonDialog } from '../../../shared/ui/delete-reason-dialog';
import { useListExport } from '../../files';
import { thirdPayApi, thirdPayKeys, useDeleteThirdPay, useDisableThirdPay, useEnableThirdPay } from '../api';
import { ThirdPayFormDialog, type FormTarget } from '../components/third-pay-form-dialog';
import { ThirdPayTimeline } from '../components/third-pay-timeline';
import { NS, useThirdPayColumns } from '../third-pay-columns';

/** /basic/thirdPayManage: the company's payer accounts on payment platforms. */
const ThirdPayManagePage = () => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const columns = useThirdPayColumns();
  const permissions = useSession((s) => s.permissions);
  const can = (action: keyof typeof THIRD_PAY_CODES) => permissions.includes(THIRD_PAY_CODES[action]);
  const startExport = useListExport<ThirdPayFilters>(THIRD_PAY_EXPORT_KIND);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<ThirdPayAccount[] | null>(null);
  const enable = useEnableThirdPay();
  const disable = useDisableThirdPay();
  const remove = useDeleteThirdPay();

  const status = useStatusActions<ThirdPayAccount>({ ns: NS, enable, disable, nameOf: (r) => r.accountName });
  const confirmToggle = status.confirmToggle;

  const batchActions: BatchAction<ThirdPayAccount>[] = [
    ...(can('edit') ? status.batchActions : []),
    ...(can('delete')
      ? [
          {
            key: 'delete',
            label: t('actions.batchDelete'),
            danger: true,
            onClick: (rows: ThirdPayAccount[]) => setDeleting(rows),
          },
        ]
      : []),
  ];

  const link = (key: string, row: ThirdPayAccount, label: string, onClick: () => void, danger = false) =>
    rowLink(key, row.id, label, onClick, danger);

  return (
    <>
      <ListPage<ThirdPayAccount, ThirdPayPageRequest>
        pageKey={THIRD_PAY_PAGE_KEY}
        ns={NS}
        title={t('title')}
        schema={thirdPayPageRequest}
        columns={columns}
        keys={thirdPayKeys}
        fetchPage={thirdPayApi.page}
        batchActions={batchActions}
        toolbar={
          can('create') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ mode: 'create' })}
              data-testid="third-pay-create"
            >
              {t('actions.create')}
            </Button>
          )
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={240}
        rowActions={(row, { openDetail }) => (
          <Space size="small">
            {link('detail', row, t('actions.detail'), openDetail)}
            {can('edit') && link('edit', row, t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {can('edit') &&
              (row.status === 'ENABLED'
                ? link('disable', row, t('actions.disable'), () => confirmToggle(row), true)
                : link('enable', row, t('actions.enable'), () => confirmToggle(row)))}
            {can('delete') && link('delete', row, t('actions.delete'), () => setDeleting([row]), true)}
          </Space>
        )}
        detail={{ title: (row) => row.accountName, extra: (row) => <ThirdPayTimeline id={row.id} /> }}
      />
      <ThirdPayFormDialog target={form} onClose={() => setForm(null)} />
      <DeleteReasonDialog
        open={deleting !== null}
        title={t('actions.delete')}
        content={t('confirm.delete', {
          count: deleting?.length ?? 0,
          names: deleting?.map((r) => r.accountName).join('、'),
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

export default ThirdPayManagePage;
