import { createHash } from 'node:crypto';
import { type ClientEvent, type EventBatch, type ServerEvent, eventBatchSchema } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from './catalogue';
import {
  DEMO_EXPERIMENTS,
  type DemoDataOptions,
  demoExperimentSchedule,
  demoIncidents,
  generateDemoEvents,
  isWeekend,
  localHour,
} from './generator';

// Local midnight (UTC-5) on a Monday: a 28-day window then holds exactly 20 weekdays and 8 weekend days.
const END_MS = Date.UTC(2025, 5, 2, 5);
const BASE: DemoDataOptions = { events: 20_000, days: 30, seed: 42, endMs: END_MS };
const TVE_PAGES = [
  'providerPicker',
  'providerSearch',
  'signIn',
  'forgotPassword',
  'activateDevice',
  'signInSuccess',
];
const DOMAIN = new Map(DEMO_CATALOGUE.map((app) => [app.id, app.domain]));
const STREAM_FIELDS = [
  'streamType',
  'contentClass',
  'streamContentFormat',
  'streamCdn',
  'drmType',
  'daiEnabled',
  'bitrateKbps',
  'bufferingMs',
  'startupTimeMs',
  'watchTimeMs',
] as const;

function batchesOf(opts: DemoDataOptions): EventBatch[] {
  return [...generateDemoEvents(opts)];
}

function hashOf(batches: Iterable<EventBatch>): string {
  const hash = createHash('sha256');
  for (const batch of batches) hash.update(JSON.stringify(batch));
  return hash.digest('hex');
}

function split(batches: readonly EventBatch[]): { client: ClientEvent[]; server: ServerEvent[] } {
  const client: ClientEvent[] = [];
  const server: ServerEvent[] = [];
  for (const batch of batches) {
    if (batch.type === 'client') client.push(...batch.events);
    else server.push(...batch.events);
  }
  return { client, server };
}

function count<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  let n = 0;
  for (const item of items) if (predicate(item)) n++;
  return n;
}

// One larger run (28 whole days) shared by the statistical tests; generated once, lazily.
let large: { client: ClientEvent[]; server: ServerEvent[] } | undefined;
const LARGE: DemoDataOptions = { events: 300_000, days: 28, seed: 7, endMs: END_MS };
function largeRun() {
  large ??= split(batchesOf(LARGE));
  return large;
}

describe('generateDemoEvents: determinism', () => {
  it('gives byte-identical output for the same options', () => {
    const a = hashOf(generateDemoEvents(BASE));
    const b = hashOf(generateDemoEvents({ ...BASE }));
    expect(a).toBe(b);
  });

  it('gives different output for a different seed', () => {
    expect(hashOf(generateDemoEvents({ ...BASE, seed: 43 }))).not.toBe(hashOf(generateDemoEvents(BASE)));
  });

  it('gives the same events whatever the batch size', () => {
    const small = split(batchesOf({ ...BASE, events: 3_000, batchSize: 7 }));
    const big = split(batchesOf({ ...BASE, events: 3_000, batchSize: 10_000 }));
    expect(small).toEqual(big);
  });
});

describe('generateDemoEvents: counts and batches', () => {
  const cases: [events: number, batchSize: number | undefined][] = [
    [0, undefined],
    [1, undefined],
    [7, undefined],
    [7, 2],
    [12_345, undefined],
    [10_001, 10_000],
    [25_000, 5_000],
    [999, 1],
  ];
  it.each(cases)('produces exactly %i events in batches of at most %s', (events, batchSize) => {
    const batches = batchesOf({ ...BASE, events, batchSize });
    const limit = batchSize ?? 5_000;
    expect(batches.reduce((sum, batch) => sum + batch.events.length, 0)).toBe(events);
    for (const batch of batches) {
      expect(batch.events.length).toBeGreaterThan(0);
      expect(batch.events.length).toBeLessThanOrEqual(limit);
    }
    // Only the last batch of each type may be partial.
    for (const type of ['client', 'server'] as const) {
      const ofType = batches.filter((batch) => batch.type === type);
      ofType.slice(0, -1).forEach((batch) => expect(batch.events.length).toBe(limit));
    }
  });

  it('keeps about 85% client events and 15% server events', () => {
    const { client, server } = split(batchesOf(BASE));
    expect(client.length).toBe(17_000);
    expect(server.length).toBe(3_000);
  });

  it('starts a truncated tiny run with a session start', () => {
    const [batch] = batchesOf({ ...BASE, events: 1 });
    expect(batch?.type).toBe('client');
    expect(batch?.events[0]).toMatchObject({ eventType: 'startSession', sequenceNumber: 0 });
  });

  it('rejects options the collector or the schema cannot take', () => {
    expect(() => batchesOf({ ...BASE, batchSize: 10_001 })).toThrow(RangeError);
    expect(() => batchesOf({ ...BASE, batchSize: 0 })).toThrow(RangeError);
    expect(() => batchesOf({ ...BASE, events: -1 })).toThrow(RangeError);
    expect(() => batchesOf({ ...BASE, days: 0 })).toThrow(RangeError);
    expect(() => batchesOf({ ...BASE, endMs: Date.UTC(2000, 0, 2) })).toThrow(RangeError);
  });
});

describe('generateDemoEvents: event validity', () => {
  const batches = batchesOf(BASE);
  const { client, server } = split(batches);

  it('produces batches the collector schema accepts', () => {
    for (const batch of batches) expect(() => eventBatchSchema.parse(batch)).not.toThrow();
  });

  it('keeps every timestamp inside [endMs - days, endMs)', () => {
    const startMs = END_MS - BASE.days * 86_400_000;
    const all = [...client, ...server];
    expect(count(all, (e) => e.timestamp < startMs || e.timestamp >= END_MS)).toBe(0);
    // And the whole window is used, not just part of it.
    expect(Math.min(...all.map((e) => e.timestamp))).toBeLessThan(startMs + 86_400_000);
    expect(Math.max(...all.map((e) => e.timestamp))).toBeGreaterThan(END_MS - 86_400_000);
  });

  it('keeps long visits inside a short window too', () => {
    // Two hours: most playback sessions would run past the end if visits were not held inside.
    const days = 2 / 24;
    const { client, server } = split(batchesOf({ ...BASE, events: 5_000, days }));
    const all = [...client, ...server];
    const startMs = END_MS - days * 86_400_000;
    expect(count(all, (e) => e.timestamp < startMs || e.timestamp >= END_MS)).toBe(0);
  });

  it('writes visits as sessions: startSession first, sequence numbers 0..n in time order', () => {
    const visits = new Map<string, ClientEvent[]>();
    for (const event of client) {
      const list = visits.get(event.visitId) ?? [];
      list.push(event);
      visits.set(event.visitId, list);
    }
    expect(visits.size).toBeGreaterThan(200);
    for (const events of visits.values()) {
      events.sort((a, b) => a.sequenceNumber - b.sequenceNumber);
      expect(events[0]?.eventType).toBe('startSession');
      events.forEach((event, i) => {
        expect(event.sequenceNumber).toBe(i);
        if (i > 0) expect(event.timestamp).toBeGreaterThanOrEqual(events[i - 1]?.timestamp ?? 0);
      });
      // One visit, one app, one device, one environment.
      expect(new Set(events.map((e) => `${e.appId}|${e.deviceId}|${e.environment}`)).size).toBe(1);
    }
    const devices = new Map<string, number>();
    for (const [, [first]] of visits)
      if (first) devices.set(first.deviceId, (devices.get(first.deviceId) ?? 0) + 1);
    // Devices come back: some make several visits.
    expect(Math.max(...devices.values())).toBeGreaterThan(2);
  });

  it('gives every API call a trace id of 32 hex digits, each its own, and no other event one', () => {
    const calls = client.filter((event) => event.eventType === 'apiCall');
    expect(calls.length).toBeGreaterThan(1_000);
    for (const call of calls) expect(call.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(calls.map((call) => call.traceId)).size).toBe(calls.length);
    expect(count(client, (event) => event.eventType !== 'apiCall' && event.traceId != null)).toBe(0);
  });

  it('keeps device attributes stable across visits of a device', () => {
    const seen = new Map<string, string>();
    for (const e of client) {
      const key = [
        e.operatingSystem,
        e.osVersion,
        e.browser,
        e.formFactor,
        e.locationState,
        e.computedMso,
      ].join('|');
      expect(seen.get(e.deviceId) ?? key).toBe(key);
      seen.set(e.deviceId, key);
    }
  });

  it('puts video fields on video-domain apps only, and the video apps do stream', () => {
    const nonVideo = client.filter((e) => DOMAIN.get(e.appId) !== 'video');
    expect(nonVideo.length).toBeGreaterThan(1_000);
    for (const field of STREAM_FIELDS) expect(count(nonVideo, (e) => e[field] != null)).toBe(0);
    expect(count(nonVideo, (e) => e.eventType.startsWith('playback'))).toBe(0);
    const video = client.filter((e) => DOMAIN.get(e.appId) === 'video');
    expect(count(video, (e) => e.eventType === 'playbackHeartbeat' && e.bitrateKbps != null)).toBeGreaterThan(
      100,
    );
  });

  it('keeps stream attributes constant within a playback session', () => {
    const byVisit = new Map<string, ClientEvent[]>();
    for (const e of client)
      if (e.eventType.startsWith('playback')) byVisit.set(e.visitId, [...(byVisit.get(e.visitId) ?? []), e]);
    expect(byVisit.size).toBeGreaterThan(20);
    for (const events of byVisit.values()) {
      events.sort((a, b) => a.sequenceNumber - b.sequenceNumber);
      let session: string | undefined;
      for (const e of events) {
        const key = [
          e.streamType,
          e.contentClass,
          e.streamContentFormat,
          e.streamCdn,
          e.drmType,
          e.daiEnabled,
        ].join('|');
        if (e.eventType === 'playbackStart') session = key;
        expect(key).toBe(session);
        if (e.eventType === 'playbackStop') session = undefined;
      }
    }
  });

  it('uses every client app, the TV-everywhere sign-in app and every backend service', () => {
    const expected = DEMO_CATALOGUE.filter(
      (app) => app.kind === 'client' || app.kind === 'tve' || app.kind === 'backend',
    ).map((app) => app.id);
    const used = new Set([...client.map((e) => e.appId), ...server.map((e) => e.service)]);
    expect([...used].sort()).toEqual([...expected].sort());
  });

  it('answers mostly 2xx, with some 4xx and 5xx and a long latency tail', () => {
    const ok = count(server, (e) => e.responseCode < 400);
    expect(ok / server.length).toBeGreaterThan(0.9);
    expect(count(server, (e) => e.responseCode >= 400 && e.responseCode < 500)).toBeGreaterThan(0);
    expect(count(server, (e) => e.responseCode >= 500)).toBeGreaterThan(0);
    const latencies = server.map((e) => e.latencyMs).sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)] ?? 0;
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    expect(p99).toBeGreaterThan(8 * median);
  });

  it('mostly runs in production, with some staging', () => {
    const staging = count(client, (e) => e.environment === 'staging') / client.length;
    expect(staging).toBeGreaterThan(0.005);
    expect(staging).toBeLessThan(0.1);
  });
});

describe('generateDemoEvents: shapes and incidents', () => {
  it('is quiet at night and busy in the evening (US Eastern)', () => {
    const { client } = largeRun();
    const night = count(client, (e) => [2, 3, 4].includes(localHour(e.timestamp)));
    const evening = count(client, (e) => [19, 20, 21].includes(localHour(e.timestamp)));
    expect(evening).toBeGreaterThan(4 * night);
  });

  it('has more video and less staff and portal traffic per day at weekends', () => {
    const { client } = largeRun();
    const perDay = (domain: string, weekend: boolean) =>
      count(client, (e) => DOMAIN.get(e.appId) === domain && isWeekend(e.timestamp) === weekend) /
      (weekend ? 8 : 20);
    expect(perDay('video', true)).toBeGreaterThan(1.1 * perDay('video', false));
    expect(perDay('portals', true)).toBeLessThan(0.95 * perDay('portals', false));
    expect(perDay('internal_apps', true)).toBeLessThan(0.5 * perDay('internal_apps', false));
  });

  it('has an error spike on one app for a few hours', () => {
    const { client } = largeRun();
    const { errorSpike } = demoIncidents(LARGE);
    expect(errorSpike.endMs - errorSpike.startMs).toBeLessThanOrEqual(6 * 3_600_000);
    const app = client.filter((e) => e.appId === errorSpike.appId);
    const inside = app.filter((e) => e.timestamp >= errorSpike.startMs && e.timestamp < errorSpike.endMs);
    const outside = app.filter((e) => e.timestamp < errorSpike.startMs || e.timestamp >= errorSpike.endMs);
    const rate = (events: ClientEvent[]) => count(events, (e) => e.eventType === 'error') / events.length;
    expect(inside.length).toBeGreaterThan(30);
    expect(rate(inside)).toBeGreaterThan(4 * rate(outside));
    expect(count(inside, (e) => e.errorCode === errorSpike.errorCode)).toBeGreaterThan(0);
  });

  it('rolls releases out over time, with one bad release fixed by a hotfix', () => {
    const { client } = largeRun();
    const { badRelease } = demoIncidents(LARGE);
    const app = client.filter((e) => e.appId === badRelease.appId && e.environment === 'production');
    const rate = (events: ClientEvent[]) => count(events, (e) => e.eventType === 'error') / events.length;
    const bad = app.filter((e) => e.appVersion === badRelease.version);
    const others = app.filter((e) => e.appVersion !== badRelease.version);
    expect(bad.length).toBeGreaterThan(200);
    expect(rate(bad)).toBeGreaterThan(2 * rate(others));
    // Nobody runs a version before its release, and the hotfix takes over after its own.
    expect(count(bad, (e) => e.timestamp < badRelease.releaseMs)).toBe(0);
    const lastDays = app.filter((e) => e.timestamp >= END_MS - 3 * 86_400_000);
    expect(count(lastDays, (e) => e.appVersion === badRelease.version)).toBeLessThan(0.2 * lastDays.length);
    expect(new Set(app.map((e) => e.appVersion)).size).toBeGreaterThanOrEqual(3);
  });

  it('tags experiment visits, and one variant behaves measurably differently', () => {
    const { client } = largeRun();
    const activations = client.filter((e) => e.eventType === 'experimentActivated');
    expect(activations.length).toBeGreaterThan(100);
    const visitsWithActivation = new Set(activations.map((e) => e.visitId));
    expect(visitsWithActivation.size).toBe(activations.length);
    // The run's last visit may be cut short right after its startSession.
    const lastVisit = client.at(-1)?.visitId;
    const tagged = client.filter((e) => e.experimentUuids && e.visitId !== lastVisit);
    expect(count(tagged, (e) => !visitsWithActivation.has(e.visitId))).toBe(0);
    expect(count(tagged, (e) => e.experimentUuids?.length !== e.variantUuids?.length)).toBe(0);
    expect(count(client, (e) => visitsWithActivation.has(e.visitId) && !e.experimentUuids)).toBe(0);
    const [billing] = DEMO_EXPERIMENTS;
    const [control, redesign] = billing?.variants ?? [];
    const pagesPerVisit = (variantUuid: string | undefined) => {
      const events = tagged.filter((e) => variantUuid && e.variantUuids?.includes(variantUuid));
      return count(events, (e) => e.eventType === 'pageView') / new Set(events.map((e) => e.visitId)).size;
    };
    expect(pagesPerVisit(redesign?.uuid)).toBeGreaterThan(1.15 * pagesPerVisit(control?.uuid));
  });

  it('tags events with an experiment only while it runs, never for drafts, and TESTING only on staging', () => {
    const { client } = largeRun();
    const schedule = new Map(demoExperimentSchedule(END_MS).map((times) => [times.uuid, times]));
    const byName = (name: string) => DEMO_EXPERIMENTS.find((e) => e.name === name)!;
    const tagged = (name: string) => client.filter((e) => e.experimentUuids?.includes(byName(name).uuid));
    const visitStarts = new Map<string, number>();
    for (const e of client) if (e.eventType === 'startSession') visitStarts.set(e.visitId, e.timestamp);

    // One-page checkout ran from 40 to 8 days before the end; the run covers the last 28 days.
    const checkout = schedule.get(byName('One-page checkout').uuid)!;
    const checkoutEvents = tagged('One-page checkout');
    expect(checkoutEvents.length).toBeGreaterThan(100);
    expect(count(checkoutEvents, (e) => visitStarts.get(e.visitId)! >= checkout.endMs!)).toBe(0);
    // Proactive support chat started 0.8 days before the end.
    const chat = schedule.get(byName('Proactive support chat').uuid)!;
    const chatEvents = tagged('Proactive support chat');
    expect(chatEvents.length).toBeGreaterThan(10);
    expect(count(chatEvents, (e) => visitStarts.get(e.visitId)! < chat.startMs)).toBe(0);

    expect(tagged('Holiday home hero')).toHaveLength(0);
    const testing = tagged('Player controls refresh');
    expect(testing.length).toBeGreaterThan(0);
    expect(count(testing, (e) => e.environment !== 'staging')).toBe(0);
  });

  it('gives the TV-everywhere app sign-in visits: attempts of every kind, failures, errors, its own pages', () => {
    const { client } = largeRun();
    const tve = client.filter((e) => e.appId === 'TVEAuth@Web@tve');
    const visits = new Set(tve.map((e) => e.visitId));
    const stops = tve.filter((e) => e.eventType === 'loginStop');
    // Nearly every visit signs in; a modest share of all traffic.
    expect(stops.length).toBeGreaterThan(0.8 * visits.size);
    expect(tve.length).toBeGreaterThan(0.005 * client.length);
    expect(tve.length).toBeLessThan(0.05 * client.length);
    expect(new Set(stops.map((e) => e.loginOperationType))).toEqual(
      new Set(['manualAuth', 'tokenExchange', 'autoAccess', 'resumeAuth']),
    );
    expect(count(stops, (e) => e.loginOutcome === 'failure')).toBeGreaterThan(0);
    expect(count(stops, (e) => e.loginOutcome === 'success')).toBeGreaterThan(stops.length / 2);
    // A failed sign-in shows the authentication error; pages show the provider errors too.
    const errors = tve.filter((e) => e.eventType === 'error');
    expect(count(errors, (e) => e.errorCode === 'AUTH-1003')).toBeGreaterThanOrEqual(
      count(stops, (e) => e.loginOutcome === 'failure'),
    );
    expect(new Set(errors.map((e) => e.errorCode)).size).toBeGreaterThan(1);
    const pages = new Set(tve.filter((e) => e.eventType === 'pageView').map((e) => e.pageName));
    expect([...pages].every((page) => TVE_PAGES.includes(page ?? ''))).toBe(true);
    expect(pages.has('providerPicker')).toBe(true);
    expect(count(tve, (e) => e.eventType.startsWith('playback'))).toBe(0);
  });

  it('signs in with success rates that differ by operation type', () => {
    const { client } = largeRun();
    const successRate = (operation: string) => {
      const stops = client.filter((e) => e.eventType === 'loginStop' && e.loginOperationType === operation);
      return count(stops, (e) => e.loginOutcome === 'success') / stops.length;
    };
    expect(successRate('tokenExchange')).toBeGreaterThan(successRate('manualAuth') + 0.05);
    // Every sign-in attempt completes (give or take the run's last, possibly truncated, visit).
    const starts = count(client, (e) => e.eventType === 'loginStart');
    expect(starts - count(client, (e) => e.eventType === 'loginStop')).toBeLessThanOrEqual(1);
  });
});
