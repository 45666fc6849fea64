import { VOC_TIME_ZONE, type SurveyAggregates } from '@prism/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { ChartCard } from '../../../../components/charts/chart-card';
import { EChart } from '../../../../components/charts/echart';
import { lineChartOption, type LineSeries } from '../../../../components/charts/lib/chart-options';
import { CHART_PALETTES, type ChartPalette } from '../../../../components/charts/lib/chart-palette';
import { useChartTheme } from '../../../../components/charts/use-chart-theme';

const STEP_MS = { hour: 3_600_000, day: 86_400_000 } as const;
const CHART_HEIGHT = 220;
/** The series' name, in the tooltip and the CSV. */
export const OVER_TIME_SERIES = 'Responses';

/** The responses per step as a chart series: one point per hour or day, as the server bucketed them. */
export function overTimeSeries(aggregates: Pick<SurveyAggregates, 'overTime'>): LineSeries {
  return {
    id: OVER_TIME_SERIES,
    points: aggregates.overTime.map((bucket) => ({ x: bucket.t, y: bucket.count })),
  };
}

/**
 * The chart's option: the app's time-axis bar chart over the period, bars per hour or per day (the
 * reply's `step`), times in the Voice of Customer zone the server buckets days in.
 */
export function overTimeOption(
  aggregates: Pick<SurveyAggregates, 'overTime' | 'step'>,
  range: { from: number; to: number },
  palette: ChartPalette,
): EChartsCoreOption {
  const option = lineChartOption({
    series: [overTimeSeries(aggregates)],
    startMs: range.from,
    endMs: range.to,
    stepMs: STEP_MS[aggregates.step],
    timeZone: VOC_TIME_ZONE,
    numberKind: 'count',
    bars: 'grouped',
    palette,
  }) as EChartsCoreOption & { yAxis: object };
  // Responses are whole: no 0.5 ticks on a quiet period's axis.
  return { ...option, yAxis: { ...option.yAxis, minInterval: 1 } };
}

export interface ResponsesOverTimeProps {
  aggregates: SurveyAggregates;
  range: { from: number; to: number };
}

/** Responses per hour (periods up to three days) or per day, in a chart card with its CSV. */
export function ResponsesOverTime({ aggregates, range }: ResponsesOverTimeProps) {
  const palette = CHART_PALETTES[useChartTheme()];
  const option = useMemo(() => overTimeOption(aggregates, range, palette), [aggregates, range, palette]);
  const series = useMemo(() => overTimeSeries(aggregates), [aggregates]);
  const title = aggregates.step === 'hour' ? 'Responses per hour' : 'Responses per day';
  return (
    <ChartCard
      title={title}
      state={{ status: 'ready', csv: { kind: 'line', series: [series] } }}
      height={CHART_HEIGHT}
    >
      <EChart option={option} label={`${title} over the period`} height={CHART_HEIGHT} />
    </ChartCard>
  );
}
