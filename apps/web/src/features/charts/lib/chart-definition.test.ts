import { urlStateParse } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { chartNumberKindOf, chartQueryBuild, type ChartDefinition } from './chart-definition';

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

describe('chartNumberKindOf', () => {
  it('reads success rates as percentages, means as decimals and the rest as counts', () => {
    expect(chartNumberKindOf('api_success_rate')).toBe('percent');
    expect(chartNumberKindOf('api_response_time')).toBe('decimal');
    expect(chartNumberKindOf('page_views')).toBe('count');
  });
});
