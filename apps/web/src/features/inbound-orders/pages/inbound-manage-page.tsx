import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert, Space } from 'antd';
import { INBOUND_CODES, INBOUND_EXPORT_KIND, type InboundOrder } from '@oms/contracts';
import { ListPage, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { CertificationGate, CertificationNotice, useCertificationState } from '@/features/identity-verify';
import { inboundList, useInboundWarehouses } from '../api';
import { InboundFormDrawer } from '../components/inbound-form';
import { useInboundActions } from '../components/use-inbound-actions';
import { useInboundColumns } from '../inbound-columns';
import { detailPath, NS, SIGN_PATH } from '../lib/display';

/** /order/warehousManage: the company's inbound orders, their moves, printouts and export. */
const InboundManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(INBOUND_CODES);
  // The home's quick action opens the form here, for whom the toolbar offers it.
  const certified = useCertificationState().data?.status === 'PASSED';
  const form = useFormDialog<InboundOrder>(NS, 'inbound', { createFromUrl: can('create') && certified });
  const actions = useInboundActions<InboundOrder>({
    edit: form.edit,
    detail: (row) => void navigate(detailPath(row.id)),
  });
  const startExport = useListExport(INBOUND_EXPORT_KIND);
  const warehouses = useInboundWarehouses();

  return (
    <div data-testid="inbound-manage-page">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <CertificationNotice />
        {warehouses.data?.length === 0 && (
          <Alert
            type="info"
            showIcon
            title={t('form.noWarehouse')}
            action={<Link to={SIGN_PATH}>{t('form.signLink')}</Link>}
            data-testid="inbound-no-warehouse"
          />
        )}
        <ListPage
          {...inboundList}
          {...useInboundColumns()}
          title={t('title')}
          batchActions={actions.batchActions}
          toolbar={
            can('create') && <CertificationGate fallback={null}>{form.createButton}</CertificationGate>
          }
          onExport={can('export') ? startExport : undefined}
          rowActionsWidth={230}
          rowActions={(row: InboundOrder) => (
            <Space size="small" wrap>
              {actions.rowActions(row)}
            </Space>
          )}
        />
      </Space>
      <InboundFormDrawer {...form.dialog} />
      {actions.dialogs}
    </div>
  );
};

export default InboundManagePage;
