import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { demoDataDue, seedDemoData } from './seed';
import { voltBrokenVisits } from './seed-volt';

const config = { SEED_EVENTS: 3000, SEED_DAYS: 30, SEED: 42 };
const NOW = Date.UTC(2026, 10, 20, 12);
const HOUR = 3_600_000;

describe('demoDataDue', () => {
  it('asks for the whole dataset on an empty store', () => {
    expect(demoDataDue(config, null, NOW)).toEqual({ events: 3000, days: 30, seed: 42, endMs: NOW });
  });
  it('asks for nothing when the newest event is under an hour old, or seeding is off', () => {
    expect(demoDataDue(config, NOW - HOUR + 1, NOW)).toBeNull();
    expect(demoDataDue({ ...config, SEED_EVENTS: 0 }, null, NOW)).toBeNull();
  });
  it('tops up a gap at the daily volume, with a seed of its own', () => {
    const due = demoDataDue(config, NOW - 48 * HOUR, NOW)!;
    expect(due).toMatchObject({ events: 200, days: 2, endMs: NOW });
    expect(due.seed).not.toBe(42);
  });
  it('never tops up more than the configured span', () => {
    expect(demoDataDue(config, NOW - 400 * 24 * HOUR, NOW)).toMatchObject({ events: 3000, days: 30 });
  });
});

describe('seedDemoData', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED_EVENTS: '2000', SEED_DAYS: '2', SEED_FEEDBACK: '1500' });
  });
  afterAll(() => t.close());

  it('seeds an empty store through the collector, then leaves a fresh one alone', async () => {
    await seedDemoData(t.app);
    const first = await t.app.analytics.totals();
    // The demo events, and the broken staging visits the Volt demo sends (seed-volt.ts).
    const broken = voltBrokenVisits('OneApp@Roku', Date.now()).flat().length;
    expect(first.client + first.server).toBe(2000 + broken);
    const newest = Math.max(
      ...(await t.app.analytics.clientEventCountsByApp()).map((row) => row.lastEventMs),
    );
    expect(newest).toBeLessThanOrEqual(Date.now());
    expect(newest).toBeGreaterThan(Date.now() - 12 * HOUR);
    // An app that has just sent an event: nothing is due at the next start.
    await t.app.analytics.insertClientEvents([clientEvent({ timestamp: Date.now() })]);
    await seedDemoData(t.app);
    expect(await t.app.analytics.totals()).toEqual({ ...first, client: first.client + 1 });
  });

  it('sends demo feedback through the ingestion call once, with its categories', async () => {
    // The survey responses' items (seed-surveys.ts) are counted in seed-surveys.test.ts.
    const count = async () =>
      Number(
        (
          await t.app.db.query<{ n: string }>(
            `SELECT count(*) AS n FROM voc_feedback WHERE source <> 'surveyTool'`,
          )
        )[0]!.n,
      );
    // The first test seeded 1,500 items in two calls (1,000 and 500); a later start sends none.
    expect(await count()).toBe(1_500);
    const [categorised] = await t.app.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM voc_feedback WHERE category_ids <> '{}'`,
    );
    expect(Number(categorised!.n)).toBeGreaterThan(100);
    const [platforms] = await t.app.db.query<{ n: string }>('SELECT count(*) AS n FROM voc_platforms');
    expect(Number(platforms!.n)).toBeGreaterThanOrEqual(6);
    await seedDemoData(t.app);
    expect(await count()).toBe(1_500);
  });
});
