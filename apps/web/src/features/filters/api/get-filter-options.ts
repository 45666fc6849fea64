import type { FilterOption } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** Which filter's options, for which applications, period and environment. */
export interface FilterOptionsInput {
  filterId: string;
  appIds: readonly string[];
  period: string;
  environment?: string;
}

/** The reply of `GET /api/prism-ui-filters` (spec 000 section 7): an object keyed by option value. */
const filterOptionsReplySchema = z.record(z.string(), z.string());

/** The options in the order the server gave them (most frequent first for data-driven filters). */
export async function getFilterOptions(
  input: FilterOptionsInput,
  signal?: AbortSignal,
): Promise<FilterOption[]> {
  const params = new URLSearchParams({ filterID: input.filterId, period: input.period });
  for (const appId of input.appIds) params.append('appIDs[]', appId);
  if (input.environment) params.set('environment', input.environment);
  const reply = filterOptionsReplySchema.parse(
    await apiRequest(`/api/prism-ui-filters?${params}`, { signal }),
  );
  return Object.entries(reply).map(([value, label]) => ({ value, label }));
}

export const filterOptionKeys = {
  all: ['filter-options'] as const,
  list: (input: FilterOptionsInput) => [...filterOptionKeys.all, 'list', input] as const,
};

export const filterOptionsQuery = (input: FilterOptionsInput) =>
  queryOptions({
    queryKey: filterOptionKeys.list(input),
    queryFn: ({ signal }) => getFilterOptions(input, signal),
    // The server caches options for a minute; so does the portal.
    staleTime: 60_000,
  });

export const useFilterOptions = (input: FilterOptionsInput, { enabled = true } = {}) =>
  useQuery({ ...filterOptionsQuery(input), enabled });
