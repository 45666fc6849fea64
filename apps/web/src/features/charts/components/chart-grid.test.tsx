import { MSG, urlStateParse } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type * as EchartsCore from 'echarts/core';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/server';
import type { ChartDefinition } from '../lib/chart-definition';
import { ChartGrid, chartGridCellStyles } from './chart-grid';

// jsdom has no canvas: only ECharts' init is replaced, by a chart that records its options.
const drawn = vi.hoisted(() => [] as { element: HTMLElement; options: unknown[] }[]);
vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<typeof EchartsCore>()),
  init: (element: HTMLElement) => {
    const chart = { element, options: [] as unknown[] };
    drawn.push(chart);
    return {
      setOption: (option: unknown) => chart.options.push(option),
      resize: () => undefined,
      dispose: () => undefined,
      on: () => undefined,
      dispatchAction: () => undefined,
    };
  },
}));

const saved = vi.hoisted(() => [] as { text: string; fileName: string }[]);
vi.mock('../../../lib/save-file', () => ({
  saveTextFile: (text: string, fileName: string) => saved.push({ text, fileName }),
}));

beforeAll(() => {
  if (!('ResizeObserver' in window)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  }
});
afterEach(() => {
  drawn.length = 0;
  saved.length = 0;
});

const NOW = Date.UTC(2026, 10, 22, 19, 35);
const state = urlStateParse(new URLSearchParams('period=7d&step=86400000&priority[]=P0'), {
  pathname: '/OneApp@Roku/client-analytics/overview',
  now: NOW,
  timeZone: 'UTC',
});
const SCOPE = { state, appIds: ['OneApp@Roku'], timeZone: 'UTC' };
const CHARTS: ChartDefinition[] = [
  { id: 'views', title: 'Page Views', kind: 'line', metric: 'page_views' },
  { id: 'errors', title: 'Top Errors', kind: 'top', metric: 'errors', group: 'errorCode' },
  { id: 'visits', title: 'Visits', kind: 'stats', metric: 'visits' },
  { id: 'broken', title: 'Broken', kind: 'top', metric: 'api_calls', group: 'apiName' },
];
const meta = (type: string) => ({
  metric: 'm',
  label: 'Page views',
  type,
  group: null,
  subGroup: null,
  startMs: NOW - 7 * 86_400_000,
  endMs: NOW,
  stepMs: 86_400_000,
  timeZone: 'UTC',
  partialData: false,
});

function renderGrid(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe('ChartGrid', () => {
  it("asks for the page's charts in one request and gives each card its own answer", async () => {
    const bodies: { queries: Record<string, unknown>[] }[] = [];
    server.use(
      http.post('*/api/multi-chart', async ({ request }) => {
        bodies.push((await request.json()) as { queries: Record<string, unknown>[] });
        await delay(30);
        return HttpResponse.json({
          results: [
            {
              data: [{ id: 'Page views', x: [NOW - 86_400_000], y: [1234] }],
              dataMeta: meta('line'),
            },
            { data: [], dataMeta: meta('top') },
            { data: { total: 381, min: 36, avg: 51.5, max: 72 }, dataMeta: meta('stats') },
            { error: { code: 'bad_request', message: "Can't group this metric by: apiName" } },
          ],
        });
      }),
    );
    renderGrid(<ChartGrid charts={CHARTS} scope={SCOPE} />);

    expect(screen.getAllByTestId('chart-skeleton')).toHaveLength(4);
    // The chart waits for the lazily loaded charting library, slow to import in a test.
    const views = await screen.findByRole('img', { name: 'Page Views' }, { timeout: 10_000 });
    expect(screen.queryAllByTestId('chart-skeleton')).toHaveLength(0);

    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.queries.map((query) => [query.metric, query.type, query.period, query.step])).toEqual([
      ['page_views', 'line', '7d', 86_400_000],
      ['errors', 'top', '7d', 86_400_000],
      ['visits', 'stats', '7d', 86_400_000],
      ['api_calls', 'top', '7d', 86_400_000],
    ]);
    expect(bodies[0]!.queries[0]).toMatchObject({ appIDs: ['OneApp@Roku'], origintz: 'UTC', filter: [] });

    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]!.element).toBe(views);
    expect(drawn[0]!.options[0]).toMatchObject({
      series: [{ type: 'line', data: [[NOW - 86_400_000, 1234]] }],
    });

    const region = (name: string) => screen.getByRole('region', { name });
    expect(within(region('Top Errors')).getByText('No Data Found')).toBeInTheDocument();
    expect(within(region('Visits')).getByText('381')).toBeInTheDocument();
    expect(within(region('Visits')).getByText('51.50')).toBeInTheDocument();
    expect(within(region('Broken')).getByRole('alert').textContent).toBe(MSG.chartLoadError);
    // The page's priority filter is one no client metric has: every card warns instead of failing.
    expect(within(region('Page Views')).getByRole('note')).toHaveTextContent(
      "Filter Warning! Can't filter this metric by: priority",
    );
    await userEvent.click(within(region('Page Views')).getByRole('button', { name: MSG.chartActions }));
    expect(within(region('Page Views')).getByRole('menuitem', { name: 'Download CSV' })).toBeEnabled();
  });

  it('shows the chart error text on every card when the request fails', async () => {
    server.use(
      http.post('*/api/multi-chart', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'down' } }, { status: 503 }),
      ),
    );
    renderGrid(<ChartGrid charts={CHARTS} scope={SCOPE} />);

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    for (const alert of screen.getAllByRole('alert')) expect(alert.textContent).toBe(MSG.chartLoadError);
    expect(drawn).toHaveLength(0);
  });

  it("asks for a multi chart's tabs in the same request, nothing for a placeholder, and exports one CSV per chart with data", async () => {
    const bodies: { queries: Record<string, unknown>[] }[] = [];
    server.use(
      http.post('*/api/multi-chart', async ({ request }) => {
        bodies.push((await request.json()) as { queries: Record<string, unknown>[] });
        return HttpResponse.json({
          results: [
            { data: [{ name: 'E1', value: 4 }], dataMeta: meta('top') },
            { data: [{ name: '5.1', value: 9 }], dataMeta: meta('top') },
            { data: [], dataMeta: meta('top') },
            { data: 12, dataMeta: meta('aggregate'), previousData: 10 },
          ],
        });
      }),
    );
    const charts: ChartDefinition[] = [
      {
        id: 'multi',
        title: 'Errors',
        kind: 'multi',
        metric: '',
        tabs: [
          { id: 'code', title: 'By code', kind: 'table', metric: 'errors', group: 'errorCode' },
          { id: 'version', title: 'By version', kind: 'percentage', metric: 'errors', group: 'appVersion' },
        ],
      },
      { id: 'empty', title: 'Nothing', kind: 'top', metric: 'errors', group: 'errorCode' },
      { id: 'total', title: 'Visits', kind: 'aggregate', metric: 'visits' },
      { id: 'soon', title: 'Soon', kind: 'sankey', metric: 'page_views', underConstruction: {} },
    ];
    renderGrid(<ChartGrid charts={charts} scope={SCOPE} />);
    const exportAll = screen.getByRole('button', { name: MSG.chartExportAll });
    expect(exportAll).toBeDisabled();
    await waitFor(() => expect(exportAll).toBeEnabled());
    expect(bodies[0]!.queries.map((query) => [query.metric, query.type, query.group])).toEqual([
      ['errors', 'top', 'errorCode'],
      ['errors', 'top', 'appVersion'],
      ['errors', 'top', 'errorCode'],
      ['visits', 'aggregate', undefined],
    ]);
    // The chart under construction asks nothing.
    expect(screen.getByRole('region', { name: 'Soon' })).toHaveTextContent(MSG.chartUnderConstruction);
    expect(screen.getByRole('table', { name: 'Errors' })).toHaveTextContent('E1');
    exportAll.click();
    expect(saved.map((file) => file.fileName)).toEqual([
      'errors-by-code.csv',
      'errors-by-version.csv',
      'visits.csv',
    ]);
    expect(saved[0]!.text).toBe('name,value\r\nE1,4');
    expect(saved[2]!.text).toBe('period,value\r\ncurrent,12\r\nprevious,10');
  });

  it('lays the cards out two, three and four to a row, a wide chart on two columns, no row left half empty', () => {
    server.use(http.post('*/api/multi-chart', () => new Promise<never>(() => {})));
    const charts: ChartDefinition[] = [
      ...CHARTS,
      { id: 'table', title: 'Visits with the Calls', kind: 'table', metric: 'visits', wide: true },
    ];
    renderGrid(<ChartGrid charts={charts} scope={SCOPE} />);
    const spans = (id: string) => {
      const cell = screen.getByTestId(`chart-${id}`);
      return [2, 3, 4].map((columns) => cell.style.getPropertyValue(`--span-${columns}`));
    };
    // Of 12 tracks: 2 columns → 6 each and the wide table the whole row; 3 columns → the fourth
    // chart and the table share the second row (4 + 8); 4 columns → the table takes a row alone.
    expect(spans('views')).toEqual(['6', '4', '3']);
    expect(spans('visits')).toEqual(['6', '4', '3']);
    expect(spans('broken')).toEqual(['6', '4', '3']);
    expect(spans('table')).toEqual(['12', '8', '12']);
    expect(chartGridCellStyles(CHARTS.slice(0, 3))).toEqual([
      { '--span-2': '6', '--span-3': '4', '--span-4': '4' },
      { '--span-2': '6', '--span-3': '4', '--span-4': '4' },
      { '--span-2': '12', '--span-3': '4', '--span-4': '4' },
    ]);
  });
});
