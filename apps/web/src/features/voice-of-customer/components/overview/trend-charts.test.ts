import { DAY_MS, HOUR_MS } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { csatBucket, trendFixture } from './overview-fixtures';
import {
  TREND_CHARTS,
  trendChartSeries,
  trendChartsShown,
  trendFigureFormat,
  trendPeriod,
  trendStepMs,
  trendTotal,
  trendWindow,
  type TrendChartId,
} from './trend-charts';

const T0 = Date.UTC(2026, 10, 1, 7);
const spec = (id: TrendChartId) => TREND_CHARTS.find((chart) => chart.id === id)!;
const shownIds = (trends: Parameters<typeof trendChartsShown>[0]) =>
  trendChartsShown(trends).map((c) => c.id);

describe('the overview charts (spec 001 sections 2 and 9)', () => {
  it('are the six of the spec, in its order', () => {
    expect(TREND_CHARTS.map((chart) => chart.title)).toEqual([
      'Sentiment',
      'Star Ratings (Internal)',
      'Star Ratings (App Store)',
      'CSAT',
      'NPS',
      'SR',
    ]);
  });

  it('have the fixed axes of section 9', () => {
    const axes = Object.fromEntries(
      TREND_CHARTS.map((chart) => [chart.id, [chart.axis.min, chart.axis.max]]),
    );
    expect(axes).toEqual({
      sentiment: [0, 1],
      starRating: [1, 5],
      starRatingExternal: [1, 5],
      csat: [0, 100],
      nps: [-100, 100],
      sr: [0, 100],
    });
  });

  it('show a chart only when its data exists, and Sentiment always', () => {
    expect(shownIds([trendFixture({ timestamp: T0, feedbackCount: 3 })])).toEqual(['sentiment']);
    expect(shownIds([csatBucket(T0, 80, 2), trendFixture({ timestamp: T0 + DAY_MS })])).toEqual([
      'sentiment',
      'csat',
    ]);
    const all = trendFixture({
      timestamp: T0,
      avgSentimentPositive: 0.4,
      avgStarRating: 4,
      avgStarRatingExternal: 3,
      avgCSAT: 70,
      NPS: 10,
      avgSR: 0.5,
    });
    expect(shownIds([all])).toEqual(TREND_CHARTS.map((chart) => chart.id));
  });

  it('draw SR multiplied by 100, and a missing figure as a gap', () => {
    const trends = [trendFixture({ timestamp: T0, avgSR: 0.875 }), trendFixture({ timestamp: T0 + DAY_MS })];
    expect(trendChartSeries(spec('sr'), trends)).toEqual([
      {
        id: 'Success rate',
        points: [
          { x: T0, y: 87.5 },
          { x: T0 + DAY_MS, y: null },
        ],
      },
    ]);
  });

  it('draw sentiment as the average positive and negative scores', () => {
    const [positive, negative] = trendChartSeries(spec('sentiment'), [
      trendFixture({ timestamp: T0, avgSentimentPositive: 0.3, avgSentimentNegative: 0.6 }),
    ]);
    expect(positive).toEqual({ id: 'Positive', points: [{ x: T0, y: 0.3 }] });
    expect(negative).toEqual({ id: 'Negative', points: [{ x: T0, y: 0.6 }] });
  });
});

describe('trendFigureFormat (spec 001 section 9)', () => {
  it('gives CSAT and NPS one decimal, rates one decimal and a %, counts separators, others two decimals', () => {
    expect(trendFigureFormat(38.333, 'score')).toBe('38.3');
    expect(trendFigureFormat(-58.06, 'score')).toBe('-58.1');
    expect(trendFigureFormat(39.25, 'rate')).toBe('39.3%');
    expect(trendFigureFormat(12345, 'count')).toBe('12,345');
    expect(trendFigureFormat(4.5, 'decimal')).toBe('4.50');
    expect(trendFigureFormat(null, 'score')).toBe('–');
  });
});

describe('the buckets’ step and span', () => {
  const hourly = [0, 1, 2].map((hour) => trendFixture({ timestamp: T0 + hour * HOUR_MS }));

  it('takes the step from the first two buckets, a day for one', () => {
    expect(trendStepMs(hourly)).toBe(HOUR_MS);
    expect(trendStepMs([trendFixture({ timestamp: T0 })])).toBe(DAY_MS);
  });

  it('draws from the first bucket to the last, and reads the period to the last bucket’s end', () => {
    expect(trendWindow(hourly)).toEqual({ startMs: T0, endMs: T0 + 2 * HOUR_MS });
    expect(trendPeriod(hourly)).toEqual({ startMs: T0, endMs: T0 + 3 * HOUR_MS });
  });
});

describe('trendTotal', () => {
  it('adds counts and sums and takes averages from them, the NPS from its groups', () => {
    const total = trendTotal([
      csatBucket(T0, 80, 1),
      csatBucket(T0 + DAY_MS, 20, 3),
      trendFixture({
        timestamp: T0 + 2 * DAY_MS,
        countPromoters: 3,
        countDetractors: 1,
        countNPS: 4,
        NPS: 50,
      }),
      trendFixture({
        timestamp: T0 + 3 * DAY_MS,
        countPassives: 1,
        countDetractors: 1,
        countNPS: 2,
        NPS: -50,
      }),
    ]);
    expect(total.feedbackCount).toBe(4);
    expect(total.avgCSAT).toBe(35);
    expect(total.countNPS).toBe(6);
    // (3 promoters − 2 detractors) / 6 answers.
    expect(total.NPS).toBeCloseTo(16.667, 3);
    expect(total.avgSR).toBeNull();
  });
});
