import { getEventCase as getEventCaseOperation, type EventCaseEntry } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiErrorIs } from '../../../lib/api-client';
import { registryKeys } from './get-registry';

/** `GET /api/event-cases/:id`: one case, or null when the registry has no such case (404). */
export async function getEventCase(id: string, signal?: AbortSignal): Promise<EventCaseEntry | null> {
  try {
    return await apiCall(getEventCaseOperation, { params: { id } }, { signal });
  } catch (error) {
    if (apiErrorIs(error, 404)) return null;
    throw error;
  }
}

export const eventCaseQuery = (id: string) =>
  queryOptions({
    queryKey: registryKeys.eventCase(id),
    queryFn: ({ signal }) => getEventCase(id, signal),
    enabled: id !== '',
  });

export const useEventCase = (id: string) => useQuery(eventCaseQuery(id));
