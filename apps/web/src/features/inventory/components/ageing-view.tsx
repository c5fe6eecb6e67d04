import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Empty, Flex, Select, Table } from 'antd';
import type { AgeBucketKey, AgeingReport } from '@oms/contracts';
import { EChart, type ChartOption } from '@/shared/ui/echart';
import { useAgeing, useStockWarehouses } from '../api';
import { NS } from '../lib/display';
import { warehouseLabel } from '@/shared/lib/warehouse';

type Line = { key: string; name: string; pieces: number[]; volumes: string[] };

/** The ageing report: pieces and m³ on hand per age bucket, per warehouse, with a stacked bar chart. */
export const AgeingView = ({
  warehouseId,
  onWarehouse,
}: {
  warehouseId?: string;
  onWarehouse: (id?: string) => void;
}) => {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  const warehouses = useStockWarehouses().data ?? [];
  const report = useAgeing({ warehouseId }).data;
  const label = (key: string) => t(`ageBucket.${key as AgeBucketKey}`);

  const lines: Line[] = useMemo(() => {
    if (!report) return [];
    return [
      ...report.rows.map((r) => ({ key: r.warehouse.id, name: warehouseLabel(r.warehouse, language), ...r })),
      { key: 'total', name: t('ageing.total'), ...report.totals },
    ];
  }, [report, language, t]);

  const option = useMemo(
    (): ChartOption => chartOf(report, (key) => t(`ageBucket.${key as AgeBucketKey}`), language),
    [report, language, t],
  );

  return (
    <Flex vertical gap={16} data-testid="stock-ageing">
      <Card size="small">
        <Select
          allowClear
          style={{ width: 260, maxWidth: '100%' }}
          placeholder={t('fields.warehouse')}
          value={warehouseId}
          onChange={(v?: string) => onWarehouse(v)}
          options={warehouses.map((w) => ({ value: w.id, label: warehouseLabel(w, language) }))}
          data-testid="ageing-warehouse"
        />
      </Card>
      <Card title={t('ageing.chartTitle')}>
        {report && report.rows.length > 0 ? (
          <EChart option={option} testId="ageing-chart" height={300} />
        ) : (
          <Empty description={t('ageing.empty')} />
        )}
      </Card>
      <Card>
        <Table<Line>
          rowKey="key"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={lines}
          data-testid="ageing-table"
          columns={[
            { key: 'name', title: t('ageing.warehouse'), dataIndex: 'name', fixed: 'left' },
            ...(report?.buckets ?? []).map((bucket, i) => ({
              key: bucket,
              title: label(bucket),
              render: (_: unknown, line: Line) => (
                <span data-testid={`ageing-${line.key}-${bucket}`}>
                  {line.pieces[i]} / {line.volumes[i]} m³
                </span>
              ),
            })),
          ]}
        />
      </Card>
    </Flex>
  );
};

const chartOf = (
  report: AgeingReport | undefined,
  label: (key: string) => string,
  language: string,
): ChartOption => ({
  tooltip: { trigger: 'axis' },
  legend: { type: 'scroll', bottom: 0 },
  grid: { left: 48, right: 16, top: 16, bottom: 48 },
  xAxis: { type: 'category', data: (report?.buckets ?? []).map(label) },
  yAxis: { type: 'value' },
  series: (report?.rows ?? []).map((r) => ({
    type: 'bar',
    stack: 'pieces',
    name: warehouseLabel(r.warehouse, language),
    data: r.pieces,
  })),
});
