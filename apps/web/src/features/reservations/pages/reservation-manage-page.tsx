import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { RESERVATIONS_CODES, RESERVATIONS_EXPORT_KIND, type Reservation } from '@oms/contracts';
import { ListPage } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { reservationList } from '../api';
import { useReservationActions } from '../components/use-reservation-actions';
import { CREATE_PATH, detailPath, NS } from '../lib/display';
import { useReservationColumns } from '../reservation-columns';

/** /order/warehousReserve: the company's reservations (status from the URL), cancel and export. */
const ReservationManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(RESERVATIONS_CODES);
  const actions = useReservationActions<Reservation>({ detail: (row) => void navigate(detailPath(row.id)) });
  const startExport = useListExport(RESERVATIONS_EXPORT_KIND);

  return (
    <div data-testid="reservation-manage-page">
      <ListPage
        {...reservationList}
        {...useReservationColumns()}
        title={t('title')}
        toolbar={
          can('create') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(CREATE_PATH)}
              data-testid="reservation-create"
            >
              {t('actions.create')}
            </Button>
          )
        }
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={150}
        rowActions={(row: Reservation) => <Space size="small">{actions.rowActions(row)}</Space>}
      />
    </div>
  );
};

export default ReservationManagePage;
