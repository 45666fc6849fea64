import {
  MSG,
  MetricQueryError,
  dateRangeForbiddenFor,
  PeriodError,
  metricBucketsShown,
  metricCompareQuery,
  metricPlan,
  metricPreviousQuery,
  metricQuerySchema,
  type ApiMappingContext,
  type ChartAnswer,
  type MetricDataMeta,
  type MetricLine,
  type MetricNetwork,
  type MetricPlan,
  type MetricQuery,
  type MetricStats,
} from '@prism/domain';
import { AppError, badRequest, forbidden, zodMessage } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { MetricSeriesRow, MetricTotalRow } from '../../plugins/analytics/metric-sql';
import type { AnalyticsStore } from '../../plugins/stores';
import { metricSankeyOf } from './metrics.sankey';

/** What one chart query answers (the declared reply of `GET /api/realtime-dashboard`). */
export type MetricAnswer = ChartAnswer;

/** Counts read 0 where a bucket had no events; rates and means have no value there. */
function emptyValue(plan: MetricPlan): number | null {
  const kind = plan.metric.measure.kind;
  return kind === 'events' || kind === 'distinct' ? 0 : null;
}

/**
 * Where a bucket start sits among the buckets shown: arithmetic when they are a whole step apart
 * (every sub-day step, and days without a DST change), else a lookup; undefined for a bucket that is
 * not shown (the one still filling).
 */
function bucketPosition(shown: readonly number[], stepMs: number): (bucketMs: number) => number | undefined {
  const first = shown[0] ?? 0;
  if (shown.every((start, i) => start === first + i * stepMs)) {
    return (bucketMs) => {
      const i = (bucketMs - first) / stepMs;
      return shown[i] === bucketMs ? i : undefined;
    };
  }
  const positions = new Map(shown.map((start, i) => [start, i]));
  return (bucketMs) => positions.get(bucketMs);
}

function linesOf(plan: MetricPlan, rows: readonly MetricSeriesRow[]): MetricLine[] {
  const shown = metricBucketsShown(plan);
  const positionOf = bucketPosition(shown, plan.step.ms);
  const empty = emptyValue(plan);
  const byGroup = new Map<string | null, (number | null)[]>();
  const valuesOf = (group: string | null) => {
    const found = byGroup.get(group) ?? new Array<number | null>(shown.length).fill(empty);
    byGroup.set(group, found);
    return found;
  };
  if (!plan.group) valuesOf(null);
  for (const row of rows) {
    const values = valuesOf(row.group);
    const i = positionOf(row.bucketMs);
    if (i !== undefined) values[i] = row.value ?? empty;
  }
  return [...byGroup].map(([group, y]) => ({ id: group ?? plan.metric.label, x: shown, y }));
}

function statsOf(plan: MetricPlan, line: MetricLine | undefined, total: number | null): MetricStats {
  const values = (line?.y ?? []).flatMap((y) => (y === null ? [] : [y]));
  if (values.length === 0) return { total, min: null, avg: null, max: null };
  return {
    total,
    min: Math.min(...values),
    avg: values.reduce((sum, value) => sum + value, 0) / values.length,
    max: Math.max(...values),
  };
}

/** Query-model and period errors are the caller's: 400 with the message they can act on. */
function guard<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof MetricQueryError || error instanceof PeriodError) throw badRequest(error.message);
    throw error;
  }
}

/** The checked plan, with the API-name mapping rules its `apiName` dimension applies. */
const planOf = (query: MetricQuery, now: number, apiMapping?: ApiMappingContext): MetricPlan =>
  guard(() => ({ ...metricPlan(query, now), apiMapping }));

/** Spec 000 section 5: more than 31 days of data needs a role containing prism-full. */
function requireRangeAllowed(auth: AuthUser, plan: MetricPlan): void {
  if (dateRangeForbiddenFor(plan, plan.timeZone, auth.roles)) throw forbidden(MSG.longRangeForbidden);
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

function metaOf(plan: MetricPlan): MetricDataMeta {
  return {
    metric: plan.metric.id,
    label: plan.metric.label,
    type: plan.type,
    group: plan.group?.name ?? null,
    subGroup: plan.subGroup?.name ?? null,
    startMs: plan.startMs,
    endMs: plan.endMs,
    stepMs: plan.step.ms,
    timeZone: plan.timeZone,
    partialData: plan.partialData,
  };
}

function sunburstOf(rows: readonly MetricTotalRow[]) {
  const groups = new Map<string, { name: string; value: number | null }[]>();
  for (const row of rows) {
    const children = groups.get(row.group ?? '') ?? [];
    children.push({ name: row.group2 ?? '', value: row.value });
    groups.set(row.group ?? '', children);
  }
  return [...groups].map(([name, children]) => ({ name, children }));
}

function networkOf(calls: readonly MetricTotalRow[], rates: readonly MetricTotalRow[]): MetricNetwork {
  const rate = new Map(rates.map((row) => [`${row.group}\u0000${row.group2}`, row.value]));
  const nodes = new Map<string, MetricNetwork['nodes'][number] & { successes: number }>();
  const links: MetricNetwork['links'] = [];
  const node = (id: string, kind: 'host' | 'api') => {
    const key = `${kind}:${id}`;
    const found = nodes.get(key) ?? { id, kind, calls: 0, successRate: null, successes: 0 };
    nodes.set(key, found);
    return found;
  };
  for (const row of calls) {
    const host = row.group ?? '';
    const api = row.group2 ?? '';
    const count = row.value ?? 0;
    const successRate = rate.get(`${host}\u0000${api}`) ?? null;
    links.push({ source: host, target: api, calls: count, successRate });
    for (const end of [node(host, 'host'), node(api, 'api')]) {
      end.calls += count;
      end.successes += ((successRate ?? 0) / 100) * count;
    }
  }
  return {
    nodes: [...nodes.values()].map(({ successes, ...rest }) => ({
      ...rest,
      successRate: rest.calls > 0 ? (100 * successes) / rest.calls : null,
    })),
    links,
  };
}

const isEventOf = (plan: MetricPlan, eventType: string) =>
  plan.metric.where.some((c) => c.field === 'eventType' && 'equals' in c && c.equals === eventType);

/** Identical queries in flight at once are computed once (their answers are the same). */
const inFlight = new WeakMap<AnalyticsStore, Map<string, Promise<MetricAnswer>>>();

export const metricsService = {
  /**
   * Answers one chart query in the shape it asks for (spec 001 section 3), with the compare menu's
   * answer in the same shape when a compare feature is chosen (every query type: lines, tops,
   * stats, aggregates, breakdowns).
   */
  async answer(
    analytics: AnalyticsStore,
    auth: AuthUser,
    query: MetricQuery,
    now: number,
    apiMapping?: ApiMappingContext,
  ): Promise<MetricAnswer> {
    const plan = planOf(query, now, apiMapping);
    requireRangeAllowed(auth, plan);
    const compare = guard(() => metricCompareQuery(query));
    // The rules are part of the answer: a query asked under other rules is another question.
    const key = JSON.stringify([query, plan.startMs, plan.endMs, apiMapping?.rules ?? null]);
    const running = inFlight.get(analytics) ?? new Map<string, Promise<MetricAnswer>>();
    inFlight.set(analytics, running);
    const existing = running.get(key);
    if (existing) return existing;
    const work = run(async () => {
      const [answer, compared] = await Promise.all([
        metricsService.compute(analytics, plan, query, now),
        compare
          ? metricsService.compute(analytics, planOf(compare, now, apiMapping), compare, now)
          : undefined,
      ]);
      if (!compared) return answer;
      return {
        ...answer,
        compare: {
          feature: query.compareFeature,
          ...(query.compareVersion ? { version: query.compareVersion } : {}),
          data: compared.data,
          dataMeta: compared.dataMeta,
        },
      };
    }).finally(() => running.delete(key));
    running.set(key, work);
    return work;
  },

  async compute(
    analytics: AnalyticsStore,
    plan: MetricPlan,
    query: MetricQuery,
    now: number,
  ): Promise<MetricAnswer> {
    const dataMeta = metaOf(plan);
    switch (plan.type) {
      case 'line':
        return { data: linesOf(plan, await analytics.metricSeries(plan)), dataMeta };
      case 'top': {
        const rows = await analytics.metricTotals(plan);
        return { data: rows.map((row) => ({ name: row.group ?? '', value: row.value })), dataMeta };
      }
      case 'stats': {
        const ungrouped = { ...plan, group: undefined };
        const { series, total } = await analytics.metricStats(ungrouped);
        return { data: statsOf(plan, linesOf(ungrouped, series)[0], total), dataMeta };
      }
      case 'aggregate': {
        const previous = planOf(metricPreviousQuery(query), now, plan.apiMapping);
        const [current, before] = await Promise.all([
          analytics.metricTotals({ ...plan, group: undefined }),
          analytics.metricTotals({ ...previous, group: undefined }),
        ]);
        return {
          data: current[0]?.value ?? null,
          previousData: before[0]?.value ?? null,
          previousMeta: { startMs: previous.startMs, endMs: previous.endMs },
          dataMeta,
        };
      }
      case 'sunburst':
        return { data: sunburstOf(await analytics.metricTotals(plan)), dataMeta };
      case 'grid': {
        const rows = await analytics.metricTotals(plan);
        return {
          data: rows.map((row) => ({ row: row.group ?? '', column: row.group2 ?? '', value: row.value })),
          dataMeta,
        };
      }
      case 'sankey':
        if (!isEventOf(plan, 'pageView'))
          throw badRequest(`type: a sankey follows page views; ${plan.metric.id} does not count page views`);
        return { data: metricSankeyOf(await analytics.metricTransitions(plan)), dataMeta };
      case 'network': {
        if (!isEventOf(plan, 'apiCall'))
          throw badRequest(`type: a network chart shows API calls; ${plan.metric.id} is not an API metric`);
        const callsPlan = planOf({ ...query, metric: 'api_calls' }, now, plan.apiMapping);
        const ratesPlan = planOf({ ...query, metric: 'api_success_rate' }, now, plan.apiMapping);
        const [calls, rates] = await Promise.all([
          analytics.metricTotals(callsPlan),
          analytics.metricTotals(ratesPlan),
        ]);
        return { data: networkOf(calls, rates), dataMeta };
      }
    }
  },

  /**
   * Many chart queries in one round trip, run concurrently; each answers on its own, so one bad
   * query gives its own error and the rest still answer.
   */
  async answerMany(
    analytics: AnalyticsStore,
    auth: AuthUser,
    queries: readonly unknown[],
    now: number,
    apiMapping?: ApiMappingContext,
  ) {
    return Promise.all(
      queries.map(async (raw, index) => {
        try {
          const parsed = metricQuerySchema.safeParse(raw);
          if (!parsed.success) throw badRequest(zodMessage(parsed.error));
          return await metricsService.answer(analytics, auth, parsed.data, now, apiMapping);
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
