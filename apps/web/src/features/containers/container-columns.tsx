import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Space, Tag, Tooltip } from 'antd';
import { MILESTONES, type Container, type ContainerFilters, type ReservationStatus } from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { choiceSearch, useListColumns } from '@/shared/list-page';

export const NS = 'containers';
export const LIST_PATH = '/order/containerTrack';
export const detailPath = (containerNo: string) =>
  `/order/containerTrackDetail?containerNo=${encodeURIComponent(containerNo)}`;

export const RESERVATION_COLOR: Partial<Record<ReservationStatus, string>> = {
  COMPLETED: 'success',
  CANCELLED: 'default',
};

/** The free-container expiry, with a warning tag when it is near or past. */
export const ExpiryCell = ({
  c,
}: {
  c: Pick<Container, 'freeExpiryDate' | 'expiryWarning' | 'containerNo'>;
}) => {
  const { t } = useTranslation(NS);
  if (!c.freeExpiryDate) return <>-</>;
  return (
    <Space size={4}>
      <span>{c.freeExpiryDate}</span>
      {c.expiryWarning && (
        <Tooltip title={t('expiry.hint')}>
          <Tag color="error" data-testid={`container-expiry-warning-${c.containerNo}`}>
            {t('expiry.warning')}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
};

/** The containers' columns. */
export const useContainerColumns = () =>
  useListColumns<Container, ContainerFilters, typeof NS>(NS, ({ t }) => [
    {
      key: 'containerNo',
      title: 'fields.containerNo',
      sortable: true,
      fixed: 'left',
      search: { type: 'text' },
      render: (row) => (
        <Link to={detailPath(row.containerNo)} data-testid={`container-${row.containerNo}`}>
          {row.containerNo}
        </Link>
      ),
    },
    { key: 'sealNo', title: 'fields.sealNo', render: (r) => r.sealNo ?? '-' },
    {
      key: 'containerType',
      title: 'fields.containerType',
      render: (r) => (r.containerType ? t(`containerType.${r.containerType}`) : '-'),
    },
    {
      key: 'shippingCompany',
      title: 'fields.shippingCompany',
      search: { type: 'text' },
      render: (r) => r.shippingCompany ?? '-',
    },
    {
      key: 'billOfLading',
      title: 'fields.billOfLading',
      search: { type: 'text' },
      render: (r) => r.billOfLading ?? '-',
    },
    { key: 'portOfLoading', title: 'fields.portOfLoading', render: (r) => r.portOfLoading ?? '-' },
    {
      key: 'portOfDestination',
      title: 'fields.portOfDestination',
      render: (r) => r.portOfDestination ?? '-',
    },
    { key: 'etd', title: 'fields.etd', sortable: true, render: (r) => r.etd ?? '-' },
    {
      key: 'eta',
      title: 'fields.eta',
      sortable: true,
      search: { type: 'dateRange', from: 'etaFrom', to: 'etaTo' },
      render: (r) => r.eta ?? '-',
    },
    {
      key: 'milestone',
      title: 'fields.milestone',
      search: choiceSearch(MILESTONES, (m) => t(`milestone.${m}`)),
      render: (r) =>
        r.milestone ? (
          <Tooltip title={formatDate(r.milestoneAt)}>
            <Tag color="blue" data-testid={`container-milestone-${r.containerNo}`}>
              {t(`milestone.${r.milestone}`)}
            </Tag>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    { key: 'daysInTransit', title: 'fields.daysInTransit', render: (r) => r.daysInTransit ?? '-' },
    {
      key: 'freeExpiryDate',
      title: 'fields.freeExpiryDate',
      sortable: true,
      render: (r) => <ExpiryCell c={r} />,
    },
    {
      key: 'orderStatuses',
      title: 'fields.orderStatuses',
      render: (r) => (
        <Space size={4} wrap>
          {r.orderStatuses.map((s) => (
            <Tag key={s}>{t(`inboundStatus.${s}`)}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'orderCount', title: 'fields.orderCount', defaultVisible: false },
    {
      key: 'reservationNo',
      title: 'fields.reservationNo',
      defaultVisible: false,
      render: (r) => r.reservationNo ?? '-',
    },
  ]);
