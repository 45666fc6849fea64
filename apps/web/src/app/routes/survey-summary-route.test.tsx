import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SUMMARY_APP,
  summaryAggregatesFixture,
  summarySurveyFixture,
} from '../../features/survey-tool/components/summary/summary-test-kit';
import { surveyToolServer } from '../../features/survey-tool/testing/survey-tool-kit';
import type { GraphqlResolver } from '../../testing/graphql-mock';
import { renderApp } from '../../testing/render';

vi.mock('echarts/core', async (original) =>
  (await import('../../testing/echarts-jsdom')).echartsWithoutCanvas(original),
);

const WEB_SURVEY_APP = 'SupportChat@WebSurvey@cst_survey';
const NEWEST = summarySurveyFixture({ _id: 's2', title: 'After the visit' });
const OLDER = summarySurveyFixture({ _id: 's1', title: 'Store pickup', status: 'closed' });

/** The survey tool's server with the summary's survey-tool applications; `surveys` newest first. */
function mockSurveyTool(resolvers: Record<string, GraphqlResolver> = {}, surveys = [NEWEST, OLDER]) {
  return surveyToolServer({
    apps: [SUMMARY_APP, WEB_SURVEY_APP],
    surveys,
    resolvers: {
      GetSurveyResponseQuestionAggregates: (variables) =>
        summaryAggregatesFixture(variables.surveyId as string),
      GetSurveyCategories: () => [],
      ...resolvers,
    },
  });
}

/** The first render loads the whole app and the lazy route: on a busy machine that takes a while. */
const FIRST_LOAD = { timeout: 12_000 };

const summaryPath = (app: string, query = '') =>
  `/${encodeURIComponent(app)}/charter-survey-tool/summary${query ? `?${query}` : ''}`;
const search = () => new URLSearchParams(window.location.search);

describe('the survey tool summary page', () => {
  it('shows the newest survey over the last 10 days, and another once picked (written to surveyID)', async () => {
    const { calls } = mockSurveyTool();
    renderApp({ path: summaryPath(SUMMARY_APP), as: 'voc' });

    expect(
      await screen.findByRole('heading', { level: 2, name: '1. Rate your visit' }, FIRST_LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(search().get('period')).toBe('10d'));
    const first = calls.find((call) => call.field === 'GetSurveyResponseQuestionAggregates')!;
    expect(first.variables.surveyId).toBe('s2');
    expect((first.variables.to as number) - (first.variables.from as number)).toBeGreaterThanOrEqual(
      10 * 86_400_000,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Survey: After the visit (open)' }));
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Surveys' })).getByRole('button', { name: /Store pickup/ }),
    );
    await waitFor(() => expect(search().get('surveyID')).toBe('s1'));
    expect(await screen.findByRole('button', { name: 'Survey: Store pickup (closed)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.field === 'GetSurveyResponseQuestionAggregates').at(-1)!.variables
          .surveyId,
      ).toBe('s1'),
    );
  });

  it('writes the filters to the address and sends them', async () => {
    const { calls } = mockSurveyTool();
    renderApp({ path: summaryPath(SUMMARY_APP, 'surveyID=s2&SR=true'), as: 'voc' });

    const filters = await screen.findByRole('group', { name: 'Survey filters' }, FIRST_LOAD);
    expect(within(filters).getByRole('button', { name: 'SR: Yes' })).toBeInTheDocument();
    await userEvent.click(within(filters).getByRole('button', { name: 'CSAT' }));
    await userEvent.click(screen.getByRole('button', { name: 'Satisfied (4–5)' }));
    await waitFor(() => expect(search().getAll('CSAT')).toEqual(['4:5']));
    expect(search().get('SR')).toBe('true');
    await waitFor(() =>
      expect(
        calls.filter((call) => call.field === 'GetSurveyResponseQuestionAggregates').at(-1)!.variables
          .filters,
      ).toEqual({ CSAT: { min: 4, max: 5 }, SR: true }),
    );
  });

  it('links the newest text answers to the responses page searched to them, the period and survey kept', async () => {
    mockSurveyTool();
    renderApp({ path: summaryPath(SUMMARY_APP, 'surveyID=s2&period=30d'), as: 'voc' });
    const link = (await screen.findAllByRole('link', { name: /Open the response/ }, FIRST_LOAD))[0]!;
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(`/${encodeURIComponent(SUMMARY_APP)}/charter-survey-tool/responses`);
    expect(href.searchParams.get('searchText')).toBe('r3');
    expect(href.searchParams.get('surveyID')).toBe('s2');
    expect(href.searchParams.get('period')).toBe('30d');
  });

  it('carries the Endpoint note for a WebSurvey application', async () => {
    mockSurveyTool();
    renderApp({ path: summaryPath(WEB_SURVEY_APP), as: 'voc' });
    expect(await screen.findByRole('note', {}, FIRST_LOAD)).toHaveTextContent(
      'CST applications are only available at the Endpoint they were created in.',
    );
  });

  it('without surveys, leads to the settings to create one', async () => {
    mockSurveyTool({}, []);
    renderApp({ path: summaryPath(SUMMARY_APP), as: 'voc' });
    expect(await screen.findByRole('heading', { name: 'No survey yet' }, FIRST_LOAD)).toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: 'Create a survey' });
    expect(new URL(create[0]!.getAttribute('href')!, 'http://x').pathname).toBe(
      `/${encodeURIComponent(SUMMARY_APP)}/charter-survey-tool/settings`,
    );
  });
});
