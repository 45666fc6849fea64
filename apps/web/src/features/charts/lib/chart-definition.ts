import {
  ENVIRONMENTS,
  metricById,
  metricDimension,
  metricFiltersFromUrlState,
  type MetricQueryInput,
  type UrlState,
} from '@prism/domain';
import type { ChartNumberKind } from '../../../components/charts/lib/chart-format';

/** The widgets this slice draws, and the metric query shape each asks for. */
export type ChartKind = 'line' | 'area' | 'top' | 'stats';

/** One chart of a page (spec 001 "Chart definition", the parts the widgets use so far). */
export interface ChartDefinition {
  /** Stable within the page: the React key and the test id. */
  id: string;
  title: string;
  kind: ChartKind;
  metric: string;
  group?: string;
  limit?: number;
  /** The card spans the full row (long top lists, multi-series lines). */
  wide?: boolean;
}

/** What the page's URL and entity give every chart. */
export interface ChartPageScope {
  state: UrlState;
  appIds: readonly string[];
  /** The zone periods and buckets are read in: the URL's origintz or the browser's. */
  timeZone: string;
}

export interface ChartQueryPlan {
  query: MetricQueryInput;
  /** Page filters the metric cannot apply, for the card's Filter Warning. */
  refused: string[];
}

const QUERY_TYPE: Record<ChartKind, MetricQueryInput['type']> = {
  line: 'line',
  area: 'line',
  top: 'top',
  stats: 'stats',
};

/**
 * A chart's metric query from the page's URL state: period, offset, step, environment, time zone,
 * partial data and fiscal time as the time menu set them, the entity's applications, and the
 * page's filters that the metric has a dimension for (the others are named in `refused`).
 */
export function chartQueryBuild(definition: ChartDefinition, scope: ChartPageScope): ChartQueryPlan {
  const metric = metricById(definition.metric);
  const accepts = (name: string) => (metric ? metricDimension(metric, name) !== undefined : false);
  const { filter, filterOperators, refused } = metricFiltersFromUrlState(scope.state, accepts);
  const { state } = scope;
  const query: MetricQueryInput = {
    metric: definition.metric,
    type: QUERY_TYPE[definition.kind],
    ...(definition.group ? { group: definition.group } : {}),
    ...(definition.limit ? { limit: definition.limit } : {}),
    filter,
    filterOperators,
    period: state.period,
    periodOffset: state.periodOffset,
    step: state.step,
    ...(environmentOf(state.environment) ? { environment: environmentOf(state.environment) } : {}),
    partialData: state.partialData,
    fiscalTime: state.fiscalTime,
    origintz: scope.timeZone,
    appIDs: [...scope.appIds],
  };
  return { query, refused };
}

/**
 * How a metric's numbers read (spec 001 section 9): success rates and shares as percentages with
 * one decimal, counts with thousands separators, means and percentiles with two decimals.
 */
export function chartNumberKindOf(metricId: string): ChartNumberKind {
  const measure = metricById(metricId)?.measure;
  switch (measure?.kind) {
    case 'successRate':
    case 'share':
      return 'percent';
    case 'average':
    case 'percentile':
      return 'decimal';
    default:
      return 'count';
  }
}

/** The URL's environment when the metric engine knows it; none (both) otherwise. */
function environmentOf(value: string | undefined): (typeof ENVIRONMENTS)[number] | undefined {
  return ENVIRONMENTS.find((environment) => environment === value);
}
