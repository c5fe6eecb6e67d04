import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import { OVER_RECEIPTS_CODES, OVER_RECEIPTS_EXPORT_KIND, type OverReceipt } from '@oms/contracts';
import { ListPage, rowLink } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { overReceiptList } from '../api';
import { useDecide } from '../components/use-decide';
import { detailPath, NS, useOverReceiptColumns } from '../over-receipt-columns';

/**
 * /order/inboundOverchargeManage: lines the warehouse received above their forecast. The customer
 * accepts the excess into stock or rejects it (return or disposal), one row or a selection at once.
 */
const OverReceiptManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(OVER_RECEIPTS_CODES);
  const decide = useDecide();
  const startExport = useListExport(OVER_RECEIPTS_EXPORT_KIND);

  return (
    <div data-testid="over-receipt-manage-page">
      <ListPage
        {...overReceiptList}
        {...useOverReceiptColumns()}
        title={t('title')}
        batchActions={can('submit') ? decide.batchActions : []}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={200}
        rowActions={(row: OverReceipt) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), () => void navigate(detailPath(row.id)))}
            {can('submit') &&
              row.status === 'UNCONFIRMED' &&
              rowLink('accept', row.id, t('actions.accept'), () => decide.accept([row]))}
            {can('submit') &&
              row.status === 'UNCONFIRMED' &&
              rowLink('reject', row.id, t('actions.reject'), () => decide.reject([row]), true)}
          </Space>
        )}
      />
      {decide.dialog}
    </div>
  );
};

export default OverReceiptManagePage;
