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
  const blend = (key: 'positive' | 'negative' | 'mixed' | 'neutral') =>
    Math.round(((1 - RATING_WEIGHT) * text[key] + (key === side ? RATING_WEIGHT : 0)) * 1e4) / 1e4;
  const scores = {
    positive: blend('positive'),
    negative: blend('negative'),
    mixed: blend('mixed'),
    neutral: 0,
  };
  scores.neutral = Math.round((1 - scores.positive - scores.negative - scores.mixed) * 1e4) / 1e4;
  return { sentiment: side, ...scores };
}
