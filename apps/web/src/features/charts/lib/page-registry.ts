import type { ChartDefinition } from './chart-definition';
import {
  CLIENT_API_CODE_DETAILS_CHARTS,
  CLIENT_API_DETAILS_CHARTS,
  CLIENT_API_VISIT_IDS_CHARTS,
  CLIENT_APIS_CHARTS,
  CLIENT_AUTHENTICATION_CHARTS,
  CLIENT_CUSTOMER_JOURNEY_CHARTS,
  CLIENT_ERROR_DETAILS_CHARTS,
  CLIENT_ERRORS_CHARTS,
  CLIENT_EVENT_DETAILS_CHARTS,
  CLIENT_EVENTS_CHARTS,
  CLIENT_EXPERIMENT_DETAILS_CHARTS,
  CLIENT_EXPERIMENT_SNAPSHOT_CHARTS,
  CLIENT_GENERAL_USAGE_CHARTS,
  CLIENT_JOB_START_COMPLETION_CHARTS,
  CLIENT_METRICS_ALL_CHARTS,
  CLIENT_METRICS_DASHBOARDS_CHARTS,
  CLIENT_PAGE_VIEW_DETAILS_CHARTS,
  CLIENT_PAGE_VIEWS_CHARTS,
  CLIENT_RELEASE_DETAILS_CHARTS,
  CLIENT_RELEASE_SUMMARY_CHARTS,
  CLIENT_TECH_MOBILE_OVERVIEW_CHARTS,
  CLIENT_VIDEO_QUALITY_CHARTS,
  EXPERIMENT_VARIANT_CHARTS,
} from './client-area-charts';
import { CLIENT_OVERVIEW_CHARTS } from './client-overview-charts';
import {
  SERVER_API_DETAILS_CHARTS,
  SERVER_INCOMING_CHARTS,
  SERVER_OUTGOING_CHARTS,
  SERVER_OVERVIEW_CHARTS,
  SERVER_RESPONSE_CODE_CHARTS,
} from './server-area-charts';

/**
 * The client- and server-analytics pages whose charts are built, by route path (`area-routes.ts`):
 * what `AREA_CHARTS` of the area route draws.
 */
export const PAGE_CHARTS: Readonly<Record<string, readonly ChartDefinition[]>> = {
  'client-analytics/overview': CLIENT_OVERVIEW_CHARTS,
  'client-analytics/general-usage': CLIENT_GENERAL_USAGE_CHARTS,
  'client-analytics/page-views': CLIENT_PAGE_VIEWS_CHARTS,
  'client-analytics/page-views/details': CLIENT_PAGE_VIEW_DETAILS_CHARTS,
  'client-analytics/errors': CLIENT_ERRORS_CHARTS,
  'client-analytics/errors/details': CLIENT_ERROR_DETAILS_CHARTS,
  'client-analytics/authentication': CLIENT_AUTHENTICATION_CHARTS,
  'client-analytics/apis': CLIENT_APIS_CHARTS,
  'client-analytics/apis/details': CLIENT_API_DETAILS_CHARTS,
  'client-analytics/apis/visit-ids': CLIENT_API_VISIT_IDS_CHARTS,
  'client-analytics/apis/code-details': CLIENT_API_CODE_DETAILS_CHARTS,
  'client-analytics/release-summary': CLIENT_RELEASE_SUMMARY_CHARTS,
  'client-analytics/release-summary/details': CLIENT_RELEASE_DETAILS_CHARTS,
  'client-analytics/video-quality': CLIENT_VIDEO_QUALITY_CHARTS,
  'client-analytics/events': CLIENT_EVENTS_CHARTS,
  'client-analytics/events/details': CLIENT_EVENT_DETAILS_CHARTS,
  'client-analytics/metrics/all': CLIENT_METRICS_ALL_CHARTS,
  'client-analytics/metrics/dashboards': CLIENT_METRICS_DASHBOARDS_CHARTS,
  'client-analytics/experiment-snapshot': CLIENT_EXPERIMENT_SNAPSHOT_CHARTS,
  'client-analytics/experiment-snapshot/details': CLIENT_EXPERIMENT_DETAILS_CHARTS,
  'client-analytics/customer-journey': CLIENT_CUSTOMER_JOURNEY_CHARTS,
  'client-analytics/tech-mobile/overview': CLIENT_TECH_MOBILE_OVERVIEW_CHARTS,
  'client-analytics/tech-mobile/job-start-completion': CLIENT_JOB_START_COMPLETION_CHARTS,
  'server-analytics/overview': SERVER_OVERVIEW_CHARTS,
  'server-analytics/overview/details': SERVER_API_DETAILS_CHARTS,
  'server-analytics/overview/response-code': SERVER_RESPONSE_CODE_CHARTS,
  'server-analytics/incoming': SERVER_INCOMING_CHARTS,
  'server-analytics/outgoing': SERVER_OUTGOING_CHARTS,
};

/** Charts drawn once per variant the address chooses, by route path. */
export const PAGE_VARIANT_CHARTS: Readonly<Record<string, readonly ChartDefinition[]>> = {
  'client-analytics/experiment-snapshot': EXPERIMENT_VARIANT_CHARTS,
  'client-analytics/experiment-snapshot/details': EXPERIMENT_VARIANT_CHARTS,
};
