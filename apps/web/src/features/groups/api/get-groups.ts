import { groupSchema, type Group } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const groupsReplySchema = z.array(groupSchema);

/** `GET /api/groups`: every shared group, by name. */
export async function getGroups(signal?: AbortSignal): Promise<Group[]> {
  return groupsReplySchema.parse(await apiRequest('/api/groups', { signal }));
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
