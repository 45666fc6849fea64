import {
  npsGroupOf,
  type NpsGroupName,
  type Survey,
  type SurveyAggregates,
  type SurveyQuestionAggregate,
  type SurveyQuestionType,
} from '@prism/domain';
import { countFormat } from '../../../../lib/format';
import { SENTIMENT_LABELS } from '../filters/survey-filters';

/**
 * The summary's figures from GetSurveyResponseQuestionAggregates: the headline above the cards, the
 * shares each card shows and the way they read. Pure, so every figure a page shows has a test.
 */

/** A share 0–1 as a percentage with one decimal (`0.725` → `72.5%`); `–` without one. */
export function shareFormat(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '–';
  return `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
}

/** The part `count` is of `total` (0 when the total is 0). */
export function shareOf(count: number, total: number): number {
  return total > 0 ? count / total : 0;
}

/** An NPS from −100 to 100 as a whole number with its sign (`+42`, `−13`, `0`); `–` without one. */
export function npsFormat(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '–';
  const rounded = Math.round(score);
  if (rounded > 0) return `+${rounded}`;
  if (rounded < 0) return `−${Math.abs(rounded)}`;
  return '0';
}

/** A mean score with one decimal (`4.2`); `–` without one. */
export function averageFormat(average: number | null | undefined): string {
  if (average === null || average === undefined || !Number.isFinite(average)) return '–';
  return average.toFixed(1);
}

/** "1 answer", "1,204 answers". */
export function answersLabel(count: number): string {
  return `${countFormat(count)} ${count === 1 ? 'answer' : 'answers'}`;
}

/** One headline figure: its name, its value as it reads and a quieter line under it. */
export interface SummaryFigure {
  id: 'responses' | 'displays' | 'completion' | 'nps' | 'csat' | 'success' | 'starRating';
  label: string;
  value: string;
  detail: string;
}

/** The first question of a type that the summary has (the headline reads the first of each). */
function firstOf(
  aggregates: SurveyAggregates,
  type: SurveyQuestionType,
): SurveyQuestionAggregate | undefined {
  return aggregates.questions.find((question) => question.type === type);
}

/**
 * The headline: responses, displays and the completion rate always; then, for a survey that asks
 * them, the NPS, the CSAT satisfied share, the success rate and the average star rating, each of
 * the survey's first question of that type (the scores its feedback items carry).
 */
export function surveyHeadline(aggregates: SurveyAggregates): SummaryFigure[] {
  const figures: SummaryFigure[] = [
    {
      id: 'responses',
      label: 'Responses',
      value: countFormat(aggregates.responseCount),
      detail: 'in the period',
    },
    {
      id: 'displays',
      label: 'Displays',
      value: countFormat(aggregates.displayCount),
      detail: 'times the survey was shown',
    },
    {
      id: 'completion',
      label: 'Completion rate',
      value: shareFormat(aggregates.completionRate),
      detail: aggregates.completionRate === null ? 'no displays counted' : 'responses per display',
    },
  ];
  const nps = firstOf(aggregates, 'nps');
  if (nps) {
    figures.push({
      id: 'nps',
      label: 'NPS',
      value: npsFormat(nps.nps?.score),
      detail: answersLabel(nps.answered),
    });
  }
  const csat = firstOf(aggregates, 'csat');
  if (csat) {
    figures.push({
      id: 'csat',
      label: 'CSAT',
      value: shareFormat(csat.csat?.share),
      detail: `satisfied (4 or 5) of ${answersLabel(csat.answered)}`,
    });
  }
  const success = firstOf(aggregates, 'success');
  if (success) {
    figures.push({
      id: 'success',
      label: 'Success rate',
      value: shareFormat(success.successRate),
      detail: `yes of ${answersLabel(success.answered)}`,
    });
  }
  const star = firstOf(aggregates, 'starRating');
  if (star) {
    figures.push({
      id: 'starRating',
      label: 'Star rating',
      value: star.average === null ? '–' : `${averageFormat(star.average)} of 5`,
      detail: `average of ${answersLabel(star.answered)}`,
    });
  }
  return figures;
}

/** The NPS group of a distribution bar's value (`'9'` → promoters), for its colour and legend. */
export function npsGroupOfBar(value: string): NpsGroupName | null {
  const answer = Number(value);
  if (!Number.isInteger(answer) || answer < 0 || answer > 10) return null;
  return npsGroupOf(answer);
}

/** The NPS groups as the summary names them, promoters first. */
export const NPS_GROUP_LABELS: Readonly<Record<NpsGroupName, string>> = {
  PromotersNPS: 'Promoters (9–10)',
  PassivesNPS: 'Passives (7–8)',
  DetractorsNPS: 'Detractors (0–6)',
};

/** True for a question the survey no longer asks (its answers in the period are still counted). */
export function questionRemoved(survey: Survey, questionId: string): boolean {
  return !survey.questions.some((question) => question.id === questionId);
}

/** The sentiment counts of a free-text question, in the order the summary lists them. */
export const SENTIMENT_COUNT_KEYS = ['positive', 'negative', 'mixed', 'neutral', 'pending'] as const;
export type SentimentCountKey = (typeof SENTIMENT_COUNT_KEYS)[number];

/** Sentiment words, and "Pending" for answers enrichment has not reached yet. */
export const SENTIMENT_COUNT_LABELS: Readonly<Record<SentimentCountKey, string>> = {
  ...SENTIMENT_LABELS,
  pending: 'Pending',
};
