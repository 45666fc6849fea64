import type { AppDomain } from './application';
import { CLIENT_EVENT_TYPES } from './events';
import { filterById, filterOptionsForApp, filtersForApps, type FilterDefinition } from './filters';
import {
  CLIENT_DIMENSIONS,
  SERVER_DIMENSIONS,
  metricDimension,
  type MetricDefinition,
  type MetricDimension,
} from './metrics';

/**
 * Which group-by dimensions and filters Prism offers, from the metric catalogue and the domains of
 * the chosen applications: a dimension is offered for a metric when the metric's events carry it
 * (an API name is on API calls, a CDN on playback events), when the metric does not already fix
 * its value (page views are all of one event type), and when the applications' domains have it
 * (stream type, CDN, DRM and DAI belong to video apps). Every offer carries its human label.
 */

type ClientEventType = (typeof CLIENT_EVENT_TYPES)[number];

/** An application as far as the offer needs it: its name and type (per-app filters) and domain. */
export interface OfferApp {
  name: string;
  type: string;
  domain: AppDomain | string;
}

/** One dimension offered to a person: its query name and what it is called. */
export interface DimensionOption {
  name: string;
  label: string;
}

const PLAYBACK_EVENTS = [
  'playbackStart',
  'playbackStall',
  'playbackHeartbeat',
  'playbackStop',
] as const satisfies readonly ClientEventType[];

/** The events that carry a dimension; a dimension not listed is context every event carries. */
const DIMENSION_EVENTS: Readonly<Record<string, readonly ClientEventType[]>> = {
  apiName: ['apiCall'],
  apiHost: ['apiCall'],
  httpVerb: ['apiCall'],
  apiArchitecture: ['apiCall'],
  apiOperationName: ['apiCall'],
  apiOperationType: ['apiCall'],
  responseCode: ['apiCall'],
  responseText: ['apiCall'],
  errorCode: ['error'],
  errorType: ['error'],
  loginOperationType: ['loginStart', 'loginStop'],
  loginOutcome: ['loginStop'],
  // Playback errors carry the stream they broke.
  streamType: [...PLAYBACK_EVENTS, 'error'],
  contentClass: [...PLAYBACK_EVENTS, 'error'],
  streamContentFormat: [...PLAYBACK_EVENTS, 'error'],
  streamCdn: [...PLAYBACK_EVENTS, 'error'],
  drmType: [...PLAYBACK_EVENTS, 'error'],
  daienabled: [...PLAYBACK_EVENTS, 'error'],
};

/** Dimensions of one domain only: the stream's attributes are video apps'. */
const DIMENSION_DOMAINS: Readonly<Record<string, readonly AppDomain[]>> = {
  streamType: ['video'],
  contentClass: ['video'],
  streamContentFormat: ['video'],
  streamCdn: ['video'],
  drmType: ['video'],
  daienabled: ['video'],
};

/** Event types only applications of some domains send: playback is video apps'. */
const EVENT_DOMAINS: Partial<Record<ClientEventType, readonly AppDomain[]>> = {
  playbackStart: ['video'],
  playbackStall: ['video'],
  playbackHeartbeat: ['video'],
  playbackStop: ['video'],
};

/**
 * Ids rather than categories (a device, a visit, experiment and variant uuids): a chart is grouped
 * by them only when that is what the metric is for (the Top Talker tool's devices), and the
 * experiments picker, not a filter row, chooses experiments.
 */
const IDENTIFIER_DIMENSIONS = new Set([
  'deviceId',
  'visitId',
  'experimentUuids',
  'activatedExperiments',
  'variantUuids',
]);

/** What the dimensions that are not filters of the catalogue are called. */
const DIMENSION_LABELS: Readonly<Record<string, string>> = {
  appId: 'Application',
  deviceId: 'Device ID',
  visitId: 'Visit ID',
  eventType: 'Event type',
  eventCaseID: 'Event case',
  pageName: 'Page',
  apiName: 'API name',
  apiHost: 'API host',
  httpVerb: 'HTTP method',
  apiArchitecture: 'API architecture',
  apiOperationName: 'API operation',
  apiOperationType: 'API operation type',
  responseCode: 'Response code',
  responseText: 'Response text',
  errorCode: 'Error code',
  errorType: 'Error type',
  loginOutcome: 'Sign-in outcome',
  osVersion: 'OS version',
  // Server events.
  service: 'Service',
  direction: 'Direction',
  host: 'Host',
};

/**
 * What a dimension is called: the filter catalogue's label ('CDN' for `streamCdn`), else the label
 * of the drill-down and server fields ('API architecture'); an unknown name is returned as it is.
 */
export function dimensionLabel(name: string): string {
  return DIMENSION_LABELS[name] ?? filterById(name)?.label ?? name;
}

/** The event types a metric reads: the one its definition names, else every type. */
function metricEventTypes(metric: MetricDefinition): readonly ClientEventType[] {
  const named = metric.where.flatMap((condition) =>
    condition.field === 'eventType' && 'equals' in condition ? [condition.equals] : [],
  );
  return named.length > 0 ? CLIENT_EVENT_TYPES.filter((type) => named.includes(type)) : CLIENT_EVENT_TYPES;
}

/** Fields whose value the metric itself decides: its event type, or what makes an event a success. */
function metricFixedFields(metric: MetricDefinition): Set<string> {
  const fixed = metric.where.flatMap((condition) => ('equals' in condition ? [condition.field] : []));
  if (metric.measure.kind === 'successRate') fixed.push(metric.measure.success.field);
  return new Set(fixed);
}

/**
 * The dimension a metric can be grouped by, or undefined: one of the metric's dimensions that its
 * events carry and whose value the metric does not fix (page views by event type would be one
 * row; sign-in success rate by outcome is 100 or 0). The metric engine refuses any other group.
 */
export function metricGroupDimension(metric: MetricDefinition, name: string): MetricDimension | undefined {
  const dimension = metricDimension(metric, name);
  if (!dimension || metricFixedFields(metric).has(dimension.field)) return undefined;
  if (dimension.table === 'server') return dimension;
  const carriers = DIMENSION_EVENTS[name];
  if (!carriers) return dimension;
  return metricEventTypes(metric).some((type) => carriers.includes(type)) ? dimension : undefined;
}

/** The domains of some applications; none when no application is known (everything is offered). */
function domainsOf(apps: readonly OfferApp[]): Set<string> | undefined {
  return apps.length > 0 ? new Set(apps.map((app) => app.domain)) : undefined;
}

function domainHas(domains: Set<string> | undefined, allowed: readonly AppDomain[] | undefined): boolean {
  return !domains || !allowed || allowed.some((domain) => domains.has(domain));
}

/** Whether a per-application filter (technology type, self install) has options for any of the apps. */
function perAppApplies(name: string, apps: readonly OfferApp[]): boolean {
  if (apps.length === 0 || filterById(name)?.source.kind !== 'perApp') return true;
  return apps.some((app) => filterOptionsForApp(name, app).length > 0);
}

/**
 * Whether a metric means anything for these applications: some of its events are sent in their
 * domains (a Portals app sends no playback, so it is offered no video start-up time). Every metric
 * is offered when no application is known, and server metrics always are.
 */
export function metricOfferedForApps(metric: MetricDefinition, apps: readonly OfferApp[]): boolean {
  if (metric.table === 'server') return true;
  const domains = domainsOf(apps);
  return metricEventTypes(metric).some((type) => domainHas(domains, EVENT_DOMAINS[type]));
}

/** The group-by dimensions and the filters offered for one metric, each sorted by its label. */
export interface MetricDimensionOffer {
  groups: DimensionOption[];
  filters: DimensionOption[];
}

const byLabel = (a: DimensionOption, b: DimensionOption) => a.label.localeCompare(b.label);

/**
 * The dimensions a chart of `metric` for these applications is offered: groups the metric can be
 * grouped by ({@link metricGroupDimension}) and filters its events carry, without the stream's
 * attributes outside video apps, per-application filters that none of the apps has, the
 * application when there is one, or ids (a metric is grouped by an id only when it is the
 * metric's default group, as the Top Talker tool's devices are). With no application known, the domain does not narrow the offer.
 */
export function metricDimensionOffer(
  metric: MetricDefinition,
  apps: readonly OfferApp[] = [],
): MetricDimensionOffer {
  const domains = domainsOf(apps);
  const names = (metric.table === 'client' ? CLIENT_DIMENSIONS : SERVER_DIMENSIONS)
    .map((dimension) => dimension.name)
    .filter((name, index, all) => all.indexOf(name) === index)
    .filter(
      (name) =>
        metricGroupDimension(metric, name) !== undefined &&
        domainHas(domains, DIMENSION_DOMAINS[name]) &&
        perAppApplies(name, apps) &&
        // One application is one row: the application is a dimension of groups only.
        (name !== 'appId' || apps.length !== 1),
    );
  const option = (name: string): DimensionOption => ({ name, label: dimensionLabel(name) });
  return {
    groups: names
      .filter((name) => !IDENTIFIER_DIMENSIONS.has(name) || name === metric.defaultGroup)
      .map(option)
      .sort(byLabel),
    filters: names
      .filter((name) => !IDENTIFIER_DIMENSIONS.has(name))
      .map(option)
      .sort(byLabel),
  };
}

/**
 * The filters a page's filter bar offers for its applications, in catalogue order: those of
 * {@link filtersForApps} (per-application filters only where an app has options) that events
 * carry (a filter no chart can apply, such as priority, is not offered) less the ones of other
 * domains, so a Portals app is never offered stream type, CDN, DRM or DAI.
 */
export function filterOfferForApps(apps: readonly OfferApp[]): FilterDefinition[] {
  const domains = domainsOf(apps);
  return filtersForApps(apps).filter(
    (filter) => filter.field !== undefined && domainHas(domains, DIMENSION_DOMAINS[filter.id]),
  );
}
