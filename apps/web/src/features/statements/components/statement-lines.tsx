import { useTranslation } from 'react-i18next';
import { Alert, Flex, Skeleton, Table, Typography } from 'antd';
import { CURRENCY_SHORT, type Statement } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { formatMoney } from '@/shared/lib/format';
import { useStatementDetail } from '../api';
import { NS, amountTone, lineName } from '../lib/display';
import { StatementDownloads } from './statement-downloads';

type Row = { key: string; name: string; count: number | null; amount: string; total?: boolean };

/** The statement's lines under its fields in the drawer: opening, each kind (fees by type), closing. */
export const StatementLines = ({ row, canDownload }: { row: Statement; canDownload: boolean }) => {
  const { t, i18n } = useTranslation(NS);
  const detail = useStatementDetail({ month: row.month, currency: row.currency });
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError)
    return <Alert type="error" showIcon message={errorText(detail.error, t('loadFailed'))} />;
  const s = detail.data;
  const rows: Row[] = [
    { key: 'opening', name: t('fields.opening'), count: null, amount: s.opening, total: true },
    ...s.lines.map((l) => ({
      key: `${l.type}-${l.feeType ?? ''}`,
      name: lineName(l, i18n.language),
      count: l.count,
      amount: l.amount,
    })),
    { key: 'closing', name: t('fields.closing'), count: null, amount: s.closing, total: true },
  ];
  return (
    <Flex vertical gap={12} data-testid="statement-lines">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('lines.title', { currency: CURRENCY_SHORT[s.currency] })}
        </Typography.Title>
        {canDownload && <StatementDownloads row={row} />}
      </Flex>
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={rows}
        locale={{ emptyText: t('lines.empty') }}
        columns={[
          {
            key: 'name',
            title: t('fields.line'),
            render: (_, r) => (r.total ? <Typography.Text strong>{r.name}</Typography.Text> : r.name),
          },
          { key: 'count', title: t('fields.entries'), align: 'right', render: (_, r) => r.count ?? '' },
          {
            key: 'amount',
            title: t('fields.amount'),
            align: 'right',
            render: (_, r) => (
              <Typography.Text strong={r.total} type={r.total ? undefined : amountTone(r.amount)}>
                {formatMoney(r.amount)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {s.status === 'RUNNING' && <Typography.Text type="secondary">{t('lines.running')}</Typography.Text>}
    </Flex>
  );
};
