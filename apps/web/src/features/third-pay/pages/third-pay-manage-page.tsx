import { useTranslation } from 'react-i18next';
import { Space } from 'antd';
import { THIRD_PAY_CODES, THIRD_PAY_EXPORT_KIND, type ThirdPayAccount } from '@oms/contracts';
import { ListPage, rowLink, useDeleteWithReason, useFormDialog, useStatusActions } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { thirdPayApi, thirdPayList, useThirdPayChange } from '../api';
import { ThirdPayFormDialog } from '../components/third-pay-form-dialog';
import { ThirdPayTimeline } from '../components/third-pay-timeline';
import { NS, useThirdPayColumns } from '../third-pay-columns';

/** /basic/thirdPayManage: the company's payer accounts on payment platforms. */
const ThirdPayManagePage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(THIRD_PAY_CODES);
  const form = useFormDialog<ThirdPayAccount>(NS, 'third-pay');
  const nameOf = (r: ThirdPayAccount) => r.accountName;
  const status = useStatusActions<ThirdPayAccount>({
    ns: NS,
    enable: useThirdPayChange(thirdPayApi.enable),
    disable: useThirdPayChange(thirdPayApi.disable),
    nameOf,
  });
  const remove = useDeleteWithReason({ ns: NS, remove: useThirdPayChange(thirdPayApi.delete), nameOf });
  const startExport = useListExport(THIRD_PAY_EXPORT_KIND);

  return (
    <>
      <ListPage
        {...thirdPayList}
        {...useThirdPayColumns()}
        title={t('title')}
        batchActions={[
          ...(can('edit') ? status.batchActions : []),
          ...(can('delete') ? [remove.batchAction] : []),
        ]}
        toolbar={can('create') && form.createButton}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={240}
        rowActions={(row, { openDetail }) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), openDetail)}
            {can('edit') && form.editLink(row)}
            {can('edit') && status.toggleLink(row)}
            {can('delete') && remove.link(row)}
          </Space>
        )}
        detail={{ title: nameOf, extra: (row) => <ThirdPayTimeline id={row.id} /> }}
      />
      <ThirdPayFormDialog {...form.dialog} />
      {remove.dialog}
    </>
  );
};

export default ThirdPayManagePage;
