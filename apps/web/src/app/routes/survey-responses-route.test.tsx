import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  kitPath,
  kitResponse,
  kitSearch,
  kitServer,
} from '../../features/survey-tool/components/responses/testing/responses-kit';
import { GraphqlMockError } from '../../testing/graphql-mock';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { saveBlobFile } from '../../lib/save-file';

vi.mock('../../lib/save-file', () => ({ saveBlobFile: vi.fn(), saveTextFile: vi.fn() }));

const PENDING = kitResponse({
  _id: 'r2',
  createdAt: Date.UTC(2026, 10, 25, 3, 30),
  responses: [
    kitResponse().responses[0]!,
    {
      questionId: 'why',
      type: 'freeText',
      label: 'Tell us more',
      value: 'Waited two hours. '.repeat(20).trim(),
      text: 'Waited two hours. '.repeat(20).trim(),
    },
  ],
  comprehendResults: null,
  appliedCategories: [],
  fileUploads: [{ fileName: 'router.png', url: '/api/survey-uploads/r2/file' }],
  respondent: { device: 'desktop', language: null },
});
// Scores only: nothing written, so nothing to read sentiment from.
const AWAITING = kitResponse({
  _id: 'r3',
  responses: kitResponse().responses.filter((answer) => answer.type !== 'freeText'),
  comprehendResults: null,
  appliedCategories: [],
  awaitingUpload: true,
});

function mockResponses(rows = [kitResponse(), PENDING, AWAITING], total = rows.length) {
  return kitServer({
    GetSurveyResponses: () => rows,
    GetSurveyResponsesCount: () => total,
  });
}

const lastCall = (calls: { field: string; variables: Record<string, unknown> }[], field: string) =>
  calls.filter((call) => call.field === field).at(-1)?.variables;

const table = () => screen.getByRole('table', { name: 'Responses to Care visit' });

describe('the responses page', () => {
  it('lists the responses with their date, answers, sentiment, categories and file', async () => {
    const { calls } = mockResponses();
    renderApp({ path: kitPath('responses', 'surveyID=sv1'), as: 'voc' });

    await screen.findByRole('table', { name: 'Responses to Care visit' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'Details',
      'Date',
      'Rate your visit',
      'How satisfied are you?',
      'Would you recommend us?',
      'Did you get it done?',
      'Tell us more',
      'Sentiment',
      'Categories',
      'File',
    ]);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    // 20:05 UTC reads 7 hours back.
    expect(first.getByText('11/24/26')).toBeInTheDocument();
    expect(first.getByText('01:05 PM')).toBeInTheDocument();
    expect(first.getByText('5 Very satisfied')).toBeInTheDocument();
    expect(first.getByText('The technician was quick and kind.')).toBeInTheDocument();
    expect(first.getByText('Positive')).toBeInTheDocument();
    expect(
      within(first.getByRole('list', { name: 'Applied categories' })).getByText('Visit'),
    ).toHaveAttribute('title', 'Service › Visit');
    const second = within(rows[1]!);
    expect(second.getByText('11/24/26')).toBeInTheDocument();
    expect(second.getByText('08:30 PM')).toBeInTheDocument();
    expect(second.getByText('Pending')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'router.png' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Awaiting upload')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No text')).toBeInTheDocument();
    expect(
      screen.getByText((_text, element) => element?.tagName === 'P' && element.textContent === '3 responses'),
    ).toBeInTheDocument();

    const sent = lastCall(calls, 'GetSurveyResponses')!;
    expect(sent).toMatchObject({
      surveyId: 'sv1',
      limit: 10,
      offset: 0,
      sortField: 'createdAt',
      sortDirection: 'desc',
    });
    expect((sent.to as number) - (sent.from as number)).toBeGreaterThanOrEqual(10 * 86_400_000);
  });

  it('sorts from the headers: the address and the call follow, the header says how', async () => {
    const { calls } = mockResponses();
    renderApp({ path: kitPath('responses', 'surveyID=sv1'), as: 'voc' });
    await screen.findByRole('table', { name: 'Responses to Care visit' });

    const csat = () => screen.getByRole('columnheader', { name: /How satisfied are you/ });
    expect(csat()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('button', { name: /Tell us more/ })).not.toBeInTheDocument();

    await userEvent.click(within(csat()).getByRole('button'));
    await waitFor(() => expect(kitSearch().get('sortField')).toBe('CSAT'));
    await waitFor(() =>
      expect(lastCall(calls, 'GetSurveyResponses')).toMatchObject({
        sortField: 'CSAT',
        sortDirection: 'desc',
      }),
    );
    expect(csat()).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(csat()).getByRole('button'));
    await waitFor(() => expect(kitSearch().get('sortDirection')).toBe('asc'));
    await waitFor(() =>
      expect(lastCall(calls, 'GetSurveyResponses')).toMatchObject({
        sortField: 'CSAT',
        sortDirection: 'asc',
      }),
    );
    expect(csat()).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Sentiment/ })).getByRole('button'),
    );
    await waitFor(() => expect(kitSearch().get('sortField')).toBe('sentiment'));
    expect(kitSearch().get('sortDirection')).toBeNull();
  });

  it('pages with 10, 25 or 100 rows, page and size in the address', async () => {
    const { calls } = mockResponses(undefined, 60);
    renderApp({ path: kitPath('responses', 'surveyID=sv1'), as: 'voc' });
    await screen.findByRole('table', { name: 'Responses to Care visit' });
    const pages = screen.getByRole('navigation', { name: 'Pages of responses' });
    expect(await within(pages).findByText(/of 60 · Page 1 of 6/)).toBeInTheDocument();

    await userEvent.selectOptions(within(pages).getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(kitSearch().get('rowPage')).toBe('25'));
    await waitFor(() =>
      expect(lastCall(calls, 'GetSurveyResponses')).toMatchObject({ limit: 25, offset: 0 }),
    );

    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(kitSearch().get('page')).toBe('1'));
    await waitFor(() =>
      expect(lastCall(calls, 'GetSurveyResponses')).toMatchObject({ limit: 25, offset: 25 }),
    );
  });

  it('searches once typing pauses, from the first page, the search in the address', async () => {
    const { calls } = mockResponses();
    renderApp({ path: kitPath('responses', 'surveyID=sv1&page=2'), as: 'voc' });
    await screen.findByRole('table', { name: 'Responses to Care visit' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search responses' }), 'two hours');
    await waitFor(() => expect(kitSearch().get('searchText')).toBe('two hours'));
    expect(kitSearch().get('page')).toBeNull();
    await waitFor(() => {
      expect(lastCall(calls, 'GetSurveyResponses')).toMatchObject({ searchText: 'two hours', offset: 0 });
      expect(lastCall(calls, 'GetSurveyResponsesCount')).toMatchObject({ searchText: 'two hours' });
    });
  });

  it('opens a row from the keyboard with every answer, the respondent and the suggestions', async () => {
    mockResponses();
    renderApp({ path: kitPath('responses', 'surveyID=sv1'), as: 'voc' });
    const open = await screen.findByRole('button', { name: 'Show response 1, of 11/24/26 01:05 PM' });
    open.focus();
    await userEvent.keyboard('{Enter}');

    const hide = screen.getByRole('button', { name: 'Hide response 1, of 11/24/26 01:05 PM' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(hide.getAttribute('aria-controls')!)!;
    const answers = within(within(details).getByRole('region', { name: 'Answers' }));
    expect(answers.getByText('Would you recommend us?')).toBeInTheDocument();
    expect(answers.getByText('9')).toBeInTheDocument();
    const about = within(within(details).getByRole('region', { name: 'About this response' }));
    expect(about.getByText('Phone')).toBeInTheDocument();
    expect(about.getByText('en-US')).toBeInTheDocument();
    expect(within(about.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(about.getByRole('list', { name: 'Suggested categories' })).getByText('Technician').parentElement,
    ).toHaveTextContent('Technician 87%');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show response 1, of 11/24/26 01:05 PM' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('downloads a respondent’s file with the token', async () => {
    mockResponses();
    let asked = '';
    server.use(
      http.get('*/api/survey-uploads/r2/file', ({ request }) => {
        asked = request.headers.get('authorization') ?? '';
        return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'content-type': 'image/png' },
        });
      }),
    );
    renderApp({ path: kitPath('responses', 'surveyID=sv1'), as: 'voc' });
    await userEvent.click(await screen.findByRole('link', { name: 'router.png' }));
    await waitFor(() => expect(saveBlobFile).toHaveBeenCalledWith(expect.anything(), 'router.png'));
    expect(vi.mocked(saveBlobFile).mock.calls[0]![0].size).toBe(4);
    expect(asked).toMatch(/^Bearer /);
  });

  it('says what to change when nothing matches, and clears the search', async () => {
    const { calls } = mockResponses([], 0);
    renderApp({ path: kitPath('responses', 'surveyID=sv1&searchText=refund&SR=false'), as: 'voc' });

    expect(await screen.findByRole('heading', { name: 'No responses match' })).toBeInTheDocument();
    expect(
      screen.getByText('No response has “refund” in its answers or id: try other words.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A filter narrows the responses: remove one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(kitSearch().get('searchText')).toBeNull());
    await waitFor(() => expect(lastCall(calls, 'GetSurveyResponses')?.searchText).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(kitSearch().get('SR')).toBeNull());
  });

  it('shows why the responses could not be loaded, and tries again', async () => {
    let fail = true;
    kitServer({
      GetSurveyResponses: () => {
        if (fail) throw new GraphqlMockError('The survey store is not answering.', 503, 'unavailable');
        return [kitResponse()];
      },
      GetSurveyResponsesCount: () => 1,
    });
    renderApp({ path: kitPath('responses', 'surveyID=sv1'), as: 'voc' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the responses.');
    expect(alert).toHaveTextContent('The survey store is not answering.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Responses to Care visit' })).toBeInTheDocument();
  });
});
