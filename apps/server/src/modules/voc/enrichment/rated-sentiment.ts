import type { FeedbackItem, FeedbackSentiment } from '@prism/domain';

/**
 * Sentiment read with the customer's own rating (issue 16 item 5). The text analysis decides when
 * the text leans one way; when it cannot (neutral or mixed text: "the technician came on Tuesday",
 * "great speed but the bill went up"), the rating that came with the feedback is the customer's
 * own verdict on the experience and decides instead. A text that leans one way is never overruled:
 * customers rate the whole visit and write about one part of it.
 */

/** The polarity of the first rating an item carries (stars, then app-store stars, CSAT, NPS). */
export function ratingPolarity(
  item: Pick<FeedbackItem, 'starRating' | 'starRatingExternal' | 'CSAT' | 'NPS'>,
): 'positive' | 'negative' | null {
  const stars = item.starRating ?? item.starRatingExternal;
  if (stars != null) return stars >= 4 ? 'positive' : stars <= 2 ? 'negative' : null;
  if (item.CSAT != null) return item.CSAT >= 80 ? 'positive' : item.CSAT <= 40 ? 'negative' : null;
  // NPS: promoters 9–10, detractors 0–6 (spec 001 section 9).
  if (item.NPS != null) return item.NPS >= 9 ? 'positive' : item.NPS <= 6 ? 'negative' : null;
  return null;
}

/** How much of the scores the rating takes when it decides: enough to put its side on top. */
const RATING_WEIGHT = 0.6;

/**
 * The text's sentiment, or, when the text is neutral or mixed and the item is rated one way, the
 * rating's side on top with the text's scores kept in proportion beneath it (the four still sum
 * to 1).
 */
export function sentimentWithRating(
  text: FeedbackSentiment,
  item: Pick<FeedbackItem, 'starRating' | 'starRatingExternal' | 'CSAT' | 'NPS'>,
): FeedbackSentiment {
  if (text.sentiment === 'positive' || text.sentiment === 'negative') return text;
  const side = ratingPolarity(item);
  if (!side) return text;
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  const keep = (score: number) => round((1 - RATING_WEIGHT) * score);
  const scores = {
    positive: keep(text.positive),
    negative: keep(text.negative),
    mixed: keep(text.mixed),
    neutral: keep(text.neutral),
  };
  // The rating's side takes the rest, so the four sum to 1 after rounding and none goes below 0.
  const others = (['positive', 'negative', 'mixed', 'neutral'] as const)
    .filter((key) => key !== side)
    .reduce((sum, key) => sum + scores[key], 0);
  scores[side] = round(1 - others);
  return { sentiment: side, ...scores };
}
