import type { Survey } from '@prism/domain';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { graphqlMock, GraphqlMockError } from '../../../../testing/graphql-mock';
import { server } from '../../../../testing/server';
import { surveysQuery } from '../../api/surveys';
import { SURVEY_QUESTIONS, SURVEY_TOOL_APP, surveyToolSurveyFixture } from '../../testing/survey-tool-kit';
import { SurveySettings } from './survey-settings';

/** For the settings components' tests only: fixtures, a fake survey server and the page's render. */

export const APP = SURVEY_TOOL_APP;

/** A stored survey as the server answers it: a star rating and a "why" with a show-if rule. */
export function surveyFixture(over: Partial<Survey> & Pick<Survey, '_id'>): Survey {
  const { stars, topic, why } = SURVEY_QUESTIONS;
  return surveyToolSurveyFixture({
    description: 'Two questions about your visit.',
    questions: [
      { ...stars, id: 'rate', label: 'How was your visit?' },
      topic,
      {
        ...why,
        label: 'What went wrong?',
        showIf: { questionId: 'rate', operator: 'atMost', value: 2 },
      },
    ],
    ...over,
  });
}

export interface SurveyServerCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The survey calls against an in-memory store: the list, create, update (the stored survey takes
 * the body), delete, and GetSurveyResponsesCount (the uploaded files of a survey). `refuse` answers
 * a change with the server's 400.
 */
export function surveyServer(
  initial: Survey[],
  options: { files?: number; refuse?: string; listError?: boolean } = {},
) {
  let store = [...initial];
  const calls: SurveyServerCall[] = [];
  const refuse = () =>
    HttpResponse.json({ error: { code: 'bad_request', message: options.refuse } }, { status: 400 });
  const graphql = graphqlMock('*/api/voice-of-customer/graphql', {
    GetSurveyResponsesCount: () => {
      if (options.files === undefined) throw new GraphqlMockError('No count', 500, 'internal');
      return options.files;
    },
  });
  server.use(
    http.get('*/api/surveys', ({ request }) => {
      calls.push({ method: 'GET', path: new URL(request.url).search, body: null });
      if (options.listError)
        return HttpResponse.json(
          { error: { code: 'internal', message: 'The store is down.' } },
          { status: 500 },
        );
      return HttpResponse.json({ surveys: store });
    }),
    http.post('*/api/surveys', async ({ request }) => {
      const body = (await request.json()) as { applicationId: string; survey: Omit<Survey, '_id'> };
      calls.push({ method: 'POST', path: '/api/surveys', body });
      if (options.refuse) return refuse();
      const created = surveyFixture({
        _id: `s${store.length + 1}`,
        ...body.survey,
        applicationId: body.applicationId,
      });
      store = [created, ...store];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('*/api/surveys/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Survey>;
      calls.push({ method: 'PUT', path: `/api/surveys/${String(params.id)}`, body });
      if (options.refuse) return refuse();
      store = store.map((survey) => (survey._id === params.id ? { ...survey, ...body } : survey));
      return HttpResponse.json(store.find((survey) => survey._id === params.id));
    }),
    http.delete('*/api/surveys/:id', ({ params }) => {
      calls.push({ method: 'DELETE', path: `/api/surveys/${String(params.id)}`, body: null });
      store = store.filter((survey) => survey._id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    graphql.handler,
  );
  return { calls, graphqlCalls: graphql.calls, changes: () => calls.filter((call) => call.method !== 'GET') };
}

/** The settings as the route composes them: the list from the surveys query, links by page. */
function SettingsHarness() {
  const list = useQuery(surveysQuery(APP));
  return (
    <SurveySettings
      applicationId={APP}
      surveys={list.data ?? []}
      status={list.status}
      error={list.error}
      onRetry={() => void list.refetch()}
      pageHref={(surveyId, page) => `/e/charter-survey-tool/${page}?surveyID=${surveyId}`}
    />
  );
}

export function renderSettings(userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup(userOptions);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SettingsHarness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user };
}
