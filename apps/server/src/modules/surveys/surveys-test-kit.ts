import type { Survey, SurveyInput } from '@prism/domain';
import type { TestApp } from '../../../test/helpers';

/**
 * Helpers of the survey tool's tests: a survey with every question type and show-if logic, calls
 * as a persona or as an anonymous respondent, and multipart bodies. Test-only (imported by
 * `*.test.ts` files).
 */

/** The demo catalogue's survey-tool application the tests build on. */
export const SURVEY_APP = 'CareSurvey@Web@cst_survey';

/** One survey with every question type; `why` shows only for a low CSAT, `detail` only after `why`. */
export function surveyDefinition(overrides: Partial<SurveyInput> = {}): SurveyInput {
  return {
    title: 'How did we do?',
    description: 'Two minutes about your last visit.',
    thankYouText: 'Thanks, we read every answer.',
    questions: [
      { id: 'csat', type: 'csat', label: 'How satisfied are you?', required: true },
      { id: 'nps', type: 'nps', label: 'How likely are you to recommend us?' },
      { id: 'stars', type: 'starRating', label: 'Rate the page' },
      { id: 'done', type: 'success', label: 'Did you do what you came for?' },
      {
        id: 'channel',
        type: 'singleChoice',
        label: 'How did you reach us?',
        options: [
          { id: 'web', label: 'Website' },
          { id: 'app', label: 'Mobile app' },
          { id: 'phone', label: 'Phone' },
        ],
      },
      {
        id: 'topics',
        type: 'multipleChoice',
        label: 'What was it about?',
        maxSelections: 2,
        options: [
          { id: 'bill', label: 'Billing' },
          { id: 'outage', label: 'Outage' },
          { id: 'move', label: 'Moving' },
        ],
      },
      {
        id: 'why',
        type: 'freeText',
        label: 'What went wrong?',
        maxLength: 200,
        showIf: { questionId: 'csat', operator: 'atMost', value: 2 },
      },
      {
        id: 'shot',
        type: 'fileUpload',
        label: 'A screenshot of the problem',
        maxBytes: 10 * 1024,
        accept: ['png', 'pdf'],
        showIf: { questionId: 'why', operator: 'answered' },
      },
    ],
    ...overrides,
  };
}

/** Creates a survey as a persona; answers the stored survey (throws on refusal). */
export async function surveyCreate(
  t: TestApp,
  survey: SurveyInput = surveyDefinition(),
  username = 'surveyor',
  applicationId = SURVEY_APP,
): Promise<Survey> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/surveys',
    headers: await t.as(username),
    payload: { applicationId, survey },
  });
  if (res.statusCode !== 201) throw new Error(`survey refused: ${res.statusCode} ${res.body}`);
  return res.json() as Survey;
}

/** Answers a survey anonymously, from an address of the test's choosing. */
export function surveyRespond(
  t: TestApp,
  surveyId: string,
  answers: Record<string, unknown>,
  options: { remoteAddress?: string; headers?: Record<string, string>; displayId?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/surveys/${surveyId}/responses`,
    remoteAddress: options.remoteAddress,
    headers: options.headers,
    payload: { answers, ...(options.displayId ? { displayId: options.displayId } : {}) },
  });
}

/** A multipart/form-data body of the given parts. */
export function multipartBody(
  parts: { name: string; fileName?: string; type?: string; content: Buffer | string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----prism-test-boundary-7f3a';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a respondent's file to a response's upload call. */
export function surveyUpload(
  t: TestApp,
  responseId: string,
  parts: Parameters<typeof multipartBody>[0],
  remoteAddress?: string,
) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/public/uploads/${responseId}`,
    remoteAddress,
    headers: body.headers,
    payload: body.payload,
  });
}
