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
 * Data sources whose applications send no client events: backend services (server analytics
 * only), TV everywhere and the survey tools. Client-analytics charts are not offered to them.
 */
export const NO_CLIENT_EVENTS = ['qube', 'tve', 'journey_survey', 'employee_experience', 'cst_survey'];

const clientPage = (charts: readonly ChartDefinition[]): readonly ChartDefinition[] =>
  charts.map((chart) => ({
    ...chart,
    visibility: {
      ...chart.visibility,
      exclude: { ...chart.visibility?.exclude, dataSources: NO_CLIENT_EVENTS },
    },
  }));

/**
 * The client- and server-analytics pages whose charts are built, by route path (`area-routes.ts`):
 * what `AREA_CHARTS` of the area route draws.
 */
export const PAGE_CHARTS: Readonly<Record<string, readonly ChartDefinition[]>> = {
  'client-analytics/overview': clientPage(CLIENT_OVERVIEW_CHARTS),
  'client-analytics/general-usage': clientPage(CLIENT_GENERAL_USAGE_CHARTS),
  'client-analytics/page-views': clientPage(CLIENT_PAGE_VIEWS_CHARTS),
  'client-analytics/page-views/details': clientPage(CLIENT_PAGE_VIEW_DETAILS_CHARTS),
  'client-analytics/errors': clientPage(CLIENT_ERRORS_CHARTS),
  'client-analytics/errors/details': clientPage(CLIENT_ERROR_DETAILS_CHARTS),
  'client-analytics/authentication': clientPage(CLIENT_AUTHENTICATION_CHARTS),
  'client-analytics/apis': clientPage(CLIENT_APIS_CHARTS),
  'client-analytics/apis/details': clientPage(CLIENT_API_DETAILS_CHARTS),
  'client-analytics/apis/visit-ids': clientPage(CLIENT_API_VISIT_IDS_CHARTS),
  'client-analytics/apis/code-details': clientPage(CLIENT_API_CODE_DETAILS_CHARTS),
  'client-analytics/release-summary': clientPage(CLIENT_RELEASE_SUMMARY_CHARTS),
  'client-analytics/release-summary/details': clientPage(CLIENT_RELEASE_DETAILS_CHARTS),
  'client-analytics/video-quality': clientPage(CLIENT_VIDEO_QUALITY_CHARTS),
  'client-analytics/events': clientPage(CLIENT_EVENTS_CHARTS),
  'client-analytics/events/details': clientPage(CLIENT_EVENT_DETAILS_CHARTS),
  'client-analytics/metrics/all': clientPage(CLIENT_METRICS_ALL_CHARTS),
  'client-analytics/metrics/dashboards': clientPage(CLIENT_METRICS_DASHBOARDS_CHARTS),
  'client-analytics/experiment-snapshot': clientPage(CLIENT_EXPERIMENT_SNAPSHOT_CHARTS),
  'client-analytics/experiment-snapshot/details': clientPage(CLIENT_EXPERIMENT_DETAILS_CHARTS),
  'client-analytics/customer-journey': clientPage(CLIENT_CUSTOMER_JOURNEY_CHARTS),
  'client-analytics/tech-mobile/overview': clientPage(CLIENT_TECH_MOBILE_OVERVIEW_CHARTS),
  'client-analytics/tech-mobile/job-start-completion': clientPage(CLIENT_JOB_START_COMPLETION_CHARTS),
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
