import { CSV_EXPORT_POLL_MS, VOC_MSG, type SurveyCsvExport } from '@prism/domain';
import { QueryClient, QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../../lib/access-token';
import { saveBlobFile } from '../../../../lib/save-file';
import { GraphqlMockError, graphqlMock } from '../../../../testing/graphql-mock';
import { server } from '../../../../testing/server';
import { SURVEY_EXPORT_TITLE, SurveyExportDialog, surveyExportFileName } from './survey-export-dialog';

vi.mock('../../../../lib/save-file', () => ({ saveBlobFile: vi.fn(), saveTextFile: vi.fn() }));

const ARGS = {
  surveyId: 'sv1',
  from: Date.UTC(2026, 2, 4),
  to: Date.UTC(2026, 2, 14),
  filters: { CSAT: { min: 4, max: 5 } },
  searchText: 'technician',
};
const NAME = 'Care-visit-responses-2026-03-14.csv';

const record = (over: Partial<SurveyCsvExport> = {}): SurveyCsvExport => ({
  _id: 'job-1',
  status: 'queued',
  progress: 0,
  url: null,
  fileName: NAME,
  errorMessage: null,
  ...over,
});

/** Answers GetCsvExport from a script: each poll takes the next step (the last repeats). */
function mockExport(steps: (() => SurveyCsvExport)[]) {
  let poll = 0;
  const mock = graphqlMock('*/api/voice-of-customer/graphql', {
    GetSurveyResponsesCSV: (args) => record({ fileName: String(args.fileName) }),
    GetCsvExport: () => steps[Math.min(poll++, steps.length - 1)]!(),
  });
  server.use(mock.handler);
  return {
    calls: mock.calls,
    polls: () => mock.calls.filter((call) => call.field === 'GetCsvExport').length,
  };
}

const onClose = vi.fn();
function renderDialog(total = 1234) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SurveyExportDialog args={ARGS} surveyTitle="Care visit" total={total} onClose={onClose} />
    </QueryClientProvider>,
  );
}

/** The real timer, for yielding to the mocked server while the page's timers are fake. */
const realSetTimeout = globalThis.setTimeout;
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  }
}
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}
const dialog = () => screen.getByRole('dialog', { name: SURVEY_EXPORT_TITLE });
const exportNow = async () => {
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Export' }));
  await settle();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  notifyManager.setScheduler(queueMicrotask);
  vi.setSystemTime(new Date('2026-03-14T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.mocked(saveBlobFile).mockReset();
  onClose.mockReset();
});

describe('the responses export', () => {
  it('names the file after the survey and the day', () => {
    expect(surveyExportFileName('Care visit / Q1', new Date(2026, 2, 4))).toBe(
      'Care-visit-Q1-responses-2026-03-04.csv',
    );
    expect(surveyExportFileName('***', new Date(2026, 2, 4))).toBe('survey-responses-2026-03-04.csv');
  });

  it('starts the export of the page’s scope, polls every 6 s, then offers the file with the token', async () => {
    const { calls, polls } = mockExport([
      () => record({ status: 'running', progress: 0.4 }),
      () => record({ status: 'done', progress: 1, url: '/api/voice-of-customer/exports/job-1/file' }),
    ]);
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-survey');
    let authorization = '';
    server.use(
      http.get('*/api/voice-of-customer/exports/job-1/file', ({ request }) => {
        authorization = request.headers.get('authorization') ?? '';
        return new HttpResponse('a,b\n1,2\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    renderDialog();
    expect(within(dialog()).getByRole('textbox', { name: 'File name' })).toHaveValue(NAME);
    await exportNow();

    expect(calls[0]).toEqual({ field: 'GetSurveyResponsesCSV', variables: { ...ARGS, fileName: NAME } });
    expect(screen.getByText(VOC_MSG.exportProcessing)).toBeInTheDocument();
    expect(screen.getByText('Waiting to start…')).toBeInTheDocument();
    expect(polls()).toBe(0);

    await wait(CSV_EXPORT_POLL_MS);
    expect(polls()).toBe(1);
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    await wait(CSV_EXPORT_POLL_MS);
    expect(polls()).toBe(2);
    const link = screen.getByRole('link', { name: NAME });
    await wait(CSV_EXPORT_POLL_MS * 3);
    expect(polls()).toBe(2);

    fireEvent.click(link);
    await settle();
    expect(saveBlobFile).toHaveBeenCalledWith(expect.anything(), NAME);
    expect(authorization).toBe('Bearer token-survey');
  });

  it('says why when the job fails, and offers to export again', async () => {
    mockExport([() => record({ status: 'failed', errorMessage: 'The export store is full.' })]);
    renderDialog();
    await exportNow();
    await wait(CSV_EXPORT_POLL_MS);
    expect(screen.getByRole('alert')).toHaveTextContent(`${VOC_MSG.exportError}The export store is full.`);
    fireEvent.click(screen.getByRole('button', { name: 'Export again' }));
    await settle();
    expect(within(dialog()).getByRole('textbox', { name: 'File name' })).toHaveFocus();
  });

  it('retries a failed poll 5 times, 6 s apart, before it gives up with the reason', async () => {
    const { polls } = mockExport([
      () => {
        throw new GraphqlMockError('The server is restarting.', 503, 'unavailable');
      },
    ]);
    renderDialog();
    await exportNow();
    await wait(CSV_EXPORT_POLL_MS);
    expect(polls()).toBe(1);
    for (let retry = 1; retry <= 5; retry += 1) await wait(CSV_EXPORT_POLL_MS);
    expect(polls()).toBe(6);
    expect(screen.getByRole('alert')).toHaveTextContent('The server is restarting.');
    await wait(CSV_EXPORT_POLL_MS * 2);
    expect(polls()).toBe(6);
  });

  it('exports nothing when no response matches', () => {
    mockExport([() => record()]);
    renderDialog(0);
    expect(screen.getByText('Nothing to export: no response matches.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
