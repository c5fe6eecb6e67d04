import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert, Space } from 'antd';
import {
  OUTBOUND_CODES,
  OUTBOUND_EXPORT_KIND,
  OUTBOUND_IMPORT_KIND,
  type OutboundOrder,
} from '@oms/contracts';
import { useImportDialog } from '@/shared/import';
import { ImportButton, ListPage, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { CertificationGate, CertificationNotice, useCertificationState } from '@/features/identity-verify';
import { outboundKeys, outboundList, useOutboundWarehouses } from '../api';
import { OutboundFormDrawer } from '../components/outbound-form';
import { useOutboundActions } from '../components/use-outbound-actions';
import { useOutboundColumns } from '../outbound-columns';
import { detailPath, NS, SIGN_PATH } from '../lib/display';

/** /order/outWarehouse: the company's outbound orders, their moves and export. */
const OutboundManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(OUTBOUND_CODES);
  const certified = useCertificationState().data?.status === 'PASSED';
  const form = useFormDialog<OutboundOrder>(NS, 'outbound', { createFromUrl: can('create') && certified });
  const actions = useOutboundActions<OutboundOrder>({
    edit: form.edit,
    detail: (row) => void navigate(detailPath(row.id)),
  });
  const startExport = useListExport(OUTBOUND_EXPORT_KIND);
  const importing = useImportDialog({
    kind: OUTBOUND_IMPORT_KIND,
    name: t('importName'),
    refresh: outboundKeys.all,
  });
  const warehouses = useOutboundWarehouses();

  return (
    <div data-testid="outbound-manage-page">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <CertificationNotice />
        {warehouses.data?.length === 0 && (
          <Alert
            type="info"
            showIcon
            title={t('form.noWarehouse')}
            action={<Link to={SIGN_PATH}>{t('form.signLink')}</Link>}
            data-testid="outbound-no-warehouse"
          />
        )}
        <ListPage
          {...outboundList}
          {...useOutboundColumns()}
          title={t('title')}
          batchActions={actions.batchActions}
          toolbar={
            <CertificationGate fallback={null}>
              <Space>
                {can('import') && (
                  <ImportButton
                    label={t('actions.import')}
                    onClick={importing.open}
                    testId="outbound-import"
                  />
                )}
                {can('create') && form.createButton}
              </Space>
            </CertificationGate>
          }
          onExport={can('export') ? startExport : undefined}
          rowActionsWidth={230}
          rowActions={(row: OutboundOrder) => (
            <Space size="small" wrap>
              {actions.rowActions(row)}
            </Space>
          )}
        />
      </Space>
      <OutboundFormDrawer {...form.dialog} />
      {actions.dialogs}
      {importing.dialog}
    </div>
  );
};

export default OutboundManagePage;
