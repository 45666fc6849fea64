import {
  DAY_MS,
  HOUR_MS,
  SENTIMENTS,
  SURVEY_CSAT_LABELS,
  SURVEY_CSAT_SATISFIED_MIN,
  SURVEY_SCALES,
  npsScore,
  type Sentiment,
  type SurveyAnswer,
  type SurveyQuestionAggregate,
  type SurveyQuestionType,
} from '@prism/domain';
import type { SurveyRollupPart, SurveyWindow } from './survey-queries.repository';

/**
 * The survey summary's pure parts (issue 18 item 3): the period's buckets, which of its parts the
 * kept counts answer, and one question's aggregate from its counts.
 */

/**
 * A period this long or shorter is counted per hour, a longer one per day: three days, and an hour
 * more, since the pages stretch a period that reaches now by a minute to take in the newest answers.
 */
export const SURVEY_HOURLY_SPAN_MAX_MS = 3 * DAY_MS + HOUR_MS;
/** Days start at local midnight of the Voice of Customer zone (UTC − 7 h, all year): 07:00 UTC. */
const VOC_DAY_START_MS = 7 * HOUR_MS;

/** The buckets of a period: hours up to three days (and an hour), days (in the VoC zone) beyond. */
export function surveyBuckets(from: number, to: number) {
  const hourly = to - from <= SURVEY_HOURLY_SPAN_MAX_MS;
  const step = hourly ? HOUR_MS : DAY_MS;
  const origin = hourly ? 0 : VOC_DAY_START_MS;
  const first = Math.floor((from - origin) / step) * step + origin;
  const starts: number[] = [];
  for (let t = first; t < to; t += step) starts.push(t);
  return { step: hourly ? ('hour' as const) : ('day' as const), size: step, origin, starts };
}

/** The start of the VoC day (or hour) at or after `t`, and at or before it. */
const ceilTo = (t: number, size: number, origin: number) => Math.ceil((t - origin) / size) * size + origin;
const floorTo = (t: number, size: number, origin: number) => Math.floor((t - origin) / size) * size + origin;

/**
 * How the summary reads a period: the whole days in it (for a daily summary) and the whole hours
 * around them from the counts kept as responses arrive, and the partial hours at its ends from the
 * rows themselves.
 */
export function surveyRollupPlan(
  from: number,
  to: number,
  step: 'hour' | 'day',
): { parts: SurveyRollupPart[]; raw: SurveyWindow[] } {
  const parts: SurveyRollupPart[] = [];
  const raw: SurveyWindow[] = [];
  const hours = (start: number, end: number) => {
    if (end <= start) return;
    const first = ceilTo(start, HOUR_MS, 0);
    const last = floorTo(end, HOUR_MS, 0);
    if (first >= last) {
      raw.push([start, end]);
      return;
    }
    if (start < first) raw.push([start, first]);
    parts.push({ step: 'h', from: first, to: last });
    if (last < end) raw.push([last, end]);
  };
  const firstDay = ceilTo(from, DAY_MS, VOC_DAY_START_MS);
  const lastDay = floorTo(to, DAY_MS, VOC_DAY_START_MS);
  if (step === 'hour' || firstDay >= lastDay) {
    hours(from, to);
  } else {
    hours(from, firstDay);
    parts.push({ step: 'd', from: firstDay, to: lastDay });
    hours(lastDay, to);
  }
  return { parts, raw };
}

/** A sentiment label as the pages read it, or null (not yet enriched). */
export function surveySentimentKey(value: string): Sentiment | null {
  return (SENTIMENTS as readonly string[]).includes(value) ? (value as Sentiment) : null;
}

/** How a question reads in the summary: the current definition's, or a removed one's stored form. */
export interface SurveySummaryQuestion {
  id: string;
  type: SurveyQuestionType;
  label: string;
  /** Options in order with their labels (current ones first, then removed ones seen in answers). */
  options: { id: string; label: string }[];
}

/** An option's label from stored answers: a single choice's text, or its place in a multiple choice's. */
export function surveyStoredOptionLabels(answers: readonly SurveyAnswer[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const answer of answers) {
    if (answer.type === 'singleChoice' && typeof answer.value === 'string') {
      if (!labels.has(answer.value)) labels.set(answer.value, answer.text);
    } else if (answer.type === 'multipleChoice' && Array.isArray(answer.value)) {
      // The text joins the chosen labels in the options' order; it splits back when no label holds ", ".
      const parts = answer.text.split(', ');
      if (parts.length !== answer.value.length) continue;
      answer.value.forEach((key, index) => {
        if (!labels.has(key)) labels.set(key, parts[index]!);
      });
    }
  }
  return labels;
}

function scaleLabel(type: SurveyQuestionType, score: number): string {
  if (type === 'csat') return SURVEY_CSAT_LABELS[score - 1] ?? String(score);
  if (type === 'starRating') return score === 1 ? '1 star' : `${score} stars`;
  return String(score);
}

/** One question's aggregate from its counts per value (and, for the kinds that need them, more). */
export function surveyQuestionAggregate(
  question: SurveySummaryQuestion,
  counts: ReadonlyMap<string, number>,
  extra: {
    answered?: number;
    sentiment?: SurveyQuestionAggregate['sentiment'];
    textAnswers?: SurveyQuestionAggregate['textAnswers'];
    uploads?: number;
  },
): SurveyQuestionAggregate {
  const sum = [...counts.values()].reduce((total, n) => total + n, 0);
  const base: SurveyQuestionAggregate = {
    questionId: question.id,
    type: question.type,
    label: question.label,
    answered: extra.answered ?? sum,
    distribution: [],
    average: null,
    nps: null,
    csat: null,
    successRate: null,
    sentiment: null,
    textAnswers: [],
    uploads: null,
  };
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  switch (question.type) {
    case 'starRating':
    case 'nps':
    case 'csat': {
      const { min, max } = SURVEY_SCALES[question.type];
      const distribution: SurveyQuestionAggregate['distribution'] = [];
      let total = 0;
      for (let score = min; score <= max; score += 1) {
        const n = counts.get(String(score)) ?? 0;
        total += score * n;
        distribution.push({ value: String(score), label: scaleLabel(question.type, score), count: n });
      }
      const at = (low: number, high: number) =>
        distribution
          .filter((bar) => Number(bar.value) >= low && Number(bar.value) <= high)
          .reduce((n, bar) => n + bar.count, 0);
      const result = { ...base, distribution, average: sum > 0 ? total / sum : null };
      if (question.type === 'nps') {
        const groups = { promoters: at(9, 10), passives: at(7, 8), detractors: at(0, 6) };
        return { ...result, nps: { ...groups, score: npsScore(groups) } };
      }
      if (question.type === 'csat') {
        const satisfied = at(SURVEY_CSAT_SATISFIED_MIN, max);
        return { ...result, csat: { satisfied, share: share(satisfied, sum) } };
      }
      return result;
    }
    case 'success': {
      const yes = counts.get('yes') ?? 0;
      const no = counts.get('no') ?? 0;
      return {
        ...base,
        distribution: [
          { value: 'yes', label: 'Yes', count: yes },
          { value: 'no', label: 'No', count: no },
        ],
        successRate: share(yes, yes + no),
      };
    }
    case 'singleChoice':
    case 'multipleChoice':
      return {
        ...base,
        distribution: question.options.map((option) => ({
          value: option.id,
          label: option.label,
          count: counts.get(option.id) ?? 0,
        })),
      };
    case 'freeText':
      return {
        ...base,
        sentiment: extra.sentiment ?? { positive: 0, negative: 0, mixed: 0, neutral: 0, pending: 0 },
        textAnswers: extra.textAnswers ?? [],
      };
    case 'fileUpload':
      return { ...base, answered: extra.uploads ?? 0, uploads: extra.uploads ?? 0 };
  }
}
