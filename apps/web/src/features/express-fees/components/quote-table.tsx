import { useTranslation } from 'react-i18next';
import { Table, Typography, type TableColumnsType } from 'antd';
import { SURCHARGE_KINDS, type SurchargeKind, type TrialQuote, type UnitSystem } from '@oms/contracts';
import { formatCurrencyMoney } from '@/shared/lib/format';
import { NS, weightIn } from '../lib/units';

const money = (q: TrialQuote, amount: string | null | undefined) => formatCurrencyMoney(q.currency, amount);
const surcharge = (q: TrialQuote, kind: SurchargeKind) =>
  money(q, q.surcharges.find((s) => s.kind === kind)?.amount);

/** The trial's answer: one row per service, cheapest first; those that cannot carry it greyed with why. */
export const QuoteTable = ({ quotes, unitSystem }: { quotes: TrialQuote[]; unitSystem: UnitSystem }) => {
  const { t } = useTranslation(NS);
  const columns: TableColumnsType<TrialQuote> = [
    {
      key: 'service',
      title: t('fields.serviceName'),
      render: (_, q) => (
        <>
          <div>{q.serviceName}</div>
          <Typography.Text type="secondary">{q.carrier}</Typography.Text>
        </>
      ),
    },
    { key: 'zone', title: t('fields.zone'), render: (_, q) => q.zone ?? '-' },
    {
      key: 'billableWeight',
      title: t('fields.billableWeight'),
      render: (_, q) => weightIn(q.billableWeightKg, unitSystem) ?? '-',
    },
    { key: 'base', title: t('fields.base'), align: 'right', render: (_, q) => money(q, q.base) },
    ...SURCHARGE_KINDS.map((kind) => ({
      key: kind,
      title: t(`surcharge.${kind}`),
      align: 'right' as const,
      render: (_: unknown, q: TrialQuote) => surcharge(q, kind),
    })),
    {
      key: 'total',
      title: t('fields.total'),
      align: 'right',
      render: (_, q) => (q.total ? <Typography.Text strong>{money(q, q.total)}</Typography.Text> : '-'),
    },
    {
      key: 'transitDays',
      title: t('fields.transitDays'),
      render: (_, q) =>
        q.transitDaysMin === q.transitDaysMax ? q.transitDaysMin : `${q.transitDaysMin}-${q.transitDaysMax}`,
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, q) =>
        q.available ? (
          t('available')
        ) : (
          <Typography.Text type="secondary">{q.reason ?? t('unavailable')}</Typography.Text>
        ),
    },
  ];
  return (
    <Table<TrialQuote>
      rowKey="serviceCode"
      size="middle"
      columns={columns}
      dataSource={quotes}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(q) => ({
        'data-testid': `quote-${q.serviceCode}`,
        'data-available': String(q.available),
        style: q.available ? undefined : { opacity: 0.5 },
      })}
      data-testid="express-fee-quotes"
    />
  );
};
