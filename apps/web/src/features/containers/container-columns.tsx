import { useTranslation } from 'react-i18next';
import { Space, Tag, Tooltip } from 'antd';
import {
  CONTAINER_CATALOGUE,
  type Container,
  type ContainerFilters,
  type ReservationStatus,
} from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { pageLinkColumn, useCatalogueColumns } from '@/shared/list-page';

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

/** The containers' columns: the catalogue's fields, the number linking to its page, tags kept. */
export const useContainerColumns = () =>
  useCatalogueColumns<Container, ContainerFilters>()(NS, CONTAINER_CATALOGUE, ({ t, column }) => [
    pageLinkColumn('containerNo', 'fields.containerNo', {
      to: (row) => detailPath(row.containerNo),
      testId: (row) => `container-${row.containerNo}`,
    }),
    column('sealNo'),
    // The list is not searched by type (its request has no such filter).
    column('containerType', { search: undefined }),
    column('shippingCompany', { search: { type: 'text' } }),
    column('billOfLading', { search: { type: 'text' } }),
    column('portOfLoading'),
    column('portOfDestination'),
    column('etd', { sortable: true }),
    column('eta', { sortable: true, search: { type: 'dateRange', from: 'etaFrom', to: 'etaTo' } }),
    column('milestone', {
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
    }),
    // The file has always held the milestone's time: a column of its own, so that an export of the
    // shown columns can hold it too.
    column('milestoneAt', { defaultVisible: false }),
    column('daysInTransit'),
    column('freeExpiryDate', { sortable: true, render: (r) => <ExpiryCell c={r} /> }),
    column('orderStatuses', {
      render: (r) => (
        <Space size={4} wrap>
          {r.orderStatuses.map((s) => (
            <Tag key={s}>{t(`inboundStatus.${s}`)}</Tag>
          ))}
        </Space>
      ),
    }),
    column('orderCount', { defaultVisible: false }),
    column('reservationNo', { defaultVisible: false }),
    // The detail page names the warehouse: the list and the file can too.
    column('warehouse', { defaultVisible: false }),
  ]);
