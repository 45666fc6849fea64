import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent, T0 } from '../../../test/factories';
import { engines } from '../../../test/analytics-engines';
import type { AnalyticsStore } from '../stores';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// The registry status page's read, on every analytics engine (ClickHouse when TEST_CLICKHOUSE_URL is set).
describe.each(engines)('analytics store, app activity: $name', (engine) => {
  let store: AnalyticsStore;
  let cleanup: () => Promise<void>;
  const now = T0;
  const query = (appIds: string[]) =>
    store.clientAppActivity({
      appIds,
      hourStartMs: now - HOUR,
      usualStartMs: now - HOUR - 7 * DAY,
      versionsStartMs: now - DAY,
    });
  beforeAll(async () => {
    ({ store, cleanup } = await engine.open());
    await store.insertClientEvents([
      // Roku: 2 in the last hour (one on a new Helix version), 3 in the week before, 1 older still.
      clientEvent({ timestamp: now - 10 * 60_000, helixSpecVersion: '1.48.0' }),
      clientEvent({ timestamp: now - 20 * 60_000, helixSpecVersion: '1.46.0' }),
      clientEvent({ timestamp: now - 3 * HOUR, helixSpecVersion: '1.46.0' }),
      clientEvent({ timestamp: now - 2 * DAY, helixSpecVersion: '1.44.0' }),
      clientEvent({ timestamp: now - 6 * DAY }),
      clientEvent({ timestamp: now - 30 * DAY }),
      // Web: silent for two days.
      clientEvent({ appId: 'MSA@Web', timestamp: now - 2 * DAY, helixSpecVersion: '1.48.0' }),
    ]);
  });
  afterAll(() => cleanup());

  it('counts each app’s last event, last hour, the week before and its Helix versions of the last day', async () => {
    const activity = await query([]);
    expect(activity.apps).toEqual([
      { appId: 'MSA@Web', lastEventMs: now - 2 * DAY, eventsLastHour: 0, eventsUsual: 1 },
      { appId: 'OneApp@Roku', lastEventMs: now - 10 * 60_000, eventsLastHour: 2, eventsUsual: 3 },
    ]);
    expect(activity.helixVersions).toEqual([
      { appId: 'OneApp@Roku', version: '1.46.0', events: 2 },
      { appId: 'OneApp@Roku', version: '1.48.0', events: 1 },
    ]);
  });

  it('keeps to the asked applications', async () => {
    const activity = await query(['MSA@Web', 'Nobody@Web']);
    expect(activity.apps.map((row) => row.appId)).toEqual(['MSA@Web']);
    expect(activity.helixVersions).toEqual([]);
  });
});
