import type { ClientEvent, ServerEvent } from './events';
import { FILTERS } from './filters';

/**
 * The metric catalogue: every chart in Prism asks for one of these by name (spec 001 section 3,
 * `Query.metric`). A metric says which events it reads, what it measures, and which dimensions it
 * can be grouped and filtered by; the engine refuses anything else with a clear message.
 */

export type MetricTable = 'client' | 'server';

/**
 * What a metric measures over its events. Distinct counts are exact on both engines, so the two
 * give identical answers for the same data.
 */
export type MetricMeasure =
  | { kind: 'events' }
  | { kind: 'distinct'; field: 'deviceId' | 'visitId' }
  /** Share (0-100) of the events meeting the success condition. */
  | { kind: 'successRate'; success: MetricCondition }
  /** Mean of a numeric field over the events that carry it. */
  | { kind: 'average'; field: NumericField }
  /**
   * Nearest-rank percentile (`q` in 0-1) of a numeric field over the events that carry it: the
   * value at position ceil(q × n) of the sorted values, the same on both engines.
   */
  | { kind: 'percentile'; field: NumericField; q: number }
  /** Share (0-100) of `part` in `part + rest`, both summed over the events. */
  | { kind: 'share'; part: NumericField; rest: NumericField };

type NumericField =
  'apiResponseTimeMs' | 'bitrateKbps' | 'bufferingMs' | 'startupTimeMs' | 'watchTimeMs' | 'latencyMs';

/** A fixed condition of a metric definition (never caller input). */
export type MetricCondition =
  | { field: string; equals: string | number | boolean }
  | { field: string; below: number }
  | { field: string; present: true };

/** A dimension a metric can be grouped or filtered by: its query name and the event field. */
export interface MetricDimension {
  name: string;
  table: MetricTable;
  field: keyof ClientEvent | keyof ServerEvent;
  /** How the field is stored: one string, a number, a flag, or a list of strings. */
  kind: 'string' | 'int' | 'bool' | 'strings';
  /**
   * A value the API-name mapping rules derive from the call rather than the field alone
   * (`api-mapping.ts`): the mapped API name (the raw `field` when no rule maps the call).
   */
  mapped?: 'apiName';
}

const client = (
  name: string,
  field: keyof ClientEvent,
  kind: MetricDimension['kind'] = 'string',
): MetricDimension => ({ name, table: 'client', field, kind });
const server = (
  name: string,
  field: keyof ServerEvent,
  kind: MetricDimension['kind'] = 'string',
): MetricDimension => ({ name, table: 'server', field, kind });

const LIST_FIELDS = new Set(['experimentUuids', 'variantUuids']);
const NUMBER_FIELDS = new Set(['apiResponseCode']);
const FLAG_FIELDS = new Set(['daiEnabled']);

/** Client dimensions: the event-backed filters of the catalogue plus the fields pages drill into. */
export const CLIENT_DIMENSIONS: readonly MetricDimension[] = [
  ...FILTERS.flatMap((filter) =>
    filter.field
      ? [
          client(
            filter.id,
            filter.field,
            LIST_FIELDS.has(filter.field)
              ? 'strings'
              : FLAG_FIELDS.has(filter.field)
                ? 'bool'
                : NUMBER_FIELDS.has(filter.field)
                  ? 'int'
                  : 'string',
          ),
        ]
      : [],
  ),
  client('appId', 'appId'),
  client('deviceId', 'deviceId'),
  client('eventType', 'eventType'),
  client('eventCaseID', 'eventCaseId'),
  client('pageName', 'pageName'),
  { ...client('apiName', 'apiName'), mapped: 'apiName' },
  client('apiHost', 'apiHost'),
  client('httpVerb', 'apiHttpVerb'),
  client('apiArchitecture', 'apiArchitecture'),
  client('apiOperationName', 'apiOperationName'),
  client('apiOperationType', 'apiOperationType'),
  client('responseCode', 'apiResponseCode', 'int'),
  client('responseText', 'apiResponseText'),
  client('errorCode', 'errorCode'),
  client('errorType', 'errorType'),
  client('loginOutcome', 'loginOutcome'),
  client('osVersion', 'osVersion'),
  // The API Visit IDs page lists the visits behind a set of calls.
  client('visitId', 'visitId'),
];

export const SERVER_DIMENSIONS: readonly MetricDimension[] = [
  server('environment', 'environment'),
  server('service', 'service'),
  server('direction', 'direction'),
  { ...server('apiName', 'apiName'), mapped: 'apiName' },
  server('host', 'host'),
  server('httpVerb', 'httpVerb'),
  server('responseCode', 'responseCode', 'int'),
];

export interface MetricDefinition {
  /** The name charts ask for, e.g. `page_views` or `top_sections.top`. */
  id: string;
  label: string;
  /** What the number means, for docs/metrics.md and the chart's info tooltip. */
  description: string;
  table: MetricTable;
  /** Which events count (always ANDed with the query's filters). */
  where: readonly MetricCondition[];
  measure: MetricMeasure;
  /** Dimensions it may be grouped and filtered by (names from the dimension lists). */
  dimensions: readonly string[];
  /** The group a top-N of this metric uses when the query names none. */
  defaultGroup?: string;
}

const ALL_CLIENT = CLIENT_DIMENSIONS.map((dimension) => dimension.name);
const ALL_SERVER = SERVER_DIMENSIONS.map((dimension) => dimension.name);
const API_SUCCESS: MetricCondition = { field: 'apiResponseCode', below: 400 };

const BASE_METRICS: readonly MetricDefinition[] = [
  {
    id: 'event_count',
    label: 'Events',
    description: 'Every client event the applications sent.',
    table: 'client',
    where: [],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'eventType',
  },
  {
    id: 'visits',
    label: 'Visits',
    description: 'Distinct visits (sessions) with at least one event.',
    table: 'client',
    where: [],
    measure: { kind: 'distinct', field: 'visitId' },
    dimensions: ALL_CLIENT,
  },
  {
    id: 'devices',
    label: 'Devices',
    description: 'Distinct devices with at least one event.',
    table: 'client',
    where: [],
    measure: { kind: 'distinct', field: 'deviceId' },
    dimensions: ALL_CLIENT,
  },
  {
    id: 'devices_all_types.top',
    label: 'Devices by app version',
    description: 'Distinct devices per app version: the version options and the release summary.',
    table: 'client',
    where: [],
    measure: { kind: 'distinct', field: 'deviceId' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'appVersion',
  },
  {
    id: 'page_views',
    label: 'Page views',
    description: 'Page view events.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'pageView' }],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'pageName',
  },
  {
    id: 'top_sections.top',
    label: 'Page views by section',
    description: 'Page view events per app section: the section options and the sections chart.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'pageView' }],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'appSection',
  },
  {
    id: 'errors',
    label: 'Errors',
    description: 'Application error events.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'error' }],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'errorCode',
  },
  {
    id: 'login_attempts',
    label: 'Sign-in attempts',
    description: 'Completed sign-in attempts (loginStop events), successful or not.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'loginStop' }],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'loginOperationType',
  },
  {
    id: 'login_success_rate',
    label: 'Sign-in success rate',
    description: 'Percentage of completed sign-in attempts that succeeded.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'loginStop' }],
    measure: { kind: 'successRate', success: { field: 'loginOutcome', equals: 'success' } },
    dimensions: ALL_CLIENT,
    defaultGroup: 'loginOperationType',
  },
  {
    id: 'api_calls_full.top',
    label: 'API calls',
    description: 'API calls the applications made, by default per app version.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'apiCall' }],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'appVersion',
  },
  {
    id: 'api_calls',
    label: 'API calls',
    description: 'API calls the applications made.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'apiCall' }],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'apiName',
  },
  {
    id: 'api_success_rate',
    label: 'API success rate',
    description: 'Percentage of API calls answered with a status below 400.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'apiCall' }],
    measure: { kind: 'successRate', success: API_SUCCESS },
    dimensions: ALL_CLIENT,
    defaultGroup: 'apiName',
  },
  {
    id: 'api_response_time',
    label: 'API response time (ms)',
    description: 'Mean response time of API calls, in milliseconds.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'apiCall' }],
    measure: { kind: 'average', field: 'apiResponseTimeMs' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'apiName',
  },
  {
    id: 'api_response_time_p50',
    label: 'API response time, median (ms)',
    description: 'Median response time of API calls, in milliseconds (nearest rank).',
    table: 'client',
    where: [{ field: 'eventType', equals: 'apiCall' }],
    measure: { kind: 'percentile', field: 'apiResponseTimeMs', q: 0.5 },
    dimensions: ALL_CLIENT,
    defaultGroup: 'apiName',
  },
  {
    id: 'api_response_time_p95',
    label: 'API response time, 95th percentile (ms)',
    description: '95th percentile of API call response times, in milliseconds (nearest rank).',
    table: 'client',
    where: [{ field: 'eventType', equals: 'apiCall' }],
    measure: { kind: 'percentile', field: 'apiResponseTimeMs', q: 0.95 },
    dimensions: ALL_CLIENT,
    defaultGroup: 'apiName',
  },
  {
    id: 'top_talkers',
    label: 'Top talkers',
    description: 'API calls per device: the devices that call the APIs most (the Top Talker tool).',
    table: 'client',
    where: [{ field: 'eventType', equals: 'apiCall' }],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'deviceId',
  },
  {
    id: 'video_starts',
    label: 'Video starts',
    description: 'Playback start events.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'playbackStart' }],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'streamType',
  },
  {
    id: 'video_startup_time',
    label: 'Video start-up time (ms)',
    description: 'Mean time from play request to first frame, in milliseconds.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'playbackStart' }],
    measure: { kind: 'average', field: 'startupTimeMs' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'streamCdn',
  },
  {
    id: 'video_startup_time_p95',
    label: 'Video start-up time, 95th percentile (ms)',
    description: '95th percentile of the time from play request to first frame, in milliseconds.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'playbackStart' }],
    measure: { kind: 'percentile', field: 'startupTimeMs', q: 0.95 },
    dimensions: ALL_CLIENT,
    defaultGroup: 'streamCdn',
  },
  {
    id: 'video_buffering_ratio',
    label: 'Buffering ratio (%)',
    description: 'Share of playback time spent buffering, from playback heartbeats.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'playbackHeartbeat' }],
    measure: { kind: 'share', part: 'bufferingMs', rest: 'watchTimeMs' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'streamCdn',
  },
  {
    id: 'video_stalls',
    label: 'Video stalls',
    description: 'Playback stall (rebuffering) events.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'playbackStall' }],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'streamCdn',
  },
  {
    id: 'video_bitrate',
    label: 'Average bitrate (kbps)',
    description: 'Mean bitrate reported by playback heartbeats, in kbps.',
    table: 'client',
    where: [{ field: 'eventType', equals: 'playbackHeartbeat' }],
    measure: { kind: 'average', field: 'bitrateKbps' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'streamCdn',
  },
  {
    id: 'event_cases',
    label: 'Events by event case',
    description: 'Client events that carry an event case id.',
    table: 'client',
    where: [{ field: 'eventCaseId', present: true }],
    measure: { kind: 'events' },
    dimensions: ALL_CLIENT,
    defaultGroup: 'eventCaseID',
  },
  {
    id: 'server_calls',
    label: 'Server calls',
    description: 'Calls the backend services received (incoming) or made (outgoing).',
    table: 'server',
    where: [],
    measure: { kind: 'events' },
    dimensions: ALL_SERVER,
    defaultGroup: 'apiName',
  },
  {
    id: 'server_success_rate',
    label: 'Server success rate',
    description: 'Percentage of server calls answered with a status below 400.',
    table: 'server',
    where: [],
    measure: { kind: 'successRate', success: { field: 'responseCode', below: 400 } },
    dimensions: ALL_SERVER,
    defaultGroup: 'apiName',
  },
  {
    id: 'server_latency',
    label: 'Server latency (ms)',
    description: 'Mean latency of server calls, in milliseconds.',
    table: 'server',
    where: [],
    measure: { kind: 'average', field: 'latencyMs' },
    dimensions: ALL_SERVER,
    defaultGroup: 'apiName',
  },
  {
    id: 'server_latency_p95',
    label: 'Server latency, 95th percentile (ms)',
    description: '95th percentile of server call latency, in milliseconds (nearest rank).',
    table: 'server',
    where: [],
    measure: { kind: 'percentile', field: 'latencyMs', q: 0.95 },
    dimensions: ALL_SERVER,
    defaultGroup: 'apiName',
  },
];

/**
 * The `_users` metrics: distinct users of a metric's events. Events carry no account id, so a
 * user is a device here (one person on two devices counts twice).
 */
const USERS_OF = ['page_views', 'errors', 'api_calls', 'login_attempts', 'video_starts'] as const;

const METRICS_WITH_USERS: readonly MetricDefinition[] = [
  ...BASE_METRICS,
  ...USERS_OF.map((id): MetricDefinition => {
    const base = BASE_METRICS.find((metric) => metric.id === id)!;
    return {
      ...base,
      id: `${id}_users`,
      label: `${base.label}: users`,
      description: `Distinct users (devices) with ${base.label.toLowerCase()}.`,
      measure: { kind: 'distinct', field: 'deviceId' },
    };
  }),
];

/** The catalogue. Documented one by one in docs/metrics.md. */
export const METRICS: readonly MetricDefinition[] = METRICS_WITH_USERS;

const BY_ID = new Map(METRICS.map((metric) => [metric.id, metric]));

/** The catalogue entry of a metric name, or undefined. */
export function metricById(id: string): MetricDefinition | undefined {
  return BY_ID.get(id);
}

/** A dimension of a metric's table by its query name, or undefined. */
export function metricDimension(metric: MetricDefinition, name: string): MetricDimension | undefined {
  if (!metric.dimensions.includes(name)) return undefined;
  const dimensions = metric.table === 'client' ? CLIENT_DIMENSIONS : SERVER_DIMENSIONS;
  return dimensions.find((dimension) => dimension.name === name);
}
