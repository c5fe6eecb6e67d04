import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only the parts these charts use, so the bundle carries no more of echarts than it needs.
echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

/** One echarts chart (canvas) that follows its box's size; drawn once the box has a width. */
export const EChart = ({
  option,
  height = 320,
  testId,
}: {
  option: ChartOption;
  height?: number;
  testId: string;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const render = () => {
      if (el.clientWidth === 0) return;
      if (!chartRef.current) chartRef.current = echarts.init(el, undefined, { renderer: 'canvas' });
      chartRef.current.setOption(option, { notMerge: true });
      chartRef.current.resize();
    };
    render();
    const observer = new ResizeObserver(render);
    observer.observe(el);
    return () => observer.disconnect();
  }, [option]);

  useEffect(
    () => () => {
      chartRef.current?.dispose();
      chartRef.current = null;
    },
    [],
  );

  return <div ref={ref} data-testid={testId} style={{ width: '100%', height }} />;
};
