import { metricPlan, metricQuerySchema, urlStateParse } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { chartQueryBuild, type ChartDefinition } from './chart-definition';
import {
  CLIENT_APIS_CHARTS,
  CLIENT_AUTHENTICATION_CHARTS,
  CLIENT_ERRORS_CHARTS,
  CLIENT_PAGE_VIEWS_CHARTS,
} from './client-area-charts';
import { CLIENT_OVERVIEW_CHARTS } from './client-overview-charts';

const NOW = Date.UTC(2026, 10, 22, 19, 35);
const PAGES: [string, readonly ChartDefinition[]][] = [
  ['overview', CLIENT_OVERVIEW_CHARTS],
  ['page-views', CLIENT_PAGE_VIEWS_CHARTS],
  ['errors', CLIENT_ERRORS_CHARTS],
  ['authentication', CLIENT_AUTHENTICATION_CHARTS],
  ['apis', CLIENT_APIS_CHARTS],
];

describe.each(PAGES)('the %s page charts', (page, charts) => {
  const state = urlStateParse(new URLSearchParams('period=7d&step=86400000'), {
    pathname: `/OneApp@Roku/client-analytics/${page}`,
    now: NOW,
    timeZone: 'UTC',
  });

  it('have unique ids', () => {
    expect(new Set(charts.map((chart) => chart.id)).size).toBe(charts.length);
  });

  it.each(charts.map((chart) => [chart.id, chart] as const))(
    '%s is a query the metric engine accepts (metric, type, group)',
    (_id, chart) => {
      const { query } = chartQueryBuild(chart, { state, appIds: ['OneApp@Roku'], timeZone: 'UTC' });
      const plan = metricPlan(metricQuerySchema.parse(query), NOW);
      expect(plan.metric.id).toBe(chart.metric);
      expect(plan.group?.name).toBe(
        chart.group ?? (chart.kind === 'top' ? plan.metric.defaultGroup : undefined),
      );
    },
  );
});
