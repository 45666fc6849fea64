import { z } from 'zod';
import { applicationsReplySchema } from './application';
import { MULTI_CHART_MAX, chartAnswerSchema, multiChartReplySchema } from './chart-answer';
import { DASHBOARD_SCOPES, dashboardInputSchema, dashboardSchema, dashboardSummarySchema } from './dashboard';
import { COLLECTOR_MAX_BYTES, ENVIRONMENTS, eventBatchSchema } from './events';
import { groupInputSchema, groupSchema } from './group';
import { kryptoRowSchema, kryptoTransformRequestSchema, userAccessLogInputSchema } from './krypto';
import { restOperation, type GraphqlEndpointDeclaration, type GraphqlOperation } from './operation';
import { periodIsValid } from './period';
import {
  eventCountsSchema,
  healthReplySchema,
  prismUsageQuerySchema,
  prismUsageSchema,
  readyReplySchema,
  systemStatusSchema,
  uiConfigSchema,
  versionReplySchema,
} from './system';
import { userPatchSchema, userSchema } from './user';
import { SCHEMA_REGISTRY_REST_OPERATIONS } from './registry/registry-operations';
import { SURVEY_GRAPHQL_OPERATIONS, SURVEY_REST_OPERATIONS } from './survey-operations';
import { SEQUENCE_REST_OPERATIONS } from './sequence-operations';
import { VOC_GRAPHQL_OPERATIONS, getFeedbackExportFile, postFeedback, vocEndpoint } from './voc-operations';
import { REGISTRY_REST_OPERATIONS } from './registry-operations';
import {
  VOLT_GRAPHQL_OPERATIONS,
  VOLT_REST_OPERATIONS,
  filteredTestCasesEndpoint,
} from './volt/volt-operations';

/*
 * Every call Prism answers, declared once (ARCHITECTURE.md "Interfaces fixed now"): the server
 * registers, gates, parses and serialises each from here, the portal builds its fetchers from here,
 * and `/api/docs` lists them. A route under /api or /auth that is not declared here cannot be
 * registered.
 */

const id = (max = 64) => z.string().trim().min(1).max(max);
const appId = id(128);
/** One value or a bracket list (`x[]=a&x[]=b` arrives as a list, a single one as a string). */
const oneOrMany = <T extends z.ZodType>(item: T, max: number) => z.union([item, z.array(item).max(max)]);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const integer = (name: string) =>
  z
    .string()
    .regex(/^-?\d{1,15}$/, `${name} must be a whole number`)
    .transform(Number);
const listOf = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : ([value].flat() as T[]));

// ---------------------------------------------------------------------------------------------
// System

export const getVersion = restOperation({
  id: 'getVersion',
  method: 'GET',
  path: '/api/version',
  summary: "The server's version; the portal polls it to offer a refresh after an upgrade.",
  tag: 'System',
  access: 'public',
  reply: versionReplySchema,
});

export const getHealth = restOperation({
  id: 'getHealth',
  method: 'GET',
  path: '/api/healthz',
  summary: 'Both stores answer (503 when one does not).',
  tag: 'System',
  access: 'public',
  reply: healthReplySchema,
});

export const getReady = restOperation({
  id: 'getReady',
  method: 'GET',
  path: '/api/readyz',
  summary: 'Ready for people: stores answer and the work after start (demo seeding) is over; 503 until then.',
  tag: 'System',
  access: 'public',
  reply: readyReplySchema,
});

export const getUiConfig = restOperation({
  id: 'getUiConfig',
  method: 'GET',
  path: '/api/ui-config',
  summary: 'The development banner and the external tool links the server is configured with.',
  tag: 'System',
  access: 'signedIn',
  reply: uiConfigSchema,
});

export const getSystemStatus = restOperation({
  id: 'getSystemStatus',
  method: 'GET',
  path: '/api/system/status',
  summary: "The server's version, uptime and stores (a store that is down is reported, not an error).",
  tag: 'System',
  access: 'admin',
  reply: systemStatusSchema,
});

export const getPrismUsage = restOperation({
  id: 'getPrismUsage',
  method: 'GET',
  path: '/api/prism-usage',
  summary: 'How Prism itself is used in a window: its own page views, users and calls.',
  tag: 'System',
  access: 'admin',
  query: prismUsageQuerySchema,
  reply: prismUsageSchema,
});

// ---------------------------------------------------------------------------------------------
// Identity

export const tokenRequestSchema = z.object({ username: z.string().trim().min(1).max(64) }).strict();
export const verifyRequestSchema = z.object({ authorization: z.string().max(8192) }).strict();
export const sessionUserSchema = z.object({
  id: z.string().min(1),
  pid: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginQuerySchema = z.object({ redirect: z.string().max(4096).optional() }).strict();
export const loginFormSchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    redirect: z.string().max(4096).optional(),
    /** The double-submit token of the sign-in form, checked against its cookie. */
    csrf: z.string().max(64).optional(),
  })
  .strict();

export const getSignInPage = restOperation({
  id: 'getSignInPage',
  method: 'GET',
  path: '/auth/login',
  summary:
    'Embedded mode: the persona sign-in page; OIDC mode: a redirect to the provider. `redirect` ' +
    'stays on this site.',
  tag: 'Identity',
  access: 'public',
  query: loginQuerySchema,
  reply: z.string(),
  replyKind: 'html',
});

export const signIn = restOperation({
  id: 'signIn',
  method: 'POST',
  path: '/auth/login',
  summary: 'Embedded mode: the sign-in form (with its CSRF token); 303 to `redirect` with `?accessToken=`.',
  tag: 'Identity',
  access: 'public',
  body: loginFormSchema,
  reply: z.string(),
  replyKind: 'redirect',
  status: 303,
  rateLimit: 'signIn',
});

export const issueToken = restOperation({
  id: 'issueToken',
  method: 'POST',
  path: '/auth/token',
  summary: 'Embedded mode only: a token for a demo persona (scripts and tests). Rate-limited.',
  tag: 'Identity',
  access: 'public',
  body: tokenRequestSchema,
  reply: z.object({ accessToken: z.string() }),
  rateLimit: 'signIn',
});

export const getJwks = restOperation({
  id: 'getJwks',
  method: 'GET',
  path: '/auth/jwks.json',
  summary: "The public keys of Prism's own tokens.",
  tag: 'Identity',
  access: 'public',
  reply: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
});

export const verifyAccessToken = restOperation({
  id: 'verifyAccessToken',
  method: 'POST',
  path: '/api/tokens/access/verify',
  summary: 'Who a bearer token names: id, pid, email and roles (401 for a bad token).',
  tag: 'Identity',
  access: 'public',
  body: verifyRequestSchema,
  reply: sessionUserSchema,
});

// ---------------------------------------------------------------------------------------------
// Users, groups, applications

const userIdParams = z.object({ id: id(128) }).strict();

export const createUser = restOperation({
  id: 'createUser',
  method: 'POST',
  path: '/api/users/new',
  summary: 'Creates your own user record (200 with the existing one when it exists).',
  tag: 'Users',
  access: 'signedIn',
  body: z.object({ id: id(128) }).strict(),
  reply: userSchema,
  status: 201,
});

export const getUser = restOperation({
  id: 'getUser',
  method: 'GET',
  path: '/api/users/:id',
  summary: 'Your own user record: favourites, page favourites, avatar (404 when there is none yet).',
  tag: 'Users',
  access: 'signedIn',
  params: userIdParams,
  reply: userSchema,
});

export const updateUser = restOperation({
  id: 'updateUser',
  method: 'PATCH',
  path: '/api/users/:id',
  summary: 'Changes your own favourites, page favourites, avatar or initials.',
  tag: 'Users',
  access: 'signedIn',
  params: userIdParams,
  body: userPatchSchema,
  reply: userSchema,
});

const groupIdParams = z.object({ id: id() }).strict();

export const listGroups = restOperation({
  id: 'listGroups',
  method: 'GET',
  path: '/api/groups',
  summary: 'Every group of applications (shared by all portal users).',
  tag: 'Groups',
  access: 'portal',
  reply: z.array(groupSchema),
});

export const createGroup = restOperation({
  id: 'createGroup',
  method: 'POST',
  path: '/api/groups/new',
  summary: 'Creates a group of at least two applications of one domain.',
  tag: 'Groups',
  access: 'portal',
  body: groupInputSchema,
  reply: groupSchema,
  status: 201,
});

export const updateGroup = restOperation({
  id: 'updateGroup',
  method: 'PATCH',
  path: '/api/groups/:id',
  summary: "Changes a group's name, description or applications.",
  tag: 'Groups',
  access: 'portal',
  params: groupIdParams,
  body: groupInputSchema,
  reply: groupSchema,
});

export const deleteGroup = restOperation({
  id: 'deleteGroup',
  method: 'DELETE',
  path: '/api/groups/:id',
  summary: 'Deletes a group.',
  tag: 'Groups',
  access: 'portal',
  params: groupIdParams,
  reply: z.null(),
  status: 204,
  replyKind: 'empty',
});

export const listApplications = restOperation({
  id: 'listApplications',
  method: 'GET',
  path: '/api/applications',
  summary: 'The application lists of spec 000 section 3, with each application in full.',
  tag: 'Applications',
  access: 'portal',
  reply: applicationsReplySchema,
});

// ---------------------------------------------------------------------------------------------
// Dashboards

const dashboardIdParams = z.object({ id: id() }).strict();

export const listDashboards = restOperation({
  id: 'listDashboards',
  method: 'GET',
  path: '/api/dashboards',
  summary: 'Your dashboards (`scope=mine`) or the shared ones (`scope=shared`, the default).',
  tag: 'Dashboards',
  access: 'portal',
  query: z.object({ scope: z.enum(DASHBOARD_SCOPES).default('shared') }).strict(),
  reply: z.array(dashboardSummarySchema),
});

export const getDashboard = restOperation({
  id: 'getDashboard',
  method: 'GET',
  path: '/api/dashboards/:id',
  summary: 'One dashboard with its charts (yours, or a shared one).',
  tag: 'Dashboards',
  access: 'portal',
  params: dashboardIdParams,
  reply: dashboardSchema,
});

export const createDashboard = restOperation({
  id: 'createDashboard',
  method: 'POST',
  path: '/api/dashboards',
  summary: 'Creates a dashboard of charts on the 4-column grid.',
  tag: 'Dashboards',
  access: 'portal',
  body: dashboardInputSchema,
  reply: dashboardSchema,
  status: 201,
});

export const updateDashboard = restOperation({
  id: 'updateDashboard',
  method: 'PUT',
  path: '/api/dashboards/:id',
  summary: 'Replaces a dashboard (its owner or an admin).',
  tag: 'Dashboards',
  access: 'portal',
  params: dashboardIdParams,
  body: dashboardInputSchema,
  reply: dashboardSchema,
});

export const deleteDashboard = restOperation({
  id: 'deleteDashboard',
  method: 'DELETE',
  path: '/api/dashboards/:id',
  summary: 'Deletes a dashboard (its owner or an admin).',
  tag: 'Dashboards',
  access: 'portal',
  params: dashboardIdParams,
  reply: z.null(),
  status: 204,
  replyKind: 'empty',
});

// ---------------------------------------------------------------------------------------------
// Events and metrics

export const postEvents = restOperation({
  id: 'postEvents',
  method: 'POST',
  path: '/api/collector/events',
  summary:
    'Stores a batch of client or server events whole, or refuses it naming the bad event. Needs the ' +
    "collector role; portal users may send only Prism's own usage events, as themselves.",
  tag: 'Events',
  access: 'signedIn',
  body: eventBatchSchema,
  reply: z.object({ stored: z.number().int() }),
  bodyLimit: COLLECTOR_MAX_BYTES,
  rateLimit: 'collector',
});

export const getEventCounts = restOperation({
  id: 'getEventCounts',
  method: 'GET',
  path: '/api/analytics/event-counts',
  summary: "Stored events per application (since an instant, when given): the home page's live table.",
  tag: 'Events',
  access: 'portal',
  query: z.object({ since: z.coerce.number().int().min(0).optional() }).strict(),
  reply: eventCountsSchema,
});

/**
 * `GET /api/realtime-dashboard`: the query of spec 000 section 7 in the query string (appID or
 * appIDs[], metric, period, partialData, environment, limit, step, group, filter[]), plus the rest
 * of the query model (type, periodOffset, fiscalTime, origintz, filterOperators[name]=OPERATOR),
 * gathered into the shape of the query model, which the service then checks.
 */
export const realtimeDashboardQuerySchema = z
  .object({
    metric: z.string(),
    type: z.string().optional(),
    group: z.string().optional(),
    subGroup: z.string().optional(),
    compareFeature: z.string().optional(),
    compareVersion: z.string().optional(),
    'filter[]': oneOrMany(z.string(), 500).optional(),
    filter: oneOrMany(z.string(), 500).optional(),
    period: z.string().optional(),
    periodOffset: integer('periodOffset').optional(),
    step: integer('step').optional(),
    environment: z.string().optional(),
    partialData: flag.optional(),
    fiscalTime: flag.optional(),
    origintz: z.string().optional(),
    limit: integer('limit').optional(),
    appID: z.string().optional(),
    'appIDs[]': oneOrMany(z.string(), 500).optional(),
  })
  .catchall(oneOrMany(z.string(), 100))
  .transform((raw) => {
    const filterOperators: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) {
      const match = /^filterOperators\[(.+)\]$/.exec(key);
      if (match?.[1]) filterOperators[match[1]] = value;
    }
    return {
      metric: raw.metric,
      type: raw.type,
      group: raw.group,
      subGroup: raw.subGroup,
      compareFeature: raw.compareFeature,
      compareVersion: raw.compareVersion,
      filter: [...listOf(raw['filter[]']), ...listOf(raw.filter)],
      filterOperators,
      period: raw.period,
      periodOffset: raw.periodOffset,
      step: raw.step,
      environment: raw.environment,
      partialData: raw.partialData,
      fiscalTime: raw.fiscalTime,
      origintz: raw.origintz,
      limit: raw.limit,
      appIDs: [...(raw.appID ? [raw.appID] : []), ...listOf(raw['appIDs[]'])],
    };
  });

export const getRealtimeDashboard = restOperation({
  id: 'getRealtimeDashboard',
  method: 'GET',
  path: '/api/realtime-dashboard',
  summary: 'One chart from the metric engine. Periods over 31 days need a role containing prism-full.',
  tag: 'Metrics',
  access: 'portal',
  query: realtimeDashboardQuerySchema,
  reply: chartAnswerSchema,
});

export const postMultiChart = restOperation({
  id: 'postMultiChart',
  method: 'POST',
  path: '/api/multi-chart',
  summary: `Up to ${MULTI_CHART_MAX} charts in one round trip; each gets its answer or its own error, in order.`,
  tag: 'Metrics',
  access: 'portal',
  body: z
    .object({
      queries: z.array(z.unknown()).min(1, 'queries: at least one query').max(MULTI_CHART_MAX),
    })
    .strict(),
  reply: multiChartReplySchema,
});

export const getFilterOptions = restOperation({
  id: 'getFilterOptions',
  method: 'GET',
  path: '/api/prism-ui-filters',
  summary: 'The options of one filter, keyed by value (most frequent first for data-driven filters).',
  tag: 'Metrics',
  access: 'portal',
  query: z
    .object({
      filterID: z.string().trim().min(1, 'filterID is required').max(64),
      appID: appId.optional(),
      'appIDs[]': oneOrMany(appId, 200).optional(),
      period: z.string().refine(periodIsValid, 'Invalid period supplied').default('24h'),
      environment: z.enum(ENVIRONMENTS).optional(),
    })
    .strict()
    .transform(({ 'appIDs[]': many, appID, ...rest }) => ({
      ...rest,
      appIds: [...new Set([...(appID ? [appID] : []), ...listOf(many)])],
    })),
  reply: z.record(z.string(), z.string()),
});

// ---------------------------------------------------------------------------------------------
// Krypto

/** 500 rows of the longest ciphertext and field name, with room for JSON quoting. */
const KRYPTO_BODY_LIMIT = 4 * 1024 * 1024;

export const transformKrypto = restOperation({
  id: 'transformKrypto',
  method: 'POST',
  path: '/api/transformer',
  summary: 'Encrypts (transformer_access) or decrypts (transformer-decrypt) up to 500 values.',
  tag: 'Krypto',
  access: 'kryptoTool',
  body: kryptoTransformRequestSchema,
  reply: z.array(kryptoRowSchema),
  bodyLimit: KRYPTO_BODY_LIMIT,
});

export const logToolAccess = restOperation({
  id: 'logToolAccess',
  method: 'POST',
  path: '/api/user-access/:userId',
  summary: 'Records a Krypto action in the access log (your own; an admin may log for others).',
  tag: 'Krypto',
  access: 'kryptoTool',
  params: z.object({ userId: id(128) }).strict(),
  body: userAccessLogInputSchema,
  reply: z.object({
    id: z.string(),
    createdAt: z.string(),
    userId: z.string(),
    tool: z.string(),
    operations: z.array(z.string()),
    roles: z.array(z.string()),
    rowCount: z.number().nullable(),
    source: z.enum(['server', 'client']),
    recordedBy: z.string(),
  }),
  status: 201,
});

// ---------------------------------------------------------------------------------------------
// The API reference

export const getApiDocsPage = restOperation({
  id: 'getApiDocsPage',
  method: 'GET',
  path: '/api/docs',
  summary:
    'The interactive API reference. The page holds nothing itself: it signs you in and reads the ' +
    'reference with your token.',
  tag: 'Reference',
  access: 'public',
  reply: z.string(),
  replyKind: 'html',
});

export const getApiDocsAsset = restOperation({
  id: 'getApiDocsAsset',
  method: 'GET',
  path: '/api/docs/assets/:file',
  summary: "The reference page's script and style sheet.",
  tag: 'Reference',
  access: 'public',
  params: z.object({ file: z.string().max(64) }).strict(),
  reply: z.string(),
  replyKind: 'raw',
});

export const getOpenApi = restOperation({
  id: 'getOpenApi',
  method: 'GET',
  path: '/api/docs/openapi.json',
  summary: 'This reference as an OpenAPI 3.1 document, built from the declarations.',
  tag: 'Reference',
  access: 'signedIn',
  reply: z.record(z.string(), z.unknown()),
  replyKind: 'raw',
});

// ---------------------------------------------------------------------------------------------
// GraphQL

export const distilleryEndpoint: GraphqlEndpointDeclaration = {
  id: 'distillery',
  // The spec names /distillery; ARCHITECTURE.md puts GraphQL under /api/…/graphql.
  paths: ['/api/distillery', '/api/distillery/graphql'],
  summary: 'The experiments service (GraphQL): `experiments(filter)`.',
  tag: 'Experiments',
  access: 'portal',
};

export const GRAPHQL_OPERATIONS: readonly GraphqlOperation[] = [
  {
    endpoint: distilleryEndpoint.id,
    type: 'query',
    field: 'experiments',
    summary: 'Experiments that started in a window in some products, offered statuses only.',
    access: 'portal',
  },
  ...VOC_GRAPHQL_OPERATIONS,
  ...SURVEY_GRAPHQL_OPERATIONS,
  ...VOLT_GRAPHQL_OPERATIONS,
];

export const GRAPHQL_ENDPOINTS: readonly GraphqlEndpointDeclaration[] = [
  distilleryEndpoint,
  vocEndpoint,
  filteredTestCasesEndpoint,
];

/** Every REST operation, in the order the reference lists them. */
export const REST_OPERATIONS = [
  getVersion,
  getHealth,
  getReady,
  getUiConfig,
  getSystemStatus,
  getPrismUsage,
  getSignInPage,
  signIn,
  issueToken,
  getJwks,
  verifyAccessToken,
  createUser,
  getUser,
  updateUser,
  listGroups,
  createGroup,
  updateGroup,
  deleteGroup,
  listApplications,
  listDashboards,
  getDashboard,
  createDashboard,
  updateDashboard,
  deleteDashboard,
  postEvents,
  getEventCounts,
  ...SEQUENCE_REST_OPERATIONS,
  getRealtimeDashboard,
  postMultiChart,
  getFilterOptions,
  transformKrypto,
  logToolAccess,
  postFeedback,
  getFeedbackExportFile,
  ...SURVEY_REST_OPERATIONS,
  ...SCHEMA_REGISTRY_REST_OPERATIONS,
  ...REGISTRY_REST_OPERATIONS,
  ...VOLT_REST_OPERATIONS,
  getApiDocsPage,
  getApiDocsAsset,
  getOpenApi,
] as const;
