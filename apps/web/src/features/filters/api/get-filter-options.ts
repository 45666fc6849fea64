import {
  ENVIRONMENTS,
  getFilterOptions as getFilterOptionsOperation,
  type FilterOption,
} from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Which filter's options, for which applications, period and environment. */
export interface FilterOptionsInput {
  filterId: string;
  appIds: readonly string[];
  period: string;
  environment?: string;
}

/**
 * `GET /api/prism-ui-filters` (spec 000 section 7), whose reply is an object keyed by option value:
 * the options in the order the server gave them (most frequent first for data-driven filters).
 */
export async function getFilterOptions(
  input: FilterOptionsInput,
  signal?: AbortSignal,
): Promise<FilterOption[]> {
  const reply = await apiCall(
    getFilterOptionsOperation,
    {
      query: {
        filterID: input.filterId,
        period: input.period,
        'appIDs[]': [...input.appIds],
        // The server knows only the declared environments; options of another are those of all.
        environment: ENVIRONMENTS.find((known) => known === input.environment),
      },
    },
    { signal },
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
