import { BarChart, GraphChart, LineChart, SankeyChart, SunburstChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as echartsUse, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import styles from './echart.module.css';

// Tree-shaken: only the charts and components the widgets use are bundled.
echartsUse([
  LineChart,
  BarChart,
  SunburstChart,
  SankeyChart,
  GraphChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  CanvasRenderer,
]);

/** What ECharts passes a mouse event handler (the parts the widgets read). */
export interface EChartEventParams {
  componentType?: string;
  seriesType?: string;
  dataType?: 'node' | 'edge';
  name?: string;
  value?: unknown;
  data?: unknown;
}

export interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  height?: number;
  /** A click on a series item (bar, node, link, sector). */
  onItemClick?: (params: EChartEventParams) => void;
  /** A click on a legend entry, with the entry's series name (the legend does not toggle then). */
  onLegendClick?: (name: string) => void;
}

/**
 * A thin React wrapper around one ECharts instance: created on mount, given each new option in
 * full (`notMerge`, so removed series disappear), resized with its box, disposed on unmount.
 */
export function EChart({ option, label, height = 240, onItemClick, onLegendClick }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const handlers = useRef({ onItemClick, onLegendClick });

  useEffect(() => {
    handlers.current = { onItemClick, onLegendClick };
  }, [onItemClick, onLegendClick]);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const instance = init(node, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (params) => handlers.current.onItemClick?.(params as EChartEventParams));
    instance.on('legendselectchanged', (params) => {
      const { name } = params as { name: string };
      if (!handlers.current.onLegendClick) return;
      // Navigating legends keep every series shown: undo the toggle the click made.
      instance.dispatchAction({ type: 'legendSelect', name });
      handlers.current.onLegendClick(name);
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true, lazyUpdate: true });
  }, [option]);

  // The canvas says nothing: the names of the series drawn, for tools and end-to-end tests.
  const series = (option as { series?: readonly { name?: unknown }[] }).series ?? [];
  const names = JSON.stringify(series.map((entry) => (typeof entry.name === 'string' ? entry.name : '')));

  return (
    <div
      ref={element}
      className={styles.chart}
      style={{ height }}
      role="img"
      aria-label={label}
      data-series={names}
    />
  );
}
