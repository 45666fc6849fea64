import type { EChartsCoreOption } from 'echarts/core';
import {
  chartAxisNumberFormat,
  chartAxisTickFormat,
  chartCompareLegendLabel,
  chartCompareName,
  chartDateFormat,
  chartLegendLabel,
  chartNumberFormat,
  LEGEND_LABEL_MAX,
  chartTickIntervalMs,
  chartValueAxisRange,
  type ChartNumberKind,
} from './chart-format';
import { colorFaded, seriesColors, type ChartPalette } from './chart-palette';
import { aggregateChange } from './chart-rules';

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

/** The compare menu's answer beside a chart: what it is of ('previous period') and its data. */
export interface ChartCompare<T> {
  label: string;
  /** The same in a word or two for legend labels ('prev'); the label when absent. */
  tag?: string;
  data: T;
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
  /**
   * The compare menu's series (already shifted onto this period's time axis): each drawn as a
   * dashed, paler line in its series' colour, named '<series> (<label>)'; over stacked bars, one
   * dashed line of their compared total.
   */
  compare?: ChartCompare<readonly LineSeries[]>;
  /** A value axis the spec fixes (spec 001 section 9: sentiment 0 to 1, CSAT 0 to 100…). */
  valueRange?: { min: number; max: number; interval?: number };
  /** Zoomed in: a data zoom slider under the chart and wheel/drag zoom inside it. */
  zoom?: boolean;
  palette: ChartPalette;
}

interface TooltipParam {
  seriesName?: string;
  name?: string;
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
 * A legend whose labels are cut at 14 characters (spec 001 section 9) with an ellipsis, and whose
 * hover shows the full name: the legend is the only place a name is cut.
 */
function legendOf(palette: ChartPalette) {
  return {
    type: 'scroll',
    top: 0,
    textStyle: { color: palette.text, fontSize: 12 },
    pageTextStyle: { color: palette.muted },
    formatter: (name: string) => chartLegendLabel(name),
    tooltip: {
      show: true,
      ...tooltipBase(palette),
      formatter: (param: TooltipParam) => escapeHtml(param.name ?? ''),
    },
  };
}

/** The sum of several series per bucket (null where none has a value): a stack's total. */
function seriesTotal(series: readonly LineSeries[]): LineSeries['points'] {
  const totals = new Map<number, number | null>();
  for (const line of series) {
    for (const point of line.points) {
      const before = totals.get(point.x) ?? null;
      totals.set(point.x, point.y === null ? before : (before ?? 0) + point.y);
    }
  }
  return [...totals].sort(([a], [b]) => a - b).map(([x, y]) => ({ x, y }));
}

/**
 * A line's data and how its points show: a run of buckets with values is a line; a value with no
 * neighbour (between gaps) is a dot, since no line can show it; a missing value is a gap. Sampling
 * is left to series without gaps (it would merge a dot into its gap).
 */
function lineShape(points: LineSeries['points']) {
  const long = points.length > 2;
  const isolated = points.some((_, index) => isolatedAt(points, index));
  const gaps = points.some((point) => point.y === null);
  return {
    showSymbol: !long || isolated,
    // Every dot is drawn, however dense: ECharts would otherwise hide dots that overlap.
    showAllSymbol: true,
    ...(long ? { symbol: 'none' } : {}),
    symbolSize: 5,
    connectNulls: false,
    ...(gaps ? {} : { sampling: 'lttb' }),
    data: points.map((point, index) =>
      long && isolatedAt(points, index)
        ? { value: [point.x, point.y], symbol: 'circle' }
        : [point.x, point.y],
    ),
  };
}

/**
 * The ECharts option of a line or area time series: a time axis from the period's start to its end
 * with the spec's tick spacing and formats, one line per series in the colour of its name, the
 * compare menu's series dashed beside them, legend labels cut at 14 characters (the full name on
 * hover and in the tooltip) and a legend for grouped or several series. Rates and means get a value
 * axis fitted to their data unless the spec fixes it.
 */
export function lineChartOption(input: LineOptionInput): EChartsCoreOption {
  const { palette, stepMs, timeZone, numberKind } = input;
  const interval = chartTickIntervalMs(input.endMs - input.startMs);
  // A day or longer bucket starts at the zone's midnight, before a rolling period's start: keep it in view.
  const firstX = Math.min(...input.series.flatMap((series) => series.points.map((point) => point.x)));
  // Bars are centred on their bucket start: leave half a bucket either side so the edge bars show.
  const pad = input.bars ? stepMs / 2 : 0;
  const min = Math.min(input.startMs, firstX) - pad;
  const compareLines: LineSeries[] = !input.compare
    ? []
    : input.bars === 'stacked'
      ? [{ id: 'Total', points: seriesTotal(input.compare.data) }]
      : [...input.compare.data];
  const compareLabel = input.compare?.label ?? '';
  const compareTag = input.compare?.tag ?? compareLabel;
  const compareBase = new Map(
    compareLines.map((series) => [chartCompareName(series.id, compareLabel), series.id]),
  );
  const colors = seriesColors(
    [...input.series, ...compareLines].map((series) => series.id),
    palette.series,
  );
  const colorOf = (id: string) => colors.get(id) ?? palette.series[0] ?? palette.text;
  const many = input.series.length + compareLines.length > 1 || input.grouped === true;
  const zoomRoom = input.zoom ? 40 : 0;
  const values = [...input.series, ...compareLines].flatMap((series) =>
    series.points.flatMap((point) => (point.y === null ? [] : [point.y])),
  );
  // Bars stand on 0; lines of rates and means fit their data.
  const range = input.valueRange ?? (input.bars ? null : chartValueAxisRange(values, numberKind));
  return {
    animation: false,
    backgroundColor: 'transparent',
    color: [...palette.series],
    textStyle: { color: palette.text },
    // Room on the right for the last time tick's label, which may sit near the axis end.
    grid: { left: 8, right: 28, top: many ? 36 : 12, bottom: 8 + zoomRoom, containLabel: true },
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
          ...legendOf(palette),
          formatter: (name: string) => {
            const base = compareBase.get(name);
            return base === undefined ? chartLegendLabel(name) : chartCompareLegendLabel(base, compareTag);
          },
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
      ...(range ? { min: range.min, max: range.max } : {}),
      ...(range?.interval ? { interval: range.interval } : {}),
      splitLine: { lineStyle: { color: palette.split } },
      axisLabel: {
        ...axisText(palette),
        formatter: (value: number) => chartAxisNumberFormat(value, numberKind),
      },
    },
    series: [
      ...input.series.map((series) => {
        const color = colorOf(series.id);
        return input.bars
          ? {
              type: 'bar',
              name: series.id,
              barMaxWidth: 24,
              itemStyle: { color },
              ...(input.bars === 'stacked' ? { stack: 'total' } : {}),
              emphasis: { focus: 'series' },
              data: series.points.map((point) => [point.x, point.y]),
            }
          : {
              type: 'line',
              name: series.id,
              itemStyle: { color },
              lineStyle: { width: 2, color },
              emphasis: { focus: 'series' },
              ...(input.area ? { areaStyle: { opacity: 0.18, color } } : {}),
              ...lineShape(series.points),
            };
      }),
      ...compareLines.map((series) => {
        // A compared series is paler in its own series' colour; a stack's total is in the text colour.
        const base = input.bars === 'stacked' ? palette.muted : colorOf(series.id);
        const faded = colorFaded(base, 0.6);
        return {
          type: 'line',
          name: chartCompareName(series.id, compareLabel),
          itemStyle: { color: faded },
          lineStyle: { width: 2, type: 'dashed', color: faded },
          emphasis: { focus: 'series' },
          z: 1,
          ...lineShape(series.points),
        };
      }),
    ],
  };
}

/** Whether the point at `index` has a value but neither neighbour has one (a line cannot show it). */
export function isolatedAt(points: LineSeries['points'], index: number): boolean {
  const valued = (at: number) => points[at] !== undefined && points[at]?.y !== null;
  return valued(index) && !valued(index - 1) && !valued(index + 1);
}

export interface TopOptionInput {
  rows: readonly TopRow[];
  numberKind: ChartNumberKind;
  palette: ChartPalette;
  /** The series' name (the metric's label), for the tooltip. */
  name?: string;
  /** The compare menu's rows: a paler bar beside each row, matched by name. */
  compare?: ChartCompare<readonly TopRow[]>;
}

/** This period's bars beside a compare. */
export const TOP_CURRENT = 'Current';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The compared bars' name: what they are of, short enough for the legend's 14 characters. */
function topCompareName(compare: ChartCompare<unknown>): string {
  if (compare.label.length <= LEGEND_LABEL_MAX) return capitalised(compare.label);
  if (compare.label === 'previous period') return 'Previous';
  return capitalised(compare.tag ?? compare.label);
}

/** Category labels on the horizontal bar chart are cut so the bars keep room. */
export const TOP_LABEL_MAX = 24;

/** The height a top-list row needs to stay readable: its label's line and a bar (two with a compare). */
export const TOP_ROW_PX = 20;
export const TOP_COMPARE_ROW_PX = 24;

/** How many rows of a top list stay readable in `height` px. */
export function topRowsFitting(height: number, compared: boolean): number {
  return Math.max(1, Math.floor((height - 8) / (compared ? TOP_COMPARE_ROW_PX : TOP_ROW_PX)));
}

/**
 * The ECharts option of a top list as horizontal bars: the first row at the top, each bar labelled
 * with its formatted value, names cut at {@link TOP_LABEL_MAX} characters with an ellipsis (the
 * full one in the tooltip). With a compare, a paler bar of the compared value sits under each bar,
 * and the tooltip gives both and the change.
 */
export function topChartOption(input: TopOptionInput): EChartsCoreOption {
  const { palette, numberKind, compare } = input;
  const rows = [...input.rows].reverse();
  // With a compare the legend tells the two bars apart in a few words ('Current', 'Previous
  // period'): the metric's name is the same for both and would be cut to the same legend label.
  const name = compare ? TOP_CURRENT : (input.name ?? 'Value');
  const compareName = compare ? topCompareName(compare) : '';
  const compared = new Map(compare?.data.map((row) => [row.name, row.value]) ?? []);
  const color = palette.series[0] ?? palette.text;
  return {
    animation: false,
    backgroundColor: 'transparent',
    textStyle: { color: palette.text },
    grid: { left: 8, right: 56, top: compare ? 28 : 4, bottom: 4, containLabel: true },
    ...(compare ? { legend: { ...legendOf(palette), data: [name, compareName] } } : {}),
    tooltip: {
      ...tooltipBase(palette),
      trigger: compare ? 'axis' : 'item',
      axisPointer: { type: 'shadow' },
      formatter: (params: TooltipParam | TooltipParam[]) => {
        const list = Array.isArray(params) ? params : [params];
        const row = list[0]?.name ?? '';
        if (!compare) {
          const value = list[0]?.value as number | null | undefined;
          return `${escapeHtml(row)}: <b>${chartNumberFormat(value ?? null, numberKind)}</b>`;
        }
        const value = input.rows.find((candidate) => candidate.name === row)?.value ?? null;
        const before = compared.get(row) ?? null;
        const change = aggregateChange(value, before);
        return [
          `<b>${escapeHtml(row)}</b>${input.name ? ` · ${escapeHtml(input.name)}` : ''}`,
          `${escapeHtml(name)}: <b>${chartNumberFormat(value, numberKind)}</b>`,
          `${escapeHtml(capitalised(compare.label))}: <b>${chartNumberFormat(before, numberKind)}</b>${
            change ? ` (${change.percent > 0 ? '+' : ''}${change.percent}%)` : ''
          }`,
        ].join('<br/>');
      },
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
        formatter: (label: string) =>
          label.length > TOP_LABEL_MAX ? `${label.slice(0, TOP_LABEL_MAX)}…` : label,
      },
    },
    series: [
      // On a horizontal chart a category's first series is drawn lowest: the compared bar goes
      // first, so that it sits under this period's bar.
      ...(compare
        ? [
            {
              type: 'bar',
              name: compareName,
              barMaxWidth: 10,
              itemStyle: { color: colorFaded(color, 0.4), borderRadius: [0, 3, 3, 0] },
              data: rows.map((row) => compared.get(row.name) ?? null),
            },
          ]
        : []),
      {
        type: 'bar',
        name,
        barMaxWidth: compare ? 10 : 18,
        itemStyle: { color, borderRadius: [0, 3, 3, 0] },
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
