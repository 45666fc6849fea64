import {
  MetricQueryError,
  PeriodError,
  metricBucketsShown,
  metricPlan,
  metricQuerySchema,
  type MetricPlan,
  type MetricQuery,
} from '@prism/domain';
import { AppError, badRequest, zodMessage } from '../../lib/errors';
import type { MetricSeriesRow } from '../../plugins/analytics/metric-sql';
import type { AnalyticsStore } from '../../plugins/stores';

export interface MetricLine {
  /** The group's value, or the metric's label for an ungrouped series. */
  id: string;
  points: { x: number; y: number | null }[];
}

export interface MetricStats {
  total: number | null;
  min: number | null;
  avg: number | null;
  max: number | null;
}

export interface MetricAnswer {
  data: MetricLine[] | { name: string; value: number | null }[] | MetricStats;
  dataMeta: {
    metric: string;
    label: string;
    type: MetricQuery['type'];
    group: string | null;
    startMs: number;
    endMs: number;
    stepMs: number;
    timeZone: string;
    partialData: boolean;
  };
}

/** Counts read 0 where a bucket had no events; rates and means have no value there. */
function emptyValue(plan: MetricPlan): number | null {
  const kind = plan.metric.measure.kind;
  return kind === 'events' || kind === 'distinct' ? 0 : null;
}

function linesOf(plan: MetricPlan, rows: readonly MetricSeriesRow[]): MetricLine[] {
  const shown = metricBucketsShown(plan);
  const byGroup = new Map<string | null, Map<number, number | null>>();
  for (const row of rows) {
    const series = byGroup.get(row.group) ?? new Map<number, number | null>();
    series.set(row.bucketMs, row.value);
    byGroup.set(row.group, series);
  }
  if (!plan.group && byGroup.size === 0) byGroup.set(null, new Map());
  const empty = emptyValue(plan);
  return [...byGroup].map(([group, series]) => ({
    id: group ?? plan.metric.label,
    points: shown.map((x) => ({ x, y: series.get(x) ?? empty })),
  }));
}

function statsOf(plan: MetricPlan, line: MetricLine | undefined, total: number | null): MetricStats {
  const values = (line?.points ?? []).flatMap((point) => (point.y === null ? [] : [point.y]));
  if (values.length === 0) return { total, min: null, avg: null, max: null };
  return {
    total,
    min: Math.min(...values),
    avg: values.reduce((sum, value) => sum + value, 0) / values.length,
    max: Math.max(...values),
  };
}

/** Query-model and period errors are the caller's: 400 with the message they can act on. */
function planOf(query: MetricQuery, now: number): MetricPlan {
  try {
    return metricPlan(query, now);
  } catch (error) {
    if (error instanceof MetricQueryError || error instanceof PeriodError) throw badRequest(error.message);
    throw error;
  }
}

async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // The SQL builder refuses some values only once it sees the column's type.
    if (error instanceof MetricQueryError) throw badRequest(error.message);
    throw error;
  }
}

/** Identical queries in flight at once are computed once (their answers are the same). */
const inFlight = new WeakMap<AnalyticsStore, Map<string, Promise<MetricAnswer>>>();

export const metricsService = {
  /** Answers one chart query: a series, a top-N or statistics, per spec 001 section 3's shapes. */
  async answer(analytics: AnalyticsStore, query: MetricQuery, now: number): Promise<MetricAnswer> {
    const plan = planOf(query, now);
    const key = JSON.stringify([query, plan.startMs, plan.endMs]);
    const running = inFlight.get(analytics) ?? new Map<string, Promise<MetricAnswer>>();
    inFlight.set(analytics, running);
    const existing = running.get(key);
    if (existing) return existing;
    const work = run(() => metricsService.compute(analytics, plan)).finally(() => running.delete(key));
    running.set(key, work);
    return work;
  },

  async compute(analytics: AnalyticsStore, plan: MetricPlan): Promise<MetricAnswer> {
    const dataMeta: MetricAnswer['dataMeta'] = {
      metric: plan.metric.id,
      label: plan.metric.label,
      type: plan.type,
      group: plan.group?.name ?? null,
      startMs: plan.startMs,
      endMs: plan.endMs,
      stepMs: plan.step.ms,
      timeZone: plan.timeZone,
      partialData: plan.partialData,
    };
    switch (plan.type) {
      case 'line':
        return { data: linesOf(plan, await analytics.metricSeries(plan)), dataMeta };
      case 'top': {
        const rows = await analytics.metricTotals(plan);
        return { data: rows.map((row) => ({ name: row.group ?? '', value: row.value })), dataMeta };
      }
      case 'stats': {
        const ungrouped = { ...plan, group: undefined };
        const [series, totals] = await Promise.all([
          analytics.metricSeries(ungrouped),
          analytics.metricTotals(ungrouped),
        ]);
        return { data: statsOf(plan, linesOf(ungrouped, series)[0], totals[0]?.value ?? null), dataMeta };
      }
    }
  },

  /**
   * Many chart queries in one round trip, run concurrently; each answers on its own, so one bad
   * query gives its own error and the rest still answer.
   */
  async answerMany(analytics: AnalyticsStore, queries: readonly unknown[], now: number) {
    return Promise.all(
      queries.map(async (raw, index) => {
        try {
          const parsed = metricQuerySchema.safeParse(raw);
          if (!parsed.success) throw badRequest(zodMessage(parsed.error));
          return await metricsService.answer(analytics, parsed.data, now);
        } catch (error) {
          if (error instanceof AppError && error.status < 500) {
            return { error: { code: error.code, message: `queries.${index}: ${error.message}` } };
          }
          throw error;
        }
      }),
    );
  },
};
