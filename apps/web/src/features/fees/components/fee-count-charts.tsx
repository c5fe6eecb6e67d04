import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Col, Empty, Row, theme } from 'antd';
import type { FeeCountResult, FeeType } from '@oms/contracts';
import { NS } from '../lib/display';
import { EChart, type ChartOption } from '@/shared/ui/echart';
import { warehouseName } from '@/shared/lib/warehouse';

const PALETTE = [
  '#1677ff',
  '#52c41a',
  '#faad14',
  '#f5222d',
  '#13c2c2',
  '#722ed1',
  '#eb2f96',
  '#fa8c16',
  '#2f54eb',
  '#a0d911',
];

/** Stacked bars over time by fee type, the share by type (donut) and a bar per warehouse. */
export const FeeCountCharts = ({ data }: { data: FeeCountResult }) => {
  const { t, i18n } = useTranslation(NS);
  const { token } = theme.useToken();
  const typeName = (v: FeeType) => t(`feeType.${v}`);
  const base = useMemo(
    () => ({
      color: PALETTE,
      textStyle: { fontFamily: token.fontFamily },
      tooltip: { trigger: 'axis' as const },
    }),
    [token.fontFamily],
  );

  const stacked = useMemo<ChartOption>(
    () => ({
      ...base,
      legend: { top: 0, type: 'scroll' },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: data.buckets.map((b) => (data.granularity === 'month' ? b.slice(0, 7) : b.slice(5))),
      },
      yAxis: { type: 'value' },
      series: data.series.map((s) => ({
        name: typeName(s.feeType),
        type: 'bar',
        stack: 'fees',
        barMaxWidth: 24,
        data: s.amounts.map(Number),
      })),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base, data, i18n.language],
  );
  const share = useMemo<ChartOption>(
    () => ({
      ...base,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          label: { show: false },
          data: data.byType.map((x) => ({ name: typeName(x.feeType), value: Number(x.amount) })),
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base, data, i18n.language],
  );
  const byWarehouse = useMemo<ChartOption>(
    () => ({
      ...base,
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: 'value' },
      yAxis: {
        type: 'category',
        data: data.byWarehouse.map((w) =>
          w.warehouse ? warehouseName(w.warehouse, i18n.language) : t('count.noWarehouse'),
        ),
      },
      series: [{ type: 'bar', barMaxWidth: 24, data: data.byWarehouse.map((w) => Number(w.amount)) }],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base, data, i18n.language],
  );

  if (data.count === 0)
    return (
      <Card>
        <Empty description={t('count.empty')} data-testid="fee-count-empty" />
      </Card>
    );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title={t('count.overTime')}>
          <EChart option={stacked} testId="fee-chart-time" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('count.byType')}>
          <EChart option={share} testId="fee-chart-type" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('count.byWarehouse')}>
          <EChart option={byWarehouse} testId="fee-chart-warehouse" />
        </Card>
      </Col>
    </Row>
  );
};
