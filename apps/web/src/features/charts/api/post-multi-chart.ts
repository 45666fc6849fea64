import type { MetricQueryInput } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const dataMetaSchema = z.object({
  metric: z.string(),
  label: z.string(),
  type: z.string(),
  group: z.string().nullable(),
  subGroup: z.string().nullable().optional(),
  startMs: z.number(),
  endMs: z.number(),
  stepMs: z.number(),
  timeZone: z.string(),
  partialData: z.boolean(),
});
export type ChartDataMeta = z.infer<typeof dataMetaSchema>;

/**
 * A time series answer: each series comes as columns, `x` (bucket starts) and `y` (values), and is
 * checked and turned into the points the charts draw.
 */
export const lineDataSchema = z
  .array(
    z
      .object({ id: z.string(), x: z.array(z.number()), y: z.array(z.number().nullable()) })
      .refine((line) => line.x.length === line.y.length, 'A series has as many values as buckets'),
  )
  .transform((lines) =>
    lines.map(({ id, x, y }) => ({ id, points: x.map((at, i) => ({ x: at, y: y[i] ?? null })) })),
  );
export const topDataSchema = z.array(z.object({ name: z.string(), value: z.number().nullable() }));
export const statsDataSchema = z.object({
  total: z.number().nullable(),
  min: z.number().nullable(),
  avg: z.number().nullable(),
  max: z.number().nullable(),
});

export const aggregateDataSchema = z.number().nullable();
export const sunburstDataSchema = z.array(
  z.object({
    name: z.string(),
    children: z.array(z.object({ name: z.string(), value: z.number().nullable() })),
  }),
);
export const gridDataSchema = z.array(
  z.object({ row: z.string(), column: z.string(), value: z.number().nullable() }),
);
export const networkDataSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['host', 'api']),
      calls: z.number(),
      successRate: z.number().nullable(),
    }),
  ),
  links: z.array(
    z.object({
      source: z.string(),
      target: z.string(),
      calls: z.number(),
      successRate: z.number().nullable(),
    }),
  ),
});
export const sankeyDataSchema = z.object({
  nodes: z.array(z.object({ id: z.string(), name: z.string(), step: z.number() })),
  links: z.array(z.object({ source: z.string(), target: z.string(), value: z.number() })),
});

/**
 * One chart's answer: its data (checked per shape by the widget) and meta, an aggregate's previous
 * period, the compare menu's line; or its own error.
 */
const chartResultSchema = z.union([
  z.object({
    data: z.unknown(),
    dataMeta: dataMetaSchema,
    previousData: z.number().nullable().optional(),
    previousMeta: z.object({ startMs: z.number(), endMs: z.number() }).optional(),
    compare: z.object({ feature: z.string(), data: z.unknown(), dataMeta: dataMetaSchema }).optional(),
  }),
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type ChartResult = z.infer<typeof chartResultSchema>;

const multiChartReplySchema = z.object({ results: z.array(chartResultSchema) });

/** The most queries the server answers in one multi-chart request; larger pages are split. */
export const MULTI_CHART_BATCH = 24;

/**
 * Asks the metric engine for many charts in as few round trips as it allows (batches of
 * {@link MULTI_CHART_BATCH}, sent together); each chart gets its own answer or error, in order.
 */
export async function postMultiChart(
  queries: readonly MetricQueryInput[],
  signal?: AbortSignal,
): Promise<ChartResult[]> {
  const batches: MetricQueryInput[][] = [];
  for (let start = 0; start < queries.length; start += MULTI_CHART_BATCH) {
    batches.push(queries.slice(start, start + MULTI_CHART_BATCH));
  }
  const replies = await Promise.all(
    batches.map((batch) =>
      apiRequest('/api/multi-chart', { method: 'POST', body: { queries: batch }, signal }),
    ),
  );
  return replies.flatMap((reply) => multiChartReplySchema.parse(reply).results);
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
