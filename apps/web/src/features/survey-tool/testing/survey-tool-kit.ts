import { ROLE, listSurveys, surveyPublicPath, type Survey, type SurveyQuestion } from '@prism/domain';
import { http, HttpResponse } from 'msw';
import {
  APPLICATIONS,
  PERSONAS,
  applicationFactory,
  applicationsReplyFactory,
} from '../../../testing/factories';
import { graphqlMock, type GraphqlResolver } from '../../../testing/graphql-mock';
import { server } from '../../../testing/server';

/** For the survey tool's tests only: the application, its surveys' questions, a signed-in server. */

export const SURVEY_TOOL_APP = 'CareSurvey@Web@cst_survey';
const SURVEY_TOOL_T0 = Date.UTC(2026, 2, 14, 12);

/** One question of each type, as the kits' surveys ask them. */
export const SURVEY_QUESTIONS = {
  stars: {
    id: 'stars',
    type: 'starRating',
    label: 'Rate your visit',
    help: '',
    required: true,
    showIf: null,
  },
  csat: {
    id: 'csat',
    type: 'csat',
    label: 'How satisfied are you?',
    help: '',
    required: false,
    showIf: null,
  },
  nps: { id: 'nps', type: 'nps', label: 'Would you recommend us?', help: '', required: false, showIf: null },
  done: {
    id: 'done',
    type: 'success',
    label: 'Did you get it done?',
    help: '',
    required: false,
    showIf: null,
  },
  topic: {
    id: 'topic',
    type: 'singleChoice',
    label: 'What was it about?',
    help: '',
    required: false,
    showIf: null,
    options: [
      { id: 'bill', label: 'My bill' },
      { id: 'tech', label: 'Technical help' },
    ],
  },
  channels: {
    id: 'channels',
    type: 'multipleChoice',
    label: 'Where did you look?',
    help: '',
    required: false,
    showIf: null,
    options: [
      { id: 'web', label: 'Website' },
      { id: 'app', label: 'App' },
    ],
    maxSelections: null,
  },
  why: {
    id: 'why',
    type: 'freeText',
    label: 'Tell us more',
    help: '',
    required: false,
    showIf: null,
    maxLength: 2000,
  },
  shot: {
    id: 'shot',
    type: 'fileUpload',
    label: 'A screenshot',
    help: '',
    required: false,
    showIf: null,
    maxBytes: 5 * 1024 * 1024,
    accept: ['png'],
  },
} satisfies Record<string, SurveyQuestion>;

/** A stored survey of the kit's application as the server answers it, open and without responses. */
export function surveyToolSurveyFixture(over: Partial<Survey> & Pick<Survey, '_id'>): Survey {
  return {
    applicationId: SURVEY_TOOL_APP,
    title: 'Care visit',
    description: '',
    questions: [SURVEY_QUESTIONS.stars],
    thankYouText: 'Thank you!',
    status: 'open',
    publicPath: surveyPublicPath(over._id),
    responseCount: 0,
    lastResponseAt: null,
    createdAt: SURVEY_TOOL_T0,
    createdBy: 'admin',
    updatedAt: SURVEY_TOOL_T0,
    updatedBy: 'admin',
    ...over,
  };
}

export interface SurveyToolServerOptions {
  /** The survey-tool applications beside the usual ones (the kit's by default). */
  apps?: readonly string[];
  /** The applications' surveys, newest first. */
  surveys: readonly Survey[];
  /** How the Voice of Customer endpoint answers, by operation. */
  resolvers?: Record<string, GraphqlResolver>;
}

/**
 * A signed-in survey-tool user (the `voc` persona with mse-user), the survey-tool applications
 * beside the usual ones, their surveys, and the Voice of Customer endpoint answering with
 * `resolvers` (`calls` records what each page asked for).
 */
export function surveyToolServer({
  apps = [SURVEY_TOOL_APP],
  surveys,
  resolvers = {},
}: SurveyToolServerOptions) {
  const persona = { ...PERSONAS.voc, roles: [...PERSONAS.voc.roles, ROLE.mseUser] };
  const applications = [
    ...APPLICATIONS,
    ...apps.map((id) => applicationFactory({ id, kind: 'surveyTool', domain: 'cst_survey' })),
  ];
  const graphql = graphqlMock('*/api/voice-of-customer/graphql', resolvers);
  server.use(
    http.post('*/api/tokens/access/verify', () => HttpResponse.json(persona)),
    http.get('*/api/applications', () => HttpResponse.json(applicationsReplyFactory(applications))),
    http.get(`*${listSurveys.path}`, () => HttpResponse.json({ surveys })),
    graphql.handler,
  );
  return graphql;
}
