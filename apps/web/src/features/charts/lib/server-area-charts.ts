import type { ChartDefinition } from './chart-definition';

/**
 * The server-analytics pages (spec 000 section 2): the calls backend services receive (incoming)
 * and make to their dependencies (outgoing), from the server metrics of the catalogue
 * (docs/metrics.md). Only backend services send server events (the `qube` data source), so every
 * chart is offered to them alone. Top lists lead to the API's details and the response code page.
 */

const SERVICES_ONLY = { include: { dataSources: ['qube'] } } as const;
const API_DETAILS = 'server-analytics/overview/details?apiName=:id';
const RESPONSE_CODE = 'server-analytics/overview/response-code?responseCode=:id';
const INCOMING = 'direction:incoming';
const OUTGOING = 'direction:outgoing';

const forServices = (charts: readonly ChartDefinition[]): readonly ChartDefinition[] =>
  charts.map((chart) => ({ ...chart, visibility: SERVICES_ONLY }));

export const SERVER_OVERVIEW_CHARTS = forServices([
  { id: 'calls', title: 'Server Calls', kind: 'aggregate', metric: 'server_calls' },
  { id: 'success-rate', title: 'Success Rate', kind: 'stats', metric: 'server_success_rate' },
  {
    id: 'calls-direction',
    title: 'Calls by Direction',
    kind: 'stackedBar',
    metric: 'server_calls',
    group: 'direction',
    wide: true,
  },
  { id: 'success-line', title: 'Success Rate over Time', kind: 'line', metric: 'server_success_rate' },
  { id: 'latency', title: 'Latency (ms)', kind: 'metricLine', metric: 'server_latency' },
  {
    id: 'top-apis',
    title: 'Top APIs',
    kind: 'barTop',
    metric: 'server_calls',
    group: 'apiName',
    limit: 15,
    navigate: API_DETAILS,
    wide: true,
  },
  {
    id: 'success-grid',
    title: 'Success Rate by API',
    kind: 'grid',
    metric: 'server_success_rate',
    group: 'apiName',
    limit: 100,
    navigate: 'server-analytics/overview/details',
  },
  {
    id: 'response-codes',
    title: 'Calls by Response Code',
    kind: 'percentage',
    metric: 'server_calls',
    group: 'responseCode',
    navigate: RESPONSE_CODE,
  },
  {
    id: 'latency-p95',
    title: 'Latency, 95th Percentile (ms)',
    kind: 'horizontalBar',
    metric: 'server_latency_p95',
    group: 'apiName',
    navigate: API_DETAILS,
  },
  {
    id: 'services',
    title: 'Calls by Service and Direction',
    kind: 'table',
    metric: 'server_calls',
    group: 'service',
    subGroup: 'direction',
  },
]);

/** Server API Details: one API (`apiName`). */
export const SERVER_API_DETAILS_CHARTS = forServices([
  { id: 'calls', title: 'Calls', kind: 'metricLine', metric: 'server_calls' },
  { id: 'success-rate', title: 'Success Rate', kind: 'line', metric: 'server_success_rate' },
  { id: 'latency', title: 'Latency (ms)', kind: 'line', metric: 'server_latency' },
  { id: 'latency-p95', title: 'Latency, 95th Percentile (ms)', kind: 'line', metric: 'server_latency_p95' },
  {
    id: 'response-codes',
    title: 'Calls by Response Code',
    kind: 'stackedBar',
    metric: 'server_calls',
    group: 'responseCode',
    wide: true,
  },
  {
    id: 'response-codes-top',
    title: 'Response Codes',
    kind: 'barTop',
    metric: 'server_calls',
    group: 'responseCode',
    navigate: RESPONSE_CODE,
  },
  {
    id: 'hosts',
    title: 'Calls by Host and Verb',
    kind: 'sunburst',
    metric: 'server_calls',
    group: 'host',
    subGroup: 'httpVerb',
  },
]);

/** Server Response Code: the calls answered with one code (`responseCode`), optionally of one API. */
export const SERVER_RESPONSE_CODE_CHARTS = forServices([
  { id: 'calls', title: 'Calls with the Response Code', kind: 'metricLine', metric: 'server_calls' },
  {
    id: 'apis',
    title: 'APIs',
    kind: 'barTop',
    metric: 'server_calls',
    group: 'apiName',
    navigate: API_DETAILS,
  },
  {
    id: 'apis-line',
    title: 'Calls by API',
    kind: 'stackedBar',
    metric: 'server_calls',
    group: 'apiName',
    limit: 5,
    wide: true,
  },
  { id: 'hosts', title: 'Calls by Host', kind: 'percentage', metric: 'server_calls', group: 'host' },
  { id: 'services', title: 'Calls by Service', kind: 'top', metric: 'server_calls', group: 'service' },
]);

/** The charts of one direction's page: incoming calls by API, outgoing calls by dependency host. */
function directionCharts(direction: string, by: 'apiName' | 'host'): readonly ChartDefinition[] {
  const filter = [direction];
  const noun = by === 'apiName' ? 'API' : 'Dependency';
  return forServices([
    { id: 'calls', title: 'Calls', kind: 'aggregate', metric: 'server_calls', filter },
    { id: 'success-rate', title: 'Success Rate', kind: 'aggregate', metric: 'server_success_rate', filter },
    { id: 'calls-line', title: 'Calls over Time', kind: 'metricLine', metric: 'server_calls', filter },
    {
      id: 'latency',
      title: 'Latency (ms)',
      kind: 'line',
      metric: 'server_latency',
      group: by,
      limit: 5,
      filter,
    },
    {
      id: 'top',
      title: `Calls by ${noun}`,
      kind: 'barTop',
      metric: 'server_calls',
      group: by,
      limit: 15,
      filter,
      wide: true,
      ...(by === 'apiName' ? { navigate: API_DETAILS } : {}),
    },
    {
      id: 'success-grid',
      title: `Success Rate by ${noun}`,
      kind: 'grid',
      metric: 'server_success_rate',
      group: by,
      limit: 100,
      filter,
      ...(by === 'apiName' ? { navigate: 'server-analytics/overview/details' } : {}),
    },
    {
      id: 'response-codes',
      title: `Response Codes by ${noun}`,
      kind: 'sunburst',
      metric: 'server_calls',
      group: 'responseCode',
      subGroup: by,
      limit: 6,
      filter,
    },
    {
      id: 'latency-p95',
      title: `Latency, 95th Percentile by ${noun} (ms)`,
      kind: 'table',
      metric: 'server_latency_p95',
      group: by,
      filter,
    },
  ]);
}

export const SERVER_INCOMING_CHARTS = directionCharts(INCOMING, 'apiName');
export const SERVER_OUTGOING_CHARTS = directionCharts(OUTGOING, 'host');
