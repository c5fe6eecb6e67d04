import { useTranslation } from 'react-i18next';
import { Button, Space } from 'antd';
import { RECHARGE_CODES, RECHARGE_EXPORT_KIND, RECHARGE_MANAGE_CODES, type Recharge } from '@oms/contracts';
import { useNavigate } from 'react-router';
import { ListPage, rowLink } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { rechargeList } from '../api';
import { useCancelRecharge } from '../components/use-cancel-recharge';
import { detailPath, NS, RECHARGE_PATH, useRechargeColumns } from '../recharge-columns';

/** /finance/rechargeManage: the company's recharges (online and offline), searchable and exportable. */
const RechargeManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(RECHARGE_MANAGE_CODES);
  const canRecharge = useCan(RECHARGE_CODES)('create');
  const cancel = useCancelRecharge();
  const startExport = useListExport(RECHARGE_EXPORT_KIND);

  return (
    <div data-testid="recharge-manage-page">
      <ListPage
        {...rechargeList}
        {...useRechargeColumns()}
        title={t('manageTitle')}
        toolbar={
          canRecharge && (
            <Button type="primary" onClick={() => void navigate(RECHARGE_PATH)} data-testid="recharge-new">
              {t('actions.recharge')}
            </Button>
          )
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={160}
        rowActions={(row: Recharge) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), () => void navigate(detailPath(row.id)))}
            {can('cancel') &&
              row.status === 'PENDING_REVIEW' &&
              rowLink('cancel', row.id, t('actions.cancel'), () => cancel(row), true)}
          </Space>
        )}
      />
    </div>
  );
};

export default RechargeManagePage;
