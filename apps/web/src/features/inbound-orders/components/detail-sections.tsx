import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Card, Empty, Table, Tag, Timeline, Typography } from 'antd';
import {
  BOOKED_HEAD_LEGS,
  CURRENCIES,
  milestonesOf,
  RESERVATIONS_CODES,
  type Currency,
  type FeeRow,
  type InboundDetail,
  type InboundLine,
} from '@oms/contracts';
import { formatCurrencyMoney, formatDate } from '@/shared/lib/format';
import { Difference } from '../inbound-columns';
import { useCan } from '@/shared/stores/use-can';
import { feesOf, NS, reservePathOf } from '../lib/display';

const currencyOf = (c: string): Currency =>
  (CURRENCIES as readonly string[]).includes(c) ? (c as Currency) : 'USD';

/** The lines: forecast, received and the difference per line (highlighted), with totals. */
export const LinesCard = ({ d }: { d: InboundDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const english = i18n.language === 'en';
  const received = d.lines.some((l) => l.receivedQuantity !== null);
  const sum = (f: (l: InboundLine) => number | null) => d.lines.reduce((n, l) => n + (f(l) ?? 0), 0);
  return (
    <Card title={t('detail.lines', { count: d.lines.length })} data-testid="inbound-lines">
      <Table<InboundLine>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={d.lines}
        rowClassName={(l) => (l.difference ? 'inbound-line-difference' : '')}
        columns={[
          { key: 'n', title: '#', render: (_v, _l, i) => i + 1, width: 48 },
          { key: 'sku', title: t('fields.sku'), dataIndex: 'sku' },
          { key: 'name', title: t('fields.productName'), render: (_v, l) => (english ? l.nameEn : l.nameCn) },
          { key: 'pcs', title: t('fields.piecesPerCarton'), dataIndex: 'piecesPerCarton', align: 'right' },
          { key: 'boxes', title: t('fields.boxes'), dataIndex: 'boxes', align: 'right' },
          { key: 'quantity', title: t('fields.quantity'), dataIndex: 'quantity', align: 'right' },
          {
            key: 'receivedBoxes',
            title: t('fields.receivedBoxes'),
            align: 'right',
            render: (_v, l) => l.receivedBoxes ?? '-',
          },
          {
            key: 'received',
            title: t('fields.receivedQuantity'),
            align: 'right',
            render: (_v, l) => (
              <span data-testid={`inbound-received-${l.sku}`}>{l.receivedQuantity ?? '-'}</span>
            ),
          },
          {
            key: 'difference',
            title: t('fields.difference'),
            align: 'right',
            render: (_v, l) => (
              <Difference value={l.difference} testId={`inbound-line-difference-${l.sku}`} />
            ),
          },
          {
            key: 'putAway',
            title: t('fields.putAwayQuantity'),
            align: 'right',
            render: (_v, l) => l.putAwayQuantity ?? '-',
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              <Typography.Text strong>{t('detail.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              {d.totalBoxes}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <span data-testid="inbound-total-quantity">{d.totalQuantity}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} align="right">
              {received ? sum((l) => l.receivedBoxes) : '-'}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={7} align="right">
              <span data-testid="inbound-total-received">
                {received ? sum((l) => l.receivedQuantity) : '-'}
              </span>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={8} align="right">
              <Difference value={received ? sum((l) => l.difference) : null} />
            </Table.Summary.Cell>
            <Table.Summary.Cell index={9} align="right">
              {d.lines.some((l) => l.putAwayQuantity !== null) ? sum((l) => l.putAwayQuantity) : '-'}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
};

/**
 * What the customer does next on an order in transit whose head-leg unloads at a dock (sea, truck):
 * book a slot, with the button that opens the reservation for this order.
 */
export const BookNext = ({ d }: { d: InboundDetail }) => {
  const { t } = useTranslation(NS);
  const can = useCan(RESERVATIONS_CODES);
  if (d.status !== 'PENDING_INBOUND' || !BOOKED_HEAD_LEGS.includes(d.headLeg)) return null;
  return (
    <Alert
      style={{ marginTop: 12 }}
      type="info"
      showIcon
      title={t('detail.bookNext')}
      description={t('detail.bookNextHint')}
      data-testid="inbound-book-next"
      action={
        can('create') && (
          <Link to={reservePathOf(d)}>
            <Button type="primary" data-testid="inbound-book">
              {t('actions.book')}
            </Button>
          </Link>
        )
      }
    />
  );
};

/** The head-leg's milestones with their times, in its order; those not reached yet are grey. */
export const MilestonesCard = ({ d }: { d: InboundDetail }) => {
  const { t } = useTranslation(NS);
  const track = milestonesOf(d.headLeg);
  const reached = new Map(d.milestones.map((m) => [m.milestone, m]));
  // Repeats, and any milestone outside the head-leg's track, are listed after it as they happened.
  const extra = d.milestones.filter(
    (m, i) =>
      !track.includes(m.milestone) || d.milestones.findIndex((x) => x.milestone === m.milestone) !== i,
  );
  return (
    <Card title={t('fields.milestones')} data-testid="inbound-milestones">
      <Timeline
        items={[
          ...track.map((code) => {
            const m = reached.get(code);
            return {
              key: code,
              color: m ? 'green' : 'gray',
              content: (
                <div data-testid="inbound-milestone" data-milestone={code} data-reached={m ? 'yes' : 'no'}>
                  <Typography.Text strong={Boolean(m)} type={m ? undefined : 'secondary'}>
                    {t(`milestone.${code}`)}
                  </Typography.Text>
                  {m && <Typography.Text type="secondary"> · {formatDate(m.occurredAt)}</Typography.Text>}
                  {m?.note && <div>{m.note}</div>}
                </div>
              ),
            };
          }),
          ...extra.map((m) => ({
            key: m.id,
            color: 'blue',
            content: `${t(`milestone.${m.milestone}`)} · ${formatDate(m.occurredAt)}${m.note ? ` · ${m.note}` : ''}`,
          })),
        ]}
      />
    </Card>
  );
};

/** The order's fee records (handling, unloading, put-away), with a link to the fee inquiry. */
export const FeesCard = ({ d }: { d: InboundDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <Card
      title={t('detail.fees')}
      extra={
        <Link to={feesOf(d.orderNo)} data-testid="inbound-fees-link">
          {t('detail.feeInquiry')}
        </Link>
      }
      data-testid="inbound-fees"
    >
      {d.feesOwed.length > 0 && (
        <Typography.Paragraph type="danger" data-testid="inbound-fees-owed">
          {d.feesOwed
            .map(
              (f) => `${t(`feeType.${f.feeType}`)} ${formatCurrencyMoney(currencyOf(f.currency), f.amount)}`,
            )
            .join('；')}{' '}
          · {t('detail.feesOwed')}
        </Typography.Paragraph>
      )}
      {d.fees.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noFees')} />
      ) : (
        <Table<FeeRow>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.fees}
          columns={[
            { key: 'type', title: t('fee.type'), render: (_v, f) => t(`feeType.${f.feeType}`) },
            { key: 'quantity', title: t('fee.quantity'), dataIndex: 'quantity', align: 'right' },
            {
              key: 'amount',
              title: t('fee.amount'),
              align: 'right',
              render: (_v, f) => (
                <span data-testid="inbound-fee-amount">{formatCurrencyMoney(f.currency, f.net)}</span>
              ),
            },
            {
              key: 'status',
              title: t('fee.status'),
              render: (_v, f) => <Tag>{t(`feeStatus.${f.status}`)}</Tag>,
            },
            { key: 'at', title: t('fee.at'), render: (_v, f) => formatDate(f.createdAt) },
          ]}
        />
      )}
    </Card>
  );
};
