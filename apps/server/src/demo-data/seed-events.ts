import type { EventBatch } from '@prism/domain';
import { generateDemoEvents, type DemoDataOptions } from './generator';

/**
 * Where generated batches go: the collector route for demo data (in-process or on a running
 * server), or a store directly in benchmarks.
 */
export type BatchSink = (batch: EventBatch) => Promise<void>;

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
