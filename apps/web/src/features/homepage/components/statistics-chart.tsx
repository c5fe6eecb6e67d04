import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { DataStatistics } from '../api';

// Only the parts this chart uses, so the bundle carries no more of echarts than it needs.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartKind = 'line' | 'bar';

type Props = { stats: DataStatistics; kind: ChartKind; height?: number };

/** Daily counts per series over the statistics window. */
export const StatisticsChart = ({ stats, kind, height = 300 }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const option = {
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
    };
    // The chart starts once the box has a size (a hidden keep-alive view or jsdom has none yet).
    const render = () => {
      if (el.clientWidth === 0) return;
      if (!chartRef.current) chartRef.current = echarts.init(el, undefined, { renderer: 'svg' });
      chartRef.current.setOption(option, { notMerge: true });
      chartRef.current.resize();
    };
    render();
    const observer = new ResizeObserver(render);
    observer.observe(el);
    return () => observer.disconnect();
  }, [stats, kind, token]);

  useEffect(
    () => () => {
      chartRef.current?.dispose();
      chartRef.current = null;
    },
    [],
  );

  return <div ref={ref} data-testid="statistics-chart" style={{ width: '100%', height }} />;
};
