import { CSV_EXPORT_POLL_MS, VOC_MSG, type CsvExportRecord } from '@prism/domain';
import { QueryClient, QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../../lib/access-token';
import { saveBlobFile } from '../../../../lib/save-file';
import { server } from '../../../../testing/server';
import { VocMockError, vocGraphqlMock } from '../../testing/voc-graphql-mock';
import { EXPORT_COLUMNS_STORAGE_KEY } from './export-choices';
import { ExportButton, type ExportButtonProps } from './export-button';

vi.mock('../../../../lib/save-file', () => ({ saveBlobFile: vi.fn(), saveTextFile: vi.fn() }));

const PROPS: ExportButtonProps = {
  variables: {
    applicationIDs: ['DigitalSurvey@Web@portals'],
    period: '30d',
    periodOffset: 0,
    CSAT: { from: 60, to: 100 },
    showPII: false,
  },
  sortField: 'timestamp',
  sortDirection: 'desc',
  visibleColumns: ['timestamp', 'verbatim', 'CSAT'],
  totalCount: 1234,
  entityName: 'DigitalSurvey@Web@portals',
};

const DEFAULT_NAME = 'DigitalSurvey-Web-portals-feedback-2026-03-14.csv';

const record = (over: Partial<CsvExportRecord> = {}): CsvExportRecord => ({
  _id: 'job-1',
  status: 'queued',
  progress: 0,
  url: null,
  fileName: DEFAULT_NAME,
  errorMessage: null,
  ...over,
});

/** Answers getCSVExportRecord from a script: each poll takes the next step (the last repeats). */
function mockExport(steps: (() => CsvExportRecord)[], started = record()) {
  let poll = 0;
  const mock = vocGraphqlMock({
    getFeedbackCSV: (args) => ({ ...started, fileName: String(args.fileName) }),
    getCSVExportRecord: () => steps[Math.min(poll++, steps.length - 1)]!(),
  });
  server.use(mock.handler);
  const polls = () => mock.calls.filter((call) => call.field === 'getCSVExportRecord').length;
  return { calls: mock.calls, polls };
}

function renderExport(props: Partial<ExportButtonProps> = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExportButton {...PROPS} {...props} />
    </QueryClientProvider>,
  );
}

/** The real timer, for yielding to the mocked server while the page's timers are fake. */
const realSetTimeout = globalThis.setTimeout;

/** Lets the mocked server answer and the page take it in, without fake time passing. */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  }
}

/**
 * Lets fake time pass, then the mocked server answer. (Clicks are fireEvent's: user-event and
 * findBy wait on timers, which are fake here.)
 */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}

/** What `find` finds once the mocked server has answered. */
async function settled<T>(find: () => T): Promise<T> {
  await settle();
  return find();
}
const dialog = () => screen.getByRole('dialog', { name: 'Export to CSV' });
const click = (element: HTMLElement) => fireEvent.click(element);
const open = () => click(screen.getByRole('button', { name: 'Export' }));

async function openAndExport() {
  open();
  click(within(dialog()).getByRole('button', { name: 'Export' }));
  await settle();
  expect(screen.getByText(VOC_MSG.exportProcessing)).toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // TanStack Query tells components of new data on a zero-delay timer, which fake time would hold.
  notifyManager.setScheduler(queueMicrotask);
  vi.setSystemTime(new Date('2026-03-14T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.mocked(saveBlobFile).mockReset();
});

describe('the export dialog', () => {
  it('starts with the visible columns and a file name from the entity and the day', async () => {
    mockExport([() => record()]);
    renderExport();
    open();
    expect(within(dialog()).getByRole('radio', { name: 'Visible columns only (3)' })).toBeChecked();
    expect(within(dialog()).getByRole('textbox', { name: 'File name' })).toHaveValue(DEFAULT_NAME);
  });

  it('asks for the table’s filters, order and visible columns, then polls every 6 s until the url appears', async () => {
    const { calls, polls } = mockExport([
      () => record({ status: 'running', progress: 0.4 }),
      () => record({ status: 'done', progress: 1, url: '/api/voice-of-customer/exports/job-1/file' }),
    ]);
    renderExport();
    await openAndExport();

    expect(calls[0]).toEqual({
      field: 'getFeedbackCSV',
      variables: {
        applicationIDs: ['DigitalSurvey@Web@portals'],
        period: '30d',
        periodOffset: 0,
        CSAT: { from: 60, to: 100 },
        showPII: false,
        sortField: 'timestamp',
        sortDirection: 'desc',
        feedbackFields: ['timestamp', 'verbatim', 'CSAT'],
        totalCount: 1234,
        fileName: DEFAULT_NAME,
        entityName: 'DigitalSurvey@Web@portals',
      },
    });
    expect(screen.getByText('Waiting to start…')).toBeInTheDocument();

    await wait(CSV_EXPORT_POLL_MS - 100);
    expect(polls()).toBe(0);
    await wait(100);
    expect(polls()).toBe(1);
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('40% written')).toBeInTheDocument();

    await wait(CSV_EXPORT_POLL_MS);
    expect(polls()).toBe(2);
    const link = await settled(() => screen.getByRole('link', { name: DEFAULT_NAME }));
    expect(link).toHaveAttribute('href', '/api/voice-of-customer/exports/job-1/file');
    expect(screen.queryByText(VOC_MSG.exportProcessing)).not.toBeInTheDocument();

    // Settled: no more polling.
    await wait(CSV_EXPORT_POLL_MS * 5);
    expect(polls()).toBe(2);
  });

  it('cuts the link text at 100 characters and keeps the whole name in its title', async () => {
    const long = `${'quarterly-digital-survey-feedback-'.repeat(4)}.csv`;
    mockExport([() => record({ status: 'done', progress: 1, url: '/x', fileName: long })]);
    renderExport();
    await openAndExport();
    await wait(CSV_EXPORT_POLL_MS);
    const link = await settled(() => screen.getByRole('link'));
    expect(link.textContent!.length).toBeLessThanOrEqual(100);
    expect(link.textContent).toBe(`${long.slice(0, 99)}…`);
    expect(link).toHaveAttribute('title', long);
  });

  it('downloads the file with the bearer token instead of following the bare link', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-voc');
    let authorization: string | null = null;
    server.use(
      http.get('*/api/voice-of-customer/exports/:id/file', ({ request, params }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(`Date,Review\n2026-03-14,Great (${String(params.id)})\n`, {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      }),
    );
    mockExport([
      () => record({ status: 'done', progress: 1, url: '/api/voice-of-customer/exports/job-1/file' }),
    ]);
    renderExport();
    await openAndExport();
    await wait(CSV_EXPORT_POLL_MS);
    click(await settled(() => screen.getByRole('link')));
    await settle();
    expect(saveBlobFile).toHaveBeenCalledOnce();

    expect(authorization).toBe('Bearer token-voc');
    const [blob, name] = vi.mocked(saveBlobFile).mock.calls[0]!;
    expect(name).toBe(DEFAULT_NAME);
    expect(await blob.text()).toBe('Date,Review\n2026-03-14,Great (job-1)\n');
  });

  it('shows why a download failed in the caution banner', async () => {
    server.use(
      http.get('*/api/voice-of-customer/exports/:id/file', () =>
        HttpResponse.json(
          { error: { code: 'gone', message: 'This export has expired: export again' } },
          { status: 410 },
        ),
      ),
    );
    mockExport([
      () => record({ status: 'done', progress: 1, url: '/api/voice-of-customer/exports/job-1/file' }),
    ]);
    renderExport();
    await openAndExport();
    await wait(CSV_EXPORT_POLL_MS);
    click(await settled(() => screen.getByRole('link')));
    const banner = await settled(() => screen.getByRole('alert'));
    expect(banner).toHaveTextContent(VOC_MSG.exportError);
    expect(banner).toHaveTextContent('This export has expired: export again');
    expect(saveBlobFile).not.toHaveBeenCalled();
  });

  it('retries a failed poll up to 5 times, 6 s apart, then shows the error', async () => {
    const failing = () => {
      throw new VocMockError('The export service is unavailable', 503, 'unavailable');
    };
    const { polls } = mockExport([failing]);
    renderExport();
    await openAndExport();

    // The first poll and its five retries, each 6 s after the last.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await wait(CSV_EXPORT_POLL_MS);
      expect(polls()).toBe(attempt);
      if (attempt < 6) expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }
    const banner = await settled(() => screen.getByRole('alert'));
    expect(banner).toHaveTextContent(VOC_MSG.exportError);
    expect(banner).toHaveTextContent('The export service is unavailable');

    // Given up: no more polls.
    await wait(CSV_EXPORT_POLL_MS * 5);
    expect(polls()).toBe(6);
  });

  it('keeps polling when a failed poll succeeds on a retry', async () => {
    let failures = 2;
    const { polls } = mockExport([
      () => {
        if (failures-- > 0) throw new VocMockError('Busy', 503);
        return record({ status: 'done', progress: 1, url: '/x' });
      },
    ]);
    renderExport();
    await openAndExport();
    await wait(CSV_EXPORT_POLL_MS * 3);
    expect(polls()).toBe(3);
    expect(await settled(() => screen.getByRole('link', { name: DEFAULT_NAME }))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a failed job's error message", async () => {
    mockExport([
      () =>
        record({
          status: 'failed',
          errorMessage: VOC_MSG.exportCsvError('the feedback store went away'),
        }),
    ]);
    renderExport();
    await openAndExport();
    await wait(CSV_EXPORT_POLL_MS);
    const banner = await settled(() => screen.getByRole('alert'));
    expect(banner).toHaveTextContent(VOC_MSG.exportError);
    expect(banner).toHaveTextContent(
      'An error has occurred processing the CSV: the feedback store went away',
    );
    // A failed export may be asked for again.
    click(screen.getByRole('button', { name: 'Export again' }));
    await settle();
    expect(within(dialog()).getByRole('textbox', { name: 'File name' })).toBeInTheDocument();
  });

  it("shows the server's refusal of the export in the caution banner and keeps the form", async () => {
    server.use(
      vocGraphqlMock({
        getFeedbackCSV: () => {
          throw new VocMockError('sortField: personal data cannot sort without showPII', 400);
        },
      }).handler,
    );
    renderExport({ sortField: 'email' });
    click(screen.getByRole('button', { name: 'Export' }));
    click(within(dialog()).getByRole('button', { name: 'Export' }));
    const banner = await settled(() => screen.getByRole('alert'));
    expect(banner).toHaveTextContent(VOC_MSG.exportError);
    expect(banner).toHaveTextContent('sortField: personal data cannot sort without showPII');
    expect(within(dialog()).getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('ignores Escape and the backdrop while the export runs and once the link is there', async () => {
    mockExport([
      () => record({ status: 'running', progress: 0.5 }),
      () => record({ status: 'done', progress: 1, url: '/x' }),
    ]);
    renderExport();
    await openAndExport();

    const backdrop = () => dialog().parentElement!;
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    fireEvent.mouseDown(backdrop());
    expect(dialog()).toBeInTheDocument();

    await wait(CSV_EXPORT_POLL_MS * 2);
    await settled(() => screen.getByRole('link'));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    fireEvent.mouseDown(backdrop());
    expect(dialog()).toBeInTheDocument();
  });

  it('closes on Escape before an export starts', async () => {
    mockExport([() => record()]);
    renderExport();
    open();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing forgets the export and stops polling; it opens afresh', async () => {
    const { polls } = mockExport([() => record({ status: 'running', progress: 0.2 })]);
    renderExport();
    await openAndExport();
    await wait(CSV_EXPORT_POLL_MS);
    expect(polls()).toBe(1);
    // The Export button it was on is gone: the keyboard lands on Close.
    expect(within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1)).toHaveFocus();

    click(within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await wait(CSV_EXPORT_POLL_MS * 5);
    expect(polls()).toBe(1);

    click(screen.getByRole('button', { name: 'Export' }));
    expect(within(dialog()).getByRole('textbox', { name: 'File name' })).toBeInTheDocument();
    expect(screen.queryByText(VOC_MSG.exportProcessing)).not.toBeInTheDocument();
  });

  it('remembers the all-columns choice in local storage and then exports every column', async () => {
    const { calls } = mockExport([() => record()]);
    renderExport();
    click(screen.getByRole('button', { name: 'Export' }));
    click(within(dialog()).getByRole('radio', { name: 'All columns' }));
    expect(window.localStorage.getItem(EXPORT_COLUMNS_STORAGE_KEY)).toBe('all');
    click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    click(screen.getByRole('button', { name: 'Export' }));
    expect(within(dialog()).getByRole('radio', { name: 'All columns' })).toBeChecked();
    click(within(dialog()).getByRole('button', { name: 'Export' }));
    await settle();
    expect(screen.getByText(VOC_MSG.exportProcessing)).toBeInTheDocument();
    expect(calls[0]!.variables.feedbackFields).toBeNull();
  });

  it('offers nothing to export when no feedback matches', async () => {
    mockExport([() => record()]);
    renderExport({ totalCount: 0 });
    open();
    expect(
      within(dialog()).getByText('Nothing to export: no feedback matches the filters.'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});
