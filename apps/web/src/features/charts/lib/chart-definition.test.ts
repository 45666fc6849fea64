import { urlStateParse } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  chartLeaves,
  chartNavigateTarget,
  chartNavigateTemplate,
  chartNumberKindOf,
  chartCompares,
  chartQueryBuild,
  chartQueryType,
  chartQueryUrl,
  chartVisible,
  type ChartDefinition,
  type ChartVisibilityContext,
} from './chart-definition';

const NOW = Date.UTC(2026, 10, 22, 19, 35);
const PAGE = '/OneApp@Roku/client-analytics/overview';
const parse = (query: string) =>
  urlStateParse(new URLSearchParams(query), { pathname: PAGE, now: NOW, timeZone: 'America/New_York' });

const ERRORS_TOP: ChartDefinition = {
  id: 'e',
  title: 'Top Errors',
  kind: 'top',
  metric: 'errors',
  group: 'errorCode',
};

describe('chartQueryBuild', () => {
  it("carries the page's time settings, environment and applications", () => {
    const state = parse('period=7d&step=86400000&environment=staging&partialData=true&fiscalTime=false');
    const { query, refused } = chartQueryBuild(ERRORS_TOP, {
      state,
      appIds: ['OneApp@Roku', 'OneApp@iOS'],
      timeZone: 'America/Chicago',
    });
    expect(query).toMatchObject({
      metric: 'errors',
      type: 'top',
      group: 'errorCode',
      period: '7d',
      periodOffset: 0,
      step: 86_400_000,
      environment: 'staging',
      partialData: true,
      fiscalTime: false,
      origintz: 'America/Chicago',
      appIDs: ['OneApp@Roku', 'OneApp@iOS'],
    });
    expect(refused).toEqual([]);
  });

  it('asks for a line series for area charts', () => {
    const { query } = chartQueryBuild(
      { id: 'a', title: 'A', kind: 'area', metric: 'page_views', group: 'operatingSystem', limit: 5 },
      { state: parse('period=24h'), appIds: ['OneApp@Roku'], timeZone: 'UTC' },
    );
    expect(query).toMatchObject({ type: 'line', group: 'operatingSystem', limit: 5 });
  });

  it('applies the filters the metric has and names the ones it refuses', () => {
    const state = parse('period=24h&appVersion[]=5.1&priority[]=P0');
    const scope = { state, appIds: ['OneApp@Roku'], timeZone: 'UTC' };
    const { query, refused } = chartQueryBuild(ERRORS_TOP, scope);
    expect(query.filter).toEqual(['appVersion:5.1']);
    expect(refused).toEqual(['priority']);
  });
});

describe('compare on every chart kind that can show it', () => {
  const scope = (query: string) => ({ state: parse(query), appIds: ['OneApp@Roku'], timeZone: 'UTC' });
  const of = (kind: ChartDefinition['kind'], extra: Partial<ChartDefinition> = {}): ChartDefinition => ({
    id: kind,
    title: kind,
    kind,
    metric: 'page_views',
    group: 'pageName',
    ...extra,
  });

  it('asks lines, bars, tops, tables, stats and aggregates for the compare menu in the same query', () => {
    for (const kind of [
      'line',
      'area',
      'bar',
      'stackedBar',
      'metricLine',
      'top',
      'barTop',
      'table',
      'stats',
    ] as const) {
      const { query } = chartQueryBuild(of(kind), scope('period=24h&compareFeature=previousPeriod'));
      expect(query.compareFeature, kind).toBe('previousPeriod');
    }
    const version = chartQueryBuild(
      of('aggregate'),
      scope('period=24h&compareFeature=anotherVersion&compareVersion=1.9.0'),
    ).query;
    expect(version).toMatchObject({ compareFeature: 'anotherVersion', compareVersion: '1.9.0' });
  });

  it('asks nothing without a compare, for kinds that cannot show one, or when a chart opts out', () => {
    expect(chartQueryBuild(of('line'), scope('period=24h')).query.compareFeature).toBeUndefined();
    const previous = 'period=24h&compareFeature=previousPeriod';
    for (const definition of [
      of('sankey'),
      of('sunburst', { subGroup: 'appSection' }),
      of('table', { subGroup: 'appSection' }),
      of('line', { compare: false }),
      // An aggregate shows its previous period already.
      of('aggregate'),
    ]) {
      expect(
        chartQueryBuild(definition, scope(previous)).query.compareFeature,
        definition.kind,
      ).toBeUndefined();
    }
    expect(chartCompares(of('aggregate'), 'allData')).toBe(true);
    expect(chartCompares(of('grid'), 'allData')).toBe(false);
  });
});

describe('chartNumberKindOf', () => {
  it('reads success rates as percentages, means as decimals and the rest as counts', () => {
    expect(chartNumberKindOf('api_success_rate')).toBe('percent');
    expect(chartNumberKindOf('api_response_time')).toBe('decimal');
    expect(chartNumberKindOf('page_views')).toBe('count');
  });
});

describe('chartQueryBuild for the other kinds', () => {
  const scope = (query: string) => ({ state: parse(query), appIds: ['OneApp@Roku'], timeZone: 'UTC' });

  it('asks each kind for the answer shape it draws', () => {
    const kind = (chart: Partial<ChartDefinition>) =>
      chartQueryType({ id: 'x', title: 'X', metric: 'errors', kind: 'line', ...chart });
    expect(kind({ kind: 'stackedBar' })).toBe('line');
    expect(kind({ kind: 'metricLine' })).toBe('line');
    expect(kind({ kind: 'percentage' })).toBe('top');
    expect(kind({ kind: 'table' })).toBe('top');
    expect(kind({ kind: 'table', subGroup: 'appVersion' })).toBe('grid');
    expect(kind({ kind: 'grid' })).toBe('top');
    expect(kind({ kind: 'sunburstTop' })).toBe('sunburst');
    expect(kind({ kind: 'aggregate' })).toBe('aggregate');
    expect(kind({ kind: 'sankey' })).toBe('sankey');
    expect(kind({ kind: 'network' })).toBe('network');
  });

  it("follows the URL's groupBy when asked and the metric can, and names it when it cannot", () => {
    const chart: ChartDefinition = { ...ERRORS_TOP, followsGroupBy: true };
    const applied = chartQueryBuild(chart, scope('period=24h&groupBy=appVersion'));
    expect(applied.query.group).toBe('appVersion');
    expect(applied.groupRefused).toBeUndefined();
    const refused = chartQueryBuild(chart, scope('period=24h&groupBy=nothingLikeThis'));
    expect(refused.query.group).toBe('errorCode');
    expect(refused.groupRefused).toBe('nothingLikeThis');
    const fixed = chartQueryBuild(ERRORS_TOP, scope('period=24h&groupBy=nothingLikeThis'));
    expect(fixed.groupRefused).toBeUndefined();
  });

  it("puts the chart's own filters first and carries subGroup for sunbursts", () => {
    const { query } = chartQueryBuild(
      { ...ERRORS_TOP, kind: 'sunburst', subGroup: 'appVersion', filter: ['appVersion:5.1'] },
      scope('period=24h&appVersion[]=5.1&appVersion[]=5.2'),
    );
    expect(query).toMatchObject({ type: 'sunburst', group: 'errorCode', subGroup: 'appVersion' });
    expect(query.filter).toEqual(['appVersion:5.1', 'appVersion:5.2']);
  });

  it("lists a multi chart's tabs as the charts that ask", () => {
    const tab: ChartDefinition = { id: 't1', title: 'T1', kind: 'line', metric: 'errors' };
    expect(chartLeaves({ id: 'm', title: 'M', kind: 'multi', metric: '', tabs: [tab] })).toEqual([tab]);
    expect(chartLeaves(tab)).toEqual([tab]);
  });
});

describe('chartVisible', () => {
  const APP: ChartVisibilityContext = {
    entityKind: 'app',
    apps: ['OneApp@Roku'],
    domains: ['video'],
    appTypes: ['Roku'],
    dataSources: ['quantum'],
  };
  const GROUP: ChartVisibilityContext = {
    entityKind: 'group',
    groupId: 'g1',
    apps: ['OneApp@Roku', 'Portal@Web'],
    domains: ['video', 'portals'],
    appTypes: ['Roku', 'Web'],
    dataSources: ['quantum'],
  };
  const chart = (visibility: ChartDefinition['visibility']): ChartDefinition => ({
    ...ERRORS_TOP,
    visibility,
  });

  it('shows a chart without rules everywhere', () => {
    expect(chartVisible(ERRORS_TOP, APP)).toBe(true);
    expect(chartVisible(ERRORS_TOP, GROUP)).toBe(true);
  });

  it('includes an entity that has one of the listed values for every list', () => {
    expect(chartVisible(chart({ include: { domains: ['video'] } }), APP)).toBe(true);
    expect(chartVisible(chart({ include: { domains: ['portals'] } }), APP)).toBe(false);
    expect(chartVisible(chart({ include: { domains: ['portals'] } }), GROUP)).toBe(true);
    expect(chartVisible(chart({ include: { domains: ['video'], appTypes: ['iOS'] } }), APP)).toBe(false);
    expect(chartVisible(chart({ include: { appNames: ['OneApp'] } }), APP)).toBe(true);
    expect(chartVisible(chart({ include: { entityKinds: ['group'] } }), APP)).toBe(false);
    expect(chartVisible(chart({ include: { groups: ['g1'] } }), GROUP)).toBe(true);
    expect(chartVisible(chart({ include: { groups: ['g2'] } }), GROUP)).toBe(false);
  });

  it('excludes an entity only when all its values are excluded', () => {
    expect(chartVisible(chart({ exclude: { appTypes: ['Roku'] } }), APP)).toBe(false);
    expect(chartVisible(chart({ exclude: { appTypes: ['Roku'] } }), GROUP)).toBe(true);
    expect(chartVisible(chart({ exclude: { appTypes: ['Roku', 'Web'] } }), GROUP)).toBe(false);
    expect(chartVisible(chart({ exclude: { dataSources: ['qube'] } }), APP)).toBe(true);
    expect(chartVisible(chart({ exclude: { groups: ['g1'] } }), APP)).toBe(true);
  });
});

describe('chartNavigateTarget', () => {
  it("puts the clicked value in the path's :id and keeps the current query", () => {
    expect(
      chartNavigateTarget('client-analytics/errors/:id', 'E 1/2', 'OneApp@Roku', '?period=7d&step=3600000'),
    ).toBe('/OneApp@Roku/client-analytics/errors/E%201%2F2?period=7d&step=3600000');
  });

  it("sets the template's parameters over the current ones", () => {
    expect(
      chartNavigateTarget(
        'client-analytics/errors/details?errorCode=:id',
        'E42',
        'OneApp@Roku',
        'period=7d&errorCode=OLD&tab=2',
      ),
    ).toBe('/OneApp@Roku/client-analytics/errors/details?period=7d&tab=2&errorCode=E42');
  });

  it('leads out of the entity for a template with a leading slash, without the page’s query', () => {
    expect(
      chartNavigateTarget('/tools/sequence/:id', 'v 1/2', 'MSA@Web', '?period=7d&browser[]=Chrome'),
    ).toBe('/tools/sequence/v%201%2F2');
  });

  it('is null for a chart that does not navigate', () => {
    expect(chartNavigateTarget(undefined, 'x', 'OneApp@Roku', '')).toBeNull();
  });
});

describe('chartQueryUrl', () => {
  it('writes the metric query as the equivalent realtime-dashboard address', () => {
    const { query } = chartQueryBuild(
      { ...ERRORS_TOP, limit: 5 },
      {
        state: parse('period=7d&step=86400000&environment=staging&appVersion[]=5.1'),
        appIds: ['OneApp@Roku'],
        timeZone: 'UTC',
      },
    );
    const url = new URL(chartQueryUrl(query), 'http://x');
    expect(url.pathname).toBe('/api/realtime-dashboard');
    expect(url.searchParams.get('metric')).toBe('errors');
    expect(url.searchParams.getAll('appIDs[]')).toEqual(['OneApp@Roku']);
    expect(url.searchParams.get('type')).toBe('top');
    expect(url.searchParams.get('group')).toBe('errorCode');
    expect(url.searchParams.getAll('filter[]')).toEqual(['appVersion:5.1']);
    expect(url.searchParams.get('period')).toBe('7d');
    expect(url.searchParams.get('step')).toBe('86400000');
    expect(url.searchParams.get('environment')).toBe('staging');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('origintz')).toBe('UTC');
  });
});

describe('chartNavigateTemplate', () => {
  const grid: ChartDefinition = {
    id: 'g',
    title: 'G',
    kind: 'grid',
    metric: 'api_success_rate',
    navigate: 'client-analytics/apis/details',
  };
  it("writes a grid cell's name to apiName, or the parameter the chart names, when the path has no :id", () => {
    expect(chartNavigateTemplate(grid)).toBe('client-analytics/apis/details?apiName=:id');
    expect(chartNavigateTemplate({ ...grid, navigate: 'x?tab=1', navigateParam: 'apiHost' })).toBe(
      'x?tab=1&apiHost=:id',
    );
    expect(chartNavigateTemplate({ ...grid, navigate: 'x/:id' })).toBe('x/:id');
    expect(chartNavigateTemplate({ ...grid, kind: 'table' })).toBe('client-analytics/apis/details');
    expect(chartNavigateTemplate({ ...grid, navigate: undefined })).toBeUndefined();
  });
});
