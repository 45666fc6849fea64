import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as echartsUse, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import styles from './echart.module.css';

// Tree-shaken: only the charts and components the widgets use are bundled.
echartsUse([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  height?: number;
}

/**
 * A thin React wrapper around one ECharts instance: created on mount, given each new option in
 * full (`notMerge`, so removed series disappear), resized with its box, disposed on unmount.
 */
export function EChart({ option, label, height = 240 }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const instance = init(node, undefined, { renderer: 'canvas' });
    chart.current = instance;
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

  return <div ref={element} className={styles.chart} style={{ height }} role="img" aria-label={label} />;
}
