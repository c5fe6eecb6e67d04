import { lazy, Suspense, useState } from 'react';
import { Alert, Card, Col, Empty, Row, Segmented, Skeleton, Statistic, Typography, theme } from 'antd';
import { BarChartOutlined, LineChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDataStatistics } from '../api';
import { seriesFigures, type SeriesFigures } from '../lib/statistics';
import type { ChartKind } from './statistics-chart';

// echarts is the heaviest part of the page: it loads in its own chunk, after the numbers are shown.
const StatisticsChart = lazy(() =>
  import('./statistics-chart').then((m) => ({ default: m.StatisticsChart })),
);

const FigureTile = ({ figure }: { figure: SeriesFigures }) => {
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
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {figure.yesterday !== null && t('statistics.yesterday', { value: figure.yesterday })}
        {figure.yesterday !== null && figure.month !== null && ' · '}
        {figure.month !== null && t('statistics.thisMonth', { value: figure.month })}
      </Typography.Text>
    </div>
  );
};

/** Daily counts of the last 30 days as a chart, with each series' totals as tiles. */
export const StatisticsCard = () => {
  const { t } = useTranslation('homepage');
  const [kind, setKind] = useState<ChartKind>('line');
  const query = useDataStatistics();
  const figures = query.data ? seriesFigures(query.data) : [];

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
      ) : query.data.series.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.empty')} />
      ) : (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            {figures.map((f) => (
              <Col key={f.key} xs={12} md={8} xl={6}>
                <FigureTile figure={f} />
              </Col>
            ))}
          </Row>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
            <StatisticsChart stats={query.data} kind={kind} />
          </Suspense>
        </>
      )}
    </Card>
  );
};
