import { getEventCounts as getEventCountsOperation, type EventCounts } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type { EventCounts };
export type AppEventCount = EventCounts['apps'][number];

export interface EventCountsInput {
  /** Count only events at or after this epoch ms; all stored events when absent. */
  since?: number;
}

/** The live table polls this often (ms). */
export const EVENT_COUNTS_POLL_MS = 5000;

/** `GET /api/analytics/event-counts`. */
export async function getEventCounts(input: EventCountsInput, signal?: AbortSignal): Promise<EventCounts> {
  return apiCall(getEventCountsOperation, { query: { since: input.since } }, { signal });
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
