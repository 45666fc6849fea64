import type { ClientEvent } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent, serverEvent, T0 } from '../../../test/factories';
import type { AnalyticsStore } from '../stores';
import { engines } from '../../../test/analytics-engines';

// The contract every analytics engine keeps; CI sets TEST_CLICKHOUSE_URL so it runs on both.
describe.each(engines)('analytics store contract: $name', (engine) => {
  let store: AnalyticsStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ store, cleanup } = await engine.open());
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  it('starts empty and answers ping', async () => {
    await store.ping();
    expect(await store.totals()).toEqual({ client: 0, server: 0 });
    expect(await store.clientEventCountsByApp()).toEqual([]);
  });

  it('round-trips every kind of field of a client event exactly', async () => {
    const full: ClientEvent = clientEvent({
      visitId: 'round-trip',
      timestamp: T0 + 123,
      eventCaseId: 'ec-1',
      apiResponseCode: 503,
      apiResponseTimeMs: 1234.5,
      daiEnabled: false,
      experimentUuids: ['exp-a', 'exp-b'],
      variantUuids: ["var-'quoted'"],
      apiResponseText: "it's \\ broken\nline two",
      loginOperationType: 'manualAuth',
      loginOutcome: 'failure',
    });
    const sparse = clientEvent({
      visitId: 'round-trip',
      timestamp: T0 + 200,
      sequenceNumber: 1,
      pageName: null,
    });
    await store.insertClientEvents([sparse, full]);
    const { pageName: _dropped, ...sparseStored } = sparse;
    expect(await store.clientEventsOfVisit('round-trip')).toEqual([full, sparseStored]);
  });

  it('counts client events per application, most first, with the last event time', async () => {
    const events = [
      ...Array.from({ length: 3 }, (_, i) => clientEvent({ appId: 'MSA@Web', timestamp: T0 + i }, i)),
      clientEvent({ appId: 'SMB@Web', timestamp: T0 + 50 }),
    ];
    await store.insertClientEvents(events);
    const counts = await store.clientEventCountsByApp();
    expect(counts.slice(0, 2)).toEqual([
      { appId: 'MSA@Web', events: 3, lastEventMs: T0 + 2 },
      { appId: 'OneApp@Roku', events: 2, lastEventMs: T0 + 200 },
    ]);
    expect(counts.find((row) => row.appId === 'SMB@Web')).toEqual({
      appId: 'SMB@Web',
      events: 1,
      lastEventMs: T0 + 50,
    });
    expect((await store.clientEventCountsByApp(T0 + 100)).map((row) => row.appId)).toEqual(['OneApp@Roku']);
  });

  it('stores server events apart from client events', async () => {
    await store.insertServerEvents([serverEvent(), serverEvent({ responseCode: 500, httpVerb: 'GET' }, 1)]);
    expect(await store.totals()).toEqual({ client: 6, server: 2 });
  });

  it('treats a hostile visit id as a plain value', async () => {
    for (const visitId of ["' OR 1=1 --", '\\', "x'); DROP TABLE client_events; --", '{since}']) {
      expect(await store.clientEventsOfVisit(visitId)).toEqual([]);
    }
    expect((await store.totals()).client).toBe(6);
  });

  it('lists the most frequent values of a column for some apps and a window', async () => {
    const query = { column: 'app_version', startMs: T0, endMs: T0 + 10_000_000, limit: 10 };
    expect(await store.topClientValues({ ...query, appIds: ['MSA@Web', 'OneApp@Roku'] })).toEqual([
      { value: '9.1.0', events: 5 },
    ]);
    expect(await store.topClientValues({ ...query, appIds: ['MSA@Web'], environment: 'staging' })).toEqual(
      [],
    );
    expect(await store.topClientValues({ ...query, appIds: ['MSA@Web'], startMs: T0 + 2, limit: 1 })).toEqual(
      [{ value: '9.1.0', events: 1 }],
    );
    const hostile = ["' OR 1=1 --", "x'], app_id) OR (1=1", '\\', "'); DROP TABLE client_events; --"];
    expect(await store.topClientValues({ ...query, appIds: hostile })).toEqual([]);
    await expect(
      store.topClientValues({ ...query, column: 'app_id; DROP TABLE client_events', appIds: [] }),
    ).rejects.toThrow(/no string column/);
    expect((await store.totals()).client).toBe(6);
  });

  it('stores concurrent batches whole', async () => {
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 500 }, (_, i) => clientEvent({ appId: `Batch${b}@Web` }, i)),
    );
    await Promise.all(batches.map((batch) => store.insertClientEvents(batch)));
    const counts = await store.clientEventCountsByApp();
    for (let b = 0; b < 8; b++) expect(counts.find((row) => row.appId === `Batch${b}@Web`)?.events).toBe(500);
  });
});

describe.each(engines)('analytics store upgrade: $name', (engine) => {
  it('adds the columns a table from an earlier version lacks, and stores events into it', async () => {
    const { store, cleanup } = await engine.openOverOldTable();
    try {
      const event = clientEvent({
        visitId: 'upgrade',
        selfInstall: 'equipmentSelfInstall',
        experimentUuids: ['e'],
      });
      await store.insertClientEvents([event]);
      expect(await store.clientEventsOfVisit('upgrade')).toEqual([event]);
    } finally {
      await store.close();
      await cleanup();
    }
  });
});
