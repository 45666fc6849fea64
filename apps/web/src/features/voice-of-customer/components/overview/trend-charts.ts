import { DAY_MS, SCORE_RANGE, npsScore, type FeedbackTrend } from '@prism/domain';
import { chartNumberFormat, type ChartNumberKind } from '../../../../components/charts/lib/chart-format';
import type { LineSeries } from '../../../../components/charts/lib/chart-options';

/**
 * The six line charts of the Voice of Customer overview (spec 001 sections 2 and 9): what each
 * draws from the bucketed trends, its fixed axis, how its numbers read, and when it shows.
 */

/**
 * How a figure reads (spec 001 section 9): counts with thousands separators, CSAT and NPS with one
 * decimal, success rates as a percentage with one decimal, anything else (ratings, sentiment
 * scores) with two decimals.
 */
export type TrendFigureKind = 'count' | 'score' | 'rate' | 'decimal';

const scoreFormatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A figure in its kind's format; '–' when there is none. */
export function trendFigureFormat(value: number | null, kind: TrendFigureKind): string {
  if (kind === 'score') return value === null || !Number.isFinite(value) ? '–' : scoreFormatter.format(value);
  const chartKind: ChartNumberKind = kind === 'rate' ? 'percent' : kind;
  return chartNumberFormat(value, chartKind);
}

/** One line of a chart: its name and its value in a bucket (null where the bucket has none). */
export interface TrendSeriesSpec {
  name: string;
  value: (trend: FeedbackTrend) => number | null;
  /** A palette slot that says what the line is (positive green, negative red); else the name's colour. */
  paletteSlot?: number;
}

export type TrendChartId = 'sentiment' | 'starRating' | 'starRatingExternal' | 'csat' | 'nps' | 'sr';

export interface TrendChartSpec {
  id: TrendChartId;
  title: string;
  /** The fixed value axis of spec 001 section 9. */
  axis: { min: number; max: number; interval: number };
  kind: TrendFigureKind;
  series: readonly TrendSeriesSpec[];
  /** How many answers a bucket's figure stands on, for the tooltip. */
  count: { label: string; value: (trend: FeedbackTrend) => number };
  /** Further counts the tooltip lists (the NPS groups). */
  breakdown?: readonly { label: string; value: (trend: FeedbackTrend) => number }[];
  /** Shown even when the period has no data for it, with 'No Data Found' (Sentiment). */
  always?: boolean;
}

const rating = SCORE_RANGE.rating;
const sentimentCount = (trend: FeedbackTrend) =>
  trend.countPositive + trend.countNegative + trend.countMixed + trend.countNeutral;

/** The six charts, in the spec's order. */
export const TREND_CHARTS: readonly TrendChartSpec[] = [
  {
    id: 'sentiment',
    title: 'Sentiment',
    axis: { ...SCORE_RANGE.sentiment, interval: 0.2 },
    kind: 'decimal',
    series: [
      { name: 'Positive', value: (trend) => trend.avgSentimentPositive, paletteSlot: 1 },
      { name: 'Negative', value: (trend) => trend.avgSentimentNegative, paletteSlot: 3 },
    ],
    count: { label: 'Feedback with sentiment', value: sentimentCount },
    always: true,
  },
  {
    id: 'starRating',
    title: 'Star Ratings (Internal)',
    axis: { ...rating, interval: 1 },
    kind: 'decimal',
    series: [{ name: 'Average rating', value: (trend) => trend.avgStarRating }],
    count: { label: 'Ratings', value: (trend) => trend.countStarRating },
  },
  {
    id: 'starRatingExternal',
    title: 'Star Ratings (App Store)',
    axis: { ...rating, interval: 1 },
    kind: 'decimal',
    series: [{ name: 'Average rating', value: (trend) => trend.avgStarRatingExternal }],
    count: { label: 'Ratings', value: (trend) => trend.countStarRatingExternal },
  },
  {
    id: 'csat',
    title: 'CSAT',
    axis: { ...SCORE_RANGE.csat, interval: 20 },
    kind: 'score',
    series: [{ name: 'Average CSAT', value: (trend) => trend.avgCSAT }],
    count: { label: 'Responses', value: (trend) => trend.countCSAT },
  },
  {
    id: 'nps',
    title: 'NPS',
    axis: { ...SCORE_RANGE.npsAggregate, interval: 50 },
    kind: 'score',
    series: [{ name: 'NPS', value: (trend) => trend.NPS }],
    count: { label: 'Responses', value: (trend) => trend.countNPS },
    breakdown: [
      { label: 'Promoters', value: (trend) => trend.countPromoters },
      { label: 'Passives', value: (trend) => trend.countPassives },
      { label: 'Detractors', value: (trend) => trend.countDetractors },
    ],
  },
  {
    id: 'sr',
    title: 'SR',
    // SR is stored 0 to 1 and shown × 100 (spec 001 section 9).
    axis: { min: SCORE_RANGE.sr.min * 100, max: SCORE_RANGE.sr.max * 100, interval: 20 },
    kind: 'rate',
    series: [{ name: 'Success rate', value: (trend) => (trend.avgSR === null ? null : trend.avgSR * 100) }],
    count: { label: 'Responses', value: (trend) => trend.countSR },
  },
];

/** Whether any bucket has a value for one of the chart's lines. */
export function trendChartHasData(spec: TrendChartSpec, trends: readonly FeedbackTrend[]): boolean {
  return trends.some((trend) => spec.series.some((series) => series.value(trend) !== null));
}

/**
 * The charts the overview shows (spec 001 section 2): each only when the period has its data,
 * except Sentiment, which always shows (with 'No Data Found' when it has none).
 */
export function trendChartsShown(trends: readonly FeedbackTrend[]): TrendChartSpec[] {
  return TREND_CHARTS.filter((spec) => spec.always === true || trendChartHasData(spec, trends));
}

/** The chart's lines over the buckets. */
export function trendChartSeries(spec: TrendChartSpec, trends: readonly FeedbackTrend[]): LineSeries[] {
  return spec.series.map((series) => ({
    id: series.name,
    points: trends.map((trend) => ({ x: trend.timestamp ?? 0, y: series.value(trend) })),
  }));
}

/** The buckets' step, from the first two (the server picks it from the period's length); a day if one. */
export function trendStepMs(trends: readonly FeedbackTrend[]): number {
  const [first, second] = trends;
  if (first?.timestamp == null || second?.timestamp == null) return DAY_MS;
  return second.timestamp - first.timestamp;
}

/**
 * The span the charts' time axis covers: the first bucket's start to the last's, so that the axis
 * ends where the last point is; [0, 0] without buckets.
 */
export function trendWindow(trends: readonly FeedbackTrend[]): { startMs: number; endMs: number } {
  const startMs = trends[0]?.timestamp ?? 0;
  const last = trends[trends.length - 1]?.timestamp ?? startMs;
  return { startMs, endMs: last > startMs ? last : startMs + trendStepMs(trends) };
}

/** The span the buckets cover, first start to last end: what a rule about the period's days reads. */
export function trendPeriod(trends: readonly FeedbackTrend[]): { startMs: number; endMs: number } {
  const { startMs } = trendWindow(trends);
  const last = trends[trends.length - 1]?.timestamp ?? startMs;
  return { startMs, endMs: last + trendStepMs(trends) };
}

const sumOf = (trends: readonly FeedbackTrend[], pick: (trend: FeedbackTrend) => number) =>
  trends.reduce((total, trend) => total + pick(trend), 0);

/** The average of per-bucket averages weighted by each bucket's count; null when nothing counts. */
function weighted(
  trends: readonly FeedbackTrend[],
  average: (trend: FeedbackTrend) => number | null,
  count: (trend: FeedbackTrend) => number,
): number | null {
  let sum = 0;
  let weight = 0;
  for (const trend of trends) {
    const value = average(trend);
    if (value === null) continue;
    sum += value * count(trend);
    weight += count(trend);
  }
  return weight > 0 ? sum / weight : null;
}

/**
 * The whole period's trend from its buckets: counts and sums added, averages taken from the sums
 * (the NPS from its groups), so the headline figures follow the same filters as the charts.
 * Sentiment averages are weighted by the items with a sentiment label.
 */
export function trendTotal(trends: readonly FeedbackTrend[]): FeedbackTrend {
  const add = (pick: (trend: FeedbackTrend) => number) => sumOf(trends, pick);
  const avg = (sum: number, count: number) => (count > 0 ? sum / count : null);
  const sumCSAT = add((t) => t.sumCSAT);
  const countCSAT = add((t) => t.countCSAT);
  const sumCES = add((t) => t.sumCES);
  const countCES = add((t) => t.countCES);
  const sumSR = add((t) => t.sumSR);
  const countSR = add((t) => t.countSR);
  const sumStarRating = add((t) => t.sumStarRating);
  const countStarRating = add((t) => t.countStarRating);
  const sumStarRatingExternal = add((t) => t.sumStarRatingExternal);
  const countStarRatingExternal = add((t) => t.countStarRatingExternal);
  const countPromoters = add((t) => t.countPromoters);
  const countPassives = add((t) => t.countPassives);
  const countDetractors = add((t) => t.countDetractors);
  const star = (index: number) => add((t) => t.appStoreRatingCounts[index] ?? 0);
  return {
    timestamp: null,
    feedbackCount: add((t) => t.feedbackCount),
    internalFeedbackCount: add((t) => t.internalFeedbackCount),
    nullVerbatimsCount: add((t) => t.nullVerbatimsCount),
    avgCSAT: avg(sumCSAT, countCSAT),
    sumCSAT,
    countCSAT,
    avgCES: avg(sumCES, countCES),
    sumCES,
    countCES,
    NPS: npsScore({ promoters: countPromoters, passives: countPassives, detractors: countDetractors }),
    countNPS: countPromoters + countPassives + countDetractors,
    countPromoters,
    countPassives,
    countDetractors,
    avgSR: avg(sumSR, countSR),
    sumSR,
    countSR,
    avgStarRating: avg(sumStarRating, countStarRating),
    sumStarRating,
    countStarRating,
    avgStarRatingExternal: avg(sumStarRatingExternal, countStarRatingExternal),
    sumStarRatingExternal,
    countStarRatingExternal,
    appStoreRatingCounts: [star(0), star(1), star(2), star(3), star(4)],
    avgSentimentPositive: weighted(trends, (t) => t.avgSentimentPositive, sentimentCount),
    avgSentimentNegative: weighted(trends, (t) => t.avgSentimentNegative, sentimentCount),
    avgSentimentMixed: weighted(trends, (t) => t.avgSentimentMixed, sentimentCount),
    avgSentimentNeutral: weighted(trends, (t) => t.avgSentimentNeutral, sentimentCount),
    countPositive: add((t) => t.countPositive),
    countNegative: add((t) => t.countNegative),
    countMixed: add((t) => t.countMixed),
    countNeutral: add((t) => t.countNeutral),
  };
}
