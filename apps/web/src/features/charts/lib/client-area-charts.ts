import { METRICS } from '@prism/domain';
import type { ChartDefinition } from './chart-definition';

/**
 * The charts of the client-analytics pages beyond the Overview (spec 000 section 2), every chart a
 * metric of the catalogue (docs/metrics.md) grouped and filtered by its dimensions. Top lists lead
 * to their details page (`navigate`); details pages are scoped by their address's parameters
 * (`details-params.ts`); `visibility` keeps charts to the applications whose data has them.
 */

const API_DETAILS = 'client-analytics/apis/details?apiName=:id';
const VIDEO_ONLY = { include: { domains: ['video'] } } as const;

export const CLIENT_PAGE_VIEWS_CHARTS: readonly ChartDefinition[] = [
  { id: 'page-views', title: 'Page Views', kind: 'line', metric: 'page_views' },
  { id: 'page-views-users', title: 'Users Viewing Pages', kind: 'stats', metric: 'page_views_users' },
  {
    id: 'top-pages',
    title: 'Top Pages',
    kind: 'top',
    metric: 'page_views',
    group: 'pageName',
    limit: 20,
    navigate: 'client-analytics/page-views/details?pageName=:id',
  },
  {
    id: 'top-sections',
    title: 'Top Sections',
    kind: 'top',
    metric: 'top_sections.top',
    limit: 20,
    navigate: 'client-analytics/page-views/details?appSection[]=:id',
  },
  {
    id: 'page-views-version',
    title: 'Page Views by App Version',
    kind: 'area',
    metric: 'page_views',
    group: 'appVersion',
    limit: 5,
    wide: true,
  },
];

export const CLIENT_ERRORS_CHARTS: readonly ChartDefinition[] = [
  { id: 'errors', title: 'Errors', kind: 'line', metric: 'errors' },
  { id: 'errors-users', title: 'Users with Errors', kind: 'stats', metric: 'errors_users' },
  {
    id: 'top-error-codes',
    title: 'Top Error Codes',
    kind: 'top',
    metric: 'errors',
    group: 'errorCode',
    limit: 20,
    navigate: 'client-analytics/errors/details?errorCode=:id',
  },
  {
    id: 'error-types',
    title: 'Error Types',
    kind: 'top',
    metric: 'errors',
    group: 'errorType',
    navigate: 'client-analytics/errors/details?errorType=:id',
  },
  {
    id: 'errors-by-code',
    title: 'Errors by Code',
    kind: 'line',
    metric: 'errors',
    group: 'errorCode',
    limit: 5,
    wide: true,
  },
];

export const CLIENT_AUTHENTICATION_CHARTS: readonly ChartDefinition[] = [
  { id: 'login-attempts', title: 'Sign-in Attempts', kind: 'line', metric: 'login_attempts' },
  { id: 'login-success-rate', title: 'Sign-in Success Rate', kind: 'line', metric: 'login_success_rate' },
  {
    id: 'login-attempts-operation',
    title: 'Sign-in Attempts by Operation Type',
    kind: 'top',
    metric: 'login_attempts',
    group: 'loginOperationType',
  },
  {
    id: 'login-success-operation',
    title: 'Sign-in Success Rate by Operation Type',
    kind: 'top',
    metric: 'login_success_rate',
    group: 'loginOperationType',
  },
];

export const CLIENT_APIS_CHARTS: readonly ChartDefinition[] = [
  { id: 'api-calls', title: 'API Calls', kind: 'line', metric: 'api_calls' },
  { id: 'api-success-rate', title: 'API Success Rate', kind: 'line', metric: 'api_success_rate' },
  {
    id: 'top-apis',
    title: 'Top APIs',
    kind: 'top',
    metric: 'api_calls',
    group: 'apiName',
    limit: 20,
    navigate: API_DETAILS,
  },
  {
    id: 'api-response-codes',
    title: 'API Calls by Response Code',
    kind: 'top',
    metric: 'api_calls',
    group: 'responseCode',
    navigate: 'client-analytics/apis/visit-ids?responseCode=:id',
  },
  {
    id: 'api-p95',
    title: 'API Response Time, 95th Percentile (ms)',
    kind: 'top',
    metric: 'api_response_time_p95',
    group: 'apiName',
    navigate: API_DETAILS,
  },
  {
    id: 'api-success-by-api',
    title: 'API Success Rate by API',
    kind: 'top',
    metric: 'api_success_rate',
    group: 'apiName',
    navigate: API_DETAILS,
  },
];

export const CLIENT_GENERAL_USAGE_CHARTS: readonly ChartDefinition[] = [
  { id: 'visits', title: 'Visits', kind: 'stats', metric: 'visits' },
  { id: 'devices', title: 'Devices', kind: 'stats', metric: 'devices' },
  { id: 'visits-line', title: 'Visits over Time', kind: 'metricLine', metric: 'visits' },
  { id: 'devices-line', title: 'Devices over Time', kind: 'metricLine', metric: 'devices' },
  {
    id: 'devices-os',
    title: 'Devices by Operating System',
    kind: 'stackedBar',
    metric: 'devices',
    group: 'operatingSystem',
    limit: 5,
    wide: true,
  },
  {
    id: 'visits-os',
    title: 'Visits by Operating System',
    kind: 'percentage',
    metric: 'visits',
    group: 'operatingSystem',
  },
  {
    id: 'os-versions',
    title: 'Devices by OS Version',
    kind: 'sunburst',
    metric: 'devices',
    group: 'operatingSystem',
    subGroup: 'osVersion',
    limit: 5,
  },
  {
    id: 'devices-form-factor',
    title: 'Devices by Form Factor',
    kind: 'percentage',
    metric: 'devices',
    group: 'formFactor',
    // TV devices report no form factor.
    visibility: { include: { appTypes: ['Web', 'iOS', 'Android'] } },
  },
  {
    id: 'devices-browser',
    title: 'Devices by Browser',
    kind: 'horizontalBar',
    metric: 'devices',
    group: 'browser',
    visibility: { include: { appTypes: ['Web'] } },
  },
  {
    id: 'devices-version',
    title: 'Devices by App Version',
    kind: 'line',
    metric: 'devices',
    group: 'appVersion',
    limit: 5,
    wide: true,
  },
  {
    id: 'top-versions',
    title: 'Top App Versions',
    kind: 'barTop',
    metric: 'devices_all_types.top',
    limit: 10,
    navigate: 'client-analytics/release-summary/details?releaseVersion=:id',
  },
  {
    id: 'visits-connection',
    title: 'Visits by Connection Type',
    kind: 'percentage',
    metric: 'visits',
    group: 'connectionType',
  },
  {
    id: 'devices-state',
    title: 'Devices by State',
    kind: 'table',
    metric: 'devices',
    group: 'locationState',
    limit: 20,
  },
];

/** Page View Details: one page (`pageName`) or section (`appSection`) of the application. */
export const CLIENT_PAGE_VIEW_DETAILS_CHARTS: readonly ChartDefinition[] = [
  { id: 'page-views', title: 'Page Views', kind: 'metricLine', metric: 'page_views' },
  { id: 'page-views-users', title: 'Users Viewing the Page', kind: 'stats', metric: 'page_views_users' },
  {
    id: 'page-views-version',
    title: 'Page Views by App Version',
    kind: 'stackedBar',
    metric: 'page_views',
    group: 'appVersion',
    limit: 5,
    wide: true,
  },
  {
    id: 'page-views-os',
    title: 'Page Views by Operating System',
    kind: 'percentage',
    metric: 'page_views',
    group: 'operatingSystem',
  },
  {
    id: 'pages',
    title: 'Pages',
    kind: 'top',
    metric: 'page_views',
    group: 'pageName',
    navigate: 'client-analytics/page-views/details?pageName=:id',
  },
  {
    id: 'page-errors',
    title: 'Errors on the Page',
    kind: 'top',
    metric: 'errors',
    group: 'errorCode',
    navigate: 'client-analytics/errors/details?errorCode=:id',
  },
  {
    id: 'page-apis',
    title: 'APIs Called from the Page',
    kind: 'barTop',
    metric: 'api_calls',
    group: 'apiName',
    navigate: API_DETAILS,
  },
  {
    id: 'page-event-cases',
    title: 'Event Cases on the Page',
    kind: 'table',
    metric: 'event_cases',
    group: 'eventCaseID',
    navigate: 'client-analytics/events/details?eventCaseID=:id',
  },
];

/** Each visit id opens the visit's event sequence (a global tool, outside the entity). */
const VISIT_SEQUENCE = '/tools/sequence/:id';

/** Error Details: one error code (`errorCode`) or type (`errorType`). */
export const CLIENT_ERROR_DETAILS_CHARTS: readonly ChartDefinition[] = [
  { id: 'errors', title: 'Errors', kind: 'metricLine', metric: 'errors' },
  { id: 'errors-users', title: 'Users with the Error', kind: 'stats', metric: 'errors_users' },
  {
    id: 'errors-version',
    title: 'Errors by App Version',
    kind: 'stackedBar',
    metric: 'errors',
    group: 'appVersion',
    limit: 5,
    wide: true,
  },
  { id: 'errors-page', title: 'Errors by Page', kind: 'barTop', metric: 'errors', group: 'pageName' },
  {
    id: 'errors-os',
    title: 'Errors by Operating System',
    kind: 'sunburst',
    metric: 'errors',
    group: 'operatingSystem',
    subGroup: 'osVersion',
    limit: 5,
  },
  {
    id: 'errors-section',
    title: 'Errors by Section',
    kind: 'percentage',
    metric: 'errors',
    group: 'appSection',
  },
  {
    id: 'errors-connection',
    title: 'Errors by Connection Type',
    kind: 'percentage',
    metric: 'errors',
    group: 'connectionType',
  },
  {
    id: 'error-visit-ids',
    title: 'Visits with the Error',
    kind: 'table',
    metric: 'errors',
    group: 'visitId',
    limit: 100,
    wide: true,
    navigate: VISIT_SEQUENCE,
  },
];

const API_CALLS_LINE: ChartDefinition = {
  id: 'api-calls',
  title: 'API Calls',
  kind: 'metricLine',
  metric: 'api_calls',
};

/** API Details: one API (`apiName`, narrowed by verb, architecture and GraphQL operation). */
export const CLIENT_API_DETAILS_CHARTS: readonly ChartDefinition[] = [
  API_CALLS_LINE,
  { id: 'api-success-rate', title: 'API Success Rate', kind: 'line', metric: 'api_success_rate' },
  {
    id: 'api-response-time',
    title: 'API Response Time (ms)',
    kind: 'line',
    metric: 'api_response_time',
  },
  {
    id: 'api-p95',
    title: 'API Response Time, 95th Percentile (ms)',
    kind: 'line',
    metric: 'api_response_time_p95',
  },
  {
    id: 'api-response-codes',
    title: 'API Calls by Response Code',
    kind: 'stackedBar',
    metric: 'api_calls',
    group: 'responseCode',
    limit: 5,
    wide: true,
  },
  {
    id: 'api-codes-top',
    title: 'Response Codes',
    kind: 'barTop',
    metric: 'api_calls',
    group: 'responseCode',
    navigate: 'client-analytics/apis/visit-ids?responseCode=:id',
  },
  {
    id: 'api-success-version',
    title: 'API Success Rate by App Version',
    kind: 'table',
    metric: 'api_success_rate',
    group: 'appVersion',
  },
  {
    id: 'api-os',
    title: 'API Calls by Operating System',
    kind: 'sunburst',
    metric: 'api_calls',
    group: 'operatingSystem',
    subGroup: 'osVersion',
    limit: 5,
  },
];

/** API Visit IDs: the visits that made the chosen calls, by their details and response. */
export const CLIENT_API_VISIT_IDS_CHARTS: readonly ChartDefinition[] = [
  {
    id: 'visit-ids',
    title: 'Visits with the Calls',
    kind: 'table',
    metric: 'api_calls',
    group: 'visitId',
    limit: 100,
    wide: true,
    navigate: VISIT_SEQUENCE,
  },
  API_CALLS_LINE,
  { id: 'visits', title: 'Visits', kind: 'stats', metric: 'visits' },
  {
    id: 'api-response-texts',
    title: 'Response Texts',
    kind: 'top',
    metric: 'api_calls',
    group: 'responseText',
  },
];

/** API Code Details: response codes and texts across the APIs, and the hosts that answer them. */
export const CLIENT_API_CODE_DETAILS_CHARTS: readonly ChartDefinition[] = [
  {
    id: 'codes-line',
    title: 'API Calls by Response Code',
    kind: 'stackedBar',
    metric: 'api_calls',
    group: 'responseCode',
    limit: 5,
    wide: true,
  },
  {
    id: 'codes-versions',
    title: 'Response Codes by App Version',
    kind: 'table',
    metric: 'api_calls',
    group: 'responseCode',
    subGroup: 'appVersion',
    limit: 20,
  },
  {
    id: 'codes-apis',
    title: 'Response Codes by API',
    kind: 'sunburst',
    metric: 'api_calls',
    group: 'responseCode',
    subGroup: 'apiName',
    limit: 8,
  },
  {
    id: 'codes-top',
    title: 'Response Codes',
    kind: 'percentage',
    metric: 'api_calls',
    group: 'responseCode',
    navigate: 'client-analytics/apis/visit-ids?responseCode=:id',
  },
  {
    id: 'codes-success-api',
    title: 'Success Rate by API',
    kind: 'grid',
    metric: 'api_success_rate',
    group: 'apiName',
    limit: 100,
    navigate: 'client-analytics/apis/details',
  },
  {
    id: 'codes-network',
    title: 'API Hosts and APIs',
    description: 'Which hosts answer which APIs, coloured by success rate.',
    kind: 'network',
    metric: 'api_calls',
    navigate: API_DETAILS,
    wide: true,
  },
];

const RELEASE_DETAILS = 'client-analytics/release-summary/details?releaseVersion=:id';

export const CLIENT_RELEASE_SUMMARY_CHARTS: readonly ChartDefinition[] = [
  {
    id: 'versions',
    title: 'Devices by App Version',
    kind: 'barTop',
    metric: 'devices_all_types.top',
    limit: 10,
    navigate: RELEASE_DETAILS,
  },
  {
    id: 'versions-line',
    title: 'Adoption of App Versions',
    kind: 'area',
    metric: 'devices',
    group: 'appVersion',
    limit: 5,
    wide: true,
  },
  {
    id: 'errors-version',
    title: 'Errors by App Version',
    kind: 'horizontalBar',
    metric: 'errors',
    group: 'appVersion',
    navigate: RELEASE_DETAILS,
  },
  {
    id: 'api-success-version',
    title: 'API Success Rate by App Version',
    kind: 'table',
    metric: 'api_success_rate',
    group: 'appVersion',
    navigate: RELEASE_DETAILS,
  },
  {
    id: 'login-success-version',
    title: 'Sign-in Success Rate by App Version',
    kind: 'table',
    metric: 'login_success_rate',
    group: 'appVersion',
    navigate: RELEASE_DETAILS,
  },
  {
    id: 'page-views-version',
    title: 'Page Views by App Version',
    kind: 'percentage',
    metric: 'page_views',
    group: 'appVersion',
    navigate: RELEASE_DETAILS,
  },
];

/**
 * Release Summary Details: one release (`releaseVersion`), each line beside the compare menu's
 * choice (all data, another version, the previous period).
 */
export const CLIENT_RELEASE_DETAILS_CHARTS: readonly ChartDefinition[] = [
  { id: 'devices', title: 'Devices', kind: 'line', metric: 'devices', compare: true },
  { id: 'page-views', title: 'Page Views', kind: 'line', metric: 'page_views', compare: true },
  { id: 'errors', title: 'Errors', kind: 'line', metric: 'errors', compare: true },
  {
    id: 'api-success-rate',
    title: 'API Success Rate',
    kind: 'line',
    metric: 'api_success_rate',
    compare: true,
  },
  {
    id: 'login-success-rate',
    title: 'Sign-in Success Rate',
    kind: 'line',
    metric: 'login_success_rate',
    compare: true,
  },
  {
    id: 'api-response-time',
    title: 'API Response Time (ms)',
    kind: 'line',
    metric: 'api_response_time',
    compare: true,
  },
  {
    id: 'video-starts',
    title: 'Video Starts',
    kind: 'line',
    metric: 'video_starts',
    compare: true,
    visibility: VIDEO_ONLY,
  },
  { id: 'visits', title: 'Visits', kind: 'aggregate', metric: 'visits' },
  {
    id: 'top-errors',
    title: 'Top Error Codes',
    kind: 'top',
    metric: 'errors',
    group: 'errorCode',
    navigate: 'client-analytics/errors/details?errorCode=:id',
  },
];

/** Video Quality: playback of the video domain's applications (the only ones that play video). */
const VIDEO_QUALITY_CHARTS: readonly ChartDefinition[] = [
  { id: 'video-starts', title: 'Video Starts', kind: 'aggregate', metric: 'video_starts' },
  { id: 'video-viewers', title: 'Viewers', kind: 'stats', metric: 'video_starts_users' },
  {
    id: 'video-starts-stream',
    title: 'Video Starts by Stream Type',
    kind: 'stackedBar',
    metric: 'video_starts',
    group: 'streamType',
    wide: true,
  },
  {
    id: 'video-startup',
    title: 'Start-up Time (ms)',
    kind: 'line',
    metric: 'video_startup_time',
    group: 'streamCdn',
  },
  {
    id: 'video-startup-p95',
    title: 'Start-up Time, 95th Percentile (ms)',
    kind: 'horizontalBar',
    metric: 'video_startup_time_p95',
    group: 'streamContentFormat',
  },
  {
    id: 'video-buffering',
    title: 'Buffering Ratio (%)',
    kind: 'line',
    metric: 'video_buffering_ratio',
    group: 'streamCdn',
  },
  { id: 'video-bitrate', title: 'Average Bitrate (kbps)', kind: 'metricLine', metric: 'video_bitrate' },
  {
    id: 'video-stalls-cdn',
    title: 'Stalls by CDN',
    kind: 'percentage',
    metric: 'video_stalls',
    group: 'streamCdn',
  },
  {
    id: 'video-drm',
    title: 'Video Starts by DRM',
    kind: 'percentage',
    metric: 'video_starts',
    group: 'drmType',
  },
  {
    id: 'video-content-class',
    title: 'Video Starts by Stream Type and Content Class',
    kind: 'sunburst',
    metric: 'video_starts',
    group: 'streamType',
    subGroup: 'contentClass',
  },
  {
    id: 'video-bitrate-content',
    title: 'Average Bitrate by Content Class (kbps)',
    kind: 'table',
    metric: 'video_bitrate',
    group: 'contentClass',
  },
];
export const CLIENT_VIDEO_QUALITY_CHARTS: readonly ChartDefinition[] = VIDEO_QUALITY_CHARTS.map((chart) => ({
  ...chart,
  visibility: VIDEO_ONLY,
}));

const EVENT_DETAILS = 'client-analytics/events/details?eventCaseID=:id';

export const CLIENT_EVENTS_CHARTS: readonly ChartDefinition[] = [
  { id: 'event-cases', title: 'Event Cases', kind: 'metricLine', metric: 'event_cases' },
  { id: 'events', title: 'Events', kind: 'stats', metric: 'event_count' },
  {
    id: 'top-event-cases',
    title: 'Top Event Cases',
    kind: 'table',
    metric: 'event_cases',
    group: 'eventCaseID',
    limit: 25,
    navigate: EVENT_DETAILS,
    wide: true,
  },
  {
    id: 'events-type',
    title: 'Events by Type',
    kind: 'stackedBar',
    metric: 'event_count',
    group: 'eventType',
    limit: 6,
    wide: true,
  },
  {
    id: 'events-type-share',
    title: 'Event Types',
    kind: 'percentage',
    metric: 'event_count',
    group: 'eventType',
  },
  {
    id: 'event-cases-page',
    title: 'Event Cases by Page',
    kind: 'sunburst',
    metric: 'event_cases',
    group: 'pageName',
    subGroup: 'eventCaseID',
    limit: 6,
  },
];

/** Event Details: one event case (`eventCaseID`). */
export const CLIENT_EVENT_DETAILS_CHARTS: readonly ChartDefinition[] = [
  { id: 'event-cases', title: 'Events', kind: 'metricLine', metric: 'event_cases' },
  { id: 'event-devices', title: 'Devices', kind: 'stats', metric: 'devices' },
  {
    id: 'event-version',
    title: 'Events by App Version',
    kind: 'stackedBar',
    metric: 'event_cases',
    group: 'appVersion',
    limit: 5,
    wide: true,
  },
  {
    id: 'event-os',
    title: 'Events by Operating System',
    kind: 'percentage',
    metric: 'event_cases',
    group: 'operatingSystem',
  },
  {
    id: 'event-page',
    title: 'Events by Page',
    kind: 'horizontalBar',
    metric: 'event_cases',
    group: 'pageName',
  },
  {
    id: 'event-section',
    title: 'Events by Section',
    kind: 'top',
    metric: 'event_cases',
    group: 'appSection',
  },
];

/** Metric groups a `.top` or tool metric repeats under another default group. */
const METRICS_PAGE_SKIPPED = new Set([
  'devices_all_types.top',
  'top_sections.top',
  'api_calls_full.top',
  'top_talkers',
]);
const VIDEO_METRIC = /^video_/;

/**
 * All Metrics: every client metric of the catalogue as a line under its total, the video metrics
 * for the video domain only. Metrics that only repeat another under a different default group
 * (the `.top` ones and the Top Talker tool's) are left out.
 */
export const CLIENT_METRICS_ALL_CHARTS: readonly ChartDefinition[] = METRICS.filter(
  (metric) => metric.table === 'client' && !METRICS_PAGE_SKIPPED.has(metric.id),
).map((metric) => ({
  id: metric.id,
  title: metric.label,
  description: metric.description,
  kind: 'metricLine',
  metric: metric.id,
  ...(VIDEO_METRIC.test(metric.id) ? { visibility: VIDEO_ONLY } : {}),
}));

const tab = (id: string, title: string, metric: string): ChartDefinition => ({
  id,
  title,
  kind: 'line',
  metric,
});

/** A tabbed chart of line charts, one tab per `[id, title, metric]`. */
const tabbed = (
  id: string,
  title: string,
  tabs: readonly (readonly [string, string, string])[],
  extra: Partial<ChartDefinition> = {},
): ChartDefinition => ({
  id,
  title,
  kind: 'multi',
  metric: '',
  tabs: tabs.map(([tabId, tabTitle, metric]) => tab(tabId, tabTitle, metric)),
  ...extra,
});

/** Metrics Dashboards: the metrics in themed tabs (usage, reliability, speed, video). */
export const CLIENT_METRICS_DASHBOARDS_CHARTS: readonly ChartDefinition[] = [
  tabbed(
    'usage',
    'Usage',
    [
      ['usage-visits', 'Visits', 'visits'],
      ['usage-devices', 'Devices', 'devices'],
      ['usage-page-views', 'Page Views', 'page_views'],
      ['usage-events', 'Events', 'event_count'],
    ],
    { tabInUrl: true, wide: true },
  ),
  tabbed('reliability', 'Reliability', [
    ['reliability-errors', 'Errors', 'errors'],
    ['reliability-api', 'API Success Rate', 'api_success_rate'],
    ['reliability-login', 'Sign-in Success Rate', 'login_success_rate'],
  ]),
  tabbed('speed', 'Speed', [
    ['speed-api', 'API Response Time', 'api_response_time'],
    ['speed-api-p50', 'API Median', 'api_response_time_p50'],
    ['speed-api-p95', 'API 95th Percentile', 'api_response_time_p95'],
  ]),
  tabbed(
    'video',
    'Video',
    [
      ['video-starts', 'Video Starts', 'video_starts'],
      ['video-startup', 'Start-up Time', 'video_startup_time'],
      ['video-buffering', 'Buffering Ratio', 'video_buffering_ratio'],
    ],
    { visibility: VIDEO_ONLY },
  ),
  { id: 'api-calls', title: 'API Calls', kind: 'aggregate', metric: 'api_calls' },
  { id: 'login-attempts', title: 'Sign-in Attempts', kind: 'aggregate', metric: 'login_attempts' },
];

/**
 * Experiment Snapshot: the page's metrics for the experiments and variants the picker chose (the
 * page filters `activatedExperiments` and `variantUuids`). The charts of
 * `EXPERIMENT_VARIANT_CHARTS` are drawn once per chosen variant (`page-charts.ts`), because
 * variants, a list field, can be filtered by but not grouped by.
 */
export const CLIENT_EXPERIMENT_SNAPSHOT_CHARTS: readonly ChartDefinition[] = [
  { id: 'visits', title: 'Visits', kind: 'aggregate', metric: 'visits' },
  { id: 'devices', title: 'Devices', kind: 'aggregate', metric: 'devices' },
  { id: 'page-views', title: 'Page Views', kind: 'line', metric: 'page_views' },
  { id: 'errors', title: 'Errors', kind: 'line', metric: 'errors' },
  { id: 'api-success-rate', title: 'API Success Rate', kind: 'line', metric: 'api_success_rate' },
  {
    id: 'top-pages',
    title: 'Top Pages',
    kind: 'top',
    metric: 'page_views',
    group: 'pageName',
    navigate: 'client-analytics/page-views/details?pageName=:id',
  },
];

/** The metrics an experiment's variants are compared on, one card per variant. */
export const EXPERIMENT_VARIANT_CHARTS: readonly ChartDefinition[] = [
  { id: 'variant-visits', title: 'Visits', kind: 'stats', metric: 'visits' },
  { id: 'variant-page-views', title: 'Page Views', kind: 'stats', metric: 'page_views' },
  { id: 'variant-api-calls', title: 'API Calls', kind: 'stats', metric: 'api_calls' },
  { id: 'variant-api-success', title: 'API Success Rate', kind: 'line', metric: 'api_success_rate' },
];

/** Experiment Snapshot Details: one experiment (`experimentUuid`) and its variants. */
export const CLIENT_EXPERIMENT_DETAILS_CHARTS: readonly ChartDefinition[] = [
  { id: 'visits', title: 'Visits in the Experiment', kind: 'metricLine', metric: 'visits' },
  { id: 'errors', title: 'Errors', kind: 'line', metric: 'errors' },
  {
    id: 'login-success-rate',
    title: 'Sign-in Success Rate',
    kind: 'line',
    metric: 'login_success_rate',
  },
  {
    id: 'top-errors',
    title: 'Top Error Codes',
    kind: 'top',
    metric: 'errors',
    group: 'errorCode',
    navigate: 'client-analytics/errors/details?errorCode=:id',
  },
];

/** Customer Journey: how visits move from page to page. */
export const CLIENT_CUSTOMER_JOURNEY_CHARTS: readonly ChartDefinition[] = [
  {
    id: 'journey',
    title: 'Page to Page Journeys',
    description: 'How visits move between pages over their first five page views.',
    kind: 'sankey',
    metric: 'page_views',
    limit: 40,
    wide: true,
  },
  {
    id: 'entry-sections',
    title: 'Page Views by Section',
    kind: 'sunburst',
    metric: 'page_views',
    group: 'appSection',
    subGroup: 'pageName',
    limit: 8,
  },
  { id: 'visits', title: 'Visits', kind: 'metricLine', metric: 'visits' },
  {
    id: 'top-pages',
    title: 'Top Pages',
    kind: 'top',
    metric: 'page_views',
    group: 'pageName',
    navigate: 'client-analytics/page-views/details?pageName=:id',
  },
];

/**
 * The mobile technician app (TechMobile): the only application whose data has jobs. A job starts
 * when the technician opens its Job Details page and completes on the Customer Signature page;
 * work orders are updated through `PATCH /api/workorders/{id}`.
 */
const TECH_MOBILE_ONLY = { include: { appNames: ['TechMobile'] } } as const;
const JOB_STARTS = 'pageName:jobDetails';
const JOB_COMPLETIONS = 'pageName:customerSignature';
const WORK_ORDER_UPDATE = 'apiName:PATCH /api/workorders/{id}';

const TECH_MOBILE_OVERVIEW: readonly ChartDefinition[] = [
  { id: 'visits', title: 'Technician Visits', kind: 'aggregate', metric: 'visits' },
  { id: 'devices', title: 'Technician Devices', kind: 'aggregate', metric: 'devices' },
  {
    id: 'pages',
    title: 'Screens',
    kind: 'barTop',
    metric: 'page_views',
    group: 'pageName',
    navigate: 'client-analytics/page-views/details?pageName=:id',
  },
  {
    id: 'sections',
    title: 'Page Views by Section',
    kind: 'stackedBar',
    metric: 'page_views',
    group: 'appSection',
    wide: true,
  },
  {
    id: 'api-success',
    title: 'Work Order and Device API Success Rate',
    kind: 'grid',
    metric: 'api_success_rate',
    group: 'apiName',
    navigate: 'client-analytics/apis/details',
  },
  {
    id: 'api-response-time',
    title: 'API Response Time (ms)',
    kind: 'line',
    metric: 'api_response_time',
    group: 'apiName',
  },
  {
    id: 'login-success-rate',
    title: 'Sign-in Success Rate',
    kind: 'metricLine',
    metric: 'login_success_rate',
  },
  {
    id: 'errors',
    title: 'Errors by Code',
    kind: 'top',
    metric: 'errors',
    group: 'errorCode',
    navigate: 'client-analytics/errors/details?errorCode=:id',
  },
];
export const CLIENT_TECH_MOBILE_OVERVIEW_CHARTS: readonly ChartDefinition[] = TECH_MOBILE_OVERVIEW.map(
  (chart) => ({ ...chart, visibility: TECH_MOBILE_ONLY }),
);

const JOB_START_COMPLETION: readonly ChartDefinition[] = [
  {
    id: 'job-starts',
    title: 'Jobs Started',
    description: 'Job Details pages opened.',
    kind: 'aggregate',
    metric: 'page_views',
    filter: [JOB_STARTS],
  },
  {
    id: 'job-completions',
    title: 'Jobs Completed',
    description: 'Customer Signature pages reached.',
    kind: 'aggregate',
    metric: 'page_views',
    filter: [JOB_COMPLETIONS],
  },
  {
    id: 'job-steps',
    title: 'Job Steps over Time',
    kind: 'line',
    metric: 'page_views',
    group: 'pageName',
    filter: ['appSection:jobs'],
    wide: true,
  },
  {
    id: 'job-journey',
    title: 'From Job List to Signature',
    kind: 'sankey',
    metric: 'page_views',
    filter: ['appSection:jobs'],
    limit: 20,
    wide: true,
  },
  {
    id: 'work-order-updates',
    title: 'Work Order Updates',
    kind: 'metricLine',
    metric: 'api_calls',
    filter: [WORK_ORDER_UPDATE],
  },
  {
    id: 'work-order-success',
    title: 'Work Order Update Success Rate',
    kind: 'line',
    metric: 'api_success_rate',
    filter: [WORK_ORDER_UPDATE],
  },
  {
    id: 'job-errors',
    title: 'Errors during Jobs',
    kind: 'top',
    metric: 'errors',
    group: 'errorCode',
    filter: ['appSection:jobs'],
  },
];
export const CLIENT_JOB_START_COMPLETION_CHARTS: readonly ChartDefinition[] = JOB_START_COMPLETION.map(
  (chart) => ({ ...chart, visibility: TECH_MOBILE_ONLY }),
);
