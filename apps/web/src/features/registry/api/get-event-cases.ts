import { listEventCases, type EventCaseEntry } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { registryKeys } from './get-registry';

/** `GET /api/event-cases?appIds=…`: the cases that apply to any of the applications. */
export async function getEventCases(
  appIds: readonly string[],
  signal?: AbortSignal,
): Promise<EventCaseEntry[]> {
  const reply = await apiCall(listEventCases, { query: { appIds: [...appIds] } }, { signal });
  return reply.eventCases;
}

export const eventCasesQuery = (appIds: readonly string[]) =>
  queryOptions({
    queryKey: registryKeys.cases(appIds),
    queryFn: ({ signal }) => getEventCases(appIds, signal),
    enabled: appIds.length > 0,
  });

/** The event cases of an entity's applications (nothing is asked before they are known). */
export const useEventCases = (appIds: readonly string[]) => useQuery(eventCasesQuery(appIds));
