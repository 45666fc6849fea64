import {
  METRICS,
  metricBucketsShown,
  metricPlan,
  metricQuerySchema,
  type ClientEvent,
  type MetricPlan,
  type MetricQueryInput,
} from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/analytics-engines';
import { clientEvent, serverEvent } from '../../../test/factories';
import type { AnalyticsStore } from '../stores';

const HOUR = 3_600_000;
/** New York leaves daylight saving time at 2026-11-01 06:00 UTC (02:00 EDT becomes 01:00 EST). */
const NY = 'America/New_York';
const OCT30_NY = Date.UTC(2026, 9, 30, 4); // 2026-10-30 00:00 EDT
const OCT31_NY = Date.UTC(2026, 9, 31, 4);
const NOV1_NY = Date.UTC(2026, 10, 1, 4);
const NOV2_NY = Date.UTC(2026, 10, 2, 5); // 2026-11-02 00:00 EST: Nov 1 lasted 25 hours
const NOV3_NY = Date.UTC(2026, 10, 3, 5);

const V1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const V2 = 'aaaaaaaa-0000-4000-8000-000000000002';

let n = 0;
const at = (timestamp: number, overrides: Partial<ClientEvent> = {}): ClientEvent =>
  clientEvent({ timestamp, visitId: `visit-${n}`, deviceId: `device-${n++ % 7}`, ...overrides });

/** A fixed dataset whose answers are worked out by hand below. */
const EVENTS: ClientEvent[] = [
  // Daily buckets in New York across the DST change.
  at(OCT30_NY - 1), // Oct 29 local: outside the range
  at(OCT30_NY),
  at(OCT31_NY - 1),
  at(OCT31_NY + 5 * HOUR),
  at(NOV1_NY + 1),
  at(NOV1_NY + 24 * HOUR + 30 * 60_000), // 2026-11-02 04:30 UTC = Nov 1 23:30 EST: still Nov 1
  at(NOV2_NY),
  // API calls: codes, times, names, an app that is not asked for.
  at(OCT31_NY + HOUR, {
    eventType: 'apiCall',
    apiName: 'login',
    apiResponseCode: 200,
    apiResponseTimeMs: 100,
  }),
  at(OCT31_NY + HOUR, {
    eventType: 'apiCall',
    apiName: 'login',
    apiResponseCode: 500,
    apiResponseTimeMs: 300,
  }),
  at(OCT31_NY + HOUR, {
    eventType: 'apiCall',
    apiName: 'guide',
    apiResponseCode: 200,
    apiResponseTimeMs: 50,
  }),
  at(OCT31_NY + HOUR, { eventType: 'apiCall', apiName: 'guide', apiResponseCode: 404 }),
  at(OCT31_NY + HOUR, { eventType: 'apiCall', apiName: 'login', appId: 'MSA@Web', apiResponseCode: 200 }),
  // Experiments and a page without a section.
  at(OCT31_NY + 2 * HOUR, { experimentUuids: ['e1'], variantUuids: [V1] }),
  at(OCT31_NY + 2 * HOUR, { experimentUuids: ['e1', 'e2'], variantUuids: [V1, V2] }),
  at(OCT31_NY + 2 * HOUR, { appSection: null, pageName: "o'hare" }),
];

const RANGE = `${OCT30_NY}:${NOV3_NY}`;
const NOW = NOV3_NY + 10 * HOUR;

function plan(input: Partial<MetricQueryInput>): MetricPlan {
  return metricPlan(
    metricQuerySchema.parse({ metric: 'event_count', appIDs: ['OneApp@Roku'], period: RANGE, ...input }),
    NOW,
  );
}

async function series(store: AnalyticsStore, input: Partial<MetricQueryInput>) {
  const p = plan(input);
  const rows = await store.metricSeries(p);
  return { plan: p, rows };
}

async function top(store: AnalyticsStore, input: Partial<MetricQueryInput>) {
  return (await store.metricTotals(plan({ type: 'top', ...input }))).map((row) => [row.group, row.value]);
}

// Identical answers on both engines: each is checked against the same hand-worked figures.
describe.each(engines)('metric engine contract: $name', (engine) => {
  let store: AnalyticsStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ store, cleanup } = await engine.open());
    await store.insertClientEvents(EVENTS);
    await store.insertServerEvents([
      serverEvent({ timestamp: OCT31_NY, apiName: 'POST /token', responseCode: 200, latencyMs: 10 }),
      serverEvent({ timestamp: OCT31_NY, apiName: 'POST /token', responseCode: 503, latencyMs: 30 }),
      serverEvent({ timestamp: OCT31_NY, apiName: 'GET /me', responseCode: 200, latencyMs: 20 }),
    ]);
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  it('buckets days at local midnights across a DST change (the 25-hour day keeps 23:30 EST)', async () => {
    const { plan: p, rows } = await series(store, { step: 86_400_000, origintz: NY, partialData: true });
    expect(p.buckets).toEqual([OCT30_NY, OCT31_NY, NOV1_NY, NOV2_NY]);
    expect(rows.map((row) => [row.bucketMs, row.value])).toEqual([
      [OCT30_NY, 2],
      [OCT31_NY, 8],
      [NOV1_NY, 2],
      [NOV2_NY, 1],
    ]);
  });

  it('buckets the same events by UTC days when the zone is UTC', async () => {
    const { rows } = await series(store, { step: 86_400_000, origintz: 'UTC', partialData: true });
    // UTC days: the event a millisecond before New York's Oct 31 is on UTC's Oct 31, and the one at
    // 04:30 UTC on Nov 2 moves to Nov 2; Nov 3 has no events, so no row.
    expect(rows.map((row) => [row.bucketMs, row.value])).toEqual([
      [Date.UTC(2026, 9, 30), 1],
      [Date.UTC(2026, 9, 31), 9],
      [Date.UTC(2026, 10, 1), 1],
      [Date.UTC(2026, 10, 2), 2],
    ]);
  });

  it('drops the last bucket while it is still filling, unless partial data is asked for', async () => {
    const period = `${OCT31_NY}:${OCT31_NY + 90 * 60_000}`;
    const partial = await series(store, { period, step: HOUR, partialData: true });
    expect(partial.plan.buckets).toEqual([OCT31_NY, OCT31_NY + HOUR]);
    expect(partial.rows.map((row) => [row.bucketMs, row.value])).toEqual([[OCT31_NY + HOUR, 4]]);
    const complete = plan({ period, step: HOUR });
    expect(metricBucketsShown(complete)).toEqual([OCT31_NY]);
    expect(metricBucketsShown(plan({ period, step: HOUR, partialData: true }))).toEqual([
      OCT31_NY,
      OCT31_NY + HOUR,
    ]);
  });

  it('counts distinct visits and devices exactly', async () => {
    const [visits] = await store.metricTotals(plan({ metric: 'visits' }));
    expect(visits?.value).toBe(13); // 13 OneApp@Roku events in the range, each its own visit
    const [devices] = await store.metricTotals(plan({ metric: 'devices' }));
    expect(devices?.value).toBe(7);
  });

  it.each(['visits', 'devices', 'page_views', 'api_success_rate', 'api_response_time'])(
    'answers %s stats with the series and total it answers apart',
    async (metric) => {
      for (const origintz of [NY, 'UTC']) {
        const p = plan({ metric, type: 'stats', step: 86_400_000, origintz, partialData: true });
        const [stats, rows, totals] = await Promise.all([
          store.metricStats(p),
          store.metricSeries(p),
          store.metricTotals(p),
        ]);
        expect(stats.series).toEqual(rows);
        expect(stats.total).toBe(totals[0]?.value ?? null);
      }
    },
  );

  it('counts a stats chart of distinct visits over the whole range, not as a sum of its days', async () => {
    const stats = await store.metricStats(
      plan({ metric: 'devices', type: 'stats', step: 86_400_000, origintz: NY, partialData: true }),
    );
    expect(stats.total).toBe(7);
    const days = stats.series.reduce((sum, row) => sum + (row.value ?? 0), 0);
    expect(days).toBeGreaterThan(7); // a device seen on two days counts once in the total
  });

  it('ranks the top groups, most first, ties by name, within the limit', async () => {
    expect(await top(store, { metric: 'api_calls', group: 'apiName' })).toEqual([
      ['guide', 2],
      ['login', 2],
    ]);
    expect(await top(store, { metric: 'api_calls', group: 'responseCode', limit: 1 })).toEqual([['200', 2]]);
    expect(
      await top(store, { metric: 'api_calls', group: 'apiName', appIDs: ['OneApp@Roku', 'MSA@Web'] }),
    ).toEqual([
      ['login', 3],
      ['guide', 2],
    ]);
  });

  it('measures success rates and means', async () => {
    expect(await top(store, { metric: 'api_success_rate', group: 'apiName' })).toEqual([
      ['guide', 50],
      ['login', 50],
    ]);
    // The call without a response time is left out of the mean.
    expect(await top(store, { metric: 'api_response_time', group: 'apiName' })).toEqual([
      ['login', 200],
      ['guide', 50],
    ]);
    const [server] = await store.metricTotals(
      plan({ metric: 'server_success_rate', appIDs: ['IdentityService@Web@portals'] }),
    );
    expect(server?.value).toBeCloseTo(200 / 3, 10);
  });

  it('applies every filter operator, nulls included', async () => {
    const count = async (filter: string[], filterOperators: Record<string, string> = {}) =>
      (
        await store.metricTotals(
          plan({ metric: 'api_calls', filter, filterOperators: filterOperators as never }),
        )
      )[0]?.value;
    expect(await count(['apiName:login'])).toBe(2);
    expect(await count(['apiName:login'], { apiName: 'IS_NOT' })).toBe(2);
    expect(await count(['responseCode:200', 'responseCode:404'])).toBe(3);
    expect(await count(['responseCode:200', 'responseCode:404'], { responseCode: 'IS_NONE_OF' })).toBe(1);
    expect(await count(['responseCode:200'], { responseCode: 'IS_ALL_OF' })).toBe(2);
    expect(await count(['responseCode:200', 'responseCode:500'], { responseCode: 'IS_ALL_OF' })).toBe(0);

    const pages = async (filter: string[], filterOperators: Record<string, string> = {}) =>
      (
        await store.metricTotals(
          plan({ metric: 'page_views', filter, filterOperators: filterOperators as never }),
        )
      )[0]?.value;
    // 9 page views in the range; one has no section.
    expect(await pages([])).toBe(9);
    expect(await pages(['appSection:'], { appSection: 'EXISTS' })).toBe(8);
    expect(await pages(['appSection:'], { appSection: 'DOES_NOT_EXIST' })).toBe(1);
    expect(await pages(['appSection:tv'], { appSection: 'IS_NOT' })).toBe(1);
    expect(await pages(['appSection:tv'], { appSection: 'EXISTS_AND_IS_NOT' })).toBe(0);
    expect(await pages(['appSection:tv', 'appSection:x'], { appSection: 'EXISTS_AND_IS_NOT_ONE_OF' })).toBe(
      0,
    );
    // List fields: any of, all of, none of.
    expect(await pages([`variantUuids:${V1}`])).toBe(2);
    expect(await pages([`variantUuids:${V1}`, `variantUuids:${V2}`], { variantUuids: 'IS_ALL_OF' })).toBe(1);
    expect(await pages([`variantUuids:${V2}`], { variantUuids: 'IS_NOT' })).toBe(8);
    expect(await pages(['variantUuids:'], { variantUuids: 'DOES_NOT_EXIST' })).toBe(7);
  });

  it('groups by each element of a list field, and breaks a group down by a sub-group', async () => {
    expect(await top(store, { metric: 'page_views', group: 'variantUuids' })).toEqual([
      [V1, 2],
      [V2, 1],
    ]);
    const { rows } = await series(store, { metric: 'page_views', group: 'variantUuids', step: 86_400_000 });
    // UTC days (the default zone): the variant page views are on Oct 31.
    expect(rows.map((row) => [row.bucketMs, row.group, row.value])).toEqual([
      [Date.UTC(2026, 9, 31), V1, 2],
      [Date.UTC(2026, 9, 31), V2, 1],
    ]);
    const breakdown = await store.metricTotals(
      plan({ metric: 'api_calls', type: 'sunburst', group: 'apiName', subGroup: 'responseCode' }),
    );
    expect(breakdown.map((row) => [row.group, row.group2, row.value])).toEqual([
      ['guide', '200', 1],
      ['guide', '404', 1],
      ['login', '200', 1],
      ['login', '500', 1],
    ]);
    const topOne = await store.metricTotals(
      plan({ metric: 'api_calls', type: 'grid', group: 'apiName', subGroup: 'responseCode', limit: 1 }),
    );
    expect(topOne.map((row) => row.group)).toEqual(['guide', 'guide']);
  });

  it('gives nearest-rank percentiles and shares, the same on both engines', async () => {
    // Response times 1..n ms on n calls of their own app: the p-th percentile is value ceil(p × n).
    const sizes = [1, 7, 10, 20, 100];
    await store.insertClientEvents(
      sizes.flatMap((size) =>
        Array.from({ length: size }, (_, i) =>
          clientEvent({
            appId: `Perf${size}@Web`,
            timestamp: OCT31_NY + i,
            eventType: 'apiCall',
            apiName: 'x',
            apiResponseTimeMs: size - i,
          }),
        ),
      ),
    );
    for (const size of sizes) {
      const at = async (metric: string) =>
        (await store.metricTotals(plan({ metric, appIDs: [`Perf${size}@Web`] })))[0]?.value;
      expect(await at('api_response_time_p50'), `p50 of ${size}`).toBe(Math.ceil(0.5 * size));
      expect(await at('api_response_time_p95'), `p95 of ${size}`).toBe(Math.ceil(0.95 * size));
    }
    await store.insertClientEvents([
      clientEvent({
        appId: 'Share@Web',
        timestamp: OCT31_NY,
        eventType: 'playbackHeartbeat',
        bufferingMs: 1_000,
        watchTimeMs: 29_000,
      }),
      clientEvent({
        appId: 'Share@Web',
        timestamp: OCT31_NY,
        eventType: 'playbackHeartbeat',
        bufferingMs: 2_000,
        watchTimeMs: 28_000,
      }),
    ]);
    const [share] = await store.metricTotals(
      plan({ metric: 'video_buffering_ratio', appIDs: ['Share@Web'] }),
    );
    expect(share?.value).toBeCloseTo(5, 10);
  });

  it('follows visits page to page for the journey sankey, by step, in time and sequence order', async () => {
    const visit = (id: string, pages: (string | null)[]) =>
      pages.map((pageName, i) =>
        clientEvent({
          appId: 'Journey@Web',
          visitId: id,
          timestamp: OCT31_NY + 1_000 * i,
          sequenceNumber: i,
          pageName,
        }),
      );
    await store.insertClientEvents([
      ...visit('j1', ['home', 'billing', 'pay']),
      ...visit('j2', ['home', 'billing', 'home']),
      // A page view without a name is skipped; same-millisecond views follow their sequence numbers.
      ...visit('j3', ['home', null, 'support']),
      clientEvent({
        appId: 'Journey@Web',
        visitId: 'j4',
        timestamp: OCT31_NY,
        sequenceNumber: 1,
        pageName: 'b',
      }),
      clientEvent({
        appId: 'Journey@Web',
        visitId: 'j4',
        timestamp: OCT31_NY,
        sequenceNumber: 0,
        pageName: 'a',
      }),
    ]);
    const rows = await store.metricTransitions(plan({ type: 'sankey', appIDs: ['Journey@Web'], limit: 10 }));
    expect(rows).toEqual([
      { step: 1, from: 'home', to: 'billing', value: 2 },
      { step: 1, from: 'a', to: 'b', value: 1 },
      { step: 1, from: 'home', to: 'support', value: 1 },
      { step: 2, from: 'billing', to: 'home', value: 1 },
      { step: 2, from: 'billing', to: 'pay', value: 1 },
    ]);
    const limited = await store.metricTransitions(
      plan({ type: 'sankey', appIDs: ['Journey@Web'], limit: 1, filter: ["pageName:o'hare"] }),
    );
    expect(limited).toEqual([]);
  });

  it('answers every catalogue metric in every shape, each event read for the columns it needs', async () => {
    // Each measure kind reads its own columns (a distinct id, a numeric field, a success condition's
    // field, a share's two fields): a statement missing one fails to bind on the engine.
    for (const metric of METRICS) {
      const appIDs = metric.table === 'server' ? ['IdentityService@Web@portals'] : ['OneApp@Roku'];
      const [group, subGroup] = metric.dimensions;
      const ask = (input: Partial<MetricQueryInput>) => plan({ metric: metric.id, appIDs, ...input });
      const [total] = await store.metricTotals(ask({ type: 'aggregate' }));
      const stats = await store.metricStats(ask({ type: 'stats', step: 24 * HOUR }));
      expect(stats.total, metric.id).toEqual(total?.value ?? null);
      const line = await store.metricSeries(ask({ type: 'line', step: HOUR }));
      expect(
        line.every((row) => row.group === null),
        metric.id,
      ).toBe(true);
      if (!group) continue;
      const grouped = await store.metricSeries(ask({ type: 'line', group, step: 24 * HOUR, limit: 3 }));
      expect(new Set(grouped.map((row) => row.group)).size, metric.id).toBeLessThanOrEqual(3);
      const ranked = await store.metricTotals(ask({ type: 'top', group, limit: 3 }));
      expect(ranked.length, metric.id).toBeLessThanOrEqual(3);
      if (!subGroup) continue;
      const broken = await store.metricTotals(ask({ type: 'sunburst', group, subGroup, limit: 3 }));
      expect(
        broken.every((row) => ranked.some((top) => top.group === row.group)),
        metric.id,
      ).toBe(true);
    }
  });

  it('treats hostile filter values as plain values and leaves the data alone', async () => {
    const hostile = [
      "' OR 1=1 --",
      "o'hare",
      '\\',
      "'); DROP TABLE client_events; --",
      '{p0}',
      '$p0',
      'x\nUNION SELECT 1',
    ];
    for (const value of hostile) {
      const rows = await store.metricTotals(plan({ metric: 'page_views', filter: [`pageName:${value}`] }));
      expect(rows[0]?.value).toBe(value === "o'hare" ? 1 : 0);
    }
    // Application ids are caller input too.
    const [oneApp] = await store.metricTotals(plan({ metric: 'page_views' }));
    expect(oneApp?.value).toBeGreaterThan(0);
    for (const appId of hostile) {
      const rows = await store.metricTotals(plan({ metric: 'page_views', appIDs: [appId, 'OneApp@Roku'] }));
      expect(rows[0]?.value).toBe(oneApp?.value);
    }
    const { server } = await store.totals();
    expect(server).toBe(3);
    expect((await store.metricTotals(plan({ metric: 'event_count' })))[0]?.value).toBe(13);
  });
});
