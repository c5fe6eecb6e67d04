import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Descriptions, Empty, Table } from 'antd';
import {
  RESERVATION_CATALOGUE,
  RESERVATION_DOCUMENT,
  type ReservationDetail,
  type ReservationOrder,
} from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { formatDate } from '@/shared/lib/format';
import { DocumentDetail } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useReservationDetail } from '../api';
import { ChangeSlotDialog } from '../components/change-slot-dialog';
import { EditReservationDialog } from '../components/edit-reservation-dialog';
import { useReservationActions } from '../components/use-reservation-actions';
import { inboundDetailPath, NS } from '../lib/display';

/** /order/warehousReserveDetail?id=…: one reservation, its slot and dock, linked orders, timeline. */
const ReservationDetailPage = () => {
  const [changing, setChanging] = useState(false);
  const [editing, setEditing] = useState(false);
  const actions = useReservationActions<ReservationDetail>({
    slot: () => setChanging(true),
    edit: () => setEditing(true),
  });
  return (
    <DocumentDetail
      ns={NS}
      testId="reservation"
      useDetail={useReservationDetail}
      document={RESERVATION_DOCUMENT}
      number={(r) => r.reservationNo}
      header={(r) => ({ actions: actions.buttons(r) })}
    >
      {(r) => (
        <>
          <Cards r={r} />
          <ChangeSlotDialog reservation={changing ? r : null} onClose={() => setChanging(false)} />
          <EditReservationDialog reservation={editing ? r : null} onClose={() => setEditing(false)} />
        </>
      )}
    </DocumentDetail>
  );
};

const Cards = ({ r }: { r: ReservationDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const item = catalogueItems(RESERVATION_CATALOGUE, r, i18n.language);

  return (
    <>
      <Card title={t('detail.basic')}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            item('warehouse'),
            item('slotDate', { testId: () => 'reservation-slot' }),
            item('dockNo', { testId: () => 'reservation-dock' }),
            item('containerNo', { testId: () => 'reservation-container' }),
            item('containerType'),
            item('unloadingMethod'),
            item('freeExpiryDate'),
            item('createdAt', { render: () => `${formatDate(r.createdAt)} · ${r.createdBy ?? '-'}` }),
            item('remark', { span: 2 }),
          ]}
        />
      </Card>
      <Card title={t('fields.inboundOrders')} data-testid="reservation-orders-card">
        {r.orders.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noOrders')} />
        ) : (
          <Table<ReservationOrder>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={r.orders}
            columns={[
              {
                key: 'orderNo',
                title: t('detail.orderNo'),
                render: (_, o) => (
                  <Link to={inboundDetailPath(o.id)} data-testid={`reservation-linked-${o.orderNo}`}>
                    {o.orderNo}
                  </Link>
                ),
              },
              { key: 'status', title: t('fields.status'), render: (_, o) => t(`inboundStatus.${o.status}`) },
              { key: 'container', title: t('fields.containerNo'), render: (_, o) => o.containerNo ?? '-' },
              { key: 'boxes', title: t('detail.boxes'), render: (_, o) => o.totalBoxes },
              { key: 'quantity', title: t('detail.quantity'), render: (_, o) => o.totalQuantity },
            ]}
          />
        )}
      </Card>
      <Card>
        <OperationTimeline ns={NS} testId="reservation-timeline" operations={r.operations} />
      </Card>
    </>
  );
};

export default ReservationDetailPage;
