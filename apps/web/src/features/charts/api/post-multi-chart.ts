import {
  lineDataSchema,
  MULTI_CHART_MAX,
  postMultiChart as postMultiChartOperation,
  type MetricDataMeta,
  type MetricQueryInput,
  type OperationReply,
} from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type ChartDataMeta = MetricDataMeta;

/**
 * One chart's answer: its data (checked per shape by the widget with the domain's data schemas) and
 * meta, an aggregate's previous period, the compare menu's line; or its own error.
 */
export type ChartResult = OperationReply<typeof postMultiChartOperation>['results'][number];

/**
 * A time series answer as the charts draw it: the wire's columns (`x` bucket starts, `y` values),
 * checked with the domain's schema, then turned into points.
 */
export const lineSeriesSchema = lineDataSchema.transform((lines) =>
  lines.map(({ id, x, y }) => ({ id, points: x.map((at, i) => ({ x: at, y: y[i] ?? null })) })),
);

/**
 * Asks the metric engine for many charts in as few round trips as it allows (batches of
 * {@link MULTI_CHART_MAX}, sent together); each chart gets its own answer or error, in order.
 */
export async function postMultiChart(
  queries: readonly MetricQueryInput[],
  signal?: AbortSignal,
): Promise<ChartResult[]> {
  const batches: MetricQueryInput[][] = [];
  for (let start = 0; start < queries.length; start += MULTI_CHART_MAX) {
    batches.push(queries.slice(start, start + MULTI_CHART_MAX));
  }
  const replies = await Promise.all(
    batches.map((batch) => apiCall(postMultiChartOperation, { body: { queries: batch } }, { signal })),
  );
  return replies.flatMap((reply) => reply.results);
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
