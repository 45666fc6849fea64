import { z } from 'zod';

/**
 * The analytics event schema: what apps send to `POST /api/collector/events` and what the analytics
 * store holds. Field names here are the wire names; the stores use the snake_case column of each
 * field (see {@link CLIENT_EVENT_COLUMNS}).
 */

/** Largest batch accepted by the collector, in events; a larger batch gets 413. */
export const COLLECTOR_MAX_EVENTS = 10_000;
/** Largest batch accepted by the collector, in bytes; a larger body gets 413. */
export const COLLECTOR_MAX_BYTES = 10 * 1024 * 1024;
/** Longest portal feedback text a `userFeedback` event carries. */
export const FEEDBACK_TEXT_MAX = 2000;

export const ENVIRONMENTS = ['production', 'staging'] as const;
export const FORM_FACTORS = ['pc', 'tablet', 'phone'] as const;
export const LOGIN_OPERATION_TYPES = [
  'manualAuth',
  'resumeAuth',
  'verifierAuth',
  'autoAccess',
  'tokenExchange',
] as const;
export const LOGIN_OUTCOMES = ['success', 'failure'] as const;
export const SERVER_DIRECTIONS = ['incoming', 'outgoing'] as const;

/** Event types an application may send; each fills its own group of fields. */
export const CLIENT_EVENT_TYPES = [
  'startSession',
  'pageView',
  'selectAction',
  'apiCall',
  'error',
  'loginStart',
  'loginStop',
  'playbackStart',
  'playbackStall',
  'playbackHeartbeat',
  'playbackStop',
  'experimentActivated',
  'userFeedback',
  'custom',
] as const;

const text = (max = 256) => z.string().max(max);
const optText = (max = 256) => text(max).nullable().optional();
// Integer fields fit a 32-bit column in both analytics engines.
const optInt = z.number().int().min(-2_147_483_648).max(2_147_483_647).nullable().optional();
const optNonNegative = z.number().nonnegative().nullable().optional();
/** Epoch milliseconds between 2000-01-01 and 2100-01-01. */
const timestamp = z.number().int().min(946_684_800_000).max(4_102_444_800_000);
const uuidList = z.array(text(64)).max(50).optional();

export const clientEventSchema = z
  .object({
    timestamp,
    appId: text(128).min(1),
    environment: z.enum(ENVIRONMENTS),
    visitId: text(128).min(1),
    deviceId: text(128).min(1),
    eventType: z.enum(CLIENT_EVENT_TYPES),
    sequenceNumber: z.number().int().nonnegative().max(1_000_000),
    eventCaseId: optText(128),
    pageName: optText(),
    appSection: optText(),
    appVersion: optText(64),
    operatingSystem: optText(64),
    osVersion: optText(64),
    browser: optText(64),
    formFactor: z.enum(FORM_FACTORS).nullable().optional(),
    connectionType: optText(32),
    networkStatus: optText(32),
    locationState: optText(8),
    deviceLocation: optText(32),
    technologyType: optText(64),
    platformType: optText(32),
    computedMso: optText(32),
    division: optText(64),
    apiClusterVersion: optText(32),
    billingServices: optText(32),
    mobileStatus: optText(32),
    configurationFactors: optText(32),
    venonaVersion: optText(64),
    helixSpecVersion: optText(64),
    environmentName: optText(128),
    selfInstall: optText(64),
    apiName: optText(),
    apiHost: optText(),
    apiHttpVerb: optText(16),
    apiArchitecture: optText(32),
    apiOperationName: optText(),
    apiOperationType: optText(32),
    apiResponseCode: optInt,
    apiResponseText: optText(),
    apiResponseTimeMs: optNonNegative,
    errorCode: optText(64),
    errorType: optText(64),
    loginOperationType: z.enum(LOGIN_OPERATION_TYPES).nullable().optional(),
    loginOutcome: z.enum(LOGIN_OUTCOMES).nullable().optional(),
    streamType: optText(32),
    contentClass: optText(32),
    streamContentFormat: optText(32),
    streamCdn: optText(64),
    drmType: optText(32),
    daiEnabled: z.boolean().nullable().optional(),
    bitrateKbps: optNonNegative,
    bufferingMs: optNonNegative,
    startupTimeMs: optNonNegative,
    watchTimeMs: optNonNegative,
    experimentUuids: uuidList,
    variantUuids: uuidList,
    // Prism's own tracking (prism@Web): who, where and how wide, each call's trace and outcome, and
    // the portal feedback dialog's answers (spec 000 sections 2 and 7).
    userId: optText(128),
    pageType: optText(32),
    breakpoint: optInt,
    traceId: optText(64),
    apiQueryParams: optText(1024),
    apiSuccess: z.boolean().nullable().optional(),
    errorMessage: optText(1024),
    feedbackCategory: optText(64),
    feedbackText: optText(FEEDBACK_TEXT_MAX),
    feedbackRating: optInt,
    feedbackQuestionType: optText(32),
    feedbackSurveyId: optText(64),
  })
  .strict();

export type ClientEvent = z.infer<typeof clientEventSchema>;

/**
 * Fields of a client event that are personal data (spec 001 section 6): sent only to callers with
 * customer-feedback access.
 */
export const CLIENT_EVENT_PERSONAL_FIELDS = [
  'userId',
  'feedbackText',
] as const satisfies readonly (keyof ClientEvent)[];

/** The event without its personal fields. */
export function clientEventWithoutPersonal(event: ClientEvent): ClientEvent {
  const copy = { ...event };
  for (const field of CLIENT_EVENT_PERSONAL_FIELDS) delete copy[field];
  return copy;
}

export const serverEventSchema = z
  .object({
    timestamp,
    service: text(128).min(1),
    environment: z.enum(ENVIRONMENTS),
    direction: z.enum(SERVER_DIRECTIONS),
    apiName: text().min(1),
    host: text().min(1),
    httpVerb: optText(16),
    responseCode: z.number().int().min(100).max(599),
    latencyMs: z.number().nonnegative(),
  })
  .strict();

export type ServerEvent = z.infer<typeof serverEventSchema>;

export const eventBatchSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('client'), events: z.array(clientEventSchema).min(1) }).strict(),
  z.object({ type: z.literal('server'), events: z.array(serverEventSchema).min(1) }).strict(),
]);

export type EventBatch = z.infer<typeof eventBatchSchema>;

/** How the analytics stores keep a field: each engine maps the kind to its own column type. */
export type EventColumnKind = 'timestamp' | 'int' | 'float' | 'string' | 'bool' | 'strings';

export interface EventColumn<F extends string = string> {
  /** The wire name in a collector batch. */
  field: F;
  /** The snake_case column of the analytics store. */
  column: string;
  kind: EventColumnKind;
  /** False for fields every event must carry. */
  nullable: boolean;
}

interface JsonSchemaNode {
  type?: string | string[];
  anyOf?: JsonSchemaNode[];
}

function kindOf(field: string, node: JsonSchemaNode): EventColumnKind {
  if (field === 'timestamp') return 'timestamp';
  const types = [(node.anyOf?.find((branch) => branch.type !== 'null') ?? node).type].flat();
  const type = types.find((name) => name !== 'null');
  switch (type) {
    case 'integer':
      return 'int';
    case 'number':
      return 'float';
    case 'boolean':
      return 'bool';
    case 'array':
      return 'strings';
    case 'string':
      return 'string';
    default:
      throw new Error(`Event field ${field} has a type the analytics stores cannot hold: ${type}`);
  }
}

/** The analytics store's columns, in table order, derived from the wire schema so the two never drift. */
function columnsOf<T extends z.ZodObject>(schema: T): EventColumn<keyof z.infer<T> & string>[] {
  const json = z.toJSONSchema(schema) as { properties: Record<string, JsonSchemaNode>; required?: string[] };
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([field, node]) => ({
    field: field as keyof z.infer<T> & string,
    column: field === 'timestamp' ? 'ts' : field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    kind: kindOf(field, node),
    nullable: !required.has(field),
  }));
}

export const CLIENT_EVENT_COLUMNS = columnsOf(clientEventSchema);
export const SERVER_EVENT_COLUMNS = columnsOf(serverEventSchema);
