import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Segmented,
  Select,
  Skeleton,
  Statistic,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, BarChartOutlined, LineChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDataStatistics, type DataStatistics } from '../api';
import { periodRange, seriesFigures, type SeriesFigures } from '../lib/statistics';
import type { ChartKind } from './statistics-chart';

// echarts is the heaviest part of the page: it loads in its own chunk, after the numbers are shown.
const StatisticsChart = lazy(() =>
  import('./statistics-chart').then((m) => ({ default: m.StatisticsChart })),
);

/** How the last 30 days compare with the 30 before: an arrow and the change, or a word where no % fits. */
const ChangeBadge = ({ figure, stats }: { figure: SeriesFigures; stats: DataStatistics }) => {
  const { t } = useTranslation('homepage');
  const { periodTotal, previousTotal, change } = figure;
  const badge =
    periodTotal === previousTotal ? (
      <Tag variant="filled">{t('statistics.noChange')}</Tag>
    ) : change === null ? (
      <Tag variant="filled" color="success">
        {t('statistics.new')}
      </Tag>
    ) : periodTotal > previousTotal ? (
      <Tag variant="filled" color="success" icon={<ArrowUpOutlined />}>
        {change}%
      </Tag>
    ) : (
      <Tag variant="filled" color="error" icon={<ArrowDownOutlined />}>
        {-change}%
      </Tag>
    );
  return (
    <Tooltip
      title={t('statistics.changeTip', {
        current: periodRange(stats.days),
        previous: periodRange(stats.previousDays),
        value: periodTotal,
        previousValue: previousTotal,
      })}
    >
      <span data-testid="statistics-change">{badge}</span>
    </Tooltip>
  );
};

const FigureTile = ({ figure, stats }: { figure: SeriesFigures; stats: DataStatistics }) => {
  const { t } = useTranslation('homepage');
  const { token } = theme.useToken();
  return (
    <div
      data-testid="statistics-tile"
      data-key={figure.key}
      style={{
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingSM,
      }}
    >
      <Statistic title={figure.name} value={figure.total} />
      <Flex wrap align="center" gap={4}>
        <ChangeBadge figure={figure} stats={stats} />
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {figure.yesterday !== null && t('statistics.yesterday', { value: figure.yesterday })}
          {figure.yesterday !== null && figure.month !== null && ' · '}
          {figure.month !== null && t('statistics.thisMonth', { value: figure.month })}
        </Typography.Text>
      </Flex>
    </div>
  );
};

/**
 * Each series' totals as tiles, each compared with the 30 days before, and a chart of one series at a
 * time over both periods (the first until the user picks another).
 */
export const StatisticsCard = () => {
  const { t } = useTranslation('homepage');
  const [kind, setKind] = useState<ChartKind>('line');
  const [seriesKey, setSeriesKey] = useState<string>();
  const query = useDataStatistics();
  const figures = query.data ? seriesFigures(query.data) : [];
  const compared = query.data?.series.find((s) => s.key === seriesKey) ?? query.data?.series[0];

  return (
    <Card
      data-testid="home-statistics"
      variant="borderless"
      // Room for the tiles and the chart, which come later than the card (the skeleton is shorter).
      styles={{ body: { minHeight: 420 } }}
      title={
        <span>
          {t('statistics.title')}{' '}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {t('statistics.window')}
          </Typography.Text>
        </span>
      }
      extra={
        <Segmented<ChartKind>
          size="small"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'line', icon: <LineChartOutlined />, title: t('statistics.line') },
            { value: 'bar', icon: <BarChartOutlined />, title: t('statistics.bar') },
          ]}
        />
      }
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} />
      ) : !compared ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.empty')} />
      ) : (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            {figures.map((f) => (
              <Col key={f.key} xs={12} md={8} xl={6}>
                <FigureTile figure={f} stats={query.data} />
              </Col>
            ))}
          </Row>
          <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary">{t('statistics.compare')}</Typography.Text>
            <Select
              data-testid="statistics-series"
              size="small"
              style={{ minWidth: 160 }}
              popupMatchSelectWidth={false}
              value={compared.key}
              onChange={setSeriesKey}
              options={query.data.series.map((s) => ({ value: s.key, label: s.name }))}
            />
          </Flex>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
            <StatisticsChart stats={query.data} series={compared} kind={kind} />
          </Suspense>
        </>
      )}
    </Card>
  );
};
