import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// The portal's one echarts wrapper. Only the parts its charts use are registered, so the bundle
// carries no more of echarts than it needs (add a chart type here when a screen needs one). What the
// home page's chart uses (line, bar, SVG) is here; the rest loads with the first chart that needs it.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

type Renderer = 'canvas' | 'svg';

let canvas: Promise<void> | null = null;
let pie: Promise<void> | null = null;

const hasPie = (option: ChartOption) => {
  const series = option.series;
  const list: unknown[] = Array.isArray(series) ? series : series ? [series] : [];
  return list.some((s) => typeof s === 'object' && s !== null && 'type' in s && s.type === 'pie');
};

/** Registers the parts of echarts that are not in the wrapper's chunk and that `option` needs. */
const loadParts = (option: ChartOption, renderer: Renderer): Promise<unknown> => {
  const parts: Promise<void>[] = [];
  if (renderer === 'canvas') {
    canvas ??= import('./echart-canvas').then((m) => echarts.use(m.CanvasRenderer));
    parts.push(canvas);
  }
  if (hasPie(option)) {
    pie ??= import('./echart-pie').then((m) => echarts.use(m.PieChart));
    parts.push(pie);
  }
  return Promise.all(parts);
};

type Props = {
  option: ChartOption;
  testId: string;
  height?: number;
  renderer?: Renderer;
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
    let live = true;
    const observer = new ResizeObserver(render);
    // A failed load leaves the box empty, as a chart without data would be; the next option retries.
    void loadParts(option, renderer).then(
      () => {
        if (!live) return;
        render();
        observer.observe(el);
      },
      () => {
        canvas = null;
        pie = null;
      },
    );
    return () => {
      live = false;
      observer.disconnect();
    };
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
