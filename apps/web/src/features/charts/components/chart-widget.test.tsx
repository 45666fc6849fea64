import { MSG } from '@prism/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as EchartsCore from 'echarts/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChartDataMeta, ChartResult } from '../api/post-multi-chart';
import type { ChartDefinition, ChartQueryPlan } from '../lib/chart-definition';
import { ChartWidget, type ChartWidgetProps } from './chart-widget';

// jsdom has no canvas: only ECharts' init is replaced, by a chart that records its options and handlers.
const drawn = vi.hoisted(
  () =>
    [] as {
      element: HTMLElement;
      options: unknown[];
      handlers: Record<string, (params: unknown) => void>;
    }[],
);
vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<typeof EchartsCore>()),
  init: (element: HTMLElement) => {
    const chart = {
      element,
      options: [] as unknown[],
      handlers: {} as Record<string, (params: unknown) => void>,
    };
    drawn.push(chart);
    return {
      setOption: (option: unknown) => chart.options.push(option),
      resize: () => undefined,
      dispose: () => undefined,
      on: (event: string, handler: (params: unknown) => void) => {
        chart.handlers[event] = handler;
      },
      dispatchAction: () => undefined,
    };
  },
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
  vi.restoreAllMocks();
});

const NOW = Date.UTC(2026, 10, 22, 19, 35);
const META: ChartDataMeta = {
  metric: 'errors',
  label: 'Errors',
  type: 'top',
  group: 'apiName',
  subGroup: null,
  startMs: NOW - 86_400_000,
  endMs: NOW,
  stepMs: 3_600_000,
  timeZone: 'UTC',
  partialData: false,
};
const answer = (
  data: unknown,
  extra: Partial<Extract<ChartResult, { data: unknown }>> = {},
): ChartResult => ({
  data,
  dataMeta: META,
  ...extra,
});
const PLAN: ChartQueryPlan = {
  query: {
    metric: 'errors',
    type: 'top',
    group: 'apiName',
    filter: [],
    filterOperators: {},
    period: '24h',
    periodOffset: 0,
    step: 3_600_000,
    partialData: false,
    fiscalTime: false,
    origintz: 'UTC',
    appIDs: ['OneApp@Roku'],
  },
  refused: [],
};

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

function renderWidget(
  props: Partial<ChartWidgetProps> & { definition: ChartDefinition },
  path = '/OneApp@Roku/page?period=24h',
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <ChartWidget result={undefined} failed={false} refused={[]} {...props} />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}
const location = () => screen.getByTestId('location').textContent;

describe('ChartWidget placeholders and warnings', () => {
  it("shows 'Under construction' with its expected date instead of the chart", () => {
    renderWidget({
      definition: {
        id: 'u',
        title: 'Soon',
        kind: 'top',
        metric: 'errors',
        underConstruction: { text: 'New data source.', expected: '2026-12-01' },
      },
      result: answer([{ name: 'x', value: 1 }]),
    });
    const card = screen.getByRole('region', { name: 'Soon' });
    expect(within(card).getByRole('status')).toHaveTextContent('Under construction');
    expect(within(card).getByRole('status')).toHaveTextContent('New data source. Expected back 2026-12-01');
    expect(within(card).queryByRole('button', { name: MSG.chartDownloadCsv })).not.toBeInTheDocument();
  });

  it("shows 'This metric is no longer valid.' for an outdated metric", () => {
    renderWidget({ definition: { id: 'o', title: 'Old', kind: 'line', metric: 'errors', outdated: true } });
    expect(screen.getByRole('status')).toHaveTextContent('This metric is no longer valid.');
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
  });

  it('warns when the page groupBy is not applied and about unique users on the three dates', () => {
    renderWidget({
      definition: {
        id: 'g',
        title: 'Users',
        kind: 'table',
        metric: 'page_views_users',
        followsGroupBy: true,
      },
      result: {
        data: [{ name: 'Home', value: 3 }],
        dataMeta: { ...META, startMs: Date.UTC(2021, 7, 6), endMs: Date.UTC(2021, 7, 9) },
      },
      plans: [{ ...PLAN, groupRefused: 'nothing' }],
    });
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toEqual([
      `${MSG.chartGroupWarningTitle} ${MSG.chartGroupWarning}`,
      `${MSG.chartUniqueUsersWarningTitle} ${MSG.chartUniqueUsersWarning}`,
    ]);
    expect(MSG.chartGroupWarning).toBe('Group By filter is not applied!');
  });

  it("reads a zero aggregate 'No Data' and a change against the previous period with its arrow", () => {
    const { unmount } = renderWidget({
      definition: { id: 'a', title: 'Visits', kind: 'aggregate', metric: 'visits' },
      result: answer(125, { previousData: 100 }),
    });
    const change = screen.getByText(/vs previous period/);
    expect(change).toHaveTextContent('▲ Up 25% vs previous period (100)');
    expect(change).toHaveAttribute('data-direction', 'up');
    expect(screen.getByText('125')).toBeInTheDocument();
    unmount();
    renderWidget({
      definition: { id: 'a', title: 'Visits', kind: 'aggregate', metric: 'visits' },
      result: answer(0, { previousData: 4 }),
    });
    expect(screen.getByText(MSG.chartStatNoData)).toBeInTheDocument();
    expect(screen.getByText(/vs previous period/)).toHaveTextContent('▼ Down 100%');
  });
});

describe('ChartWidget action menu', () => {
  it('shows the metric query and its realtime-dashboard address, copies them, and closes on Escape', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWidget({
      definition: { id: 't', title: 'Top APIs', kind: 'table', metric: 'errors', group: 'apiName' },
      result: answer([{ name: '/a', value: 1 }]),
      plans: [PLAN],
    });
    await user.click(screen.getByRole('button', { name: MSG.chartActions }));
    const menu = screen.getByRole('menu', { name: MSG.chartActions });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([MSG.chartDownloadCsv, MSG.chartViewQuery, MSG.chartHistory]);
    // The first item has focus; the arrows move through the items.
    expect(within(menu).getByRole('menuitem', { name: MSG.chartDownloadCsv })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: MSG.chartHistory })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: MSG.chartViewQuery })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: `${MSG.chartViewQuery}: Top APIs` });
    expect(dialog).toHaveTextContent('"metric": "errors"');
    expect(dialog).toHaveTextContent(
      '/api/realtime-dashboard?metric=errors&appIDs%5B%5D=OneApp%40Roku&type=top',
    );
    await user.click(
      within(within(dialog).getByRole('region', { name: 'GET' })).getByRole('button', { name: 'Copy' }),
    );
    expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/realtime-dashboard\?metric=errors/),
    );
    expect(await within(dialog).findByText(MSG.chartCopied)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: MSG.chartActions })).toHaveFocus());
  });

  it("shows the definition's history, or that none was recorded", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWidget({
      definition: { id: 'h', title: 'Errors', kind: 'line', metric: 'errors', outdated: true },
    });
    await user.click(screen.getByRole('button', { name: MSG.chartActions }));
    await user.click(screen.getByRole('menuitem', { name: MSG.chartHistory }));
    expect(screen.getByRole('dialog')).toHaveTextContent(MSG.chartHistoryEmpty);
    unmount();
    renderWidget({
      definition: {
        id: 'h',
        title: 'Errors',
        kind: 'line',
        metric: 'errors',
        outdated: true,
        history: [{ date: '2026-10-01', text: 'Counts only fatal errors.' }],
      },
    });
    await user.click(screen.getByRole('button', { name: MSG.chartActions }));
    await user.click(screen.getByRole('menuitem', { name: MSG.chartHistory }));
    expect(screen.getByRole('dialog')).toHaveTextContent('2026-10-01 Counts only fatal errors.');
  });
});

describe('ChartWidget tables, grids and navigation', () => {
  const rows = [
    { name: '/b', value: 20 },
    { name: '/a', value: 95.5 },
    { name: '/c', value: null },
  ];

  it('sorts table columns, descending first, and follows navigate with the clicked row', async () => {
    const user = userEvent.setup();
    renderWidget(
      {
        definition: {
          id: 't',
          title: 'APIs',
          kind: 'table',
          metric: 'api_success_rate',
          group: 'apiName',
          navigate: 'client-analytics/apis/details?apiName=:id',
        },
        result: answer(rows),
      },
      '/OneApp@Roku/client-analytics/apis?period=7d&apiName=old',
    );
    const table = screen.getByRole('table', { name: 'APIs' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['/b', '/a', '/c']);
    await user.click(within(table).getByRole('button', { name: /Errors/ }));
    expect(names()).toEqual(['/a', '/b', '/c']);
    await user.click(within(table).getByRole('button', { name: /Errors/ }));
    expect(names()).toEqual(['/b', '/a', '/c']);
    expect(within(table).getByText('95.5%')).toBeInTheDocument();
    const link = within(table).getByRole('link', { name: '/a' });
    expect(link).toHaveAttribute('href', '/OneApp@Roku/client-analytics/apis/details?period=7d&apiName=%2Fa');
    await user.click(link);
    expect(location()).toBe('/OneApp@Roku/client-analytics/apis/details?period=7d&apiName=%2Fa');
  });

  it('links each visit id to its sequence, out of the entity, and follows the link from the keyboard', async () => {
    const user = userEvent.setup();
    renderWidget(
      {
        definition: {
          id: 'visit-ids',
          title: 'Visits with the Calls',
          kind: 'table',
          metric: 'api_calls',
          group: 'visitId',
          navigate: '/tools/sequence/:id',
        },
        result: answer([
          { name: 'v-1', value: 3 },
          { name: 'v 2', value: 1 },
        ]),
      },
      '/MSA@Web/client-analytics/apis/visit-ids?period=7d&responseCode=500',
    );
    const table = screen.getByRole('table', { name: 'Visits with the Calls' });
    expect(within(table).getByRole('link', { name: 'v 2' })).toHaveAttribute('href', '/tools/sequence/v%202');
    const first = within(table).getByRole('link', { name: 'v-1' });
    expect(first).toHaveAttribute('href', '/tools/sequence/v-1');
    first.focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/tools/sequence/v-1');
  });

  it('draws success-rate cells in their bands and navigates with the API name', async () => {
    const user = userEvent.setup();
    renderWidget({
      definition: {
        id: 'g',
        title: 'API health',
        kind: 'grid',
        metric: 'api_success_rate',
        group: 'apiName',
        // No :id: a grid writes the cell's API name to apiName.
        navigate: 'client-analytics/apis/details',
      },
      result: answer(rows),
    });
    const grid = screen.getByRole('list', { name: 'API health' });
    expect(grid).toHaveAttribute('data-columns', '2');
    const cells = within(grid).getAllByRole('listitem');
    expect(cells.map((cell) => cell.getAttribute('data-band'))).toEqual(['lightRed', 'green', 'none']);
    await user.click(within(grid).getByRole('button', { name: '/b: 20.0%' }));
    expect(location()).toBe('/OneApp@Roku/client-analytics/apis/details?period=24h&apiName=%2Fb');
  });

  it('toggles the line zoom and navigates from a legend click', async () => {
    const user = userEvent.setup();
    renderWidget({
      definition: {
        id: 'l',
        title: 'Errors by code',
        kind: 'line',
        metric: 'errors',
        navigate: 'client-analytics/errors/:id',
      },
      result: {
        data: [{ id: 'E1', x: [NOW - 3_600_000], y: [3] }],
        dataMeta: { ...META, type: 'line', group: 'errorCode' },
      },
    });
    await screen.findByRole('img', { name: 'Errors by code' }, { timeout: 10_000 });
    await waitFor(() => expect(drawn[0]?.options).toHaveLength(1));
    expect(drawn[0]!.options[0]).not.toHaveProperty('dataZoom');
    await user.click(screen.getByRole('button', { name: MSG.chartActions }));
    await user.click(screen.getByRole('menuitem', { name: MSG.chartZoomIn }));
    await waitFor(() => expect(drawn[0]!.options).toHaveLength(2));
    expect(drawn[0]!.options[1]).toHaveProperty('dataZoom');
    await user.click(screen.getByRole('button', { name: MSG.chartActions }));
    expect(screen.getByRole('menuitem', { name: MSG.chartZoomOut })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    drawn[0]!.handlers.legendselectchanged!({ name: 'E1' });
    await waitFor(() => expect(location()).toBe('/OneApp@Roku/client-analytics/errors/E1?period=24h'));
  });

  it('opens a sankey link in a new tab with pageName at the other end and no appSection', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWidget(
      {
        definition: { id: 's', title: 'Journeys', kind: 'sankey', metric: 'page_views' },
        result: answer({
          nodes: [
            { id: '0:Home', name: 'Home', step: 0 },
            { id: '1:Guide', name: 'Guide', step: 1 },
          ],
          links: [{ source: '0:Home', target: '1:Guide', value: 3 }],
        }),
      },
      '/OneApp@Roku/client-analytics/page-views?period=7d&appSection=tv&pageName=Home',
    );
    await screen.findByRole('img', { name: 'Journeys' }, { timeout: 10_000 });
    await waitFor(() => expect(drawn[0]?.handlers.click).toBeDefined());
    drawn[0]!.handlers.click!({ dataType: 'edge', data: { source: '0:Home', target: '1:Guide', value: 3 } });
    expect(open).toHaveBeenCalledWith(
      '/OneApp@Roku/client-analytics/page-views?period=7d&pageName=Guide',
      '_blank',
      'noopener',
    );
  });
});

describe('ChartWidget multi', () => {
  const multi: ChartDefinition = {
    id: 'm',
    title: 'Errors',
    kind: 'multi',
    metric: '',
    tabInUrl: true,
    tabs: [
      { id: 'by-code', title: 'By error code and more', kind: 'table', metric: 'errors', group: 'errorCode' },
      {
        id: 'by-version',
        title: 'By version',
        kind: 'table',
        metric: 'errors',
        group: 'appVersion',
        navigate: 'client-analytics/release-summary/details?releaseVersion=:id',
      },
    ],
  };
  const results = [answer([{ name: 'E1', value: 4 }]), answer([{ name: '5.1', value: 9 }])];

  it('cuts tab titles at 18 characters and writes the chosen tab to the URL', async () => {
    const user = userEvent.setup();
    renderWidget({ definition: multi, results, result: results[0] });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['By error code and…', 'By version']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Errors' })).toHaveTextContent('E1');
    await user.click(tabs[1]!);
    expect(location()).toBe('/OneApp@Roku/page?period=24h&tab=1');
    expect(screen.getByRole('tab', { name: 'By version' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Errors' })).toHaveTextContent('5.1');
    await user.click(screen.getByRole('link', { name: '5.1' }));
    expect(location()).toBe(
      '/OneApp@Roku/client-analytics/release-summary/details?period=24h&tab=1&releaseVersion=5.1',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWidget({ definition: multi, results, result: results[0] });
    await user.click(screen.getAllByRole('tab')[1]!);
    expect(screen.getAllByRole('tab')[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(location()).toBe('/OneApp@Roku/page?period=24h&tab=0');
    expect(screen.getAllByRole('tab')[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(location()).toBe('/OneApp@Roku/page?period=24h&tab=1');
  });

  it('opens on the tab the URL names, and keeps the tab to itself when not asked to write it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWidget({ definition: multi, results, result: results[0] }, '/App@Web/p?tab=1');
    expect(screen.getByRole('tab', { name: 'By version' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderWidget(
      { definition: { ...multi, tabInUrl: false }, results, result: results[0] },
      '/App@Web/p?tab=1',
    );
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'By version' }));
    expect(screen.getByRole('tab', { name: 'By version' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe('/App@Web/p?tab=1');
  });
});

describe('ChartWidget compare', () => {
  const compare = (data: unknown, feature: 'previousPeriod' | 'allData' = 'previousPeriod') => ({
    feature,
    data,
    dataMeta: { ...META, startMs: META.startMs - 86_400_000, endMs: META.startMs },
  });
  const seriesNames = (option: unknown) =>
    ((option as { series: { name: string }[] }).series ?? []).map((series) => series.name);

  it("draws a line's compare as a dashed series of the same name, and names every series on the chart", async () => {
    renderWidget({
      definition: { id: 'l', title: 'Page Views', kind: 'line', metric: 'page_views' },
      result: {
        data: [{ id: 'Page views', x: [NOW - 3_600_000], y: [3] }],
        dataMeta: { ...META, type: 'line', group: null },
        compare: compare([{ id: 'Page views', x: [NOW - 3_600_000 - 86_400_000], y: [2] }]),
      },
    });
    const chart = await screen.findByRole('img', { name: 'Page Views' }, { timeout: 10_000 });
    await waitFor(() => expect(drawn[0]?.options).toHaveLength(1));
    expect(seriesNames(drawn[0]!.options[0])).toEqual(['Page views', 'Page views (previous period)']);
    expect(JSON.parse(chart.getAttribute('data-series') ?? '[]')).toEqual([
      'Page views',
      'Page views (previous period)',
    ]);
  });

  it('puts the compared value beside each bar of a top list and in its ranked list', async () => {
    renderWidget({
      definition: { id: 'b', title: 'Top APIs', kind: 'barTop', metric: 'errors', group: 'apiName' },
      result: answer(
        [
          { name: '/a', value: 12 },
          { name: '/b', value: 5 },
        ],
        { compare: compare([{ name: '/a', value: 10 }]) },
      ),
    });
    await waitFor(() => expect(drawn[0]?.options).toHaveLength(1));
    expect(seriesNames(drawn[0]!.options[0])).toEqual(['Previous', 'Current']);
    const list = screen.getByRole('list', { name: 'Top APIs' });
    expect(within(list).getByTitle('previous period: 10')).toHaveTextContent('vs 10');
    expect(within(list).getByTitle('previous period: –')).toBeInTheDocument();
  });

  it('draws the first ten rows of a bar with top and lists every row beside them with its share', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ name: `/page-${i}`, value: i === 0 ? 40 : 5 }));
    renderWidget({
      definition: { id: 'b', title: 'Errors by Page', kind: 'barTop', metric: 'errors', group: 'pageName' },
      result: answer(rows),
    });
    await waitFor(() => expect(drawn[0]?.options).toHaveLength(1));
    const option = drawn[0]!.options[0] as { yAxis: { data: string[] } | { data: string[] }[] };
    const axis = [option.yAxis].flat()[0]!;
    expect(axis.data).toHaveLength(10);
    const list = screen.getByRole('list', { name: 'Errors by Page' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    // 40 of 95 errors.
    expect(within(list).getByTitle('Share of the total: 42.1%')).toHaveTextContent('42.1%');
  });

  it('gives stats and aggregates the change against the compare', () => {
    const { unmount } = renderWidget({
      definition: { id: 's', title: 'Users', kind: 'stats', metric: 'page_views_users' },
      result: answer(
        { total: 112, min: 1, avg: 2, max: 3 },
        { compare: compare({ total: 100, min: 1, avg: 2, max: 3 }) },
      ),
    });
    expect(screen.getByText(/vs previous period/)).toHaveTextContent('▲ +12% vs previous period (100)');
    unmount();
    renderWidget({
      definition: { id: 'a', title: 'Errors', kind: 'aggregate', metric: 'errors' },
      result: answer(90, { previousData: 80, compare: compare(100, 'allData') }),
    });
    const change = screen.getByText(/vs all app data/);
    expect(change).toHaveTextContent('▼ -10% vs all app data (100)');
    // Fewer errors is the good way.
    expect(change).toHaveAttribute('data-direction', 'down');
  });

  it('gives a top 20 the height its rows need, and cuts a fixed-height card to the rows that fit', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ name: `/page-${i}`, value: 100 - i }));
    const definition: ChartDefinition = {
      id: 't',
      title: 'Top Pages',
      kind: 'top',
      metric: 'page_views',
      group: 'pageName',
      limit: 20,
    };
    const { unmount } = renderWidget({ definition, result: answer(rows) });
    const chart = await screen.findByRole('img', { name: 'Top Pages' }, { timeout: 10_000 });
    expect(parseInt(chart.style.height, 10)).toBeGreaterThanOrEqual(20 * 20);
    await waitFor(() => expect(drawn[0]?.options).toHaveLength(1));
    expect((drawn[0]!.options[0] as { yAxis: { data: string[] } }).yAxis.data).toHaveLength(20);
    unmount();
    drawn.length = 0;
    renderWidget({ definition, result: answer(rows), height: 168 });
    await waitFor(() => expect(drawn[0]?.options).toHaveLength(1));
    const shown = (drawn[0]!.options[0] as { yAxis: { data: string[] } }).yAxis.data.length;
    expect(shown).toBeLessThan(20);
    expect(screen.getByText(`Top ${shown} of 20 shown; Download CSV for all.`)).toBeInTheDocument();
  });
});
