import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Space } from 'antd';
import {
  THIRD_PAY_CODES,
  THIRD_PAY_EXPORT_KIND,
  THIRD_PAY_PAGE_KEY,
  thirdPayPageRequest,
  type ThirdPayAccount,
  type ThirdPayFilters,
  type ThirdPayPageRequest,
} from '@oms/contracts';
import { CreateButton, ListPage, rowLink, useDeleteWithReason, useStatusActions } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { thirdPayApi, thirdPayKeys, useDeleteThirdPay, useDisableThirdPay, useEnableThirdPay } from '../api';
import { ThirdPayFormDialog, type FormTarget } from '../components/third-pay-form-dialog';
import { ThirdPayTimeline } from '../components/third-pay-timeline';
import { NS, useThirdPayColumns } from '../third-pay-columns';

/** /basic/thirdPayManage: the company's payer accounts on payment platforms. */
const ThirdPayManagePage = () => {
  const { t } = useTranslation(NS);
  const columns = useThirdPayColumns();
  const can = useCan(THIRD_PAY_CODES);
  const startExport = useListExport<ThirdPayFilters>(THIRD_PAY_EXPORT_KIND);
  const [form, setForm] = useState<FormTarget | null>(null);
  const status = useStatusActions<ThirdPayAccount>({
    ns: NS,
    enable: useEnableThirdPay(),
    disable: useDisableThirdPay(),
    nameOf: (r) => r.accountName,
  });
  const remove = useDeleteWithReason<ThirdPayAccount>({
    ns: NS,
    remove: useDeleteThirdPay(),
    nameOf: (r) => r.accountName,
  });

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
        batchActions={[
          ...(can('edit') ? status.batchActions : []),
          ...(can('delete') ? [remove.batchAction] : []),
        ]}
        toolbar={
          can('create') && (
            <CreateButton
              label={t('actions.create')}
              onClick={() => setForm({ mode: 'create' })}
              testId="third-pay-create"
            />
          )
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={240}
        rowActions={(row, { openDetail }) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), openDetail)}
            {can('edit') && rowLink('edit', row.id, t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {can('edit') &&
              (row.status === 'ENABLED'
                ? rowLink('disable', row.id, t('actions.disable'), () => status.confirmToggle(row), true)
                : rowLink('enable', row.id, t('actions.enable'), () => status.confirmToggle(row)))}
            {can('delete') &&
              rowLink('delete', row.id, t('actions.delete'), () => remove.request([row]), true)}
          </Space>
        )}
        detail={{ title: (row) => row.accountName, extra: (row) => <ThirdPayTimeline id={row.id} /> }}
      />
      <ThirdPayFormDialog target={form} onClose={() => setForm(null)} />
      {remove.dialog}
    </>
  );
};

export default ThirdPayManagePage;
