import { VOC_TIME_ZONE, type FeedbackTrend } from '@prism/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { chartDateFormat } from '../../../../components/charts/lib/chart-format';
import { escapeHtml, lineChartOption } from '../../../../components/charts/lib/chart-options';
import type { ChartPalette } from '../../../../components/charts/lib/chart-palette';
import {
  trendChartSeries,
  trendFigureFormat,
  trendStepMs,
  trendWindow,
  type TrendChartSpec,
} from './trend-charts';

/** What ECharts hands an axis tooltip for each line at the hovered bucket. */
interface TooltipParam {
  seriesName?: string;
  marker?: string;
  value?: unknown;
}

/**
 * A bucket's tooltip: its date (with the time of day for hourly buckets, spec 001 section 9), each
 * line's figure in the chart's format, and how many answers the figures stand on (the NPS groups
 * too), counts with thousands separators.
 */
export function trendTooltipHtml(
  spec: TrendChartSpec,
  trend: FeedbackTrend | undefined,
  params: readonly TooltipParam[],
  stepMs: number,
): string {
  if (!trend || trend.timestamp === null) return '';
  const figures = params.map((param) => {
    const y = Array.isArray(param.value) ? (param.value[1] as number | null) : null;
    return `${param.marker ?? ''}${escapeHtml(param.seriesName ?? '')}: <b>${trendFigureFormat(y, spec.kind)}</b>`;
  });
  const counts = [spec.count, ...(spec.breakdown ?? [])].map(
    (count) => `${escapeHtml(count.label)}: ${trendFigureFormat(count.value(trend), 'count')}`,
  );
  return [chartDateFormat(trend.timestamp, stepMs, VOC_TIME_ZONE), ...figures, ...counts].join('<br/>');
}

/**
 * The ECharts option of one overview chart: the shared line chart (time axis in the Voice of
 * Customer zone, the spec's tick spacing) on the chart's fixed axis, lines whose meaning has a
 * colour (positive, negative) in that colour, and the overview's own tooltip.
 */
export function trendChartOption(
  spec: TrendChartSpec,
  trends: readonly FeedbackTrend[],
  palette: ChartPalette,
): EChartsCoreOption {
  const stepMs = trendStepMs(trends);
  const { startMs, endMs } = trendWindow(trends);
  const option = lineChartOption({
    series: trendChartSeries(spec, trends),
    startMs,
    endMs,
    stepMs,
    timeZone: VOC_TIME_ZONE,
    numberKind: spec.kind === 'rate' ? 'percent' : 'decimal',
    valueRange: spec.axis,
    palette,
  });
  const byTimestamp = new Map(trends.map((trend) => [trend.timestamp, trend]));
  const base = option as { tooltip: object; series: Record<string, unknown>[] };
  return {
    ...option,
    tooltip: {
      ...base.tooltip,
      formatter: (params: TooltipParam | TooltipParam[]) => {
        const list = Array.isArray(params) ? params : [params];
        const first = list[0]?.value;
        const x = Array.isArray(first) ? Number(first[0]) : Number.NaN;
        return trendTooltipHtml(spec, byTimestamp.get(x), list, stepMs);
      },
    },
    series: base.series.map((series, index) => {
      const slot = spec.series[index]?.paletteSlot;
      const color = slot === undefined ? undefined : palette.series[slot];
      if (!color) return series;
      return {
        ...series,
        itemStyle: { ...(series.itemStyle as object), color },
        lineStyle: { ...(series.lineStyle as object), color },
      };
    }),
  };
}
