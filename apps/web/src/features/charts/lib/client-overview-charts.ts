import type { ChartDefinition } from './chart-definition';

/**
 * The client-analytics Overview (spec 000 section 2): usage, errors, APIs, sign-in, sections and
 * versions of an application or a group, every chart a metric of the catalogue (docs/metrics.md).
 */
export const CLIENT_OVERVIEW_CHARTS: readonly ChartDefinition[] = [
  { id: 'visits', title: 'Visits', kind: 'stats', metric: 'visits' },
  { id: 'devices', title: 'Devices', kind: 'stats', metric: 'devices' },
  { id: 'page-views', title: 'Page Views', kind: 'line', metric: 'page_views' },
  {
    id: 'page-views-os',
    title: 'Page Views by Operating System',
    kind: 'area',
    metric: 'page_views',
    group: 'operatingSystem',
    limit: 5,
  },
  { id: 'errors', title: 'Errors', kind: 'line', metric: 'errors' },
  { id: 'top-errors', title: 'Top Errors by Code', kind: 'top', metric: 'errors', group: 'errorCode' },
  { id: 'api-calls', title: 'API Calls', kind: 'top', metric: 'api_calls', group: 'apiName' },
  { id: 'api-success-rate', title: 'API Success Rate', kind: 'line', metric: 'api_success_rate' },
  {
    id: 'api-response-time',
    title: 'API Response Time (ms)',
    kind: 'top',
    metric: 'api_response_time',
    group: 'apiName',
  },
  {
    id: 'login-success-rate',
    title: 'Login Success Rate by Operation Type',
    kind: 'top',
    metric: 'login_success_rate',
    group: 'loginOperationType',
  },
  { id: 'top-sections', title: 'Top Sections', kind: 'top', metric: 'top_sections.top', limit: 10 },
  { id: 'app-versions', title: 'App Versions', kind: 'top', metric: 'devices_all_types.top', limit: 10 },
];
