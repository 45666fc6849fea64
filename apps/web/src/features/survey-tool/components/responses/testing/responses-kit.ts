import {
  ROLE,
  listSurveys,
  surveyPublicPath,
  type Survey,
  type SurveyAnswer,
  type SurveyResponse,
} from '@prism/domain';
import { http, HttpResponse } from 'msw';
import {
  APPLICATIONS,
  PERSONAS,
  applicationFactory,
  applicationsReplyFactory,
} from '../../../../../testing/factories';
import { graphqlMock, type GraphqlResolver } from '../../../../../testing/graphql-mock';
import { server } from '../../../../../testing/server';

/** For the responses and categorize pages' tests only: a survey, its responses, a mocked server. */

export const KIT_APP = 'CareSurvey@Web@cst_survey';
/** 11/24/26 01:05 PM in the Voice of Customer zone (UTC − 7). */
export const KIT_T0 = Date.UTC(2026, 10, 24, 20, 5);

export function kitSurvey(over: Partial<Survey> = {}): Survey {
  const _id = over._id ?? 'sv1';
  return {
    _id,
    applicationId: KIT_APP,
    title: 'Care visit',
    description: '',
    questions: [
      { id: 'stars', type: 'starRating', label: 'Rate your visit', help: '', required: true, showIf: null },
      { id: 'csat', type: 'csat', label: 'How satisfied are you?', help: '', required: false, showIf: null },
      { id: 'nps', type: 'nps', label: 'Would you recommend us?', help: '', required: false, showIf: null },
      { id: 'done', type: 'success', label: 'Did you get it done?', help: '', required: false, showIf: null },
      {
        id: 'why',
        type: 'freeText',
        label: 'Tell us more',
        help: '',
        required: false,
        showIf: null,
        maxLength: 2000,
      },
      {
        id: 'shot',
        type: 'fileUpload',
        label: 'A screenshot',
        help: '',
        required: false,
        showIf: null,
        maxBytes: 5 * 1024 * 1024,
        accept: ['png'],
      },
    ],
    thankYouText: 'Thank you!',
    status: 'open',
    publicPath: surveyPublicPath(_id),
    responseCount: 2,
    lastResponseAt: KIT_T0,
    createdAt: KIT_T0 - 86_400_000,
    createdBy: 'admin',
    updatedAt: KIT_T0 - 86_400_000,
    updatedBy: 'admin',
    ...over,
  };
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
 * A signed-in survey-tool user (the `voc` persona with mse-user), the survey-tool application and
 * its surveys, and the Voice of Customer endpoint answering with `resolvers` (`calls` records
 * what each page asked for).
 */
export function kitServer(resolvers: Record<string, GraphqlResolver>, surveys: Survey[] = [kitSurvey()]) {
  const persona = { ...PERSONAS.voc, roles: [...PERSONAS.voc.roles, ROLE.mseUser] };
  const apps = [
    ...APPLICATIONS,
    applicationFactory({ id: KIT_APP, kind: 'surveyTool', domain: 'cst_survey' }),
  ];
  const graphql = graphqlMock('*/api/voice-of-customer/graphql', {
    GetSurveyCategories: () => KIT_CATEGORIES,
    ...resolvers,
  });
  server.use(
    http.post('*/api/tokens/access/verify', () => HttpResponse.json(persona)),
    http.get('*/api/applications', () => HttpResponse.json(applicationsReplyFactory(apps))),
    http.get(`*${listSurveys.path}`, () => HttpResponse.json({ surveys })),
    graphql.handler,
  );
  return graphql;
}

/** A survey-tool page of the kit's application. */
export const kitPath = (page: 'responses' | 'categorize-responses', query = '') =>
  `/${encodeURIComponent(KIT_APP)}/charter-survey-tool/${page}${query ? `?${query}` : ''}`;

/** The address's query as the page wrote it. */
export const kitSearch = () => new URLSearchParams(window.location.search);
