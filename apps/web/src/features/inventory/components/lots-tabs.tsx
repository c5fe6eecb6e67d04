import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Table, Tag } from 'antd';
import type { AgeBucketKey, InTransitRow, StockLot } from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { useInTransit, useLots } from '../api';
import { documentPath, NS } from '../lib/display';

const AGE_COLOR: Record<AgeBucketKey, string> = {
  '0-30': 'green',
  '31-60': 'blue',
  '61-90': 'gold',
  '91-180': 'orange',
  '181+': 'red',
};

const DocumentLink = ({
  type,
  no,
  testId,
}: {
  type: StockLot['documentType'];
  no: string;
  testId: string;
}) => {
  const to = documentPath(type, no);
  return to ? (
    <Link to={to} data-testid={testId}>
      {no}
    </Link>
  ) : (
    <span data-testid={testId}>{no}</span>
  );
};

/** What is still expected of each inbound order (from the movement log). */
export const InTransitTab = ({ id }: { id: string }) => {
  const { t } = useTranslation(NS);
  const rows = useInTransit(id);
  return (
    <Table<InTransitRow>
      rowKey="documentNo"
      size="small"
      pagination={false}
      loading={rows.isLoading}
      dataSource={rows.data ?? []}
      locale={{ emptyText: t('detail.noInTransit') }}
      data-testid="stock-in-transit"
      columns={[
        {
          key: 'no',
          title: t('transit.document'),
          render: (_, r) => (
            <DocumentLink type={r.documentType} no={r.documentNo} testId={`transit-${r.documentNo}`} />
          ),
        },
        { key: 'qty', title: t('transit.quantity'), dataIndex: 'quantity', align: 'right' },
        { key: 'since', title: t('transit.since'), render: (_, r) => formatDate(r.since) },
      ]}
    />
  );
};

/** The lots on hand, oldest first (consumed first in, first out), with their ages. */
export const LotsTab = ({ id }: { id: string }) => {
  const { t } = useTranslation(NS);
  const lots = useLots(id);
  return (
    <Table<StockLot>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      loading={lots.isLoading}
      dataSource={lots.data ?? []}
      locale={{ emptyText: t('detail.noLots') }}
      data-testid="stock-lots"
      columns={[
        {
          key: 'doc',
          title: t('lot.document'),
          render: (_, l) => (
            <>
              {t(`documentType.${l.documentType}`)}{' '}
              <DocumentLink type={l.documentType} no={l.documentNo} testId={`lot-doc-${l.id}`} />
            </>
          ),
        },
        { key: 'at', title: t('lot.receivedAt'), render: (_, l) => formatDate(l.receivedAt) },
        { key: 'qty', title: t('lot.quantity'), dataIndex: 'quantity', align: 'right' },
        { key: 'left', title: t('lot.remaining'), dataIndex: 'remaining', align: 'right' },
        {
          key: 'age',
          title: t('lot.ageDays'),
          align: 'right',
          render: (_, l) => <span data-testid={`lot-age-${l.id}`}>{l.ageDays}</span>,
        },
        {
          key: 'bucket',
          title: t('lot.ageBucket'),
          render: (_, l) => <Tag color={AGE_COLOR[l.ageBucket]}>{t(`ageBucket.${l.ageBucket}`)}</Tag>,
        },
      ]}
    />
  );
};
