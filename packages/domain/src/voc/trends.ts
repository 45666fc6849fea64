import { z } from 'zod';
import { vocCount, vocTimestampSchema } from './common';
import { SCORE_RANGE } from './scores';

/**
 * Trend aggregates (spec 001 section 3): the figures of the overview charts for one time bucket
 * (or the whole period when `timestamp` is null). Each score has its average over the items that
 * carry it, its sum and its count, so buckets can be merged; an average is null when its count is
 * 0.
 */
/** An average within a score's range (not an integer even where the answers are). */
const average = (range: { min: number; max: number }) => z.number().min(range.min).max(range.max).nullable();
const sum = z.number().nonnegative();

export const feedbackTrendSchema = z
  .object({
    /** Start of the bucket, epoch ms; null for the whole period. */
    timestamp: vocTimestampSchema.nullable(),
    feedbackCount: vocCount,
    internalFeedbackCount: vocCount,
    nullVerbatimsCount: vocCount,
    avgCSAT: average(SCORE_RANGE.csat),
    sumCSAT: sum,
    countCSAT: vocCount,
    avgCES: average(SCORE_RANGE.ces),
    sumCES: sum,
    countCES: vocCount,
    /** The NPS of the bucket's answers, −100 to 100. */
    NPS: z.number().min(SCORE_RANGE.npsAggregate.min).max(SCORE_RANGE.npsAggregate.max).nullable(),
    countNPS: vocCount,
    countPromoters: vocCount,
    countPassives: vocCount,
    countDetractors: vocCount,
    avgSR: average(SCORE_RANGE.sr),
    sumSR: sum,
    countSR: vocCount,
    avgStarRating: average(SCORE_RANGE.rating),
    sumStarRating: sum,
    countStarRating: vocCount,
    avgStarRatingExternal: average(SCORE_RANGE.rating),
    sumStarRatingExternal: sum,
    countStarRatingExternal: vocCount,
    /** App-store ratings (`includeAppfiguresRatings`) by star, 1 to 5. */
    appStoreRatingCounts: z.tuple([vocCount, vocCount, vocCount, vocCount, vocCount]),
    avgSentimentPositive: average(SCORE_RANGE.sentiment),
    avgSentimentNegative: average(SCORE_RANGE.sentiment),
    avgSentimentMixed: average(SCORE_RANGE.sentiment),
    avgSentimentNeutral: average(SCORE_RANGE.sentiment),
    countPositive: vocCount,
    countNegative: vocCount,
    countMixed: vocCount,
    countNeutral: vocCount,
  })
  .strict()
  .superRefine((trend, ctx) => {
    if (trend.countPromoters + trend.countPassives + trend.countDetractors !== trend.countNPS) {
      ctx.addIssue({
        code: 'custom',
        path: ['countNPS'],
        message: 'promoters, passives and detractors add up to countNPS',
      });
    }
  });
export type FeedbackTrend = z.output<typeof feedbackTrendSchema>;
