import {
  SURVEY_CSAT_LABELS,
  type Survey,
  type SurveyAggregates,
  type SurveyQuestionAggregate,
} from '@prism/domain';
import { SURVEY_QUESTIONS, SURVEY_TOOL_APP, surveyToolSurveyFixture } from '../../testing/survey-tool-kit';

/** For the summary's tests only: a survey with a question of every type and its aggregates. */

export const SUMMARY_APP = SURVEY_TOOL_APP;
export const SUMMARY_T0 = Date.UTC(2026, 10, 20, 7);

/** A survey asking every question type once. */
export function summarySurveyFixture(over: Partial<Survey> & Pick<Survey, '_id'>): Survey {
  const { stars, nps, csat, done, topic, channels, why, shot } = SURVEY_QUESTIONS;
  return surveyToolSurveyFixture({
    questions: [stars, nps, csat, done, topic, channels, why, shot],
    responseCount: 10,
    lastResponseAt: SUMMARY_T0,
    createdAt: SUMMARY_T0 - 86_400_000,
    updatedAt: SUMMARY_T0 - 86_400_000,
    ...over,
  });
}

const bars = (counts: readonly number[], first: number, label?: (value: number) => string) =>
  counts.map((count, index) => ({
    value: String(first + index),
    label: label ? label(first + index) : String(first + index),
    count,
  }));

/** A question's aggregate with nothing but what its type fills in. */
export function questionAggregateFixture(
  over: Partial<SurveyQuestionAggregate> & Pick<SurveyQuestionAggregate, 'questionId' | 'type' | 'label'>,
): SurveyQuestionAggregate {
  return {
    answered: 0,
    distribution: [],
    average: null,
    nps: null,
    csat: null,
    successRate: null,
    sentiment: null,
    textAnswers: [],
    uploads: null,
    ...over,
  };
}

/**
 * Ten responses from 40 displays: star ratings 1×1, 3×2, 5×7 (average 4.3); NPS 2 detractors, 3
 * passives, 5 promoters (score +30); CSAT 8 of 10 satisfied; success 3 yes of 4; choices; three
 * text answers (one pending); 2 files; and a question removed since that still has answers.
 */
export function summaryAggregatesFixture(
  surveyId: string,
  over: Partial<SurveyAggregates> = {},
): SurveyAggregates {
  return {
    surveyId,
    responseCount: 10,
    displayCount: 40,
    completionRate: 0.25,
    step: 'day',
    overTime: [
      { t: SUMMARY_T0, count: 4 },
      { t: SUMMARY_T0 + 86_400_000, count: 6 },
    ],
    questions: [
      questionAggregateFixture({
        questionId: 'stars',
        type: 'starRating',
        label: 'Rate your visit',
        answered: 10,
        distribution: bars([1, 0, 2, 0, 7], 1),
        average: 4.3,
      }),
      questionAggregateFixture({
        questionId: 'nps',
        type: 'nps',
        label: 'Would you recommend us?',
        answered: 10,
        distribution: bars([0, 0, 1, 0, 0, 0, 1, 2, 1, 2, 3], 0),
        average: 7.6,
        nps: { promoters: 5, passives: 3, detractors: 2, score: 30 },
      }),
      questionAggregateFixture({
        questionId: 'csat',
        type: 'csat',
        label: 'How satisfied are you?',
        answered: 10,
        distribution: bars([1, 0, 1, 3, 5], 1, (value) => SURVEY_CSAT_LABELS[value - 1]!),
        average: 4.1,
        csat: { satisfied: 8, share: 0.8 },
      }),
      questionAggregateFixture({
        questionId: 'done',
        type: 'success',
        label: 'Did you get it done?',
        answered: 4,
        distribution: [
          { value: 'yes', label: 'Yes', count: 3 },
          { value: 'no', label: 'No', count: 1 },
        ],
        successRate: 0.75,
      }),
      questionAggregateFixture({
        questionId: 'topic',
        type: 'singleChoice',
        label: 'What was it about?',
        answered: 8,
        distribution: [
          { value: 'bill', label: 'My bill', count: 6 },
          { value: 'tech', label: 'Technical help', count: 2 },
        ],
      }),
      questionAggregateFixture({
        questionId: 'channels',
        type: 'multipleChoice',
        label: 'Where did you look?',
        answered: 5,
        distribution: [
          { value: 'web', label: 'Website', count: 4 },
          { value: 'app', label: 'App', count: 3 },
        ],
      }),
      questionAggregateFixture({
        questionId: 'why',
        type: 'freeText',
        label: 'Tell us more',
        answered: 3,
        sentiment: { positive: 1, negative: 1, mixed: 0, neutral: 0, pending: 1 },
        textAnswers: [
          {
            responseId: 'r3',
            createdAt: SUMMARY_T0 + 90_000_000,
            text: 'Waited too long',
            sentiment: 'negative',
          },
          {
            responseId: 'r2',
            createdAt: SUMMARY_T0 + 3_600_000,
            text: 'Lovely staff',
            sentiment: 'positive',
          },
          { responseId: 'r1', createdAt: SUMMARY_T0, text: 'Just arrived', sentiment: null },
        ],
      }),
      questionAggregateFixture({
        questionId: 'shot',
        type: 'fileUpload',
        label: 'A screenshot',
        answered: 2,
        uploads: 2,
      }),
      questionAggregateFixture({
        questionId: 'old',
        type: 'success',
        label: 'Was the old form easier?',
        answered: 2,
        distribution: [
          { value: 'yes', label: 'Yes', count: 0 },
          { value: 'no', label: 'No', count: 2 },
        ],
        successRate: 0,
      }),
    ],
    ...over,
  };
}
