/**
 * Every area page of spec 000 section 2, as data: its path pattern and its title. The router builds
 * one route per row and renders the same page component for each, so a new page is one line here
 * until it gets a screen of its own.
 *
 * `scope` says where the path hangs and what the document title's page type is:
 * - `entity` paths sit under `/:entityID/` and are typed Applications or Groups by their entity;
 * - `global` paths sit at the top level and are typed Other.
 */
export interface AreaRoute {
  path: string;
  title: string;
  scope: 'entity' | 'global';
}

const entity = (path: string, title: string): AreaRoute => ({ path, title, scope: 'entity' });
const global = (path: string, title: string): AreaRoute => ({ path, title, scope: 'global' });

/** The survey pages shared by digital surveys and journey surveys. */
function surveyPages(base: string, area: string): AreaRoute[] {
  return [
    entity(`${base}/overview`, `${area} Overview`),
    entity(`${base}/overview/details`, `${area} Overview Details`),
    entity(`${base}/reviews`, `${area} Reviews`),
    entity(`${base}/edit-reviews`, `${area} Edit Reviews`),
    entity(`${base}/training-data`, `${area} Training Data`),
    entity(`${base}/td-metrics`, `${area} Training Data Metrics`),
    entity(`${base}/Machine-Learning-Best-Practices`, 'Machine Learning Best Practices'),
    entity(`${base}/settings`, `${area} Settings`),
  ];
}

export const AREA_ROUTES: readonly AreaRoute[] = [
  // Client analytics.
  entity('client-analytics/overview', 'Overview'),
  entity('client-analytics/general-usage', 'General Usage'),
  entity('client-analytics/page-views', 'Page Views'),
  entity('client-analytics/page-views/details', 'Page View Details'),
  entity('client-analytics/errors', 'Errors'),
  entity('client-analytics/errors/details', 'Error Details'),
  entity('client-analytics/authentication', 'Authentication'),
  entity('client-analytics/apis', 'APIs'),
  entity('client-analytics/apis/details', 'API Details'),
  entity('client-analytics/apis/visit-ids', 'API Visit IDs'),
  entity('client-analytics/apis/code-details', 'API Code Details'),
  entity('client-analytics/release-summary', 'Release Summary'),
  entity('client-analytics/release-summary/details', 'Release Summary Details'),
  entity('client-analytics/video-quality', 'Video Quality'),
  entity('client-analytics/events', 'Events'),
  entity('client-analytics/events/details', 'Event Details'),
  entity('client-analytics/metrics/all', 'All Metrics'),
  entity('client-analytics/metrics/dashboards', 'Metrics Dashboards'),
  entity('client-analytics/experiment-snapshot', 'Experiment Snapshot'),
  entity('client-analytics/experiment-snapshot/details', 'Experiment Snapshot Details'),
  entity('client-analytics/customer-journey', 'Customer Journey'),
  entity('client-analytics/tech-mobile/overview', 'Tech Mobile Overview'),
  entity('client-analytics/tech-mobile/job-start-completion', 'Job Start Completion'),
  // Voice of customer and the survey tool.
  entity('client-analytics/voice-of-customer/overview', 'Voice of Customer Overview'),
  entity('client-analytics/voice-of-customer/overview/details', 'Voice of Customer Overview Details'),
  entity('client-analytics/voice-of-customer/reviews', 'Voice of Customer Reviews'),
  entity('client-analytics/voice-of-customer/edit-reviews', 'Voice of Customer Edit Reviews'),
  ...surveyPages('voice-of-customer/digital-surveys', 'Digital Surveys'),
  ...surveyPages('voice-of-customer/journey-surveys', 'Journey Surveys'),
  entity('charter-survey-tool/summary', 'Survey Tool Summary'),
  entity('charter-survey-tool/responses', 'Survey Tool Responses'),
  entity('charter-survey-tool/categorize-responses', 'Categorize Responses'),
  entity('charter-survey-tool/settings', 'Survey Tool Settings'),
  // Server analytics.
  entity('server-analytics/overview', 'Server Overview'),
  entity('server-analytics/overview/details', 'Server API Details'),
  entity('server-analytics/overview/response-code', 'Response Code'),
  entity('server-analytics/incoming', 'Incoming'),
  entity('server-analytics/outgoing', 'Outgoing'),
  // Quantum resources.
  entity('quantum-resources/event-types', 'Event Types'),
  entity('quantum-resources/event-cases', 'Event Cases'),
  entity('quantum-resources/event-cases/details', 'Event Case Details'),
  entity('quantum-resources/schema', 'Schema'),
  entity('quantum-resources/volt-tests', 'Volt Tests'),
  entity('quantum-resources/platforms-list', 'Platforms List'),
  entity('quantum-resources/status', 'Status'),
  entity('quantum-resources/helix/requirements/versions', 'Helix Requirement Versions'),
  entity('quantum-resources/helix/requirements/decoder/latest', 'Latest Helix Decoder'),
  entity('quantum-resources/helix/release-notes', 'Helix Release Notes'),
  entity('quantum-resources/api-name-mappings/names', 'API Name Mappings'),
  entity('quantum-resources/api-name-mappings/service', 'API Service Mappings'),
  entity('quantum-resources/api-name-mappings/unknowns', 'Unknown API Names'),
  // Dashboards.
  entity('dashboards/mine', 'My Dashboards'),
  entity('dashboards/list', 'Dashboards'),
  entity('dashboards/sankey', 'Sankey Dashboard'),
  entity('dashboards/new', 'New Dashboard'),
  entity('tve-dashboards/auth', 'TVE Authentication Dashboard'),
  // Tools (/tools/krypto has its own page).
  global('tools/sequence', 'Sequence'),
  global('tools/sequence/:visitId', 'Sequence'),
  global('tools/volt', 'Volt'),
  global('tools/volt/test-cases', 'Volt Test Cases'),
  global('tools/voc-summary', 'VoC Summary'),
  global('tools/tableau/reports', 'Tableau Reports'),
  global('tools/cst', 'CST'),
  global('tools/toptalker', 'Top Talker'),
  global('tools/work-orders/search', 'Work Orders Search'),
  global('datalens/cpe', 'CPE Swap Tool'),
  global('datalens/:platformName/*', 'Data Lens'),
  // Data sources.
  global('data-sources/overview', 'Data Sources'),
  global('data-sources/quantum', 'Quantum'),
  global('data-sources/quantum/schema', 'Quantum Schema'),
  global('data-sources/qube', 'Qube'),
  global('data-sources/qube/schema', 'Qube Schema'),
  global('data-sources/airlytics', 'Airlytics'),
  global('data-sources/airlytics/schema', 'Airlytics Schema'),
  global('data-sources/glue-tables', 'Glue Tables'),
  // Other areas.
  global('release/*', 'Release'),
  global('prismadmin/prismusage', 'Prism Usage'),
  global('prismadmin/*', 'Prism Admin'),
  global('searchwiki', 'Search Wiki'),
];

/** Where a bare `/:entityID` goes (spec 000 section 2). */
export const ENTITY_DEFAULT_PATH = 'client-analytics/overview';
