import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Descriptions, Empty, Space, Table, Tag, Timeline, Typography } from 'antd';
import { CONTAINER_CATALOGUE, type ContainerDetail, type ContainerOrder } from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { formatDate } from '@/shared/lib/format';
import { DetailGate, DetailHeader, descriptionItem } from '@/shared/ui/detail-page';
import { inboundDetailPath } from '@/features/inbound-orders';
import { reservationDetailPath } from '@/features/reservations';
import { useContainerDetail } from '../api';
import { ExpiryCell, LIST_PATH, NS, RESERVATION_COLOR } from '../container-columns';

/** /order/containerTrackDetail?containerNo=…: one container, its milestones, orders and reservation. */
const ContainerDetailPage = () => {
  const [params] = useSearchParams();
  const containerNo = params.get('containerNo');
  return (
    <DetailGate ns={NS} testId="container" id={containerNo} query={useContainerDetail(containerNo)}>
      {(c) => <Detail c={c} />}
    </DetailGate>
  );
};

const orDash = (v: string | number | null) => v ?? '-';

const Detail = ({ c }: { c: ContainerDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const item = catalogueItems(CONTAINER_CATALOGUE, c, i18n.language);
  const navigate = useNavigate();
  const r = c.reservation;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="container-detail">
      <DetailHeader
        title={c.containerNo}
        titleTestId="container-number"
        tag={
          c.milestone ? (
            <Tag color="blue" data-testid="container-milestone">
              {t(`milestone.${c.milestone}`)}
            </Tag>
          ) : undefined
        }
        actions={<Button onClick={() => void navigate(LIST_PATH)}>{t('actions.back')}</Button>}
      />
      <Card title={t('detail.basic')}>
        <Descriptions
          column={3}
          items={[
            item('sealNo'),
            item('containerType'),
            item('shippingCompany'),
            item('billOfLading'),
            item('portOfLoading'),
            item('portOfDestination'),
            item('etd'),
            item('eta'),
            item('daysInTransit', { testId: () => 'container-days' }),
            item('warehouse'),
            item('freeExpiryDate', { render: () => <ExpiryCell c={c} /> }),
          ]}
        />
      </Card>
      <Card title={t('detail.milestones')} data-testid="container-timeline">
        {c.milestones.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noMilestones')} />
        ) : (
          <Timeline
            items={c.milestones.map((m) => ({
              key: m.id,
              title: formatDate(m.occurredAt),
              content: (
                <div data-testid="container-milestone-item" data-milestone={m.milestone}>
                  <Typography.Text strong>{t(`milestone.${m.milestone}`)}</Typography.Text>
                  <Typography.Text type="secondary"> · {m.orderNo}</Typography.Text>
                  {m.note && <div>{m.note}</div>}
                </div>
              ),
            }))}
          />
        )}
      </Card>
      <Card title={t('detail.orders')}>
        <Table<ContainerOrder>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={c.orders}
          data-testid="container-orders"
          columns={[
            {
              key: 'orderNo',
              title: t('orders.orderNo'),
              render: (_, o) => (
                <Link to={inboundDetailPath(o.id)} data-testid={`container-order-${o.orderNo}`}>
                  {o.orderNo}
                </Link>
              ),
            },
            { key: 'headLeg', title: t('orders.headLeg'), render: (_, o) => t(`headLeg.${o.headLeg}`) },
            {
              key: 'status',
              title: t('orders.status'),
              render: (_, o) => <Tag>{t(`inboundStatus.${o.status}`)}</Tag>,
            },
            { key: 'boxes', title: t('orders.totalBoxes'), dataIndex: 'totalBoxes' },
            { key: 'quantity', title: t('orders.totalQuantity'), dataIndex: 'totalQuantity' },
            { key: 'arrival', title: t('orders.expectedArrival'), dataIndex: 'expectedArrival' },
          ]}
        />
      </Card>
      <Card title={t('detail.reservation')} data-testid="container-reservation">
        {r ? (
          <Descriptions
            column={3}
            items={[
              descriptionItem(
                'no',
                t('reservation.reservationNo'),
                <Link to={reservationDetailPath(r.id)} data-testid="container-reservation-link">
                  {r.reservationNo}
                </Link>,
              ),
              descriptionItem(
                'status',
                t('reservation.status'),
                <Tag color={RESERVATION_COLOR[r.status]}>{t(`reservationStatus.${r.status}`)}</Tag>,
              ),
              descriptionItem(
                'slot',
                t('reservation.slot'),
                r.slotDate ? `${r.slotDate} ${r.slotStart ?? ''}–${r.slotEnd ?? ''}` : '-',
              ),
              descriptionItem('expiry', t('fields.freeExpiryDate'), orDash(r.freeExpiryDate)),
              descriptionItem('dock', t('reservation.dockNo'), orDash(r.dockNo)),
            ]}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noReservation')} />
        )}
      </Card>
    </Space>
  );
};

export default ContainerDetailPage;
