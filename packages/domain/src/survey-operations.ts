import { z } from 'zod';
import { restOperation, type GraphqlOperation } from './operation';
import { vocEndpoint } from './voc-operations';
import {
  SURVEY_UPLOAD_KIND_IDS,
  surveyInputSchema,
  surveyCreateSchema,
  surveySchema,
  SURVEY_STATUSES,
  surveyQuestionSchema,
} from './survey/survey';
import { surveySubmissionSchema } from './survey/answers';

/**
 * The survey tool's calls (issue 18). The builder's REST calls need the survey-tool capability
 * (prism-admin or mse-user, spec 000 section 6); the public page's calls need nothing and are
 * rate-limited per respondent address; the reading calls are the GraphQL queries of spec 001
 * section 7 on the Voice of Customer endpoint, gated by the same capability.
 */

const TAG = 'Survey tool';
const surveyIdParams = z.object({ id: z.string().min(1).max(64) }).strict();
const responseIdParams = z.object({ responseId: z.string().min(1).max(64) }).strict();

export const listSurveys = restOperation({
  id: 'listSurveys',
  method: 'GET',
  path: '/api/surveys',
  summary: "A survey-tool application's surveys, newest first, with their response counts.",
  tag: TAG,
  access: 'surveyTool',
  query: z.object({ applicationId: z.string().min(1).max(200) }).strict(),
  reply: z.object({ surveys: z.array(surveySchema) }),
});

export const getSurvey = restOperation({
  id: 'getSurvey',
  method: 'GET',
  path: '/api/surveys/:id',
  summary: 'One survey with its questions.',
  tag: TAG,
  access: 'surveyTool',
  params: surveyIdParams,
  reply: surveySchema,
});

export const createSurvey = restOperation({
  id: 'createSurvey',
  method: 'POST',
  path: '/api/surveys',
  summary: 'Creates a survey of a survey-tool application.',
  tag: TAG,
  access: 'surveyTool',
  body: surveyCreateSchema,
  reply: surveySchema,
  status: 201,
});

export const updateSurvey = restOperation({
  id: 'updateSurvey',
  method: 'PUT',
  path: '/api/surveys/:id',
  summary:
    'Changes a survey: texts, questions, open or closed. Answers already given keep the question they answered.',
  tag: TAG,
  access: 'surveyTool',
  params: surveyIdParams,
  body: surveyInputSchema,
  reply: surveySchema,
});

export const deleteSurvey = restOperation({
  id: 'deleteSurvey',
  method: 'DELETE',
  path: '/api/surveys/:id',
  summary: 'Deletes a survey with its responses, the feedback items they became and their files.',
  tag: TAG,
  access: 'surveyTool',
  params: surveyIdParams,
  reply: z.null(),
  status: 204,
  replyKind: 'empty',
});

/** What a respondent's browser receives: the survey without its bookkeeping. */
export const publicSurveySchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(SURVEY_STATUSES),
  /** Empty when the survey is closed. */
  questions: z.array(surveyQuestionSchema),
  thankYouText: z.string(),
});
export type PublicSurvey = z.output<typeof publicSurveySchema>;

export const getPublicSurvey = restOperation({
  id: 'getPublicSurvey',
  method: 'GET',
  path: '/api/public/surveys/:id',
  summary: 'The survey a respondent answers (no sign-in). 404 for an unknown survey; a closed one says so.',
  tag: TAG,
  access: 'public',
  params: surveyIdParams,
  reply: publicSurveySchema,
  rateLimit: 'surveyRespondent',
});

export const postSurveyDisplay = restOperation({
  id: 'postSurveyDisplay',
  method: 'POST',
  path: '/api/public/surveys/:id/displays',
  summary: 'Counts one showing of the survey (the completion rate is responses per display).',
  tag: TAG,
  access: 'public',
  params: surveyIdParams,
  reply: z.object({ displayId: z.string() }),
  status: 201,
  rateLimit: 'surveyRespondent',
});

export const postSurveyResponse = restOperation({
  id: 'postSurveyResponse',
  method: 'POST',
  path: '/api/public/surveys/:id/responses',
  summary:
    'Stores a response (no sign-in): answers checked against the survey (400 naming each question and why), ' +
    'kept as a survey response and a feedback item of the survey application, enriched in the background.',
  tag: TAG,
  access: 'public',
  params: surveyIdParams,
  body: surveySubmissionSchema,
  reply: z.object({
    _id: z.string(),
    thankYouText: z.string(),
    /** The upload page's path when the survey asks for a file, or null. */
    uploadPath: z.string().nullable(),
  }),
  status: 201,
  bodyLimit: 256 * 1024,
  rateLimit: 'surveyRespondent',
});

/** What the upload page shows before a file is chosen. */
export const surveyUploadTargetSchema = z.object({
  responseId: z.string(),
  surveyTitle: z.string(),
  label: z.string(),
  help: z.string(),
  required: z.boolean(),
  maxBytes: z.number().int().positive(),
  accept: z.array(z.enum(SURVEY_UPLOAD_KIND_IDS as [string, ...string[]])),
  /** The name of the file already sent, or null. */
  uploaded: z.string().nullable(),
});
export type SurveyUploadTarget = z.output<typeof surveyUploadTargetSchema>;

export const getSurveyUploadTarget = restOperation({
  id: 'getSurveyUploadTarget',
  method: 'GET',
  path: '/api/public/uploads/:responseId',
  summary: 'What the upload page of a response asks for: the file question, its size limit and kinds.',
  tag: TAG,
  access: 'public',
  params: responseIdParams,
  reply: surveyUploadTargetSchema,
  rateLimit: 'surveyRespondent',
});

export const postSurveyUpload = restOperation({
  id: 'postSurveyUpload',
  method: 'POST',
  path: '/api/public/uploads/:responseId',
  summary:
    'Takes the one file of a response (multipart/form-data, one part named `file`): its kind checked by ' +
    'content, its size by the survey; 413 too large, 415 a kind not accepted, 409 a file already sent.',
  tag: TAG,
  access: 'public',
  params: responseIdParams,
  // The multipart body is read by the route itself.
  reply: z.object({ fileName: z.string(), size: z.number().int() }),
  status: 201,
  rateLimit: 'surveyRespondent',
});

export const getSurveyUploadFile = restOperation({
  id: 'getSurveyUploadFile',
  method: 'GET',
  path: '/api/survey-uploads/:id/file',
  summary:
    "An uploaded file, for the survey tool's users and the Voice of Customer readers of its application.",
  tag: TAG,
  access: 'signedIn',
  params: surveyIdParams,
  reply: z.string(),
  replyKind: 'raw',
});

export const SURVEY_REST_OPERATIONS = [
  listSurveys,
  getSurvey,
  createSurvey,
  updateSurvey,
  deleteSurvey,
  getPublicSurvey,
  postSurveyDisplay,
  postSurveyResponse,
  getSurveyUploadTarget,
  postSurveyUpload,
  getSurveyUploadFile,
] as const;

const surveyQuery = (field: string, summary: string): GraphqlOperation => ({
  endpoint: vocEndpoint.id,
  type: 'query',
  field,
  summary,
  access: 'surveyTool',
});

/** The survey operations of spec 001 section 7 by their names, and what the pages need beside them. */
export const SURVEY_GRAPHQL_OPERATIONS: readonly GraphqlOperation[] = [
  surveyQuery(
    'GetSurveyResponses',
    'A page of responses of a survey in [from, to): filters, search, sort, limit up to 1,000.',
  ),
  surveyQuery('GetSurveyResponsesCount', 'How many responses the same arguments match.'),
  surveyQuery(
    'GetSurveyResponseQuestionAggregates',
    'The summary: responses over time, displays and completion rate, each question’s aggregate.',
  ),
  surveyQuery(
    'GetSurveyResponseCategoryOverview',
    'Responses per applied category with their sentiment, and those with none.',
  ),
  surveyQuery('GetSurveyCategories', "The active leaf categories of the survey's application."),
  surveyQuery('GetSurveyResponsesCSV', 'Starts a CSV export of the responses; answers the export to poll.'),
  surveyQuery('GetCsvExport', 'An export you started, by `_id`: fileName, status, url, errorMessage.'),
  {
    ...surveyQuery(
      'UpdateSurveyResponseCategories',
      'Sets the categories applied to a response (and to its feedback item).',
    ),
    type: 'mutation',
  },
];
