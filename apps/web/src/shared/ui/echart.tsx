import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

// The portal's one echarts wrapper. Only the parts its charts use are registered, so the bundle
// carries no more of echarts than it needs (add a chart type here when a screen needs one).
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
  SVGRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

type Props = {
  option: ChartOption;
  testId: string;
  height?: number;
  renderer?: 'canvas' | 'svg';
};

/**
 * One echarts chart that follows its box's size. It starts once the box has a width (a hidden
 * keep-alive view or jsdom has none yet) and is disposed with the component.
 */
export const EChart = ({ option, testId, height = 320, renderer = 'canvas' }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const render = () => {
      if (el.clientWidth === 0) return;
      if (!chartRef.current) chartRef.current = echarts.init(el, undefined, { renderer });
      chartRef.current.setOption(option, { notMerge: true });
      chartRef.current.resize();
    };
    render();
    const observer = new ResizeObserver(render);
    observer.observe(el);
    return () => observer.disconnect();
  }, [option, renderer]);

  useEffect(
    () => () => {
      chartRef.current?.dispose();
      chartRef.current = null;
    },
    [],
  );

  return <div ref={ref} data-testid={testId} style={{ width: '100%', height }} />;
};
