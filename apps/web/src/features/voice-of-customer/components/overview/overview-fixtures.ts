import type { FeedbackTrend } from '@prism/domain';
import type { CategoryOverview } from '../../api/overview';

/**
 * Test data of the overview: a trend bucket with nothing in it unless told, and a category table
 * row. Only tests import this file.
 */
export function trendFixture(overrides: Partial<FeedbackTrend> = {}): FeedbackTrend {
  return {
    timestamp: null,
    feedbackCount: 0,
    internalFeedbackCount: 0,
    nullVerbatimsCount: 0,
    avgCSAT: null,
    sumCSAT: 0,
    countCSAT: 0,
    avgCES: null,
    sumCES: 0,
    countCES: 0,
    NPS: null,
    countNPS: 0,
    countPromoters: 0,
    countPassives: 0,
    countDetractors: 0,
    avgSR: null,
    sumSR: 0,
    countSR: 0,
    avgStarRating: null,
    sumStarRating: 0,
    countStarRating: 0,
    avgStarRatingExternal: null,
    sumStarRatingExternal: 0,
    countStarRatingExternal: 0,
    appStoreRatingCounts: [0, 0, 0, 0, 0],
    avgSentimentPositive: null,
    avgSentimentNegative: null,
    avgSentimentMixed: null,
    avgSentimentNeutral: null,
    countPositive: 0,
    countNegative: 0,
    countMixed: 0,
    countNeutral: 0,
    ...overrides,
  };
}

/** A bucket with CSAT answers: `count` of them averaging `average`. */
export const csatBucket = (timestamp: number, average: number, count: number) =>
  trendFixture({
    timestamp,
    feedbackCount: count,
    avgCSAT: average,
    sumCSAT: average * count,
    countCSAT: count,
  });

export function categoryRowFixture(overrides: Partial<CategoryOverview> & { _id: string }): CategoryOverview {
  return {
    category: overrides._id,
    subcategory: null,
    count: 0,
    share: 0,
    previousCount: 0,
    change: null,
    avgSentimentPositive: null,
    avgSentimentNegative: null,
    countNegative: 0,
    ...overrides,
  };
}
