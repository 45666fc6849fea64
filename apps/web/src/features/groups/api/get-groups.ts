import { listGroups, type Group } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/groups`: every shared group, by name. */
export async function getGroups(signal?: AbortSignal): Promise<Group[]> {
  return apiCall(listGroups, {}, { signal });
}

export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
};

export const groupsQuery = () =>
  queryOptions({
    queryKey: groupKeys.list(),
    queryFn: ({ signal }) => getGroups(signal),
    staleTime: 10 * 60_000,
  });

export const useGroups = () => useQuery(groupsQuery());
