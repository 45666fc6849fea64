import { DateTime } from 'luxon';
import {
  FILTER_OPERATOR_ARITY,
  FILTER_OPERATORS,
  FILTERS,
  FILTERS_RESET_ON_ENTITY_CHANGE,
  type FilterClause,
  type FilterOperator,
} from './filters';
import { MSG } from './messages';
import {
  DAY_MS,
  DEFAULT_PERIOD,
  DEFAULT_PERIOD_ALTERNATE,
  HOUR_MS,
  periodIsValid,
  periodOffsetParse,
  periodParse,
  periodResolve,
  type PeriodContext,
} from './period';
import { stepDefaultFor, stepResolve } from './step';
import { timeZoneIsValid } from './timezone';

/**
 * The page state that lives in the query string (spec 000 sections 2 and 4): time, environment,
 * compare choice and filters. Parsing fills defaults; serialising drops empty values and writes
 * list values in the bracket format (`streamType[]=vod&streamType[]=dvr`).
 */

/** Compare menu features (spec 000 section 4), `none` first. */
export const COMPARE_FEATURES = [
  { id: 'none', label: 'None' },
  { id: 'allData', label: 'All App Data' },
  { id: 'anotherVersion', label: 'Another Version' },
  { id: 'previousPeriod', label: 'Previous Period (All Data)' },
  { id: 'previousPeriodOtherVersion', label: 'Previous Period (Other Version)' },
] as const;
export type CompareFeature = (typeof COMPARE_FEATURES)[number]['id'];

/** Spectrum Guide pages reset periods whose absolute start is older than this many days. */
export const SPEC_GUIDE_CUTOFF_DAYS = 16;
/** OneApp pages reset periods whose absolute start is older than this many days. */
export const ONE_APP_CUTOFF_DAYS = 22;
/** How many recent periods are remembered. */
export const RECENT_PERIODS_MAX = 3;
/** Batched URL updates wait this long for more changes before the address is replaced. */
export const URL_STATE_DEBOUNCE_MS = 1000;
/** The period and step a cutoff resets to. */
export const CUTOFF_RESET = { period: DEFAULT_PERIOD, step: HOUR_MS } as const;

/** Single-valued parameters, in the order they are written back. */
export const URL_SCALAR_PARAMS = [
  'environment',
  'dataSource',
  'period',
  'periodOffset',
  'step',
  'origintz',
  'partialData',
  'fiscalTime',
  'groupBy',
  'compareFeature',
  'compareVersion',
  'releaseVersion',
  'rowPage',
] as const;

/** A page's state as read from its address, defaults filled. */
export interface UrlState {
  environment?: string;
  dataSource?: string;
  period: string;
  periodOffset: number;
  /** Step in ms. */
  step: number;
  /** The zone chosen in the time menu (IANA name); absent means the browser's own. */
  origintz?: string;
  partialData: boolean;
  fiscalTime: boolean;
  groupBy?: string;
  compareFeature: CompareFeature;
  compareVersion?: string;
  releaseVersion?: string;
  rowPage?: number;
  /** Catalogue filters by id, each a list of values (bracket format in the URL). */
  filters: Record<string, string[]>;
  /**
   * Operators other than the default, by filter id (`filterOperators[]=appVersion:IS_NOT`). A filter
   * without values is applied only when its operator takes none (EXISTS, DOES_NOT_EXIST).
   */
  filterOperators: Record<string, FilterOperator>;
  /** Every other parameter, as found (page-specific ones such as pageName or errorCode). */
  other: [string, string][];
}

/** What parsing needs besides the query: the page, the clock and the remembered choices. */
export interface UrlStateContext {
  pathname: string;
  now: number;
  /** The browser's zone, used when the URL names none. */
  timeZone: string;
  /** Values remembered in local storage, used when the URL has none. */
  stored?: Partial<Pick<UrlState, 'partialData' | 'fiscalTime' | 'origintz'>>;
  /** Valid groupBy values for the page; when given, anything else falls back to `groupByInitial`. */
  groupByOptions?: readonly string[];
  groupByInitial?: string;
}

const FILTER_IDS = new Set(FILTERS.map((filter) => filter.id));
/** The bracket-array parameter that carries non-default filter operators as `id:OPERATOR`. */
export const FILTER_OPERATORS_PARAM = 'filterOperators';
const OPERATOR_IDS = new Set<string>(FILTER_OPERATORS);
const SCALARS = new Set<string>(URL_SCALAR_PARAMS);
const COMPARE_IDS = new Set<string>(COMPARE_FEATURES.map((feature) => feature.id));

/** The default period of a page: 24h, except 1d on voice-of-customer and 10d on survey-tool pages. */
export function urlStateDefaultPeriod(pathname: string): string {
  return urlStatePeriodForPath(DEFAULT_PERIOD, pathname);
}

/** Period 24h becomes 1d on voice-of-customer paths and 10d on charter-survey-tool paths. */
export function urlStatePeriodForPath(period: string, pathname: string): string {
  if (period !== DEFAULT_PERIOD) return period;
  if (pathname.includes('voice-of-customer')) return '1d';
  if (pathname.includes('charter-survey-tool')) return DEFAULT_PERIOD_ALTERNATE;
  return period;
}

/** Which scoping controls a page shows besides its time menu. */
export interface PageControls {
  /** The time menu (period, step, zone). */
  time: boolean;
  /** The filter bar (Add filter and pills). */
  filters: boolean;
  /** The compare menu. */
  compare: boolean;
  /** The experiments picker. */
  experiments: boolean;
}

/**
 * The controls a page shows (spec 000 section 4, "Paths … change which controls show"): the API
 * name mappings are not time-scoped, so they show none, but for the unknowns' period menu; voice-of-customer and survey-tool pages
 * have the simple period menu and no event filters; client-analytics pages compare and pick
 * experiments, except the experiment snapshot (and its details), whose variants are the
 * comparison. Video-domain apps keep every control; their time menu checks the retention window.
 */
export function pageControlsFor(pathname: string): PageControls {
  if (pathname.includes('quantum-resources/api-name-mappings/')) {
    // The unknowns are the calls seen in a period; the rules themselves are not time-scoped.
    const time = pathname.includes('api-name-mappings/unknowns');
    return { time, filters: false, compare: false, experiments: false };
  }
  if (urlStateUsesSimpleMenu(pathname)) {
    return { time: true, filters: false, compare: false, experiments: false };
  }
  const clientAnalytics = pathname.includes('/client-analytics/');
  const snapshot = pathname.includes('/experiment-snapshot');
  return {
    time: true,
    filters: true,
    compare: clientAnalytics && !snapshot,
    experiments: clientAnalytics,
  };
}

/** True on pages that use the simple period menu (voice of customer, survey tool). */
export function urlStateUsesSimpleMenu(pathname: string): boolean {
  return pathname.includes('voice-of-customer') || pathname.includes('charter-survey-tool');
}

function nonEmpty(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function booleanParam(value: string | null, fallback: boolean): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** The context periods resolve in for a state: its zone, offset and fiscal mode. */
export function urlStatePeriodContext(
  state: Pick<UrlState, 'origintz' | 'periodOffset' | 'fiscalTime'>,
  now: number,
  timeZone: string,
): PeriodContext {
  return {
    now,
    timeZone,
    originTimeZone: state.origintz,
    periodOffset: state.periodOffset,
    fiscal: state.fiscalTime,
  };
}

/**
 * Reads a page's query into its state with defaults filled: an invalid or missing period becomes
 * the page's default (24h, 1d or 10d); a non-integer periodOffset becomes 1; a step not offered for
 * the period's length, or no step, becomes the range's default step (`stepDefaultFor`: the step
 * follows the range unless the user chose one for it); an invalid groupBy falls
 * back to its initial value; partialData, fiscalTime and origintz come from storage when absent.
 */
export function urlStateParse(params: URLSearchParams, context: UrlStateContext): UrlState {
  const stored = context.stored ?? {};
  const rawPeriod = nonEmpty(params.get('period'));
  const period = urlStatePeriodForPath(
    rawPeriod && periodIsValid(rawPeriod) ? rawPeriod : DEFAULT_PERIOD,
    context.pathname,
  );
  const periodOffset = periodOffsetParse(params.get('periodOffset'));
  const rawZone = nonEmpty(params.get('origintz')) ?? stored.origintz;
  const origintz = rawZone && timeZoneIsValid(rawZone) ? rawZone : undefined;
  const partialData = booleanParam(params.get('partialData'), stored.partialData ?? false);
  const fiscalTime = booleanParam(params.get('fiscalTime'), stored.fiscalTime ?? false);
  const range = periodResolve(
    period,
    urlStatePeriodContext({ origintz, periodOffset, fiscalTime }, context.now, context.timeZone),
  );
  const step = stepResolve(params.get('step'), fiscalTime, range.endMs - range.startMs).ms;

  const rawGroupBy = nonEmpty(params.get('groupBy'));
  const groupBy =
    rawGroupBy && (!context.groupByOptions || context.groupByOptions.includes(rawGroupBy))
      ? rawGroupBy
      : context.groupByInitial;
  const rawCompare = nonEmpty(params.get('compareFeature'));
  const rowPage = Number(params.get('rowPage'));

  const filters: Record<string, string[]> = {};
  const filterOperators: Record<string, FilterOperator> = {};
  const other: [string, string][] = [];
  for (const [key, value] of params) {
    const id = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (SCALARS.has(key)) continue;
    if (id === FILTER_OPERATORS_PARAM) {
      const [filterId = '', operator = ''] = value.trim().split(':');
      if (FILTER_IDS.has(filterId) && OPERATOR_IDS.has(operator))
        filterOperators[filterId] = operator as FilterOperator;
    } else if (FILTER_IDS.has(id)) {
      const values = (filters[id] ??= []);
      const trimmed = value.trim();
      if (trimmed && !values.includes(trimmed)) values.push(trimmed);
    } else if (value.trim() !== '') {
      other.push([key, value]);
    }
  }
  for (const [id, values] of Object.entries(filters)) if (values.length === 0) delete filters[id];
  // An operator is kept only while it has something to act on: values, or an operator needing none.
  for (const [id, operator] of Object.entries(filterOperators)) {
    const values = filters[id];
    if (FILTER_OPERATOR_ARITY[operator] === 'none') delete filters[id];
    else if (!values || filterOperatorIsImplicit(operator, values)) delete filterOperators[id];
  }

  return {
    environment: nonEmpty(params.get('environment')),
    dataSource: nonEmpty(params.get('dataSource')),
    period,
    periodOffset,
    step,
    origintz,
    partialData,
    fiscalTime,
    groupBy,
    compareFeature: rawCompare && COMPARE_IDS.has(rawCompare) ? (rawCompare as CompareFeature) : 'none',
    compareVersion: nonEmpty(params.get('compareVersion')),
    releaseVersion: nonEmpty(params.get('releaseVersion')),
    rowPage: Number.isSafeInteger(rowPage) && rowPage > 0 ? rowPage : undefined,
    filters,
    filterOperators,
    other,
  };
}

/**
 * The defaults of a page: its default period at offset 0 with that period's default step (one hour
 * for 24h and 1d, one day for the survey tool's 10d), no toggles, no filters.
 */
export function urlStateDefaults(pathname: string): UrlState {
  const period = urlStateDefaultPeriod(pathname);
  // The default periods are relative codes of a fixed length, whatever the instant and zone.
  const range = periodResolve(period, { now: 0, timeZone: 'UTC' });
  return {
    period,
    periodOffset: 0,
    step: stepDefaultFor(range.endMs - range.startMs).ms,
    partialData: false,
    fiscalTime: false,
    compareFeature: 'none',
    filters: {},
    filterOperators: {},
    other: [],
  };
}

const encode = (text: string) => encodeURIComponent(text);

/**
 * Writes a state as a query string (without `?`) in a stable order: the single-valued parameters
 * of {@link URL_SCALAR_PARAMS}, then the filters in catalogue order with list values in the bracket
 * format, then any other parameters as found. Empty values are removed; so are a zero periodOffset,
 * false toggles and the `none` compare feature.
 */
export function urlStateSerialize(state: UrlState): string {
  const scalars: Record<(typeof URL_SCALAR_PARAMS)[number], string | undefined> = {
    environment: state.environment,
    dataSource: state.dataSource,
    period: state.period,
    periodOffset: state.periodOffset === 0 ? undefined : String(state.periodOffset),
    step: String(state.step),
    origintz: state.origintz,
    partialData: state.partialData ? 'true' : undefined,
    fiscalTime: state.fiscalTime ? 'true' : undefined,
    groupBy: state.groupBy,
    compareFeature: state.compareFeature === 'none' ? undefined : state.compareFeature,
    compareVersion: state.compareVersion,
    releaseVersion: state.releaseVersion,
    rowPage: state.rowPage === undefined ? undefined : String(state.rowPage),
  };
  const parts: string[] = [];
  for (const key of URL_SCALAR_PARAMS) {
    const value = scalars[key]?.trim();
    if (value) parts.push(`${key}=${encode(value)}`);
  }
  for (const { id } of FILTERS) {
    for (const value of state.filters[id] ?? []) {
      if (value.trim()) parts.push(`${encode(id)}[]=${encode(value)}`);
    }
  }
  for (const { id } of FILTERS) {
    const operator = state.filterOperators[id];
    const applies = operator && (FILTER_OPERATOR_ARITY[operator] === 'none' || state.filters[id]?.length);
    if (applies) parts.push(`${FILTER_OPERATORS_PARAM}[]=${encode(`${id}:${operator}`)}`);
  }
  for (const [key, value] of state.other) {
    if (value.trim()) parts.push(`${encode(key).replace(/%5B%5D$/, '[]')}=${encode(value)}`);
  }
  return parts.join('&');
}

/** Sets the environment; choosing a different one drops the chosen appVersion. */
export function urlStateEnvironmentSet(state: UrlState, environment: string | undefined): UrlState {
  if (environment === state.environment) return state;
  return { ...urlStateFilterSet(state, 'appVersion', undefined), environment };
}

/** After the page section changes: the filters flagged reset-on-entity-change are cleared. */
export function urlStateSectionChange(state: UrlState): UrlState {
  const keep = ([id]: [string, unknown]) => !FILTERS_RESET_ON_ENTITY_CHANGE.includes(id);
  return {
    ...state,
    filters: Object.fromEntries(Object.entries(state.filters).filter(keep)),
    filterOperators: Object.fromEntries(Object.entries(state.filterOperators).filter(keep)),
  };
}

/** The operator a filter has when the URL names none: IS for one value, IS_ONE_OF for several. */
export function filterOperatorDefault(values: readonly string[]): FilterOperator {
  return values.length === 1 ? 'IS' : 'IS_ONE_OF';
}

/**
 * True when an operator need not be written: IS_ONE_OF always, IS for a single value (the two
 * mean the same for one value, and IS_ONE_OF is what listing values already says).
 */
export function filterOperatorIsImplicit(operator: FilterOperator, values: readonly string[]): boolean {
  return operator === 'IS_ONE_OF' || (operator === 'IS' && values.length === 1);
}

/**
 * Sets one filter (operator and values) or, with `undefined`, removes it. Values are trimmed and
 * de-duplicated; an operator taking no value keeps none; one taking a single value keeps the first;
 * a filter left with nothing to act on is removed. The default operator is not written.
 */
export function urlStateFilterSet(
  state: UrlState,
  id: string,
  clause: { operator: FilterOperator; values: readonly string[] } | undefined,
): UrlState {
  const { [id]: _values, ...filters } = state.filters;
  const { [id]: _operator, ...filterOperators } = state.filterOperators;
  if (!clause) return { ...state, filters, filterOperators };
  const arity = FILTER_OPERATOR_ARITY[clause.operator];
  const unique = [...new Set(clause.values.map((value) => value.trim()).filter(Boolean))];
  const values = arity === 'none' ? [] : arity === 'one' ? unique.slice(0, 1) : unique;
  if (arity !== 'none' && values.length === 0) return { ...state, filters, filterOperators };
  if (values.length > 0) filters[id] = values;
  if (!filterOperatorIsImplicit(clause.operator, values)) filterOperators[id] = clause.operator;
  return { ...state, filters, filterOperators };
}

/** The applied filters as query-model clauses, in catalogue order. */
export function urlStateFilterClauses(state: Pick<UrlState, 'filters' | 'filterOperators'>): FilterClause[] {
  const clauses: FilterClause[] = [];
  for (const { id } of FILTERS) {
    const values = state.filters[id] ?? [];
    const operator = state.filterOperators[id] ?? (values.length ? filterOperatorDefault(values) : undefined);
    if (!operator) continue;
    const arity = FILTER_OPERATOR_ARITY[operator];
    if (arity === 'none') clauses.push({ id, operator, values: [] });
    else if (values.length)
      clauses.push({ id, operator, values: arity === 'one' ? values.slice(0, 1) : values });
  }
  return clauses;
}

/**
 * The filters of a metric query (`filter` and `filterOperators` of `metricQuerySchema`, spec 001
 * section 3), plus the page filters the metric cannot apply.
 */
export interface MetricFilters {
  /** `name:value` strings; several for one name mean one of them. */
  filter: string[];
  /** The operator of each filter whose operator is not the query's default for its values. */
  filterOperators: Record<string, FilterOperator>;
  /** Applied filters left out because the metric cannot apply them (its Filter Warning). */
  refused: string[];
}

/**
 * The page's filters (URL state: bracket lists and `filterOperators[]=name:OP`) in the form a metric
 * query takes them: each value as `name:value`, and the operator under its name unless it is the one
 * the query assumes for the values (IS for one value, IS_ONE_OF for several). Value-less operators
 * (EXISTS, DOES_NOT_EXIST) appear only in `filterOperators`. Filters go in catalogue order with the
 * values an operator takes, as {@link urlStateFilterClauses} lists them. With `accepts` (for a
 * chart, whether its metric has the dimension), the filters it refuses are left out and named in
 * `refused` instead, so the chart can run and warn rather than fail.
 */
export function metricFiltersFromUrlState(
  state: Pick<UrlState, 'filters' | 'filterOperators'>,
  accepts: (name: string) => boolean = () => true,
): MetricFilters {
  const result: MetricFilters = { filter: [], filterOperators: {}, refused: [] };
  for (const { id, operator, values } of urlStateFilterClauses(state)) {
    if (!accepts(id)) {
      result.refused.push(id);
      continue;
    }
    for (const value of values) result.filter.push(`${id}:${value}`);
    if (FILTER_OPERATOR_ARITY[operator] === 'none' || operator !== filterOperatorDefault(values)) {
      result.filterOperators[id] = operator;
    }
  }
  return result;
}

/** The experiment and variant filters the experiments picker writes. */
export const EXPERIMENT_FILTER_ID = 'activatedExperiments';
export const VARIANT_FILTER_ID = 'variantUuids';

/**
 * Chooses experiments: their uuids become the activated experiments and the variants become all
 * variants of those experiments; choosing none clears both (spec 000 section 4).
 */
export function urlStateExperimentsSet(
  state: UrlState,
  experiments: readonly { uuid: string; variants: readonly { uuid: string }[] }[],
): UrlState {
  const chosen = urlStateFilterSet(state, EXPERIMENT_FILTER_ID, {
    operator: 'IS_ONE_OF',
    values: experiments.map((experiment) => experiment.uuid),
  });
  return urlStateFilterSet(chosen, VARIANT_FILTER_ID, {
    operator: 'IS_ONE_OF',
    values: experiments.flatMap((experiment) => experiment.variants.map((variant) => variant.uuid)),
  });
}

/**
 * Sets the compare choice: the version is kept only for the features that compare against one
 * (Another Version, Previous Period (Other Version)).
 */
export function urlStateCompareSet(
  state: UrlState,
  feature: CompareFeature,
  version: string | undefined,
): UrlState {
  return {
    ...state,
    compareFeature: feature,
    compareVersion: compareNeedsVersion(feature) ? version?.trim() || undefined : undefined,
  };
}

/** True for the compare features that need a compare version. */
export function compareNeedsVersion(feature: CompareFeature): boolean {
  return feature === 'anotherVersion' || feature === 'previousPeriodOtherVersion';
}

/**
 * The section of a path, whose change clears reset-on-entity-change filters: the two segments
 * after the entity (`client-analytics/errors` of `/OneApp@Roku/client-analytics/errors/details`).
 */
export function urlStateSection(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1, 3).join('/');
}

/** The cutoff, in days, for an application's name (the part of its id before `@`), if any. */
export function urlStateCutoffDays(appName: string): number | undefined {
  if (appName === 'SpecGuide') return SPEC_GUIDE_CUTOFF_DAYS;
  if (appName === 'OneApp') return ONE_APP_CUTOFF_DAYS;
  return undefined;
}

/**
 * Applies the data cutoffs of spec 000 section 4: on Spectrum Guide pages an absolute start older
 * than 16 days or a 30d period, on OneApp pages an absolute start older than 22 days, resets the
 * period to 24h (offset 0) with a one-hour step. Other apps and periods are returned unchanged.
 */
export function urlStateCutoff(
  state: UrlState,
  context: { appName: string; now: number; timeZone: string },
): UrlState {
  const days = urlStateCutoffDays(context.appName);
  if (days === undefined) return state;
  const reset = { ...state, period: CUTOFF_RESET.period, periodOffset: 0, step: CUTOFF_RESET.step };
  if (days === SPEC_GUIDE_CUTOFF_DAYS && state.period === '30d') return reset;
  if (periodParse(state.period).kind !== 'absolute') return state;
  const { startMs } = periodResolve(
    state.period,
    urlStatePeriodContext(state, context.now, context.timeZone),
  );
  return startMs < context.now - days * DAY_MS ? reset : state;
}

/** The recent periods with `period` added: most recent first, no duplicates, at most 3. */
export function recentPeriodsAdd(recent: readonly string[], period: string): string[] {
  return [period, ...recent.filter((entry) => entry !== period)].slice(0, RECENT_PERIODS_MAX);
}

/** Compare needs a version for Another Version and Previous Period (Other Version). */
export function compareValidate(feature: CompareFeature, version: string | undefined): string | undefined {
  return compareNeedsVersion(feature) && !version?.trim() ? MSG.compareVersionRequired : undefined;
}

const MINUS = '\u2212';

/** A zone's offset as the time menu shows it: 'UTC−05:00', 'UTC+05:30', 'UTC+00:00'. */
export function timeZoneOffsetLabel(atMs: number, timeZone: string): string {
  return `UTC${DateTime.fromMillis(atMs, { zone: timeZone }).toFormat('ZZ').replace('-', MINUS)}`;
}

/** A resolved range as text: 'Nov 21, 14:35 – Nov 22, 14:35 (UTC−05:00)', in `timeZone`. */
export function timeRangeLabel(range: { startMs: number; endMs: number }, timeZone: string): string {
  const at = (ms: number) => DateTime.fromMillis(ms, { zone: timeZone }).toFormat('LLL d, HH:mm');
  return `${at(range.startMs)} \u2013 ${at(range.endMs)} (${timeZoneOffsetLabel(range.endMs, timeZone)})`;
}

/** Epoch ms as the value of a `datetime-local` input in `timeZone` ('2026-11-21T14:35'). */
export function dateTimeLocalFormat(ms: number, timeZone: string): string {
  return DateTime.fromMillis(ms, { zone: timeZone }).toFormat("yyyy-LL-dd'T'HH:mm");
}

/** A `datetime-local` value read in `timeZone`, or undefined when it is empty or not a date. */
export function dateTimeLocalParse(text: string, timeZone: string): number | undefined {
  if (!text) return undefined;
  const at = DateTime.fromISO(text, { zone: timeZone });
  return at.isValid ? at.toMillis() : undefined;
}
