import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_GRID,
  dashboardChartsOverlap,
  dashboardInputSchema,
  dashboardKindRefusesMetric,
  dashboardLayoutChange,
  dashboardLayoutPlace,
  dashboardLayoutRows,
  type DashboardChartInput,
  type DashboardChartKind,
} from './dashboard';
import { metricById } from './metrics';

const chart = (over: Partial<DashboardChartInput> = {}): DashboardChartInput => ({
  id: 'c1',
  title: 'Page views',
  kind: 'line',
  metric: 'page_views',
  x: 0,
  y: 0,
  w: DASHBOARD_GRID.defaultWidth,
  h: DASHBOARD_GRID.defaultHeight,
  ...over,
});

const firstIssue = (input: unknown) => {
  const parsed = dashboardInputSchema.safeParse(input);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
};

describe('dashboardInputSchema', () => {
  it('trims names, fills defaults and keeps valid charts', () => {
    const parsed = dashboardInputSchema.parse({
      name: '  Sign-in  ',
      charts: [chart({ filter: ['platformType:Web'] })],
    });
    expect(parsed).toEqual({
      name: 'Sign-in',
      description: '',
      shared: false,
      entityId: null,
      charts: [{ ...chart(), filter: ['platformType:Web'] }],
    });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name: a dashboard needs a name'],
    ['a long name', { name: 'x'.repeat(101) }, 'name: a dashboard name is at most 100 characters'],
    [
      'a long description',
      { name: 'n', description: 'd'.repeat(257) },
      'description: a description is at most 256 characters',
    ],
    ['an unknown field', { name: 'n', owner: 'me' }, ': Unrecognized key: "owner"'],
    [
      'too many charts',
      { name: 'n', charts: Array.from({ length: 25 }, (_, i) => chart({ id: `c${i}`, y: i * 4 })) },
      'charts: a dashboard holds at most 24 charts',
    ],
    [
      'an empty chart title',
      { name: 'n', charts: [chart({ title: ' ' })] },
      'charts.0.title: a chart needs a title',
    ],
    [
      'an unknown metric',
      { name: 'n', charts: [chart({ metric: 'nope' })] },
      'charts.0.metric: not a metric of the catalogue',
    ],
    [
      'an unknown kind',
      { name: 'n', charts: [chart({ kind: 'pie' as 'line' })] },
      expect.stringMatching(/^charts\.0\.kind: Invalid option: expected one of "line"\|"area"/),
    ],
    [
      'a group on stats',
      { name: 'n', charts: [chart({ kind: 'stats', group: 'pageName' })] },
      'charts.0.group: a stats chart has no group',
    ],
    [
      'a group the metric lacks',
      { name: 'n', charts: [chart({ group: 'service' })] },
      'charts.0.group: page_views cannot be grouped by service',
    ],
    [
      'a group the metric’s events do not carry',
      { name: 'n', charts: [chart({ kind: 'top', group: 'apiArchitecture' })] },
      'charts.0.group: page_views cannot be grouped by apiArchitecture',
    ],
    [
      'a filter the metric lacks',
      { name: 'n', charts: [chart({ metric: 'server_calls', filter: ['pageName:Home'] })] },
      'charts.0.filter.0: server_calls cannot be filtered by pageName',
    ],
    [
      'a filter without a name',
      { name: 'n', charts: [chart({ filter: [':x'] })] },
      'charts.0.filter.0: a filter is name:value',
    ],
    [
      'a width of 5',
      { name: 'n', charts: [chart({ w: 5 })] },
      'charts.0.w: Too big: expected number to be <=4',
    ],
    [
      'a height of 13',
      { name: 'n', charts: [chart({ h: 13 })] },
      'charts.0.h: Too big: expected number to be <=12',
    ],
    [
      'a chart past the right edge',
      { name: 'n', charts: [chart({ x: 3, w: 2 })] },
      'charts.0.w: x + w must be at most 4 (the grid has 4 columns)',
    ],
    [
      'two charts with one id',
      { name: 'n', charts: [chart(), chart({ y: 4 })] },
      'charts.1.id: "c1" is used twice',
    ],
    [
      'overlapping charts',
      { name: 'n', charts: [chart(), chart({ id: 'c2', x: 1, y: 2 })] },
      'charts.1: overlaps the chart "Page views"',
    ],
    [
      'a sunburst without a subGroup',
      { name: 'n', charts: [chart({ kind: 'sunburst', group: 'pageName' })] },
      'charts.0.subGroup: a sunburst chart needs a subGroup',
    ],
    [
      'a sunburst with top without a subGroup',
      { name: 'n', charts: [chart({ kind: 'sunburstTop' })] },
      'charts.0.subGroup: a sunburst with top chart needs a subGroup',
    ],
    [
      'a subGroup the metric lacks',
      { name: 'n', charts: [chart({ kind: 'sunburst', group: 'pageName', subGroup: 'service' })] },
      'charts.0.subGroup: page_views cannot be grouped by service',
    ],
    [
      'a subGroup equal to the group',
      { name: 'n', charts: [chart({ kind: 'sunburst', group: 'pageName', subGroup: 'pageName' })] },
      'charts.0.subGroup: the subGroup must differ from the group (pageName)',
    ],
    [
      'a subGroup equal to the default group',
      { name: 'n', charts: [chart({ kind: 'sunburst', subGroup: 'pageName' })] },
      'charts.0.subGroup: the subGroup must differ from the group (pageName)',
    ],
    [
      'a subGroup on a line',
      { name: 'n', charts: [chart({ subGroup: 'platformType' })] },
      'charts.0.subGroup: a line chart has no subGroup',
    ],
    [
      'a grid of a metric that is not a success rate',
      { name: 'n', charts: [chart({ kind: 'grid', metric: 'api_calls' })] },
      'charts.0.metric: a grid of success rates needs a success-rate metric; api_calls is not one',
    ],
    [
      'a network of a metric that is not an API metric',
      { name: 'n', charts: [chart({ kind: 'network' })] },
      'charts.0.metric: a network chart shows API calls; page_views is not an API metric',
    ],
    [
      'a group on a network',
      { name: 'n', charts: [chart({ kind: 'network', metric: 'api_calls', group: 'apiName' })] },
      'charts.0.group: a network chart has no group',
    ],
    [
      'a sankey of a metric that does not count page views',
      { name: 'n', charts: [chart({ kind: 'sankey', metric: 'errors' })] },
      'charts.0.metric: a sankey follows page views; errors does not count page views',
    ],
    [
      'a subGroup on a sankey',
      { name: 'n', charts: [chart({ kind: 'sankey', subGroup: 'pageName' })] },
      'charts.0.subGroup: a sankey chart has no subGroup',
    ],
    [
      'a sunburst of a metric without a default group and no group',
      { name: 'n', charts: [chart({ kind: 'sunburst', metric: 'visits', subGroup: 'pageName' })] },
      'charts.0.group: a sunburst chart of visits needs a group',
    ],
  ])('refuses %s, naming the field', (_label, input, message) => {
    expect(firstIssue(input)).toEqual(message);
  });

  it.each([
    ['a sunburst', { kind: 'sunburst', group: 'platformType', subGroup: 'pageName', limit: 5 }],
    ['a sunburst on the default group', { kind: 'sunburst', subGroup: 'platformType' }],
    ['a sunburst with top', { kind: 'sunburstTop', group: 'appVersion', subGroup: 'pageName' }],
    ['a table of two dimensions', { kind: 'table', group: 'pageName', subGroup: 'platformType' }],
    ['a grid by one dimension', { kind: 'grid', metric: 'api_success_rate', group: 'apiName' }],
    [
      'a grid of two dimensions',
      { kind: 'grid', metric: 'server_success_rate', group: 'service', subGroup: 'apiName' },
    ],
    ['a network', { kind: 'network', metric: 'api_success_rate' }],
    ['a sankey', { kind: 'sankey', metric: 'page_views', limit: 20 }],
  ] as const)('accepts %s', (_label, over) => {
    const input = { name: 'n', charts: [chart(over as Partial<DashboardChartInput>)] };
    expect(firstIssue(input)).toBeUndefined();
    expect(dashboardInputSchema.parse(input).charts[0]).toMatchObject(over);
  });

  it('says which metrics each kind can draw', () => {
    const refuses = (kind: DashboardChartKind, id: string) =>
      dashboardKindRefusesMetric(kind, metricById(id)!);
    expect(refuses('grid', 'login_success_rate')).toBeNull();
    expect(refuses('grid', 'page_views')).toMatch(/success-rate/);
    expect(refuses('network', 'api_response_time')).toBeNull();
    expect(refuses('network', 'server_calls')).toMatch(/not an API metric/);
    expect(refuses('sankey', 'top_sections.top')).toBeNull();
    expect(refuses('sankey', 'api_calls')).toMatch(/page views/);
    expect(refuses('sunburst', 'server_calls')).toBeNull();
  });
});

describe('dashboard layout', () => {
  const box = (id: string, x: number, y: number, w = 2, h = 4) => ({ id, x, y, w, h });

  it('places a new chart in the first free slot, row by row', () => {
    expect(dashboardLayoutPlace([], 2, 4)).toEqual({ x: 0, y: 0 });
    expect(dashboardLayoutPlace([box('a', 0, 0)], 2, 4)).toEqual({ x: 2, y: 0 });
    expect(dashboardLayoutPlace([box('a', 0, 0), box('b', 2, 0)], 2, 4)).toEqual({ x: 0, y: 4 });
    expect(dashboardLayoutPlace([box('a', 0, 0, 4, 2)], 1, 1)).toEqual({ x: 0, y: 2 });
  });

  it('pushes the charts a moved chart lands on below it and keeps the others', () => {
    const layout = [box('a', 0, 0), box('b', 2, 0), box('c', 0, 4)];
    const next = dashboardLayoutChange(layout, 'c', { x: 2, y: 0 });
    expect(next).toEqual([box('a', 0, 0), box('b', 2, 4), box('c', 2, 0)]);
  });

  it('resizes within the grid and never leaves an overlap', () => {
    const layout = [box('a', 0, 0), box('b', 2, 0), box('c', 0, 4)];
    const wider = dashboardLayoutChange(layout, 'a', { w: 9 });
    expect(wider.find((c) => c.id === 'a')).toEqual(box('a', 0, 0, 4, 4));
    for (const one of wider)
      for (const other of wider)
        if (one.id !== other.id) expect(dashboardChartsOverlap(one, other)).toBe(false);
    expect(dashboardLayoutRows(wider)).toBe(8);
    const taller = dashboardLayoutChange(layout, 'b', { h: 20 });
    expect(taller.find((c) => c.id === 'b')?.h).toBe(DASHBOARD_GRID.maxHeight);
  });

  it('floats charts up into space a shrunk chart leaves', () => {
    const layout = [box('a', 0, 0, 4, 6), box('b', 0, 6)];
    expect(dashboardLayoutChange(layout, 'a', { h: 2 })).toEqual([box('a', 0, 0, 4, 2), box('b', 0, 2)]);
  });
});
