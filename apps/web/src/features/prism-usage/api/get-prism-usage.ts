import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const prismUsageSchema = z.object({
  appId: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  totals: z.object({
    pageViews: z.number(),
    users: z.number(),
    visits: z.number(),
    apiCalls: z.number(),
    apiFailures: z.number(),
    errors: z.number(),
    feedback: z.number(),
  }),
  pages: z.array(z.object({ pageName: z.string(), views: z.number(), users: z.number() })),
  apiCalls: z.array(
    z.object({
      verb: z.string(),
      operation: z.string(),
      calls: z.number(),
      failures: z.number(),
      avgMs: z.number().nullable(),
    }),
  ),
});
export type PrismUsage = z.infer<typeof prismUsageSchema>;

export interface PrismUsageInput {
  startMs: number;
  endMs: number;
}

export async function getPrismUsage(input: PrismUsageInput, signal?: AbortSignal): Promise<PrismUsage> {
  const reply = await apiRequest('/api/prism-usage', { query: { ...input }, signal });
  return prismUsageSchema.parse(reply);
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
