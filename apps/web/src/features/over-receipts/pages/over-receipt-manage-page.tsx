import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import { OVER_RECEIPTS_CODES, OVER_RECEIPTS_EXPORT_KIND, type OverReceipt } from '@oms/contracts';
import { ListPage } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { overReceiptList } from '../api';
import { useOverReceiptActions } from '../components/use-over-receipt-actions';
import { detailPath, NS, useOverReceiptColumns } from '../over-receipt-columns';

/**
 * /order/inboundOverchargeManage: lines the warehouse received above their forecast. The customer
 * accepts the excess into stock or rejects it (return or disposal), one row or a selection at once.
 */
const OverReceiptManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(OVER_RECEIPTS_CODES);
  const actions = useOverReceiptActions<OverReceipt>((row) => void navigate(detailPath(row.id)));
  const startExport = useListExport(OVER_RECEIPTS_EXPORT_KIND);

  return (
    <div data-testid="over-receipt-manage-page">
      <ListPage
        {...overReceiptList}
        {...useOverReceiptColumns()}
        title={t('title')}
        batchActions={actions.batchActions}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={200}
        rowActions={(row: OverReceipt) => <Space size="small">{actions.rowActions(row)}</Space>}
      />
      {actions.dialog}
    </div>
  );
};

export default OverReceiptManagePage;
