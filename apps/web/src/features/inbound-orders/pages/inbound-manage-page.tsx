import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert, Space } from 'antd';
import { INBOUND_CODES, INBOUND_EXPORT_KIND, type InboundOrder } from '@oms/contracts';
import { ListPage, rowLink, useFormDialog, type BatchAction } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { CertificationGate, CertificationNotice, useCertificationState } from '@/features/identity-verify';
import { inboundList, useInboundWarehouses } from '../api';
import { InboundFormDrawer } from '../components/inbound-form';
import { useImportLines } from '../components/use-import-lines';
import { canPrint, useInboundAllowed, useInboundMoves, usePrint } from '../components/use-inbound-actions';
import { useInboundColumns } from '../inbound-columns';
import { detailPath, NS, SIGN_PATH } from '../lib/display';

/** /order/warehousManage: the company's inbound orders, their moves, printouts and export. */
const InboundManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(INBOUND_CODES);
  const allowed = useInboundAllowed();
  // The home's quick action opens the form here, for whom the toolbar offers it.
  const certified = useCertificationState().data?.status === 'PASSED';
  const form = useFormDialog<InboundOrder>(NS, 'inbound', { createFromUrl: can('create') && certified });
  const moves = useInboundMoves();
  const print = usePrint();
  const importing = useImportLines();
  const startExport = useListExport(INBOUND_EXPORT_KIND);
  const warehouses = useInboundWarehouses();

  const batchActions: BatchAction<InboundOrder>[] = [
    ...(can('submit') ? [{ key: 'submit', label: t('actions.batchSubmit'), onClick: moves.submit }] : []),
    ...(can('cancel')
      ? [{ key: 'cancel', label: t('actions.batchCancel'), onClick: moves.cancel, danger: true }]
      : []),
    ...(can('print')
      ? [
          {
            key: 'labels',
            label: t('actions.printLabels'),
            onClick: (rows: InboundOrder[]) => print.labels(rows.map((r) => r.id)),
          },
        ]
      : []),
    ...(can('delete') ? [moves.remove.batchAction] : []),
  ];

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
          batchActions={batchActions}
          toolbar={
            can('create') && <CertificationGate fallback={null}>{form.createButton}</CertificationGate>
          }
          onExport={can('export') ? startExport : undefined}
          rowActionsWidth={230}
          rowActions={(row: InboundOrder) => (
            <Space size="small" wrap>
              {rowLink('detail', row.id, t('actions.detail'), () => void navigate(detailPath(row.id)))}
              {allowed(row, 'edit') && form.editLink(row)}
              {allowed(row, 'edit') &&
                can('import') &&
                rowLink('import', row.id, t('actions.importLines'), () => importing.open(row))}
              {allowed(row, 'submit') &&
                rowLink('submit', row.id, t('actions.submit'), () => void moves.submit([row]))}
              {allowed(row, 'cancel') &&
                rowLink('cancel', row.id, t('actions.cancel'), () => moves.cancel([row]), true)}
              {can('print') &&
                canPrint(row.status) &&
                rowLink('labels', row.id, t('actions.printLabels'), () => void print.labels([row.id]))}
              {allowed(row, 'delete') && moves.remove.link(row)}
            </Space>
          )}
        />
      </Space>
      <InboundFormDrawer {...form.dialog} />
      {moves.remove.dialog}
      {importing.dialog}
    </div>
  );
};

export default InboundManagePage;
