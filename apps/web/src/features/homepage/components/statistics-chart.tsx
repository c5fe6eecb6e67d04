import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { format } from 'echarts/core';
import { EChart, type ChartOption } from '@/shared/ui/echart';
import type { DataStatistics } from '../api';
import { comparedDay } from '../lib/statistics';

export type ChartKind = 'line' | 'bar';

type Props = {
  stats: DataStatistics;
  /** The series compared: its last 30 days against the 30 before. */
  series: DataStatistics['series'][number];
  kind: ChartKind;
  height?: number;
};

type AxisParam = { dataIndex: number; seriesIndex?: number; marker?: string; seriesName?: string };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * One series over the last 30 days, drawn over the 30 days before (dashed, grey) day by day: the
 * x-axis names this period's days, the tooltip the dates of both.
 */
export const StatisticsChart = ({ stats, series, kind, height = 300 }: Props) => {
  const { t } = useTranslation('homepage');
  const { token } = theme.useToken();
  const current = t('statistics.current');
  const previous = t('statistics.previous');
  const option = useMemo<ChartOption>(() => {
    const line = kind === 'line';
    const common = { type: kind, smooth: line, showSymbol: false, barMaxWidth: 12 };
    return {
      textStyle: { fontFamily: token.fontFamily },
      tooltip: {
        trigger: 'axis' as const,
        formatter: (params: AxisParam | AxisParam[]) => {
          const list = Array.isArray(params) ? params : [params];
          const days = comparedDay(stats, series, list[0]?.dataIndex ?? 0);
          return [
            format.encodeHTML(series.name),
            // A period hidden from the legend is not in the list: each point names its own period.
            ...list.map((p) => {
              const day = days[p.seriesIndex ?? 0] ?? days[0];
              return `${p.marker ?? ''}${format.encodeHTML(p.seriesName ?? '')} ${day.date}: <b>${day.value}</b>`;
            }),
          ].join('<br/>');
        },
      },
      legend: { top: 0, textStyle: { color: token.colorTextSecondary } },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category' as const,
        data: stats.days.map((d) => d.slice(5)),
        boundaryGap: !line,
        axisLine: { lineStyle: { color: token.colorBorder } },
        axisLabel: { color: token.colorTextSecondary },
      },
      yAxis: {
        type: 'value' as const,
        minInterval: 1,
        splitLine: { lineStyle: { color: token.colorSplit } },
        axisLabel: { color: token.colorTextSecondary },
      },
      // This period is drawn over the previous one (z) where they meet.
      series: [
        { ...common, name: current, data: series.data, color: token.colorPrimary, z: 3 },
        {
          ...common,
          name: previous,
          data: series.previous,
          // A dashed grey line reads as "for reference"; grey bars are lighter still beside the blue.
          color: line ? token.colorTextTertiary : token.colorTextQuaternary,
          lineStyle: { type: 'dashed' as const },
          z: 2,
        },
      ],
    };
  }, [stats, series, kind, token, current, previous]);
  return (
    // The chart is a picture to a screen reader: its name says what it compares.
    <div
      role="figure"
      aria-label={t('statistics.chartLabel', {
        name: series.name,
        value: sum(series.data),
        previousValue: sum(series.previous),
      })}
    >
      <EChart option={option} height={height} renderer="svg" testId="statistics-chart" />
    </div>
  );
};
