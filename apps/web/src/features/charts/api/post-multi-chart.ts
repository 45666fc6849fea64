import type { MetricQueryInput } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const dataMetaSchema = z.object({
  metric: z.string(),
  label: z.string(),
  type: z.string(),
  group: z.string().nullable(),
  startMs: z.number(),
  endMs: z.number(),
  stepMs: z.number(),
  timeZone: z.string(),
  partialData: z.boolean(),
});
export type ChartDataMeta = z.infer<typeof dataMetaSchema>;

export const lineDataSchema = z.array(
  z.object({ id: z.string(), points: z.array(z.object({ x: z.number(), y: z.number().nullable() })) }),
);
export const topDataSchema = z.array(z.object({ name: z.string(), value: z.number().nullable() }));
export const statsDataSchema = z.object({
  total: z.number().nullable(),
  min: z.number().nullable(),
  avg: z.number().nullable(),
  max: z.number().nullable(),
});

/** One chart's answer: its data (checked per shape by the widget) and meta, or its own error. */
const chartResultSchema = z.union([
  z.object({ data: z.unknown(), dataMeta: dataMetaSchema }),
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type ChartResult = z.infer<typeof chartResultSchema>;

const multiChartReplySchema = z.object({ results: z.array(chartResultSchema) });

/** Asks the metric engine for many charts in one round trip; each gets its own answer or error. */
export async function postMultiChart(
  queries: readonly MetricQueryInput[],
  signal?: AbortSignal,
): Promise<ChartResult[]> {
  const reply = await apiRequest('/api/multi-chart', { method: 'POST', body: { queries }, signal });
  return multiChartReplySchema.parse(reply).results;
}

export const chartKeys = {
  all: ['charts'] as const,
  multi: (queries: readonly MetricQueryInput[]) => [...chartKeys.all, 'multi', queries] as const,
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How often a page's charts refresh (spec 001 section 4, derived from the step): once a bucket, so
 * the newest one fills in, but not more often than a minute (the server's answers are cached that
 * long) nor less often than an hour (a day-step chart's last bucket still moves).
 */
export function chartRefreshIntervalMs(stepMs: number | undefined): number {
  return Math.min(Math.max(stepMs ?? HOUR_MS, MINUTE_MS), HOUR_MS);
}

export const multiChartQuery = (queries: readonly MetricQueryInput[]) =>
  queryOptions({
    queryKey: chartKeys.multi(queries),
    queryFn: ({ signal }) => postMultiChart(queries, signal),
    enabled: queries.length > 0,
    refetchInterval: chartRefreshIntervalMs(queries[0]?.step),
  });

/** A page's charts in one request, refreshed as the step asks. */
export const useMultiChart = (queries: readonly MetricQueryInput[]) => useQuery(multiChartQuery(queries));
