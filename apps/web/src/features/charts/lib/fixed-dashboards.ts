import type { ChartDefinition } from './chart-definition';

/** A chart of a fixed dashboard and its place on the dashboard grid (columns and rows, from 0). */
export interface ChartPlacement {
  definition: ChartDefinition;
  x: number;
  y: number;
  w: number;
  h: number;
}

const item = (x: number, y: number, w: number, h: number, definition: ChartDefinition): ChartPlacement => ({
  definition,
  x,
  y,
  w,
  h,
});

/**
 * The TVE sign-in dashboard (`/{entityID}/tve-dashboards/auth`): how TV-everywhere sign-in goes,
 * from the sign-in, error, API and page view events of the tve applications.
 */
export const TVE_AUTH_DASHBOARD: readonly ChartPlacement[] = [
  item(0, 0, 2, 3, {
    id: 'attempts-stats',
    title: 'Sign-in attempts',
    kind: 'stats',
    metric: 'login_attempts',
  }),
  item(2, 0, 2, 3, {
    id: 'success-stats',
    title: 'Sign-in success rate',
    kind: 'stats',
    metric: 'login_success_rate',
  }),
  item(0, 3, 2, 4, {
    id: 'attempts',
    title: 'Sign-in attempts by operation type',
    kind: 'line',
    metric: 'login_attempts',
    group: 'loginOperationType',
  }),
  item(2, 3, 2, 4, {
    id: 'success-rate',
    title: 'Sign-in success rate by operation type',
    kind: 'line',
    metric: 'login_success_rate',
    group: 'loginOperationType',
  }),
  item(0, 7, 2, 4, {
    id: 'outcomes',
    title: 'Sign-in outcomes',
    kind: 'percentage',
    metric: 'login_attempts',
    group: 'loginOutcome',
  }),
  item(2, 7, 2, 4, {
    id: 'users',
    title: 'Users signing in',
    kind: 'area',
    metric: 'login_attempts_users',
  }),
  item(0, 11, 2, 4, {
    id: 'errors',
    title: 'Top errors',
    kind: 'top',
    metric: 'errors',
    group: 'errorCode',
    limit: 10,
  }),
  item(2, 11, 2, 4, {
    id: 'api-grid',
    title: 'Sign-in API success rates',
    kind: 'grid',
    metric: 'api_success_rate',
    group: 'apiName',
  }),
  item(0, 15, 2, 4, {
    id: 'outcomes-by-type',
    title: 'Outcomes by operation type',
    kind: 'sunburst',
    metric: 'login_attempts',
    group: 'loginOperationType',
    subGroup: 'loginOutcome',
  }),
  item(2, 15, 2, 4, {
    id: 'pages',
    title: 'Sign-in pages',
    kind: 'horizontalBar',
    metric: 'page_views',
    group: 'pageName',
    limit: 10,
  }),
];

/** The customer-journey sankey (beta): visits moving from page to page, the top links. */
export const SANKEY_DASHBOARD: readonly ChartPlacement[] = [
  item(0, 0, 4, 7, {
    id: 'journey',
    title: 'Customer journey: page to page',
    kind: 'sankey',
    metric: 'page_views',
    limit: 40,
  }),
];
