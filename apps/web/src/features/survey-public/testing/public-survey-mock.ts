import {
  publicSurveySchema,
  SURVEY_MSG,
  surveyAnswersCheck,
  surveySubmissionSchema,
  surveyUploadPath,
  surveyUploadTargetSchema,
  type PublicSurvey,
  type SurveyInput,
  type SurveySubmission,
  type SurveyUploadTarget,
} from '@prism/domain';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';

type QuestionsInput = SurveyInput['questions'];

/** A survey with every question type; the file question shows when the visit did not succeed. */
export const EVERY_TYPE_QUESTIONS: QuestionsInput = [
  { id: 'stars', type: 'starRating', label: 'How would you rate our website?', required: true },
  { id: 'nps', type: 'nps', label: 'How likely are you to recommend us to a friend?' },
  {
    id: 'why',
    type: 'freeText',
    label: 'What should we do better?',
    help: 'In your own words.',
    maxLength: 20,
    showIf: { questionId: 'nps', operator: 'atMost', value: 6 },
  },
  { id: 'csat', type: 'csat', label: 'How satisfied are you with paying your bill?' },
  { id: 'done', type: 'success', label: 'Did you do what you came to do?', required: true },
  {
    id: 'channel',
    type: 'singleChoice',
    label: 'How did you find us?',
    options: [
      { id: 'search', label: 'A search engine' },
      { id: 'friend', label: 'A friend' },
    ],
  },
  {
    id: 'used',
    type: 'multipleChoice',
    label: 'Which pages did you use?',
    maxSelections: 2,
    options: [
      { id: 'bill', label: 'Billing' },
      { id: 'tv', label: 'TV guide' },
      { id: 'help', label: 'Help' },
    ],
  },
  {
    id: 'shot',
    type: 'fileUpload',
    label: 'A screenshot of the problem',
    showIf: { questionId: 'done', operator: 'anyOf', values: ['no'] },
  },
];

/** A public survey as the server answers it, with the schema's defaults filled in. */
export function publicSurveyFactory(
  overrides: Partial<Omit<PublicSurvey, 'questions'>> & { questions?: QuestionsInput } = {},
): PublicSurvey {
  return publicSurveySchema.parse({
    _id: 'srv-1',
    title: 'Your visit to our website',
    description: 'Two minutes, five questions.',
    status: 'open',
    thankYouText: 'Thank you, this helps us a lot!',
    ...overrides,
    questions: overrides.questions ?? EVERY_TYPE_QUESTIONS,
  });
}

export function uploadTargetFactory(overrides: Partial<SurveyUploadTarget> = {}): SurveyUploadTarget {
  return surveyUploadTargetSchema.parse({
    responseId: 'resp-1',
    surveyTitle: 'Your visit to our website',
    label: 'A screenshot of the problem',
    help: 'A picture of the page helps us most.',
    required: false,
    maxBytes: 10 * 1024,
    accept: ['png', 'jpeg', 'pdf'],
    uploaded: null,
    ...overrides,
  });
}

export interface PublicSurveyMockOptions {
  survey?: PublicSurvey;
  /**
   * How the response call answers: by default as the server does, checking the answers with the
   * shared rules (a 400 whose `details` list the problems) and asking for a file when the file
   * question shows.
   */
  respond?: (submission: SurveySubmission) => Response | undefined;
}

/**
 * The public survey calls for component tests: the survey by id (404 for any other), displays and
 * responses, recording what the page sent.
 */
export function publicSurveyMock({ survey = publicSurveyFactory(), respond }: PublicSurveyMockOptions = {}) {
  const calls = { displays: 0, responses: [] as SurveySubmission[] };
  const unknown = () =>
    HttpResponse.json({ error: { code: 'not_found', message: SURVEY_MSG.unknown } }, { status: 404 });
  server.use(
    http.get('*/api/public/surveys/:id', ({ params }) =>
      params.id === survey._id ? HttpResponse.json(survey) : unknown(),
    ),
    http.post('*/api/public/surveys/:id/displays', ({ params }) => {
      if (params.id !== survey._id) return unknown();
      calls.displays += 1;
      return HttpResponse.json({ displayId: `display-${calls.displays}` }, { status: 201 });
    }),
    http.post('*/api/public/surveys/:id/responses', async ({ request }) => {
      const submission = surveySubmissionSchema.parse(await request.json());
      calls.responses.push(submission);
      const custom = respond?.(submission);
      if (custom) return custom;
      const check = surveyAnswersCheck(survey.questions, submission.answers);
      if (!check.ok) {
        return HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: `answers.${check.problems[0]!.questionId}: ${check.problems[0]!.message}`,
              details: check.problems,
            },
          },
          { status: 400 },
        );
      }
      const asksFile = submission.answers.done === false;
      return HttpResponse.json(
        {
          _id: 'resp-1',
          thankYouText: survey.thankYouText,
          uploadPath: asksFile ? surveyUploadPath('resp-1') : null,
        },
        { status: 201 },
      );
    }),
  );
  return calls;
}

export interface UploadMockOptions {
  target?: SurveyUploadTarget;
  /** How the upload answers; by default it takes the file. */
  respond?: () => Response | undefined;
}

/**
 * The upload page's calls: its target by response id (404 for any other) and the file's post,
 * recording each post's content type and part names. jsdom's File does not survive into the
 * interceptor's multipart body (its bytes and name are lost there), so a test that needs the file
 * itself watches `FormData.prototype.append`, and the default answer names no file of its own.
 */
export function uploadMock({ target = uploadTargetFactory(), respond }: UploadMockOptions = {}) {
  const calls = { posts: [] as { contentType: string; parts: string[] }[] };
  const unknown = () =>
    HttpResponse.json({ error: { code: 'not_found', message: SURVEY_MSG.uploadUnknown } }, { status: 404 });
  server.use(
    http.get('*/api/public/uploads/:responseId', ({ params }) =>
      params.responseId === target.responseId ? HttpResponse.json(target) : unknown(),
    ),
    http.post('*/api/public/uploads/:responseId', async ({ request, params }) => {
      if (params.responseId !== target.responseId) return unknown();
      const form = await request.formData();
      calls.posts.push({ contentType: request.headers.get('content-type') ?? '', parts: [...form.keys()] });
      return respond?.() ?? HttpResponse.json({ fileName: 'upload.png', size: 100 }, { status: 201 });
    }),
  );
  return calls;
}
