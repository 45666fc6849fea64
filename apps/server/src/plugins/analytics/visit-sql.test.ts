import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent, T0 } from '../../../test/factories';
import { engines } from '../../../test/analytics-engines';
import type { AnalyticsStore } from '../stores';
import { VISIT_SPAN_MAX_MS } from './visit-sql';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// The sequence viewer's reads, on every analytics engine (ClickHouse when TEST_CLICKHOUSE_URL is set).
describe.each(engines)('analytics store, visits and traces: $name', (engine) => {
  let store: AnalyticsStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ store, cleanup } = await engine.open());
    const visit = (visitId: string, startMs: number, pages: (string | null)[], extra = {}) =>
      pages.map((pageName, i) =>
        clientEvent({
          visitId,
          deviceId: `${visitId}-device`,
          timestamp: startMs + i * 1_000,
          sequenceNumber: i,
          eventType: pageName === null ? 'startSession' : 'pageView',
          pageName,
          ...extra,
        }),
      );
    await store.insertClientEvents([
      ...visit('newest', T0 + 10 * HOUR, [null, 'home', 'billing']),
      ...visit('middle', T0 + 5 * HOUR, [null, 'guide']),
      ...visit('no-pages', T0 + 4 * HOUR, [null]),
      // Began before the one-day window's edge and lasted past it: its start is its first event's.
      ...visit('straddling', T0 + 10 * HOUR - DAY - HOUR, [null, 'settings']).map((event, i) =>
        i === 1 ? { ...event, timestamp: T0 + 10 * HOUR - DAY + HOUR } : event,
      ),
      ...visit('staging', T0 + 3 * HOUR, [null, 'home'], { environment: 'staging' }),
      ...visit('old', T0 - 60 * DAY, [null, 'welcome']),
      ...visit('other-app', T0 + 11 * HOUR, [null, 'home'], { appId: 'SMB@Web' }),
      clientEvent({
        visitId: 'middle',
        deviceId: 'middle-device',
        timestamp: T0 + 5 * HOUR + 5_000,
        sequenceNumber: 2,
        eventType: 'apiCall',
        traceId: 'aaaabbbbccccddddeeeeffff00001111',
      }),
      clientEvent({
        appId: 'SMB@Web',
        visitId: 'other-app',
        timestamp: T0 + 11 * HOUR + 9_000,
        sequenceNumber: 5,
        eventType: 'apiCall',
        traceId: 'shared-trace',
      }),
      clientEvent({
        visitId: 'newest',
        deviceId: 'newest-device',
        timestamp: T0 + 10 * HOUR + 9_000,
        sequenceNumber: 3,
        eventType: 'apiCall',
        traceId: 'shared-trace',
      }),
    ]);
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  it('lists the newest visits first, each with its start, end, events and first page', async () => {
    const visits = await store.recentVisits({ appIds: ['OneApp@Roku'], limit: 3 });
    expect(visits).toEqual([
      {
        visitId: 'newest',
        appId: 'OneApp@Roku',
        deviceId: 'newest-device',
        environment: 'production',
        startMs: T0 + 10 * HOUR,
        endMs: T0 + 10 * HOUR + 9_000,
        events: 4,
        firstPage: 'home',
      },
      {
        visitId: 'middle',
        appId: 'OneApp@Roku',
        deviceId: 'middle-device',
        environment: 'production',
        startMs: T0 + 5 * HOUR,
        endMs: T0 + 5 * HOUR + 5_000,
        events: 3,
        firstPage: 'guide',
      },
      {
        visitId: 'no-pages',
        appId: 'OneApp@Roku',
        deviceId: 'no-pages-device',
        environment: 'production',
        startMs: T0 + 4 * HOUR,
        endMs: T0 + 4 * HOUR,
        events: 1,
        firstPage: null,
      },
    ]);
  });

  it('widens its window until it has enough visits, a visit that straddles an edge kept whole', async () => {
    const visits = await store.recentVisits({ appIds: ['OneApp@Roku'], limit: 50 });
    expect(visits.map((v) => v.visitId)).toEqual([
      'newest',
      'middle',
      'no-pages',
      'staging',
      'straddling',
      'old',
    ]);
    const straddling = visits.find((v) => v.visitId === 'straddling');
    expect(straddling).toMatchObject({
      startMs: T0 + 10 * HOUR - DAY - HOUR,
      events: 2,
      firstPage: 'settings',
    });
    expect(VISIT_SPAN_MAX_MS).toBeGreaterThan(HOUR);
  });

  it('keeps to the applications and the environment asked for', async () => {
    expect((await store.recentVisits({ appIds: ['SMB@Web'], limit: 10 })).map((v) => v.visitId)).toEqual([
      'other-app',
    ]);
    const staging = await store.recentVisits({
      appIds: ['OneApp@Roku', 'SMB@Web'],
      environment: 'staging',
      limit: 10,
    });
    expect(staging.map((v) => [v.visitId, v.environment])).toEqual([['staging', 'staging']]);
    expect(await store.recentVisits({ appIds: [], limit: 10 })).toEqual([]);
    expect(await store.recentVisits({ appIds: ["' OR 1=1 --"], limit: 10 })).toEqual([]);
  });

  it('finds the earliest event carrying a trace id, among some applications when asked', async () => {
    expect(await store.clientEventByTraceId('aaaabbbbccccddddeeeeffff00001111')).toEqual({
      traceId: 'aaaabbbbccccddddeeeeffff00001111',
      visitId: 'middle',
      appId: 'OneApp@Roku',
      sequenceNumber: 2,
      timestamp: T0 + 5 * HOUR + 5_000,
    });
    expect((await store.clientEventByTraceId('shared-trace'))?.visitId).toBe('newest');
    expect((await store.clientEventByTraceId('shared-trace', ['SMB@Web']))?.visitId).toBe('other-app');
    expect(await store.clientEventByTraceId('shared-trace', [])).toBeNull();
    for (const hostile of ['nope', "' OR 1=1 --", '\\', '{trace}']) {
      expect(await store.clientEventByTraceId(hostile)).toBeNull();
    }
  });
});
