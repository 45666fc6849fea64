import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientEvent } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';

const HOUR = 3_600_000;
/** Events of another app, so they leave the other tests' figures alone. */
const IOS = { appId: 'OneApp@iOS', visitId: 'ios-visit' } as const;

describe('metric API', () => {
  let t: TestApp;
  // Events in the last few hours, so the relative periods the portal uses see them.
  const base = Math.floor(Date.now() / HOUR) * HOUR - 5 * HOUR;
  /** Hourly buckets wholly inside [startMs, endMs): what a series without partial data shows. */
  const wholeHours = (startMs: number, endMs: number) => Math.floor(endMs / HOUR) - Math.ceil(startMs / HOUR);
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.analytics.insertClientEvents([
      ...Array.from({ length: 6 }, (_, i) =>
        clientEvent({
          timestamp: base + i * 60_000,
          visitId: `v${i}`,
          appVersion: i < 4 ? '2.0.0' : '1.9.0',
        }),
      ),
      clientEvent({ timestamp: base + HOUR, visitId: 'v9', appSection: 'search', appVersion: '2.0.0' }),
      clientEvent({ timestamp: base + HOUR, visitId: 'm1', appId: 'MSA@Web' }),
    ]);
  });
  afterAll(() => t.close());

  const get = async (query: string, user = 'analyst') =>
    t.app.inject({ url: `/api/realtime-dashboard?${query}`, headers: await t.as(user) });

  it('answers a time series with data and dataMeta, and a cache header', async () => {
    const res = await get('appID=OneApp@Roku&metric=page_views&period=24h&step=3600000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    const body = res.json();
    expect(body.dataMeta).toMatchObject({
      metric: 'page_views',
      type: 'line',
      stepMs: HOUR,
      timeZone: 'UTC',
    });
    expect(body.data).toHaveLength(1);
    const { id, x, y } = body.data[0] as { id: string; x: number[]; y: number[] };
    expect(id).toBe('Page views');
    // The range's whole hours: without the hour it began inside and the one still filling (23),
    // or 24 when the range starts and ends on the hour (now within five minutes after one).
    const { startMs, endMs } = body.dataMeta as { startMs: number; endMs: number };
    expect(x).toHaveLength(wholeHours(startMs, endMs));
    expect([23, 24]).toContain(x.length);
    expect(y).toHaveLength(x.length);
    expect(x.every((start, i) => i === 0 || start - x[i - 1]! === HOUR)).toBe(true);
    expect(y[x.indexOf(base)]).toBe(6);
    expect(y[x.indexOf(base + HOUR)]).toBe(1);
    expect(y.reduce((sum, value) => sum + value, 0)).toBe(7);
  });

  it('lays grouped series and DST-length days on the buckets shown, the still-filling one left out', async () => {
    // New York leaves daylight saving time on 2026-11-01, a 25-hour day; events of an app of their own.
    const day = (y: number, m: number, d: number, h: number) => Date.UTC(y, m - 1, d, h);
    const events = [
      [day(2026, 10, 31, 4), 'Roku'], // Oct 31 00:00 EDT
      [day(2026, 11, 2, 4) + 30 * 60_000, 'Roku'], // Nov 1 23:30 EST: still Nov 1
      [day(2026, 11, 2, 4) + 30 * 60_000, 'Tizen'],
      [day(2026, 11, 2, 6), 'Tizen'], // Nov 2 01:00 EST
    ] as const;
    await t.app.analytics.insertClientEvents(
      events.map(([timestamp, operatingSystem], i) =>
        clientEvent({ appId: 'OneApp@Android', visitId: `dst-${i}`, timestamp, operatingSystem }),
      ),
    );
    const period = `${day(2026, 10, 31, 4)}:${day(2026, 11, 3, 5)}`;
    const answer = (
      await get(
        `appID=OneApp@Android&metric=page_views&group=operatingSystem&period=${period}&step=86400000&origintz=America/New_York`,
      )
    ).json();
    const midnights = [day(2026, 10, 31, 4), day(2026, 11, 1, 4), day(2026, 11, 2, 5)];
    expect(answer.data).toEqual([
      { id: 'Roku', x: midnights, y: [1, 1, 0] },
      { id: 'Tizen', x: midnights, y: [0, 1, 1] },
    ]);
    // The hourly series of the same app, up to now: its last hour is still filling and left out.
    const hourly = (await get('appID=OneApp@Android&metric=page_views&period=24h&step=3600000')).json();
    expect(hourly.data[0].x.at(-1)).toBeLessThan(Math.floor(Date.now() / HOUR) * HOUR);
    expect(hourly.data[0].y.every((value: number) => value === 0)).toBe(true);
  });

  it('answers stats: the total, and the min, mean and max of the buckets the line would show', async () => {
    const res = await get('appID=OneApp@Roku&metric=page_views&type=stats&period=24h&step=3600000');
    expect(res.statusCode).toBe(200);
    // The whole hourly buckets: 6 views in one, 1 in the next, none in the others.
    const { startMs, endMs } = res.json().dataMeta as { startMs: number; endMs: number };
    expect(res.json().data).toEqual({ total: 7, min: 0, avg: 7 / wholeHours(startMs, endMs), max: 6 });
  });

  it('answers the top versions and sections the realtime calls of spec 000 ask for', async () => {
    const versions = await get(
      'appIDs[]=OneApp@Roku&metric=page_views&type=top&group=appVersion&limit=20&period=24h&step=86400000',
    );
    expect(versions.json().data).toEqual([
      { name: '2.0.0', value: 5 },
      { name: '1.9.0', value: 2 },
    ]);
    const sections = await get('appID=OneApp@Roku&metric=top_sections.top&type=top&limit=100');
    expect(sections.json().data).toEqual([
      { name: 'tv', value: 6 },
      { name: 'search', value: 1 },
    ]);
  });

  it('filters with name:value strings and operators, for several apps', async () => {
    const res = await get(
      'appIDs[]=OneApp@Roku&appIDs[]=MSA@Web&metric=page_views&type=stats&filter[]=appVersion:2.0.0&filterOperators[appVersion]=IS_NOT',
    );
    expect(res.statusCode).toBe(200);
    // Two 1.9.0 views on OneApp and the MSA view without that version.
    expect(res.json().data.total).toBe(3);
  });

  it('answers an aggregate beside the previous period, and the compare line', async () => {
    // The test data lies in the last 12 hours; the 12 before hold nothing.
    const twelve = (await get('appID=OneApp@Roku&metric=page_views&type=aggregate&period=12h')).json();
    expect([twelve.data, twelve.previousData]).toEqual([7, 0]);
    expect(twelve.previousMeta.endMs).toBe(twelve.dataMeta.startMs);
    const shifted = (
      await get('appID=OneApp@Roku&metric=page_views&type=aggregate&period=12h&periodOffset=-1')
    ).json();
    expect([shifted.data, shifted.previousData]).toEqual([0, 7]);

    const compare = (
      await get(
        'appID=OneApp@Roku&metric=page_views&type=stats&filter[]=appVersion:2.0.0&compareFeature=anotherVersion&compareVersion=1.9.0',
      )
    ).json();
    expect(compare.data.total).toBe(5);
    expect(compare.compare).toMatchObject({ feature: 'anotherVersion', data: { total: 2 } });
    const missing = await get(
      'appID=OneApp@Roku&metric=page_views&compareFeature=previousPeriodOtherVersion',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Please select the compare version.');
  });

  it('answers a sunburst, a grid and the API network', async () => {
    const sunburst = (
      await get('appID=OneApp@Roku&metric=page_views&type=sunburst&group=appSection&subGroup=appVersion')
    ).json();
    expect(sunburst.data).toEqual([
      { name: 'search', children: [{ name: '2.0.0', value: 1 }] },
      {
        name: 'tv',
        children: [
          { name: '2.0.0', value: 4 },
          { name: '1.9.0', value: 2 },
        ],
      },
    ]);
    const grid = (
      await get('appID=OneApp@Roku&metric=page_views&type=grid&group=appVersion&subGroup=appSection')
    ).json();
    expect(grid.data).toContainEqual({ row: '2.0.0', column: 'search', value: 1 });

    await t.app.analytics.insertClientEvents([
      clientEvent({
        timestamp: base,
        eventType: 'apiCall',
        apiHost: 'h1',
        apiName: 'login',
        apiResponseCode: 200,
        ...IOS,
      }),
      clientEvent({
        timestamp: base,
        eventType: 'apiCall',
        apiHost: 'h1',
        apiName: 'login',
        apiResponseCode: 500,
        ...IOS,
      }),
      clientEvent({
        timestamp: base,
        eventType: 'apiCall',
        apiHost: 'h1',
        apiName: 'guide',
        apiResponseCode: 200,
        ...IOS,
      }),
    ]);
    const network = (await get('appID=OneApp@iOS&metric=api_calls&type=network')).json();
    expect(network.data.links).toEqual([
      { source: 'h1', target: 'login', calls: 2, successRate: 50 },
      { source: 'h1', target: 'guide', calls: 1, successRate: 100 },
    ]);
    expect(network.data.nodes).toContainEqual({
      id: 'h1',
      kind: 'host',
      calls: 3,
      successRate: (100 * 2) / 3,
    });
    const refused = await get('appID=OneApp@Roku&metric=page_views&type=network');
    expect(refused.json().error.message).toBe(
      'type: a network chart shows API calls; page_views is not an API metric',
    );
  });

  it('answers the journey sankey with step-numbered pages', async () => {
    const res = await get('appID=OneApp@Roku&metric=page_views&type=sankey');
    expect(res.statusCode).toBe(200);
    // Every test visit has one page view, so there is no transition.
    expect(res.json().data).toEqual({ nodes: [], links: [] });
    const refused = await get('appID=OneApp@Roku&metric=api_calls&type=sankey');
    expect(refused.json().error.message).toBe(
      'type: a sankey follows page views; api_calls does not count page views',
    );
  });

  it('gives a clear 400 for what a metric cannot do, and for bad parameters', async () => {
    const cases: [string, string][] = [
      ['appID=OneApp@Roku&metric=page_views&filter[]=service:x', "Can't filter this metric by: service"],
      ['appID=OneApp@Roku&metric=page_views&type=top&group=host', "Can't group this metric by: host"],
      // Dimensions the metric's events do not carry, or whose value the metric fixes.
      [
        'appID=MSA@Web&metric=page_views&type=top&group=apiArchitecture',
        "Can't group this metric by: apiArchitecture",
      ],
      ['appID=MSA@Web&metric=page_views&group=streamCdn', "Can't group this metric by: streamCdn"],
      ['appID=MSA@Web&metric=page_views&type=top&group=eventType', "Can't group this metric by: eventType"],
      [
        'appID=MSA@Web&metric=api_calls&type=sunburst&group=apiName&subGroup=daienabled',
        "Can't group this metric by: daienabled",
      ],
      ['appID=OneApp@Roku&metric=nope', 'metric: unknown metric "nope"'],
      ['appID=OneApp@Roku&metric=page_views&period=7x', 'period: Invalid period supplied'],
      ['appID=OneApp@Roku&metric=page_views&limit=ten', 'limit: limit must be a whole number'],
      ['metric=page_views', 'appIDs: Too small: expected array to have >=1 items'],
      [
        'appID=OneApp@Roku&metric=api_calls&filter[]=responseCode:2OO',
        'responseCode takes whole numbers, not "2OO"',
      ],
      ['appID=OneApp@Roku&metric=page_views&origintz=Not/AZone', 'origintz: Unknown time zone'],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(message);
    }
  });

  it('answers many charts in one round trip, each on its own', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/multi-chart',
      headers: await t.as('analyst'),
      payload: {
        queries: [
          { metric: 'page_views', type: 'stats', appIDs: ['OneApp@Roku'] },
          { metric: 'visits', type: 'stats', appIDs: ['OneApp@Roku'] },
          { metric: 'page_views', type: 'top', group: 'nope', appIDs: ['OneApp@Roku'] },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const [views, visits, bad] = res.json().results;
    expect(views.data.total).toBe(7);
    expect(visits.data.total).toBe(7);
    expect(bad.error.message).toBe("queries.2: Can't group this metric by: nope");

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/multi-chart',
      headers: await t.as('analyst'),
      payload: { queries: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('queries: queries: at least one query');
  });

  it('answers the compare menu in the same multi-chart call for every query type', async () => {
    // The test data lies in the last 12 hours: 12h with offset -1 holds nothing, and its previous
    // period (the compare) holds it all.
    const common = {
      appIDs: ['OneApp@Roku'],
      period: '12h',
      periodOffset: -1,
      compareFeature: 'previousPeriod',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/multi-chart',
      headers: await t.as('analyst'),
      payload: {
        queries: [
          { ...common, metric: 'page_views', type: 'line' },
          { ...common, metric: 'page_views', type: 'top', group: 'appSection' },
          { ...common, metric: 'page_views', type: 'stats' },
          { ...common, metric: 'page_views', type: 'aggregate' },
          { ...common, metric: 'page_views', type: 'sunburst', group: 'appSection', subGroup: 'appVersion' },
          { ...common, metric: 'page_views', type: 'grid', group: 'appSection', subGroup: 'appVersion' },
          {
            ...common,
            metric: 'page_views',
            type: 'stats',
            period: '24h',
            periodOffset: 0,
            filter: ['appVersion:2.0.0'],
            compareFeature: 'anotherVersion',
            compareVersion: '1.9.0',
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const [line, top, stats, aggregate, sunburst, grid, version] = res.json().results;
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(line.data[0].y)).toBe(0);
    expect(line.compare.feature).toBe('previousPeriod');
    expect(sum(line.compare.data[0].y)).toBe(7);
    // The compared period is the one before: its meta says so, a whole period earlier.
    expect(line.compare.dataMeta.endMs).toBe(line.dataMeta.startMs);
    expect(top.data).toEqual([]);
    expect(top.compare.data).toEqual(expect.arrayContaining([{ name: 'search', value: 1 }]));
    expect(stats.data.total).toBe(0);
    expect(stats.compare.data.total).toBe(7);
    expect(aggregate.data).toBe(0);
    expect(aggregate.compare.data).toBe(7);
    expect(sunburst.compare.data.length).toBeGreaterThan(0);
    expect(grid.compare.data.length).toBeGreaterThan(0);
    expect(version.data.total).toBe(5);
    expect(version.compare).toMatchObject({
      feature: 'anotherVersion',
      version: '1.9.0',
      data: { total: 2 },
    });
  });

  it('computes identical queries running at once only once', async () => {
    const spy = vi.spyOn(t.app.analytics, 'metricTotals');
    try {
      const query = 'appID=OneApp@Roku&metric=page_views&type=top&group=pageName&period=3d';
      const answers = await Promise.all([get(query), get(query), get(query)]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('treats hostile text in every string parameter as data or refuses it by name', async () => {
    const hostile = encodeURIComponent("x' OR '1'='1");
    const asData = await get(`appID=${hostile}&metric=page_views&type=stats`);
    expect(asData.statusCode).toBe(200);
    expect(asData.json().data.total).toBe(0);
    const refusals: [string, string][] = [
      [`appID=OneApp@Roku&metric=${hostile}`, 'unknown metric'],
      [`appID=OneApp@Roku&metric=page_views&type=top&group=${hostile}`, "Can't group this metric by"],
      [`appID=OneApp@Roku&metric=page_views&type=grid&group=pageName&subGroup=${hostile}`, "Can't group"],
      [`appID=OneApp@Roku&metric=page_views&filter[]=${hostile}:1`, "Can't filter this metric by"],
      [`appID=OneApp@Roku&metric=page_views&origintz=${hostile}`, 'Unknown time zone'],
      [`appID=OneApp@Roku&metric=page_views&environment=${hostile}`, 'environment'],
      [`appID=OneApp@Roku&metric=page_views&period=${hostile}`, 'Invalid period supplied'],
      [`appID=OneApp@Roku&metric=page_views&type=${hostile}`, 'type'],
      [`appID=OneApp@Roku&metric=page_views&compareFeature=${hostile}`, 'compareFeature'],
    ];
    for (const [query, message] of refusals) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(message);
    }
    const filtered = await get(`appID=OneApp@Roku&metric=page_views&type=stats&filter[]=pageName:${hostile}`);
    expect(filtered.json().data.total).toBe(0);
  });

  it('is for portal users with a token', async () => {
    expect((await t.app.inject({ url: '/api/realtime-dashboard?metric=x' })).statusCode).toBe(401);
    expect((await get('appID=OneApp@Roku&metric=page_views', 'docs')).statusCode).toBe(403);
  });
});
