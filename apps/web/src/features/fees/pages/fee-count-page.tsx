import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, Card, DatePicker, Flex, Segmented, Select, Statistic, Table } from 'antd';
import {
  CURRENCIES,
  CURRENCY_SHORT,
  FEE_COUNT_CODES,
  FEE_COUNT_EXPORT_KIND,
  FEE_COUNT_GRANULARITIES,
  FEE_LIMITS,
  type Currency,
  type FeeCountGranularity,
  type FeeCountResult,
} from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { formatMoney, formatCurrencyMoney } from '@/shared/lib/format';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { useFeeCount } from '../api';
import { FeeCountCharts } from '../components/fee-count-charts';
import { NS } from '../lib/display';

type Line = FeeCountResult['rows'][number];
const DAY_FORMAT = 'YYYY-MM-DD';

/** Days the picker cannot end on once a start is chosen: the period is at most FEE_LIMITS.countMaxDays. */
const tooFar = (day: Dayjs, { from }: { from?: Dayjs }) =>
  Boolean(from && Math.abs(day.startOf('day').diff(from.startOf('day'), 'day')) >= FEE_LIMITS.countMaxDays);

/** /finance/feeCount: fee totals by type, warehouse and period for a currency, as charts and a table. */
const FeeCountPage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(FEE_COUNT_CODES);
  const startExport = useListExport(FEE_COUNT_EXPORT_KIND);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(89, 'day'), dayjs()]);
  const [currency, setCurrency] = useState<Currency>('USD');
  const [granularity, setGranularity] = useState<FeeCountGranularity>('week');
  const request = {
    from: range[0].format(DAY_FORMAT),
    to: range[1].format(DAY_FORMAT),
    currency,
    granularity,
  };
  const count = useFeeCount(request);
  const data = count.data;
  const columns = [
    { key: 'bucket', title: t('fields.bucket'), dataIndex: 'bucket' },
    {
      key: 'feeType',
      title: t('fields.feeType'),
      render: (_: unknown, r: Line) => t(`feeType.${r.feeType}`),
    },
    { key: 'count', title: t('fields.count'), dataIndex: 'count', align: 'right' as const },
    {
      key: 'amount',
      title: t('fields.net'),
      align: 'right' as const,
      render: (_: unknown, r: Line) => formatCurrencyMoney(currency, r.amount),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="fee-count-page">
      <Card title={t('countTitle')}>
        <Flex gap={16} wrap align="center">
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            disabledDate={tooFar}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            data-testid="fee-count-range"
          />
          <Select<Currency>
            value={currency}
            onChange={setCurrency}
            style={{ width: 120 }}
            options={CURRENCIES.map((c) => ({ value: c, label: CURRENCY_SHORT[c] }))}
            data-testid="fee-count-currency"
          />
          <Segmented<FeeCountGranularity>
            value={granularity}
            onChange={setGranularity}
            options={FEE_COUNT_GRANULARITIES.map((g) => ({ value: g, label: t(`granularity.${g}`) }))}
            data-testid="fee-count-granularity"
          />
          {can('export') && (
            <Button
              onClick={() => void startExport({ filters: request, columns: [] })}
              data-testid="fee-count-export"
            >
              {t('actions.export')}
            </Button>
          )}
          {data && (
            <Flex gap={32} style={{ marginLeft: 'auto' }}>
              <Statistic
                title={t('count.total', { currency: CURRENCY_SHORT[currency] })}
                value={formatMoney(data.total)}
                data-testid="fee-count-total"
              />
              <Statistic title={t('fields.count')} value={data.count} />
            </Flex>
          )}
        </Flex>
      </Card>
      {count.error && (
        <Alert
          type="error"
          showIcon
          title={errorText(count.error, t('failed'))}
          data-testid="fee-count-error"
        />
      )}
      {data && <FeeCountCharts data={data} />}
      <Card title={t('count.table')}>
        <Table<Line>
          rowKey={(r) => `${r.bucket}-${r.feeType}`}
          size="small"
          loading={count.isLoading}
          dataSource={data?.rows ?? []}
          columns={columns}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          data-testid="fee-count-table"
        />
      </Card>
    </Flex>
  );
};

export default FeeCountPage;
