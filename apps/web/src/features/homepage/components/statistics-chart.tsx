import { useMemo } from 'react';
import { theme } from 'antd';
import { EChart, type ChartOption } from '@/shared/ui/echart';
import type { DataStatistics } from '../api';

export type ChartKind = 'line' | 'bar';

type Props = { stats: DataStatistics; kind: ChartKind; height?: number };

/** Daily counts per series over the statistics window. */
export const StatisticsChart = ({ stats, kind, height = 300 }: Props) => {
  const { token } = theme.useToken();
  const option = useMemo<ChartOption>(
    () => ({
      color: [
        token.colorPrimary,
        token.colorSuccess,
        token.colorWarning,
        token.colorError,
        token.colorInfo,
        '#722ed1',
      ],
      textStyle: { fontFamily: token.fontFamily },
      tooltip: { trigger: 'axis' as const },
      legend: { top: 0, type: 'scroll' as const, textStyle: { color: token.colorTextSecondary } },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category' as const,
        data: stats.days.map((d) => d.slice(5)),
        boundaryGap: kind === 'bar',
        axisLine: { lineStyle: { color: token.colorBorder } },
        axisLabel: { color: token.colorTextSecondary },
      },
      yAxis: {
        type: 'value' as const,
        minInterval: 1,
        splitLine: { lineStyle: { color: token.colorSplit } },
        axisLabel: { color: token.colorTextSecondary },
      },
      series: stats.series.map((s) => ({
        name: s.name,
        type: kind,
        data: s.data,
        smooth: kind === 'line',
        showSymbol: false,
        barMaxWidth: 12,
      })),
    }),
    [stats, kind, token],
  );
  return <EChart option={option} height={height} renderer="svg" testId="statistics-chart" />;
};
