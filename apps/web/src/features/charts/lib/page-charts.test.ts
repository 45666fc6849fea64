import { urlStateParse } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import type { ChartDefinition } from './chart-definition';
import { PAGE_VARIANTS_MAX, pageChartsResolve, pageVisibilityContext, type PageEntity } from './page-charts';
import { PAGE_CHARTS } from './page-registry';

const NOW = Date.UTC(2026, 10, 22, 19, 35);
const stateOf = (path: string, query: string) =>
  urlStateParse(new URLSearchParams(query), { pathname: `/x/${path}`, now: NOW, timeZone: 'UTC' });

const ROKU = { id: 'OneApp@Roku', type: 'Roku', domain: 'video', dataSource: 'quantum' };
const MSA = { id: 'MSA@Web', type: 'Web', domain: 'portals', dataSource: 'quantum' };
const TECH = { id: 'TechMobile@Android', type: 'Android', domain: 'internal_apps', dataSource: 'quantum' };
const FIELD_OPS = { id: 'FieldOps@Web', type: 'Web', domain: 'internal_apps', dataSource: 'quantum' };
const IDENTITY = { id: 'IdentityService@Web@portals', type: 'Web', domain: 'portals', dataSource: 'qube' };
const app = (detail: PageEntity['apps'][number]): PageEntity => ({
  kind: 'application',
  id: detail.id,
  apps: [detail],
});

const resolve = (path: string, entity: PageEntity, query = 'period=7d') =>
  pageChartsResolve({ path, charts: PAGE_CHARTS[path]!, state: stateOf(path, query), entity });

describe('pageVisibilityContext', () => {
  it("reads a group's member applications' domains, types and data sources once each", () => {
    expect(pageVisibilityContext({ kind: 'group', id: 'g1', apps: [TECH, FIELD_OPS] })).toEqual({
      entityKind: 'group',
      groupId: 'g1',
      apps: ['TechMobile@Android', 'FieldOps@Web'],
      domains: ['internal_apps'],
      appTypes: ['Android', 'Web'],
      dataSources: ['quantum'],
    });
  });
});

describe('pageChartsResolve: visibility', () => {
  it('offers video quality to video apps and to nothing else', () => {
    expect(resolve('client-analytics/video-quality', app(ROKU)).charts.length).toBeGreaterThan(5);
    const portal = resolve('client-analytics/video-quality', app(MSA));
    expect(portal.charts).toEqual([]);
    expect(portal.hidden).toBe(PAGE_CHARTS['client-analytics/video-quality']!.length);
  });

  it('offers the tech-mobile pages to the technician app and to a group that has it', () => {
    for (const path of [
      'client-analytics/tech-mobile/overview',
      'client-analytics/tech-mobile/job-start-completion',
    ]) {
      expect(resolve(path, app(TECH)).charts.length).toBe(PAGE_CHARTS[path]!.length);
      expect(
        resolve(path, { kind: 'group', id: 'g', apps: [TECH, FIELD_OPS] }).charts.length,
      ).toBeGreaterThan(0);
      expect(resolve(path, app(FIELD_OPS)).charts).toEqual([]);
    }
  });

  it('offers the server pages to backend services only', () => {
    expect(resolve('server-analytics/overview', app(IDENTITY)).charts.length).toBeGreaterThan(0);
    expect(resolve('server-analytics/overview', app(ROKU)).charts).toEqual([]);
  });

  it('offers no client-analytics chart to a backend service, which sends server events only', () => {
    for (const path of ['client-analytics/overview', 'client-analytics/apis', 'client-analytics/metrics/all'])
      expect(resolve(path, app(IDENTITY)).charts).toEqual([]);
  });

  it('keeps the browser chart to web applications', () => {
    const ids = (entity: PageEntity) =>
      resolve('client-analytics/general-usage', entity).charts.map((chart) => chart.id);
    expect(ids(app(MSA))).toContain('devices-browser');
    expect(ids(app(ROKU))).not.toContain('devices-browser');
  });
});

describe('pageChartsResolve: details and variants', () => {
  it('scopes a details page by its parameters and reports them', () => {
    const page = resolve('client-analytics/errors/details', app(ROKU), 'period=7d&errorCode=VPS-3001');
    expect(page.params).toEqual([{ param: 'errorCode', dimension: 'errorCode', values: ['VPS-3001'] }]);
    expect(page.charts.every((chart) => chart.filter?.includes('errorCode:VPS-3001'))).toBe(true);
  });

  const VARIANT: ChartDefinition = { id: 'v', title: 'Visits', kind: 'stats', metric: 'visits' };
  const snapshot = (query: string, names?: Map<string, string>) =>
    pageChartsResolve({
      path: 'client-analytics/experiment-snapshot',
      charts: [],
      variantCharts: [VARIANT],
      variantNames: names,
      state: stateOf('client-analytics/experiment-snapshot', query),
      entity: app(MSA),
    });

  it('draws the variant charts once per chosen variant, each filtered to it, the page filter left to them', () => {
    const page = snapshot(
      'activatedExperiments[]=e1&variantUuids[]=aaaa-1&variantUuids[]=bbbb-2',
      new Map([['aaaa-1', 'Control']]),
    );
    expect(page.charts.map((chart) => [chart.id, chart.title, chart.filter])).toEqual([
      ['v-aaaa-1', 'Visits: Control', ['variantUuids:aaaa-1']],
      ['v-bbbb-2', 'Visits: bbbb', ['variantUuids:bbbb-2']],
    ]);
    expect(page.state.filters).toEqual({ activatedExperiments: ['e1'] });
  });

  it('draws no variant charts without variants and at most the maximum with many', () => {
    expect(snapshot('period=7d').charts).toEqual([]);
    const many = Array.from({ length: PAGE_VARIANTS_MAX + 2 }, (_, i) => `variantUuids[]=v${i}`).join('&');
    expect(snapshot(many).charts).toHaveLength(PAGE_VARIANTS_MAX);
  });
});
