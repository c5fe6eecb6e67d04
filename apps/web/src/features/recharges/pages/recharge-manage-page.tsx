import { useTranslation } from 'react-i18next';
import { Button, Space } from 'antd';
import { RECHARGE_CODES, RECHARGE_EXPORT_KIND, RECHARGE_MANAGE_CODES, type Recharge } from '@oms/contracts';
import { useNavigate } from 'react-router';
import { ListPage } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { rechargeList } from '../api';
import { useRechargeActions } from '../components/use-recharge-actions';
import { detailPath, NS, RECHARGE_PATH, useRechargeColumns } from '../recharge-columns';

/** /finance/rechargeManage: the company's recharges (online and offline), searchable and exportable. */
const RechargeManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(RECHARGE_MANAGE_CODES);
  const canRecharge = useCan(RECHARGE_CODES)('create');
  const actions = useRechargeActions<Recharge>((row) => void navigate(detailPath(row.id)));
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
        rowActions={(row: Recharge) => <Space size="small">{actions.rowActions(row)}</Space>}
      />
    </div>
  );
};

export default RechargeManagePage;
