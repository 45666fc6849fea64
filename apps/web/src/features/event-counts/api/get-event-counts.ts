import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const eventCountsSchema = z.object({
  generatedAt: z.number(),
  totals: z.object({ client: z.number(), server: z.number() }),
  apps: z.array(z.object({ appId: z.string(), events: z.number(), lastEventMs: z.number().nullable() })),
});
export type EventCounts = z.infer<typeof eventCountsSchema>;
export type AppEventCount = EventCounts['apps'][number];

export interface EventCountsInput {
  /** Count only events at or after this epoch ms; all stored events when absent. */
  since?: number;
}

/** The live table polls this often (ms). */
export const EVENT_COUNTS_POLL_MS = 5000;

export async function getEventCounts(input: EventCountsInput, signal?: AbortSignal): Promise<EventCounts> {
  const reply = await apiRequest('/api/analytics/event-counts', { query: { since: input.since }, signal });
  return eventCountsSchema.parse(reply);
}

export const eventCountKeys = {
  all: ['event-counts'] as const,
  list: (input: EventCountsInput) => [...eventCountKeys.all, 'list', input] as const,
};

export const eventCountsQuery = (input: EventCountsInput = {}) =>
  queryOptions({
    queryKey: eventCountKeys.list(input),
    queryFn: ({ signal }) => getEventCounts(input, signal),
    refetchInterval: EVENT_COUNTS_POLL_MS,
  });

export const useEventCounts = (input: EventCountsInput = {}) => useQuery(eventCountsQuery(input));
