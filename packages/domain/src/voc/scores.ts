import { z } from 'zod';

/**
 * Survey scores of a feedback item and their ranges (spec 001 sections 1 and 9). Ranges are those of
 * one item; the overview charts' axes show aggregates (NPS −100 to 100, SR multiplied by 100).
 */
export const SCORE_RANGE = {
  /** Star ratings, internal and app store, and the installation-driver scales: "ratings 1 to 5". */
  rating: { min: 1, max: 5 },
  csat: { min: 0, max: 100 },
  /** The 0–10 "how likely are you to recommend" answer; the NPS of many answers is −100 to 100. */
  nps: { min: 0, max: 10 },
  /**
   * Customer effort: the spec gives no range; 1 (very easy) to 7 (very hard) is the usual CES 2.0
   * scale.
   */
  ces: { min: 1, max: 7 },
  /** Success rate of the visit, 0 to 1 (shown × 100). */
  sr: { min: 0, max: 1 },
  /** Sentiment scores, 0 to 1 (the sentiment axis). */
  sentiment: { min: 0, max: 1 },
  /** An aggregate NPS: % promoters − % detractors. */
  npsAggregate: { min: -100, max: 100 },
} as const;

export const ratingSchema = z.number().int().min(SCORE_RANGE.rating.min).max(SCORE_RANGE.rating.max);
export const csatSchema = z.number().min(SCORE_RANGE.csat.min).max(SCORE_RANGE.csat.max);
export const npsSchema = z.number().int().min(SCORE_RANGE.nps.min).max(SCORE_RANGE.nps.max);
export const cesSchema = z.number().int().min(SCORE_RANGE.ces.min).max(SCORE_RANGE.ces.max);
export const srSchema = z.number().min(SCORE_RANGE.sr.min).max(SCORE_RANGE.sr.max);
export const sentimentScoreSchema = z.number().min(SCORE_RANGE.sentiment.min).max(SCORE_RANGE.sentiment.max);

/** The sentiment labels of `awsSentiment` (spec 001 section 3). */
export const SENTIMENTS = ['positive', 'negative', 'mixed', 'neutral'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

/**
 * NPS groups by their exact names (spec 001 section 3) with the answers each holds: the standard
 * split of the 0–10 scale.
 */
export const NPS_GROUPS = [
  { name: 'PromotersNPS', min: 9, max: 10 },
  { name: 'PassivesNPS', min: 7, max: 8 },
  { name: 'DetractorsNPS', min: 0, max: 6 },
] as const;
export type NpsGroupName = (typeof NPS_GROUPS)[number]['name'];

/** The NPS group of one 0–10 answer; throws on an answer outside the scale. */
export function npsGroupOf(answer: number): NpsGroupName {
  const group = NPS_GROUPS.find(
    (candidate) => Number.isInteger(answer) && answer >= candidate.min && answer <= candidate.max,
  );
  if (!group) throw new RangeError(`NPS answer ${answer} is not an integer from 0 to 10`);
  return group.name;
}

/**
 * The NPS of many answers: percent promoters minus percent detractors, −100 to 100; null when
 * there are no answers.
 */
export function npsScore(counts: { promoters: number; passives: number; detractors: number }): number | null {
  const total = counts.promoters + counts.passives + counts.detractors;
  if (total === 0) return null;
  return ((counts.promoters - counts.detractors) / total) * 100;
}
