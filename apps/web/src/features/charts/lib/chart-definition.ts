import {
  ENVIRONMENTS,
  type CompareFeature,
  metricById,
  metricDimension,
  metricFiltersFromUrlState,
  type MetricQueryInput,
  type UrlState,
} from '@prism/domain';
import type { ChartNumberKind } from '../../../components/charts/lib/chart-format';

/**
 * The chart kinds of spec 001 section 2 and the answer each draws:
 * - `line`, `area`: a time series (`line` answer), one line per group.
 * - `bar`: the `line` answer as vertical bars per bucket; `stackedBar`: the same, groups stacked.
 * - `horizontalBar`, `top`: a `top` answer as horizontal bars, most first; `barTop`: the same bars
 *   beside the ranked list with values.
 * - `percentage`: a `top` answer as shares of its total (one decimal).
 * - `table`: a `top` answer (or a `grid` answer when `subGroup` is set) as a sortable table.
 * - `sunburst`: a `sunburst` answer (`group` the inner ring, `subGroup` the outer);
 *   `sunburstTop`: the sunburst beside the top list of its inner ring.
 * - `aggregate`: an `aggregate` answer: the total and the change against the previous period.
 * - `metricLine`: a `line` answer drawn as a line under its total (the `stats` figure of the series).
 * - `stats`: total, min, mean and max. `sankey`, `network`: those answers.
 * - `grid`: success rates as coloured cells, from a `top` answer (or a `grid` answer with `subGroup`).
 * - `multi`: no query of its own; tabs over its `tabs` child definitions.
 */
export const CHART_KINDS = [
  'line',
  'area',
  'bar',
  'stackedBar',
  'horizontalBar',
  'sunburst',
  'sunburstTop',
  'top',
  'percentage',
  'multi',
  'table',
  'barTop',
  'aggregate',
  'stats',
  'sankey',
  'network',
  'grid',
  'metricLine',
] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/**
 * Which entities a chart is offered for (spec 001 section 5). Each list names values of one
 * property of the open application or group (for a group, of its member applications).
 */
export interface ChartVisibilityRule {
  domains?: readonly string[];
  appTypes?: readonly string[];
  /** Application ids (`name@type`). */
  apps?: readonly string[];
  /** Application names (the part before `@`). */
  appNames?: readonly string[];
  dataSources?: readonly string[];
  /** Group ids; the entity must be (include) or must not be (exclude) one of these groups. */
  groups?: readonly string[];
  /** 'app' when an application is open, 'group' when a group is. */
  entityKinds?: readonly ('app' | 'group')[];
}

/**
 * `include`: every list given must share a value with the entity (a group matches when any member
 * does). `exclude`: the chart is hidden when, for any list given, every value the entity has is in
 * it (an application whose type is excluded; a group whose members all are). An empty rule set
 * shows the chart everywhere.
 */
export interface ChartVisibility {
  include?: ChartVisibilityRule;
  exclude?: ChartVisibilityRule;
}

/** What the open entity is, for the visibility rules. */
export interface ChartVisibilityContext {
  entityKind: 'app' | 'group';
  /** The group's id when a group is open. */
  groupId?: string;
  /** The application ids (one for an application, the members for a group). */
  apps: readonly string[];
  domains: readonly string[];
  appTypes: readonly string[];
  dataSources: readonly string[];
}

/** One entry of a chart's changelog (the action menu's History). */
export interface ChartHistoryEntry {
  /** ISO date (yyyy-MM-dd). */
  date: string;
  text: string;
}

/** One chart of a page or dashboard (spec 001 "Chart definition"). */
export interface ChartDefinition {
  /** Stable within the page: the React key and the test id. */
  id: string;
  title: string;
  kind: ChartKind;
  /** The metric id; unused (may be '') for `multi`, whose tabs carry their own. */
  metric: string;
  group?: string;
  /** The second dimension: a sunburst's outer ring, a grid's or a table's columns. */
  subGroup?: string;
  limit?: number;
  /** Fixed filters of the chart (`name:value`), added to the page's. */
  filter?: readonly string[];
  /**
   * The chart groups by the URL's `groupBy` (the page's Group menu) instead of `group` when the
   * URL has one. When the metric has no such dimension the chart keeps `group` and shows the Group
   * Warning ('Group By filter is not applied!'). Charts without this flag ignore `groupBy`.
   */
  followsGroupBy?: boolean;
  /** What the metric means, shown under the title. */
  description?: string;
  /**
   * Where a click on a legend entry, row, bar or cell leads: a path relative to the open entity
   * (no leading slash), e.g. `client-analytics/errors/details?errorCode=:id`, or a page outside it
   * (a leading slash), e.g. `/tools/sequence/:id`. Every `:id` is replaced by the clicked value
   * (URL-encoded); under the entity the current query string is kept, and the template's own
   * parameters override it. See `chartNavigateTarget`.
   */
  navigate?: string;
  /**
   * For `grid`: the query parameter a clicked cell's name is written to when `navigate` has no
   * `:id` (default `apiName`, spec 001 section 2). See `chartNavigateTemplate`.
   */
  navigateParam?: string;
  /** For `multi`: the tabs, each a chart definition of its own (not `multi`). */
  tabs?: readonly ChartDefinition[];
  /** For `multi`: the chosen tab's index is written to (and read from) the URL's `tab` parameter. */
  tabInUrl?: boolean;
  /** The chart is replaced by the 'Under construction' placeholder. */
  underConstruction?: { text?: string; /** ISO date (yyyy-MM-dd). */ expected?: string };
  /** The metric is outdated: the chart shows 'This metric is no longer valid.' instead. */
  outdated?: boolean;
  /**
   * `false`: the chart never asks for the compare menu's answer. Otherwise every kind that can show
   * one asks for it when a compare is chosen (see {@link chartCompares}).
   */
  compare?: boolean;
  /** A value axis the spec fixes (spec 001 section 9); rates and means otherwise fit their data. */
  valueRange?: { min: number; max: number };
  /** Dashboard grid span in columns (of 4) and rows (5.25rem each); the dashboards use them. */
  width?: number;
  height?: number;
  visibility?: ChartVisibility;
  /** The chart's changelog, newest first, shown by the action menu's History. */
  history?: readonly ChartHistoryEntry[];
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
  /** The URL's groupBy the chart follows but cannot apply, for the card's Group Warning. */
  groupRefused?: string;
}

/** The metric query type each kind asks for; `multi` asks nothing itself (its tabs do). */
const QUERY_TYPE: Record<Exclude<ChartKind, 'multi'>, MetricQueryInput['type']> = {
  line: 'line',
  area: 'line',
  bar: 'line',
  stackedBar: 'line',
  metricLine: 'line',
  horizontalBar: 'top',
  top: 'top',
  barTop: 'top',
  percentage: 'top',
  table: 'top',
  grid: 'top',
  stats: 'stats',
  aggregate: 'aggregate',
  sunburst: 'sunburst',
  sunburstTop: 'sunburst',
  sankey: 'sankey',
  network: 'network',
};

/** The query type of a kind; a table or grid with a `subGroup` asks for the two-dimension grid. */
export function chartQueryType(definition: ChartDefinition): MetricQueryInput['type'] {
  if (definition.kind === 'multi') return 'line';
  if ((definition.kind === 'table' || definition.kind === 'grid') && definition.subGroup) return 'grid';
  return QUERY_TYPE[definition.kind];
}

/**
 * The kinds that can show the compare menu's answer: time series (a dashed line of the compared
 * data), top lists and bars (the compared value beside each row), tables of one dimension (a column
 * of it), stats and aggregates (the change). Breakdowns of two dimensions, journeys, call graphs
 * and cell grids have no place for a second answer.
 */
export const CHART_COMPARE_KINDS: ReadonlySet<ChartKind> = new Set<ChartKind>([
  'line',
  'area',
  'bar',
  'stackedBar',
  'metricLine',
  'top',
  'horizontalBar',
  'barTop',
  'percentage',
  'table',
  'stats',
  'aggregate',
]);

/**
 * Whether a chart asks for the compare menu's answer: a compare is chosen, the kind can show it
 * and the definition does not opt out. An aggregate already shows its previous period, so it does
 * not ask for that compare again; a table with a second dimension has no column for it.
 */
export function chartCompares(definition: ChartDefinition, feature: CompareFeature): boolean {
  if (feature === 'none' || definition.compare === false) return false;
  if (!CHART_COMPARE_KINDS.has(definition.kind)) return false;
  if (definition.kind === 'table' && definition.subGroup) return false;
  if (definition.kind === 'aggregate' && feature === 'previousPeriod') return false;
  return true;
}

/** The charts that ask the metric engine: a multi chart's tabs, any other chart itself. */
export function chartLeaves(definition: ChartDefinition): readonly ChartDefinition[] {
  return definition.kind === 'multi' ? (definition.tabs ?? []) : [definition];
}

/**
 * A chart's metric query from the page's URL state: period, offset, step, environment, time zone,
 * partial data and fiscal time as the time menu set them, the entity's applications, the chart's
 * own filters and the page's filters that the metric has a dimension for (the others are named in
 * `refused`). A chart that `followsGroupBy` groups by the URL's groupBy when the metric can; every
 * chart that can show it carries the compare menu's choice ({@link chartCompares}), so the compare
 * is asked in the page's one multi-chart call.
 */
export function chartQueryBuild(definition: ChartDefinition, scope: ChartPageScope): ChartQueryPlan {
  const metric = metricById(definition.metric);
  const accepts = (name: string) => (metric ? metricDimension(metric, name) !== undefined : false);
  const { filter, filterOperators, refused } = metricFiltersFromUrlState(scope.state, accepts);
  const { state } = scope;
  const type = chartQueryType(definition);
  let group = definition.group;
  let groupRefused: string | undefined;
  if (definition.followsGroupBy && state.groupBy && state.groupBy !== definition.group) {
    if (accepts(state.groupBy)) group = state.groupBy;
    else groupRefused = state.groupBy;
  }
  const query: MetricQueryInput = {
    metric: definition.metric,
    type,
    ...(group && type !== 'network' && type !== 'sankey' ? { group } : {}),
    ...(definition.subGroup && (type === 'sunburst' || type === 'grid')
      ? { subGroup: definition.subGroup }
      : {}),
    ...(definition.limit ? { limit: definition.limit } : {}),
    filter: [...(definition.filter ?? []), ...filter.filter((item) => !definition.filter?.includes(item))],
    filterOperators,
    period: state.period,
    periodOffset: state.periodOffset,
    step: state.step,
    ...(environmentOf(state.environment) ? { environment: environmentOf(state.environment) } : {}),
    partialData: state.partialData,
    fiscalTime: state.fiscalTime,
    origintz: scope.timeZone,
    appIDs: [...scope.appIds],
    ...(chartCompares(definition, state.compareFeature)
      ? {
          compareFeature: state.compareFeature,
          ...(state.compareVersion ? { compareVersion: state.compareVersion } : {}),
        }
      : {}),
  };
  return groupRefused ? { query, refused, groupRefused } : { query, refused };
}

/** Whether the open entity gets the chart under its visibility rules (see {@link ChartVisibility}). */
export function chartVisible(definition: ChartDefinition, context: ChartVisibilityContext): boolean {
  const { include, exclude } = definition.visibility ?? {};
  const values = (rule: ChartVisibilityRule) =>
    [
      [rule.domains, context.domains],
      [rule.appTypes, context.appTypes],
      [rule.apps, context.apps],
      [rule.appNames, context.apps.map((app) => app.split('@')[0] ?? app)],
      [rule.dataSources, context.dataSources],
      [rule.groups, context.groupId ? [context.groupId] : []],
      [rule.entityKinds, [context.entityKind]],
    ] as const;
  if (include) {
    for (const [listed, own] of values(include)) {
      if (listed && !own.some((value) => (listed as readonly string[]).includes(value))) return false;
    }
  }
  if (exclude) {
    for (const [listed, own] of values(exclude)) {
      if (listed && own.length > 0 && own.every((value) => (listed as readonly string[]).includes(value)))
        return false;
    }
  }
  return true;
}

/**
 * Where a click on `value` leads for a chart's `navigate` template: `/{entityId}/{path}` with every
 * `:id` replaced by the value (URL-encoded), the current query string kept and the template's own
 * parameters set over it; a template with a leading slash is a page outside the entity (a global
 * tool), with only its own parameters. Null when the chart does not navigate.
 */
export function chartNavigateTarget(
  template: string | undefined,
  value: string,
  entityId: string,
  currentSearch: string,
): string | null {
  if (!template) return null;
  const global = template.startsWith('/');
  const [pathTemplate = '', queryTemplate = ''] = template.replace(/^\/+/, '').split('?', 2);
  const path = pathTemplate.replace(/:id\b/g, encodeURIComponent(value));
  const params = new URLSearchParams(global ? '' : currentSearch);
  const own = new URLSearchParams(queryTemplate);
  for (const name of new Set(own.keys())) params.delete(name);
  for (const [name, raw] of own) params.append(name, raw === ':id' ? value : raw.replace(/:id\b/g, value));
  const search = params.toString();
  const base = global ? '' : `/${encodeURIComponent(entityId).replace(/%40/g, '@')}`;
  return `${base}/${path}${search ? `?${search}` : ''}`;
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

/**
 * The `GET /api/realtime-dashboard` address equivalent to a chart's metric query (docs/api.md),
 * for the action menu's View query: lists as bracket arrays, operators as `filterOperators[name]`,
 * defaults left out.
 */
export function chartQueryUrl(query: MetricQueryInput): string {
  const params = new URLSearchParams();
  params.set('metric', query.metric);
  for (const app of query.appIDs) params.append('appIDs[]', app);
  if (query.type) params.set('type', query.type);
  if (query.group) params.set('group', query.group);
  if (query.subGroup) params.set('subGroup', query.subGroup);
  for (const item of query.filter ?? []) params.append('filter[]', item);
  for (const [name, operator] of Object.entries(query.filterOperators ?? {})) {
    params.set(`filterOperators[${name}]`, operator);
  }
  if (query.period !== undefined) params.set('period', String(query.period));
  if (query.periodOffset) params.set('periodOffset', String(query.periodOffset));
  if (query.step !== undefined) params.set('step', String(query.step));
  if (query.environment) params.set('environment', query.environment);
  if (query.partialData) params.set('partialData', 'true');
  if (query.fiscalTime) params.set('fiscalTime', 'true');
  if (query.origintz) params.set('origintz', query.origintz);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.compareFeature && query.compareFeature !== 'none')
    params.set('compareFeature', query.compareFeature);
  if (query.compareVersion) params.set('compareVersion', query.compareVersion);
  return `/api/realtime-dashboard?${params.toString()}`;
}

/**
 * A chart's navigation template with the clicked value's place made explicit: a grid whose
 * `navigate` has no `:id` writes the cell's name to `navigateParam` (default `apiName`).
 */
export function chartNavigateTemplate(definition: ChartDefinition): string | undefined {
  const template = definition.navigate;
  if (!template || definition.kind !== 'grid' || template.includes(':id')) return template;
  return `${template}${template.includes('?') ? '&' : '?'}${definition.navigateParam ?? 'apiName'}=:id`;
}
