import { metricById, metricDimension, metricPlan, metricQuerySchema, urlStateParse } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { AREA_ROUTES } from '../../../app/area-routes';
import { chartLeaves, chartQueryBuild, type ChartDefinition } from './chart-definition';
import { CLIENT_METRICS_ALL_CHARTS, CLIENT_VIDEO_QUALITY_CHARTS } from './client-area-charts';
import { DETAILS_PARAMS, detailsChartsScope, detailsParamsRead } from './details-params';
import { PAGE_VARIANTS_MAX } from './page-charts';
import { PAGE_CHARTS, PAGE_VARIANT_CHARTS } from './page-registry';

const NOW = Date.UTC(2026, 10, 22, 19, 35);
/** What `POST /api/multi-chart` takes in one request. */
const MULTI_CHART_MAX = 24;
const PAGES = Object.entries(PAGE_CHARTS);
const leavesOf = (charts: readonly ChartDefinition[]) => charts.flatMap((chart) => chartLeaves(chart));

/** The charts of issue 6 sections 3 and 4: every client- and server-analytics page has its charts. */
const ISSUE_PAGES = AREA_ROUTES.map((route) => route.path).filter(
  (path) =>
    (path.startsWith('client-analytics/') && !path.includes('voice-of-customer')) ||
    path.startsWith('server-analytics/'),
);

/** The global pages' paths as patterns, each `:param` one segment. */
const GLOBAL_PAGES = AREA_ROUTES.filter((route) => route.scope === 'global').map(
  (route) => new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
);

describe('the page registry', () => {
  it('has charts for every client- and server-analytics page', () => {
    expect(Object.keys(PAGE_CHARTS).sort()).toEqual([...ISSUE_PAGES].sort());
  });

  it('has a chart list for every details page whose parameters it reads', () => {
    for (const path of Object.keys(DETAILS_PARAMS)) expect(PAGE_CHARTS[path]?.length).toBeGreaterThan(0);
  });
});

describe.each(PAGES)('the %s page', (path, charts) => {
  const state = urlStateParse(new URLSearchParams('period=7d&step=86400000'), {
    pathname: `/OneApp@Roku/${path}`,
    now: NOW,
    timeZone: 'UTC',
  });
  const variantCharts = PAGE_VARIANT_CHARTS[path] ?? [];
  const leaves = [...leavesOf(charts), ...leavesOf(variantCharts)];

  it('has charts with unique ids', () => {
    expect(charts.length).toBeGreaterThan(0);
    expect(new Set(charts.map((chart) => chart.id)).size).toBe(charts.length);
    expect(new Set(leaves.map((chart) => chart.id)).size).toBe(leaves.length);
  });

  it('fits one multi-chart request, variants included', () => {
    expect(leavesOf(charts).length + PAGE_VARIANTS_MAX * leavesOf(variantCharts).length).toBeLessThanOrEqual(
      MULTI_CHART_MAX,
    );
  });

  it.each(leaves.map((chart) => [chart.id, chart] as const))(
    '%s: its metric, groups and filters are in the catalogue and the engine accepts the query',
    (_id, chart) => {
      const metric = metricById(chart.metric);
      expect(metric, `metric ${chart.metric}`).toBeDefined();
      for (const name of [chart.group, chart.subGroup].filter((name) => name !== undefined))
        expect(metricDimension(metric!, name), `group ${name} of ${chart.metric}`).toBeDefined();
      for (const entry of chart.filter ?? [])
        expect(metricDimension(metric!, entry.split(':')[0]!), `filter ${entry}`).toBeDefined();
      if (chart.kind === 'sankey')
        expect(metric!.where).toContainEqual({ field: 'eventType', equals: 'pageView' });
      if (chart.kind === 'network')
        expect(metric!.where).toContainEqual({ field: 'eventType', equals: 'apiCall' });

      const { query } = chartQueryBuild(chart, { state, appIds: ['OneApp@Roku'], timeZone: 'UTC' });
      const plan = metricPlan(metricQuerySchema.parse(query), NOW);
      expect(plan.metric.id).toBe(chart.metric);
      if (chart.group && query.type !== 'network' && query.type !== 'sankey')
        expect(plan.group?.name).toBe(chart.group);
    },
  );

  it('scopes every chart by each of its details parameters', () => {
    for (const param of DETAILS_PARAMS[path] ?? []) {
      const dimension = { releaseVersion: 'appVersion', experimentUuid: 'experimentUuids' }[param] ?? param;
      for (const chart of leaves)
        expect(
          metricDimension(metricById(chart.metric)!, dimension),
          `${chart.id} by ${param}`,
        ).toBeDefined();
    }
  });

  it('leads top lists only to pages that exist', () => {
    for (const chart of leaves.filter((leaf) => leaf.navigate)) {
      const target = chart.navigate!.split('?')[0]!;
      // A leading slash leaves the entity for a global page (the visit's sequence).
      if (target.startsWith('/')) {
        const path = target.slice(1).replace(/:id\b/g, 'v-1');
        expect(
          GLOBAL_PAGES.some((pattern) => pattern.test(path)),
          `${chart.id} → ${chart.navigate}`,
        ).toBe(true);
      } else expect(ISSUE_PAGES, `${chart.id} → ${chart.navigate}`).toContain(target);
    }
  });
});

describe('page specifics', () => {
  it('links each visit id of API Visit IDs to the visit’s sequence', () => {
    const visitIds = PAGE_CHARTS['client-analytics/apis/visit-ids']?.find(
      (chart) => chart.id === 'visit-ids',
    );
    expect(visitIds?.group).toBe('visitId');
    expect(visitIds?.navigate).toBe('/tools/sequence/:id');
  });

  it('links each visit id of Error Details to the visit’s sequence, for the page’s error only', () => {
    const visits = PAGE_CHARTS['client-analytics/errors/details']?.find(
      (chart) => chart.id === 'error-visit-ids',
    );
    expect(visits).toMatchObject({ metric: 'errors', group: 'visitId', navigate: '/tools/sequence/:id' });
    const state = urlStateParse(new URLSearchParams('period=7d&errorCode=API-503'), {
      pathname: '/OneApp@Roku/client-analytics/errors/details',
      now: NOW,
      timeZone: 'UTC',
    });
    const [scoped] = detailsChartsScope(
      [visits!],
      detailsParamsRead('client-analytics/errors/details', state),
    );
    const { query } = chartQueryBuild(scoped!, { state, appIds: ['OneApp@Roku'], timeZone: 'UTC' });
    expect(query.filter).toContain('errorCode:API-503');
  });

  it('offers the video charts to the video domain only', () => {
    for (const chart of CLIENT_VIDEO_QUALITY_CHARTS)
      expect(chart.visibility).toEqual({ include: { domains: ['video'] } });
  });

  it('draws every client metric of the catalogue on All Metrics', () => {
    const drawn = new Set(CLIENT_METRICS_ALL_CHARTS.map((chart) => chart.metric));
    for (const id of [
      'visits',
      'page_views',
      'errors',
      'api_response_time_p95',
      'video_bitrate',
      'event_cases',
    ])
      expect(drawn).toContain(id);
    expect([...drawn].every((id) => metricById(id)?.table === 'client')).toBe(true);
  });

  it('leads the top error codes to the error details and the top APIs to the API details', () => {
    const errors = PAGE_CHARTS['client-analytics/errors']!.find((chart) => chart.id === 'top-error-codes');
    const apis = PAGE_CHARTS['client-analytics/apis']!.find((chart) => chart.id === 'top-apis');
    expect(errors?.navigate).toBe('client-analytics/errors/details?errorCode=:id');
    expect(apis?.navigate).toBe('client-analytics/apis/details?apiName=:id');
  });

  it('compares every line of the release details', () => {
    const lines = PAGE_CHARTS['client-analytics/release-summary/details']!.filter(
      (chart) => chart.kind === 'line',
    );
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((chart) => chart.compare)).toBe(true);
  });
});
