import type { EventBatch } from '@prism/domain';
import type { AnalyticsStore } from '../../plugins/stores';

/** Stores a validated batch whole; resolves only once the analytics store holds it. */
export async function collectorStore(
  analytics: AnalyticsStore,
  batch: EventBatch,
): Promise<{ stored: number }> {
  if (batch.type === 'client') await analytics.insertClientEvents(batch.events);
  else await analytics.insertServerEvents(batch.events);
  return { stored: batch.events.length };
}
