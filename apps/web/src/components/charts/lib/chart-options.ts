import type { EChartsCoreOption } from 'echarts/core';
import {
  chartAxisNumberFormat,
  chartAxisTickFormat,
  chartDateFormat,
  chartLegendLabel,
  chartNumberFormat,
  chartTickIntervalMs,
  type ChartNumberKind,
} from './chart-format';
import type { ChartPalette } from './chart-palette';

/** One series of a `line` answer: points at bucket starts (ms); rates and means may be null. */
export interface LineSeries {
  id: string;
  points: readonly { x: number; y: number | null }[];
}

/** One row of a `top` answer, most first. */
export interface TopRow {
  name: string;
  /** Null for a rate or mean with no events to measure. */
  value: number | null;
}

export interface LineOptionInput {
  series: readonly LineSeries[];
  startMs: number;
  endMs: number;
  stepMs: number;
  timeZone: string;
  numberKind: ChartNumberKind;
  /** Fill under each line (the area chart). */
  area?: boolean;
  /** Series are groups (one per value): name them in a legend even when there is only one. */
  grouped?: boolean;
  /** Draw bars per bucket instead of lines, side by side or stacked (the bar and stacked bar kinds). */
  bars?: 'grouped' | 'stacked';
  /** The compare menu's line (already shifted onto this period's time axis), drawn dashed. */
  compare?: readonly LineSeries[];
  /** Zoomed in: a data zoom slider under the chart and wheel/drag zoom inside it. */
  zoom?: boolean;
  palette: ChartPalette;
}

/** A compare series' name: its own with this suffix, so legend and tooltip tell the two apart. */
export const COMPARE_SUFFIX = ' (compare)';

interface TooltipParam {
  seriesName?: string;
  marker?: string;
  value?: unknown;
}

const axisText = (palette: ChartPalette) => ({ color: palette.muted, fontSize: 11 });

/** The tooltip box every chart uses (spec 001 section 9: at most 800 px wide). */
export function tooltipBase(palette: ChartPalette) {
  return {
    backgroundColor: palette.tooltipBackground,
    borderWidth: 0,
    textStyle: { color: palette.tooltipText, fontSize: 12 },
    extraCssText: 'max-width: 800px; white-space: normal;',
  };
}

/**
 * The ECharts option of a line or area time series: a time axis from the period's start to its end
 * with the spec's tick spacing and formats, one line per series, legend labels cut at 14
 * characters (the full name in the tooltip) and a legend for grouped or several series.
 */
export function lineChartOption(input: LineOptionInput): EChartsCoreOption {
  const { palette, stepMs, timeZone, numberKind } = input;
  const interval = chartTickIntervalMs(input.endMs - input.startMs);
  // A day or longer bucket starts at the zone's midnight, before a rolling period's start: keep it in view.
  const firstX = Math.min(...input.series.flatMap((series) => series.points.map((point) => point.x)));
  // Bars are centred on their bucket start: leave half a bucket either side so the edge bars show.
  const pad = input.bars ? stepMs / 2 : 0;
  const min = Math.min(input.startMs, firstX) - pad;
  const compare = input.compare ?? [];
  const many = input.series.length + compare.length > 1 || input.grouped === true;
  const zoomRoom = input.zoom ? 40 : 0;
  return {
    animation: false,
    backgroundColor: 'transparent',
    color: [...palette.series],
    textStyle: { color: palette.text },
    grid: { left: 8, right: 16, top: many ? 36 : 12, bottom: 8 + zoomRoom, containLabel: true },
    ...(input.zoom
      ? {
          dataZoom: [
            { type: 'inside', xAxisIndex: 0, filterMode: 'none' },
            { type: 'slider', xAxisIndex: 0, height: 20, bottom: 4, filterMode: 'none' },
          ],
        }
      : {}),
    legend: many
      ? {
          type: 'scroll',
          top: 0,
          textStyle: { color: palette.text, fontSize: 12 },
          pageTextStyle: { color: palette.muted },
          formatter: (name: string) => chartLegendLabel(name),
          tooltip: { show: true },
        }
      : { show: false },
    tooltip: {
      ...tooltipBase(palette),
      trigger: 'axis',
      formatter: (params: TooltipParam | TooltipParam[]) => {
        const list = Array.isArray(params) ? params : [params];
        const first = list[0]?.value;
        const x = Array.isArray(first) ? Number(first[0]) : Number.NaN;
        const lines = list.map((param) => {
          const y = Array.isArray(param.value) ? (param.value[1] as number | null) : null;
          return `${param.marker ?? ''}${escapeHtml(param.seriesName ?? '')}: <b>${chartNumberFormat(y, numberKind)}</b>`;
        });
        return [Number.isNaN(x) ? '' : chartDateFormat(x, stepMs, timeZone), ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: 'time',
      min,
      max: input.endMs + pad,
      minInterval: interval,
      maxInterval: interval,
      axisLine: { lineStyle: { color: palette.axis } },
      axisTick: { lineStyle: { color: palette.axis } },
      splitLine: { show: false },
      axisLabel: {
        ...axisText(palette),
        hideOverlap: true,
        // Two-line ticks (date over time at midnight) hang below the axis rather than across it.
        verticalAlign: 'top',
        lineHeight: 14,
        formatter: (value: number) => chartAxisTickFormat(value, stepMs, timeZone),
      },
    },
    yAxis: {
      type: 'value',
      ...(numberKind === 'percent'
        ? { max: (extent: { max: number }) => (extent.max > 90 ? 100 : null) }
        : {}),
      splitLine: { lineStyle: { color: palette.split } },
      axisLabel: {
        ...axisText(palette),
        formatter: (value: number) => chartAxisNumberFormat(value, numberKind),
      },
    },
    series: [
      ...input.series.map((series) =>
        input.bars
          ? {
              type: 'bar',
              name: series.id,
              barMaxWidth: 24,
              ...(input.bars === 'stacked' ? { stack: 'total' } : {}),
              emphasis: { focus: 'series' },
              data: series.points.map((point) => [point.x, point.y]),
            }
          : {
              type: 'line',
              name: series.id,
              showSymbol: series.points.length <= 2 || hasIsolatedPoint(series),
              // A long series draws no dots, except for a point between gaps, which no line would show.
              ...(series.points.length > 2 ? { symbol: 'none' } : {}),
              symbolSize: 5,
              connectNulls: false,
              sampling: 'lttb',
              lineStyle: { width: 2 },
              emphasis: { focus: 'series' },
              ...(input.area ? { areaStyle: { opacity: 0.18 } } : {}),
              data: series.points.map((point, index) =>
                series.points.length > 2 && isolatedAt(series.points, index)
                  ? { value: [point.x, point.y], symbol: 'circle' }
                  : [point.x, point.y],
              ),
            },
      ),
      ...compare.map((series) => ({
        type: 'line',
        name: `${series.id}${COMPARE_SUFFIX}`,
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 2, type: 'dashed' },
        emphasis: { focus: 'series' },
        data: series.points.map((point) => [point.x, point.y]),
      })),
    ],
  };
}

/** Whether the point at `index` has a value but neither neighbour has one (a line cannot show it). */
export function isolatedAt(points: LineSeries['points'], index: number): boolean {
  const valued = (at: number) => points[at] !== undefined && points[at]?.y !== null;
  return valued(index) && !valued(index - 1) && !valued(index + 1);
}

function hasIsolatedPoint(series: LineSeries): boolean {
  return series.points.some((_, index) => isolatedAt(series.points, index));
}

export interface TopOptionInput {
  rows: readonly TopRow[];
  numberKind: ChartNumberKind;
  palette: ChartPalette;
}

/** Category labels on the horizontal bar chart are cut so the bars keep room. */
export const TOP_LABEL_MAX = 24;

/**
 * The ECharts option of a top list as horizontal bars: the first row at the top, each bar labelled
 * with its formatted value, names cut at {@link TOP_LABEL_MAX} characters (the full one in the
 * tooltip).
 */
export function topChartOption(input: TopOptionInput): EChartsCoreOption {
  const { palette, numberKind } = input;
  const rows = [...input.rows].reverse();
  return {
    animation: false,
    backgroundColor: 'transparent',
    textStyle: { color: palette.text },
    grid: { left: 8, right: 56, top: 4, bottom: 4, containLabel: true },
    tooltip: {
      ...tooltipBase(palette),
      trigger: 'item',
      formatter: (param: { name: string; value: number | null }) =>
        `${escapeHtml(param.name)}: <b>${chartNumberFormat(param.value, numberKind)}</b>`,
    },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      data: rows.map((row) => row.name),
      axisLine: { lineStyle: { color: palette.axis } },
      axisTick: { show: false },
      axisLabel: {
        ...axisText(palette),
        color: palette.text,
        formatter: (name: string) =>
          name.length > TOP_LABEL_MAX ? `${name.slice(0, TOP_LABEL_MAX)}…` : name,
      },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 18,
        itemStyle: { color: palette.series[0], borderRadius: [0, 3, 3, 0] },
        label: {
          show: true,
          position: 'right',
          color: palette.muted,
          fontSize: 11,
          formatter: (param: { value: number | null }) => chartNumberFormat(param.value, numberKind),
        },
        data: rows.map((row) => row.value),
      },
    ],
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
