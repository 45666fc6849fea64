import { COLLECTOR_MAX_EVENTS } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import type { DemoDataOptions } from './generator';
import { seedEvents, type BatchSink } from './seed-events';
import { SEEDER, demoExperimentTimes, seedCatalogue } from './seed-catalogue';
import { seedDemoFeedback } from './seed-voc';
import { seedDemoSurveys } from './seed-surveys';
import { seedRegistry } from './seed-registry';
import { seedApiMappings } from './seed-api-mappings';
import { seedVolt } from './seed-volt';

/** Sends batches through the app's own collector route (validation included), in-process. */
export async function injectSink(app: FastifyInstance): Promise<BatchSink> {
  const token = await app.tokens.issue(SEEDER, { service: true, ttlSeconds: 24 * 3600 });
  return async (batch) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/collector/events',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(batch),
    });
    if (res.statusCode !== 200)
      throw new Error(`The collector refused a demo batch: ${res.statusCode} ${res.body}`);
  };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What the demo data needs now: the whole dataset for an empty store, or, when the newest event is
 * over an hour old (the server was stopped for a while), the missing span up to now at the same
 * daily volume, so "last 24 hours" keeps showing data. Null when nothing is due.
 */
export function demoDataDue(
  config: Pick<FastifyInstance['config'], 'SEED_EVENTS' | 'SEED_DAYS' | 'SEED'>,
  newestEventMs: number | null,
  nowMs: number,
): DemoDataOptions | null {
  if (config.SEED_EVENTS === 0) return null;
  if (newestEventMs === null) {
    return { events: config.SEED_EVENTS, days: config.SEED_DAYS, seed: config.SEED, endMs: nowMs };
  }
  const gapMs = Math.min(nowMs - newestEventMs, config.SEED_DAYS * DAY_MS);
  if (gapMs < HOUR_MS) return null;
  const days = gapMs / DAY_MS;
  // A seed of its own per top-up, so the new span is not a copy of the first days of the dataset.
  return {
    events: Math.round((config.SEED_EVENTS / config.SEED_DAYS) * days),
    days,
    seed: config.SEED + Math.floor(nowMs / HOUR_MS),
    endMs: nowMs,
  };
}

/**
 * At start: the catalogue, the demo event-schema registry (into an empty one), then the demo events that are due ({@link demoDataDue}), all through the
 * collector route, then demo feedback into an empty feedback store through the ingestion route,
 * then the demo surveys and their responses through the survey service.
 */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  await seedCatalogue(app);
  await seedApiMappings(app);
  // Before the events, so the collector checks them against the demo registry from the first batch.
  if (await seedRegistry(app)) app.log.info('demo event-schema registry seeded');
  await seedDemoEvents(app);
  const tests = await seedVolt(app, await injectSink(app));
  if (tests > 0) app.log.info({ testCases: tests }, 'demo Volt tests seeded');
  const started = Date.now();
  const feedback = await seedDemoFeedback(app, SEEDER);
  if (feedback > 0) app.log.info({ items: feedback, ms: Date.now() - started }, 'demo feedback seeded');
  const surveysStarted = Date.now();
  const responses = await seedDemoSurveys(app);
  if (responses > 0) {
    app.log.info({ responses, ms: Date.now() - surveysStarted }, 'demo survey responses seeded');
  }
}

async function seedDemoEvents(app: FastifyInstance): Promise<void> {
  const counts = await app.analytics.clientEventCountsByApp();
  const totals = await app.analytics.totals();
  const newest =
    totals.client + totals.server === 0 ? null : Math.max(0, ...counts.map((row) => row.lastEventMs));
  const started = Date.now();
  const due = demoDataDue(app.config, newest, started);
  if (!due) return;
  // The largest batches the collector takes: half the requests of the default size, a few seconds
  // less of the first start.
  const opts = { ...due, batchSize: COLLECTOR_MAX_EVENTS, experimentTimes: await demoExperimentTimes(app) };
  app.log.info(
    due,
    newest === null ? 'seeding demo events through the collector' : 'topping up demo events to now',
  );
  let logged = 0;
  const sent = await seedEvents(await injectSink(app), opts, ({ sent, total }) => {
    if (sent - logged >= total / 10) {
      logged = sent;
      app.log.info({ sent, total }, 'seeding demo events');
    }
  });
  app.log.info({ events: sent, ms: Date.now() - started }, 'demo events seeded');
}

export { seedEvents, type BatchSink, type SeedProgress } from './seed-events';
