import { getPrismUsage as getPrismUsageOperation, type PrismUsage } from '@prism/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type { PrismUsage };

export interface PrismUsageInput {
  startMs: number;
  endMs: number;
}

/** `GET /api/prism-usage`: Prism's own page views, users and calls in a window. */
export async function getPrismUsage(input: PrismUsageInput, signal?: AbortSignal): Promise<PrismUsage> {
  return apiCall(
    getPrismUsageOperation,
    { query: { startMs: input.startMs, endMs: input.endMs } },
    { signal },
  );
}

export const prismUsageKeys = {
  all: ['prism-usage'] as const,
  window: (input: PrismUsageInput) => [...prismUsageKeys.all, input] as const,
};

export const prismUsageQuery = (input: PrismUsageInput) =>
  queryOptions({
    queryKey: prismUsageKeys.window(input),
    queryFn: ({ signal }) => getPrismUsage(input, signal),
    // The previous period's figures stay on screen while the next period's load.
    placeholderData: keepPreviousData,
  });

export const usePrismUsage = (input: PrismUsageInput) => useQuery(prismUsageQuery(input));
