import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Descriptions, Empty, Table } from 'antd';
import { RESERVATION_DOCUMENT, type ReservationDetail, type ReservationOrder } from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { DetailGate, DocumentHeader, useIdParam, DetailBody, descriptionItem } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useReservationDetail } from '../api';
import { ChangeSlotDialog } from '../components/change-slot-dialog';
import { EditReservationDialog } from '../components/edit-reservation-dialog';
import { useReservationActions } from '../components/use-reservation-actions';
import { inboundDetailPath, NS, slotLabel } from '../lib/display';
import { warehouseLabel } from '@/shared/lib/warehouse';

/** /order/warehousReserveDetail?id=…: one reservation, its slot and dock, linked orders, timeline. */
const ReservationDetailPage = () => {
  const id = useIdParam();
  return (
    <DetailGate ns={NS} testId="reservation" id={id} query={useReservationDetail(id)}>
      {(r) => <Detail r={r} />}
    </DetailGate>
  );
};

const Detail = ({ r }: { r: ReservationDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const [changing, setChanging] = useState(false);
  const [editing, setEditing] = useState(false);
  const actions = useReservationActions<ReservationDetail>({
    slot: () => setChanging(true),
    edit: () => setEditing(true),
  });

  return (
    <DetailBody testId="reservation-detail" status={r.status}>
      <DocumentHeader
        document={RESERVATION_DOCUMENT}
        number={r.reservationNo}
        status={r.status}
        statusText={t(`status.${r.status}`)}
        testId="reservation"
        actions={actions.buttons(r)}
      />
      <Card title={t('detail.basic')}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            descriptionItem('warehouse', t('fields.warehouse'), warehouseLabel(r.warehouse, i18n.language)),
            descriptionItem(
              'slot',
              t('fields.slot'),
              <span data-testid="reservation-slot">{slotLabel(r)}</span>,
            ),
            descriptionItem(
              'dock',
              t('fields.dockNo'),
              <span data-testid="reservation-dock">{r.dockNo ?? '-'}</span>,
            ),
            descriptionItem(
              'containerNo',
              t('fields.containerNo'),
              <span data-testid="reservation-container">{r.containerNo}</span>,
            ),
            descriptionItem(
              'containerType',
              t('fields.containerType'),
              t(`containerType.${r.containerType}`),
            ),
            descriptionItem(
              'unloading',
              t('fields.unloadingMethod'),
              t(`unloadingMethod.${r.unloadingMethod}`),
            ),
            descriptionItem('expiry', t('fields.freeExpiryDate'), r.freeExpiryDate ?? '-'),
            descriptionItem(
              'created',
              t('fields.createdAt'),
              `${formatDate(r.createdAt)} · ${r.createdBy ?? '-'}`,
            ),
            descriptionItem('remark', t('fields.remark'), r.remark ?? '-', 2),
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
      <ChangeSlotDialog reservation={changing ? r : null} onClose={() => setChanging(false)} />
      <EditReservationDialog reservation={editing ? r : null} onClose={() => setEditing(false)} />
    </DetailBody>
  );
};

export default ReservationDetailPage;
