import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedbackSentimentSchema, type FeedbackSentiment } from '@prism/domain';
import { ratingPolarity, sentimentWithRating } from './rated-sentiment';
import { analyseText } from './text-analysis';

const neutral: FeedbackSentiment = {
  sentiment: 'neutral',
  positive: 0.1,
  negative: 0.05,
  mixed: 0.05,
  neutral: 0.8,
};
const mixed: FeedbackSentiment = {
  sentiment: 'mixed',
  positive: 0.2,
  negative: 0.2,
  mixed: 0.5,
  neutral: 0.1,
};
const negative: FeedbackSentiment = {
  sentiment: 'negative',
  positive: 0.05,
  negative: 0.8,
  mixed: 0.1,
  neutral: 0.05,
};

describe('sentiment read with the rating', () => {
  it('reads the first rating an item carries: stars, app-store stars, CSAT, then NPS', () => {
    expect(ratingPolarity({ starRating: 5, CSAT: 0 })).toBe('positive');
    expect(ratingPolarity({ starRating: 3, CSAT: 100 })).toBeNull();
    expect(ratingPolarity({ starRatingExternal: 1 })).toBe('negative');
    expect(ratingPolarity({ CSAT: 80 })).toBe('positive');
    expect(ratingPolarity({ CSAT: 60 })).toBeNull();
    expect(ratingPolarity({ CSAT: 40 })).toBe('negative');
    expect(ratingPolarity({ NPS: 9 })).toBe('positive');
    expect(ratingPolarity({ NPS: 7 })).toBeNull();
    expect(ratingPolarity({ NPS: 6 })).toBe('negative');
    expect(ratingPolarity({})).toBeNull();
  });

  it('lets the rating decide only where the text is neutral or mixed', () => {
    const rated = sentimentWithRating(neutral, { starRating: 1 });
    expect(rated.sentiment).toBe('negative');
    expect(rated.negative).toBeCloseTo(0.4 * 0.05 + 0.6);
    expect(feedbackSentimentSchema.parse(rated)).toEqual(rated);
    expect(rated.positive + rated.negative + rated.mixed + rated.neutral).toBeCloseTo(1, 6);
    expect(sentimentWithRating(mixed, { NPS: 10 }).sentiment).toBe('positive');
    // A text that leans one way keeps its side, whatever the rating.
    expect(sentimentWithRating(negative, { starRating: 5 })).toBe(negative);
    // No rating, or a middling one: the text's own verdict.
    expect(sentimentWithRating(neutral, {})).toBe(neutral);
    expect(sentimentWithRating(mixed, { starRating: 3 })).toBe(mixed);
  });

  it('turns a plain statement with one star into a negative item', () => {
    const text = analyseText('The technician came on Tuesday afternoon.').awsSentiment!;
    expect(text.sentiment).toBe('neutral');
    expect(sentimentWithRating(text, { starRating: 1 }).sentiment).toBe('negative');
  });
});

describe('sentiment read with the rating, for any scores', () => {
  it('always answers four scores in [0, 1] summing to 1, the rating side on top when it decides', () => {
    const score = fc.integer({ min: 0, max: 10_000 }).map((value) => value / 10_000);
    const sentiment = fc
      .tuple(score, score, score, fc.constantFrom('neutral', 'mixed', 'positive', 'negative'))
      .map(([a, b, c, label]) => {
        // Four scores of 4 decimals that sum to 1, as the text analysis gives them.
        const [positive, negative, mixed] = [a, b, c].map((value) => Math.round((value / 3) * 1e4) / 1e4);
        const neutral = Math.round((1 - positive! - negative! - mixed!) * 1e4) / 1e4;
        return { sentiment: label, positive: positive!, negative: negative!, mixed: mixed!, neutral };
      });
    const rating = fc.record(
      {
        starRating: fc.integer({ min: 1, max: 5 }),
        CSAT: fc.integer({ min: 0, max: 100 }),
        NPS: fc.integer({ min: 0, max: 10 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(sentiment, rating, (text, item) => {
        const rated = sentimentWithRating(text as FeedbackSentiment, item);
        expect(feedbackSentimentSchema.parse(rated)).toEqual(rated);
        expect(rated.positive + rated.negative + rated.mixed + rated.neutral).toBeCloseTo(1, 3);
        if (rated !== text) {
          const side = rated[rated.sentiment];
          // The rating's side is on top, with about 0.6 of the whole (less only by rounding).
          expect(side).toBeGreaterThan(0.599);
          for (const key of ['positive', 'negative', 'mixed', 'neutral'] as const)
            expect(side).toBeGreaterThanOrEqual(rated[key]);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
