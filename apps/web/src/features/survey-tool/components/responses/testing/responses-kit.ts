import type { Survey, SurveyAnswer, SurveyResponse } from '@prism/domain';
import type { GraphqlResolver } from '../../../../../testing/graphql-mock';
import {
  SURVEY_QUESTIONS,
  SURVEY_TOOL_APP,
  surveyToolServer,
  surveyToolSurveyFixture,
} from '../../../testing/survey-tool-kit';

/** For the responses and categorize pages' tests only: a survey, its responses, a mocked server. */

export const KIT_APP = SURVEY_TOOL_APP;
/** 11/24/26 01:05 PM in the Voice of Customer zone (UTC − 7). */
export const KIT_T0 = Date.UTC(2026, 10, 24, 20, 5);

export function kitSurvey(over: Partial<Survey> = {}): Survey {
  const { stars, csat, nps, done, why, shot } = SURVEY_QUESTIONS;
  return surveyToolSurveyFixture({
    _id: 'sv1',
    questions: [stars, csat, nps, done, why, shot],
    responseCount: 2,
    lastResponseAt: KIT_T0,
    createdAt: KIT_T0 - 86_400_000,
    updatedAt: KIT_T0 - 86_400_000,
    ...over,
  });
}

const answer = (
  questionId: string,
  type: SurveyAnswer['type'],
  label: string,
  value: SurveyAnswer['value'],
  text: string,
) => ({ questionId, type, label, value, text }) satisfies SurveyAnswer;

/** A response with a star rating, CSAT, NPS, success and a written answer, enriched and categorised. */
export function kitResponse(over: Partial<SurveyResponse> = {}): SurveyResponse {
  return {
    _id: 'r1',
    surveyId: 'sv1',
    createdAt: KIT_T0,
    createdBy: null,
    updatedAt: KIT_T0,
    updatedBy: null,
    responses: [
      answer('stars', 'starRating', 'Rate your visit', 4, '4 of 5 stars'),
      answer('csat', 'csat', 'How satisfied are you?', 5, '5 Very satisfied'),
      answer('nps', 'nps', 'Would you recommend us?', 9, '9'),
      answer('done', 'success', 'Did you get it done?', true, 'Yes'),
      answer(
        'why',
        'freeText',
        'Tell us more',
        'The technician was quick and kind.',
        'The technician was quick and kind.',
      ),
    ],
    respondent: { device: 'mobile', language: 'en-US' },
    comprehendResults: {
      sentiment: 'positive',
      sentimentScores: { positive: 0.91, negative: 0.02, mixed: 0.01, neutral: 0.06 },
      keywords: ['technician', 'quick'],
      suggestedCategories: [
        { _id: 'c-tech', category: 'Technician', score: 0.87 },
        { _id: 'c-speed', category: 'Speed', score: 0.55 },
        { _id: 'c-bill', category: 'Billing', score: 0.2 },
      ],
    },
    appliedCategories: [{ _id: 'c-visit', category: 'Visit', trail: 'Service' }],
    feedbackId: 'f1',
    fileUploads: [],
    awaitingUpload: false,
    ...over,
  };
}

/** The categories the survey's application offers (active leaves with their trails). */
export const KIT_CATEGORIES = [
  { _id: 'c-visit', category: 'Visit', trail: 'Service' },
  { _id: 'c-tech', category: 'Technician', trail: 'Service' },
  { _id: 'c-speed', category: 'Speed', trail: 'Service' },
  { _id: 'c-bill', category: 'Billing', trail: '' },
  { _id: 'c-late', category: 'Late fee', trail: 'Billing › Charges' },
];

/**
 * The survey tool's server (a signed-in user, the kit's application and its `surveys`) with the
 * application's categories and `resolvers` answering the Voice of Customer endpoint.
 */
export function kitServer(resolvers: Record<string, GraphqlResolver>, surveys: Survey[] = [kitSurvey()]) {
  return surveyToolServer({
    surveys,
    resolvers: { GetSurveyCategories: () => KIT_CATEGORIES, ...resolvers },
  });
}

/** A survey-tool page of the kit's application. */
export const kitPath = (page: 'responses' | 'categorize-responses', query = '') =>
  `/${encodeURIComponent(KIT_APP)}/charter-survey-tool/${page}${query ? `?${query}` : ''}`;

/** The address's query as the page wrote it. */
export const kitSearch = () => new URLSearchParams(window.location.search);
