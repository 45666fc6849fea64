import { z } from 'zod';
import type { ApiMappingContext } from './api-mapping';
import { metricGroupDimension } from './dimension-offer';
import { ENVIRONMENTS } from './events';
import { FILTER_OPERATORS, FILTER_OPERATOR_ARITY, type FilterOperator } from './filters';
import { metricFilterRefusedMessage, metricGroupRefusedMessage } from './messages';
import { metricById, metricDimension, type MetricDefinition, type MetricDimension } from './metrics';
import { periodResolve, periodSchema } from './period';
import { stepBuckets, stepResolve, type StepOption } from './step';
import { timeZoneIsValid } from './timezone';
import {
  COMPARE_FEATURES,
  compareNeedsVersion,
  compareValidate,
  filterOperatorDefault,
  type CompareFeature,
} from './url-state';

/**
 * The Query of spec 001 section 3: what a chart asks the metric engine. `filter` holds
 * `name:value` strings (several for one name mean "one of"); `filterOperators` names another
 * operator for a filter, as the page URL does.
 */

/**
 * Shapes of answer (spec 001 section 3): a time series, a top-N by one dimension, statistics, a
 * total beside the previous period's, a two-level breakdown (sunburst), a grid of two dimensions,
 * the host → API call graph (network), and the page-to-page journey of visits (sankey).
 */
export const METRIC_QUERY_TYPES = [
  'line',
  'top',
  'stats',
  'aggregate',
  'sunburst',
  'grid',
  'network',
  'sankey',
] as const;
export type MetricQueryType = (typeof METRIC_QUERY_TYPES)[number];

export const METRIC_LIMIT_MAX = 1000;
export const METRIC_APPS_MAX = 200;

export const metricQuerySchema = z.object({
  metric: z.string().trim().min(1).max(128),
  type: z.enum(METRIC_QUERY_TYPES).default('line'),
  group: z.string().trim().min(1).max(64).optional(),
  /** The inner dimension of a sunburst or the columns of a grid. */
  subGroup: z.string().trim().min(1).max(64).optional(),
  filter: z.array(z.string().max(600)).max(100).default([]),
  filterOperators: z.record(z.string().max(64), z.enum(FILTER_OPERATORS)).default({}),
  period: periodSchema.default('24h'),
  periodOffset: z.number().int().default(0),
  /** Bucket length in ms for time series; an unknown step falls back to the range's default. */
  step: z.number().int().positive().optional(),
  environment: z.enum(ENVIRONMENTS).optional(),
  partialData: z.boolean().default(false),
  fiscalTime: z.boolean().default(false),
  /** IANA zone whose local days bound periods and day-or-longer buckets. */
  origintz: z.string().max(64).refine(timeZoneIsValid, 'Unknown time zone').default('UTC'),
  limit: z.number().int().min(1).max(METRIC_LIMIT_MAX).default(10),
  appIDs: z.array(z.string().trim().min(1).max(128)).min(1).max(METRIC_APPS_MAX),
  /** The compare menu's choice (spec 000 section 4); versions compare by `appVersion`. */
  compareFeature: z.enum(COMPARE_FEATURES.map((feature) => feature.id) as [CompareFeature]).default('none'),
  compareVersion: z.string().trim().min(1).max(64).optional(),
});
export type MetricQuery = z.infer<typeof metricQuerySchema>;
export type MetricQueryInput = z.input<typeof metricQuerySchema>;

/** One filter of a query, resolved against the metric's dimensions. */
export interface MetricFilter {
  dimension: MetricDimension;
  operator: FilterOperator;
  values: string[];
}

/** A query checked against the catalogue and resolved to instants: what an engine runs. */
export interface MetricPlan {
  metric: MetricDefinition;
  type: MetricQueryType;
  group: MetricDimension | undefined;
  subGroup: MetricDimension | undefined;
  filters: MetricFilter[];
  appIds: string[];
  environment: string | undefined;
  startMs: number;
  endMs: number;
  step: StepOption;
  /** Bucket starts of a time series; each bucket ends where the next starts (the last at `bucketsEndMs`). */
  buckets: number[];
  bucketsEndMs: number;
  partialData: boolean;
  limit: number;
  /** The zone the period and day-or-longer buckets were resolved in. */
  timeZone: string;
  /**
   * The API-name mapping rules the `apiName` dimension applies (the metrics service adds them);
   * without them, charts show raw API names.
   */
  apiMapping?: ApiMappingContext;
}

/** Why a query cannot run: the field and a message meant for the person who wrote it. */
export class MetricQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'MetricQueryError';
  }
}

/** Most buckets a time series may have (a year of hours is 8,760). */
export const METRIC_BUCKETS_MAX = 10_000;

/**
 * Groups `name:value` strings by name, keeping first-seen order; values keep everything after the
 * first colon (values may contain colons).
 */
export function metricFilterParse(filter: readonly string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const entry of filter) {
    const colon = entry.indexOf(':');
    if (colon <= 0) throw new MetricQueryError('filter', `filter: "${entry}" is not name:value`);
    const name = entry.slice(0, colon).trim();
    const value = entry.slice(colon + 1);
    const values = byName.get(name) ?? [];
    if (value !== '' && !values.includes(value)) values.push(value);
    byName.set(name, values);
  }
  return byName;
}

function filtersOf(metric: MetricDefinition, query: MetricQuery): MetricFilter[] {
  const byName = metricFilterParse(query.filter);
  for (const name of Object.keys(query.filterOperators)) if (!byName.has(name)) byName.set(name, []);
  const refused = [...byName.keys()].filter((name) => !metricDimension(metric, name));
  if (refused.length > 0) {
    throw new MetricQueryError('filter', metricFilterRefusedMessage(refused));
  }
  return [...byName].map(([name, values]) => {
    const operator = query.filterOperators[name] ?? filterOperatorDefault(values);
    const arity = FILTER_OPERATOR_ARITY[operator];
    if (arity === 'none' && values.length > 0)
      throw new MetricQueryError('filter', `filter: ${name} ${operator} takes no value`);
    if (arity === 'one' && values.length !== 1)
      throw new MetricQueryError('filter', `filter: ${name} ${operator} takes exactly one value`);
    if (arity === 'many' && values.length === 0)
      throw new MetricQueryError('filter', `filter: ${name} ${operator} takes at least one value`);
    return { dimension: metricDimension(metric, name)!, operator, values };
  });
}

const NEEDS_GROUP: readonly MetricQueryType[] = ['top', 'sunburst', 'grid'];
const NEEDS_SUB_GROUP: readonly MetricQueryType[] = ['sunburst', 'grid'];
/** The network chart: calls from each API host to each API name. */
export const NETWORK_GROUPS = { group: 'apiHost', subGroup: 'apiName' } as const;

/**
 * A group or subGroup of the query: one the metric can be grouped by when the caller chose it; the
 * network chart's fixed pair needs only to exist (the engine says which metrics a network shows).
 */
function dimensionOf(
  metric: MetricDefinition,
  field: 'group' | 'subGroup',
  name: string,
  chosen: boolean,
): MetricDimension {
  const dimension = chosen ? metricGroupDimension(metric, name) : metricDimension(metric, name);
  if (!dimension) throw new MetricQueryError(field, metricGroupRefusedMessage(name));
  return dimension;
}

function groupsOf(metric: MetricDefinition, query: MetricQuery) {
  const fallback = NEEDS_GROUP.includes(query.type) ? metric.defaultGroup : undefined;
  const names: { group?: string; subGroup?: string } =
    query.type === 'network' ? NETWORK_GROUPS : { group: query.group ?? fallback, subGroup: query.subGroup };
  const chosen = query.type !== 'network';
  const noun = query.type === 'top' ? 'top-N' : query.type;
  if (NEEDS_GROUP.includes(query.type) && !names.group)
    throw new MetricQueryError('group', `group: a ${noun} of ${metric.id} needs a group`);
  if (NEEDS_SUB_GROUP.includes(query.type) && !names.subGroup)
    throw new MetricQueryError('subGroup', `subGroup: a ${noun} of ${metric.id} needs a subGroup`);
  if (query.subGroup && !NEEDS_SUB_GROUP.includes(query.type))
    throw new MetricQueryError('subGroup', 'subGroup: only a sunburst or a grid has a subGroup');
  return {
    group: names.group ? dimensionOf(metric, 'group', names.group, chosen) : undefined,
    subGroup: names.subGroup ? dimensionOf(metric, 'subGroup', names.subGroup, chosen) : undefined,
  };
}

/**
 * Checks a query against the metric catalogue and resolves its period, step and buckets at `now`.
 *
 * @throws {MetricQueryError} for an unknown metric, a group or filter the metric does not have
 * ('Can't filter this metric by: …'), a malformed filter, or a series with too many buckets.
 * @throws {PeriodError} when the period does not resolve.
 */
export function metricPlan(query: MetricQuery, now: number): MetricPlan {
  const metric = metricById(query.metric);
  if (!metric) throw new MetricQueryError('metric', `metric: unknown metric "${query.metric}"`);
  const { group, subGroup } = groupsOf(metric, query);
  const filters = filtersOf(metric, query);

  const { startMs, endMs } = periodResolve(query.period, {
    now,
    timeZone: query.origintz,
    periodOffset: query.periodOffset,
    fiscal: query.fiscalTime,
  });
  const step = stepResolve(query.step, query.fiscalTime, endMs - startMs);
  let buckets: number[] = [];
  let bucketsEndMs = endMs;
  // A stats answer's min, mean and max are over the same buckets a line would show.
  if (query.type === 'line' || query.type === 'stats') {
    buckets = stepBuckets({ startMs, endMs }, step, query.origintz);
    if (buckets.length > METRIC_BUCKETS_MAX)
      throw new MetricQueryError(
        'step',
        `step: ${buckets.length} buckets is more than ${METRIC_BUCKETS_MAX}`,
      );
    // The bucket after the last one tells where the last ends.
    const after = stepBuckets({ startMs, endMs: endMs + step.ms * 2 }, step, query.origintz).find(
      (start) => start >= endMs,
    );
    bucketsEndMs = after ?? endMs;
  }
  return {
    metric,
    type: query.type,
    group,
    subGroup,
    filters,
    appIds: [...new Set(query.appIDs)],
    environment: query.environment,
    startMs,
    endMs,
    step,
    buckets,
    bucketsEndMs,
    partialData: query.partialData,
    limit: query.limit,
    timeZone: query.origintz,
  };
}

/**
 * The buckets a series shows: every bucket when partial data is asked for; otherwise not the last
 * one while it is still filling (it ends after the range does), nor the first when it starts before
 * the range does (Last 7 days from 20:50 by day began with a day of three hours: a dip on every
 * line and the minimum of every stat card), unless it is the only one left.
 */
export function metricBucketsShown(
  plan: Pick<MetricPlan, 'buckets' | 'bucketsEndMs' | 'startMs' | 'endMs' | 'partialData'>,
): number[] {
  if (plan.partialData) return plan.buckets;
  let shown = plan.bucketsEndMs > plan.endMs ? plan.buckets.slice(0, -1) : plan.buckets;
  if (shown.length > 1 && (shown[0] ?? plan.startMs) < plan.startMs) shown = shown.slice(1);
  return shown;
}

/**
 * The query behind the compare menu's second line (spec 000 section 4), or null for `none`: all
 * of the app's data, another version, or the previous period with all data or another version.
 * Versions compare through the `appVersion` filter.
 *
 * @throws {MetricQueryError} 'Please select the compare version.' when the feature needs one.
 */
export function metricCompareQuery(query: MetricQuery): MetricQuery | null {
  const feature = query.compareFeature;
  if (feature === 'none') return null;
  const problem = compareValidate(feature, query.compareVersion);
  if (problem) throw new MetricQueryError('compareVersion', problem);
  const withoutVersion = query.filter.filter((entry) => !entry.startsWith('appVersion:'));
  const { appVersion: _operator, ...filterOperators } = query.filterOperators;
  const version = compareNeedsVersion(feature) ? [`appVersion:${query.compareVersion}`] : [];
  const previous = feature === 'previousPeriod' || feature === 'previousPeriodOtherVersion';
  return {
    ...query,
    filter: [...withoutVersion, ...version],
    filterOperators,
    periodOffset: query.periodOffset + (previous ? 1 : 0),
    compareFeature: 'none',
    compareVersion: undefined,
  };
}

/** The same query one period back: the `previousData` of an aggregate. */
export function metricPreviousQuery(query: MetricQuery): MetricQuery {
  return {
    ...query,
    periodOffset: query.periodOffset + 1,
    compareFeature: 'none',
    compareVersion: undefined,
  };
}
