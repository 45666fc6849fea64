import type { EventBatch } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { generateDemoEvents, type DemoDataOptions } from './generator';
import { SEEDER, seedCatalogue } from './seed-catalogue';

/** Where seeded batches go: always `POST /api/collector/events`, in-process or on a running server. */
export type BatchSink = (batch: EventBatch) => Promise<void>;

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

export interface SeedProgress {
  sent: number;
  total: number;
}

/**
 * Generates demo events and sends them through the sink, two batches in flight so generation
 * overlaps storing. Resolves once every batch is acknowledged.
 */
export async function seedEvents(
  sink: BatchSink,
  opts: DemoDataOptions,
  onProgress?: (progress: SeedProgress) => void,
): Promise<number> {
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  for (const batch of generateDemoEvents(opts)) {
    const pending: Promise<void> = sink(batch).then(() => {
      sent += batch.events.length;
      inFlight.delete(pending);
      onProgress?.({ sent, total: opts.events });
    });
    inFlight.add(pending);
    if (inFlight.size >= 2) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return sent;
}

/** First start of an empty store: the catalogue, then the configured demo events. */
export async function seedIfEmpty(app: FastifyInstance): Promise<void> {
  await seedCatalogue(app);
  const totals = await app.analytics.totals();
  if (totals.client + totals.server > 0 || app.config.SEED_EVENTS === 0) return;
  const started = Date.now();
  const opts = {
    events: app.config.SEED_EVENTS,
    days: app.config.SEED_DAYS,
    seed: app.config.SEED,
    endMs: started,
  };
  app.log.info(opts, 'seeding demo events through the collector');
  let logged = 0;
  const sent = await seedEvents(await injectSink(app), opts, ({ sent, total }) => {
    if (sent - logged >= total / 10) {
      logged = sent;
      app.log.info({ sent, total }, 'seeding demo events');
    }
  });
  app.log.info({ events: sent, ms: Date.now() - started }, 'demo events seeded');
}
