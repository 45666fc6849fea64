import type { ChartDefinition } from './chart-definition';

/**
 * The charts of the client-analytics pages beyond the Overview that the widgets can draw so far
 * (line, area, top list, stats), every chart a metric of the catalogue (docs/metrics.md).
 */

export const CLIENT_PAGE_VIEWS_CHARTS: readonly ChartDefinition[] = [
  { id: 'page-views', title: 'Page Views', kind: 'line', metric: 'page_views' },
  { id: 'page-views-users', title: 'Users Viewing Pages', kind: 'stats', metric: 'page_views_users' },
  { id: 'top-pages', title: 'Top Pages', kind: 'top', metric: 'page_views', group: 'pageName', limit: 20 },
  { id: 'top-sections', title: 'Top Sections', kind: 'top', metric: 'top_sections.top', limit: 20 },
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
  },
  { id: 'error-types', title: 'Error Types', kind: 'top', metric: 'errors', group: 'errorType' },
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
  { id: 'top-apis', title: 'Top APIs', kind: 'top', metric: 'api_calls', group: 'apiName', limit: 20 },
  {
    id: 'api-response-codes',
    title: 'API Calls by Response Code',
    kind: 'top',
    metric: 'api_calls',
    group: 'responseCode',
  },
  {
    id: 'api-p95',
    title: 'API Response Time, 95th Percentile (ms)',
    kind: 'top',
    metric: 'api_response_time_p95',
    group: 'apiName',
  },
  {
    id: 'api-success-by-api',
    title: 'API Success Rate by API',
    kind: 'top',
    metric: 'api_success_rate',
    group: 'apiName',
  },
];
