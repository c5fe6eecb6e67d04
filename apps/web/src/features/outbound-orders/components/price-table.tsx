import { useTranslation } from 'react-i18next';
import { Descriptions, Table, Typography } from 'antd';
import { serviceLabel, type OutboundFeeLine, type OutboundPrice } from '@oms/contracts';
import { formatCurrencyMoney } from '@/shared/lib/format';
import { NS } from '../lib/display';

/** A price's fee lines (unit price × quantity), its totals per currency and the service it priced. */
export const PriceTable = ({ price, testId }: { price: OutboundPrice; testId: string }) => {
  const { t } = useTranslation(NS);
  return (
    <div data-testid={testId}>
      <Table<OutboundFeeLine>
        rowKey={(l) => `${l.feeType}-${l.unitPrice}-${l.name ?? ''}`}
        size="small"
        pagination={false}
        dataSource={price.lines}
        locale={{ emptyText: t('price.none') }}
        columns={[
          {
            key: 'fee',
            title: t('price.fee'),
            render: (_v, l) =>
              l.name ? `${t(`feeType.${l.feeType}`)} · ${l.name}` : t(`feeType.${l.feeType}`),
          },
          {
            key: 'unit',
            title: t('price.unitPrice'),
            align: 'right',
            render: (_v, l) => formatCurrencyMoney(l.currency, l.unitPrice),
          },
          { key: 'quantity', title: t('price.quantity'), dataIndex: 'quantity', align: 'right' },
          {
            key: 'amount',
            title: t('price.amount'),
            align: 'right',
            render: (_v, l) => formatCurrencyMoney(l.currency, l.amount),
          },
        ]}
      />
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 8 }}
        items={[
          {
            key: 'total',
            label: t('price.total'),
            children: (
              <Typography.Text strong data-testid={`${testId}-total`}>
                {price.totals.map((x) => formatCurrencyMoney(x.currency, x.amount)).join(' + ') || '-'}
              </Typography.Text>
            ),
          },
          ...(price.service
            ? [
                {
                  key: 'service',
                  label: t('price.service'),
                  children: (
                    <span data-testid={`${testId}-service`}>
                      {t('price.serviceText', {
                        name: serviceLabel(price.service),
                        zone: price.service.zone ?? '-',
                        weight: price.service.billableWeightKg ?? '-',
                      })}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
};
