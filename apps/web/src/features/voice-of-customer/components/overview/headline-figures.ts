import type { FeedbackTrend } from '@prism/domain';
import { TREND_CHARTS, trendChartHasData, trendTotal, type TrendFigureKind } from './trend-charts';

/** One headline figure: the period's value and the period before's. */
export interface HeadlineFigure {
  id: string;
  label: string;
  kind: TrendFigureKind;
  value: number | null;
  previous: number | null;
}

/**
 * The headline figures: the feedback count, then each score chart's first line over the whole
 * period (average CSAT, NPS, success rate, average ratings) when either period has it. Sentiment
 * has its chart only: two averages side by side say less than its lines do.
 */
export function headlineFigures(
  current: readonly FeedbackTrend[],
  previous: readonly FeedbackTrend[] | undefined,
): HeadlineFigure[] {
  const now = trendTotal(current);
  const before = previous ? trendTotal(previous) : null;
  const scores = TREND_CHARTS.filter(
    (spec) =>
      spec.id !== 'sentiment' &&
      (trendChartHasData(spec, current) || (previous !== undefined && trendChartHasData(spec, previous))),
  ).map((spec): HeadlineFigure => {
    const line = spec.series[0]!;
    return {
      id: spec.id,
      label: spec.title,
      kind: spec.kind,
      value: line.value(now),
      previous: before ? line.value(before) : null,
    };
  });
  return [
    {
      id: 'feedback',
      label: 'Feedback',
      kind: 'count',
      value: now.feedbackCount,
      previous: before?.feedbackCount ?? null,
    },
    ...scores,
  ];
}
