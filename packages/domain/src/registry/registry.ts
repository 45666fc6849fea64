import { z } from 'zod';
import { APP_DOMAINS, type Application } from '../application';
import { CLIENT_EVENT_TYPES } from '../events';
import { FILTER_OPERATORS } from '../filters';

/**
 * The event-schema registry (issue 19, spec 000 sections 1–3): the field definitions every client
 * event is made of, the event types that say which fields each kind of event carries, and the event
 * cases that say what one application's situation must send. Helix is the registry's released,
 * versioned form: each version freezes a {@link RegistrySnapshot}.
 */

/** Where a field's value comes from; event cases may not constrain `core` fields. */
export const FIELD_SOURCES = ['client', 'collector', 'enrichment', 'sdk', 'core'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];
export const FIELD_DATA_TYPES = [
  'array',
  'boolean',
  'double',
  'int',
  'long',
  'map',
  'string',
  'text',
] as const;
export type FieldDataType = (typeof FIELD_DATA_TYPES)[number];
export const FIELD_KINDS = ['SCALAR', 'ENUM'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
export const ENUM_CATEGORIES = [
  'DENSITY',
  'ELEMENT_TYPE',
  'INPUT_TYPE',
  'ORDER',
  'SOURCE',
  'TRACKER_TYPE',
  'TYPE',
] as const;
export type EnumCategory = (typeof ENUM_CATEGORIES)[number];

/** The code languages of spec 000 section 3 (JSON is the language-neutral form of a snippet). */
export const CODE_LANGUAGES = ['JAVASCRIPT', 'C_SHARP', 'JSON', 'BRIGHTSCRIPT', 'KOTLIN', 'SWIFT'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/**
 * The application platforms of spec 000 section 3 with their numeric ids. The spec does not show
 * the ids; these are ours, stable once released (a Helix version and a decoder refer to them).
 */
export const APP_PLATFORMS = [
  { name: 'PRISM', id: 1 },
  { name: 'QUANTUMJS', id: 2 },
  { name: 'JS', id: 3 },
  { name: 'ANDROID', id: 4 },
  { name: 'ROKU', id: 5 },
  { name: 'SWIFT', id: 6 },
  { name: 'XU', id: 7 },
  { name: 'MORPH', id: 8 },
  { name: 'VOLT', id: 9 },
  { name: 'GENERATOR', id: 10 },
  { name: 'EXTENSION', id: 11 },
  { name: 'POSITRON', id: 12 },
  { name: 'RDT', id: 13 },
  { name: 'QST', id: 14 },
  { name: 'LUMEN', id: 15 },
] as const;
export type AppPlatformName = (typeof APP_PLATFORMS)[number]['name'];
export const APP_PLATFORM_NAMES = APP_PLATFORMS.map((platform) => platform.name) as [
  AppPlatformName,
  ...AppPlatformName[],
];

/**
 * The SDK platform an application's events come from: Prism tracks itself with its own tracker,
 * web apps use the JavaScript SDK, Roku and Apple and Android apps their native SDKs, the set-top
 * guide the XU SDK and the Samsung TV app the plain JS one.
 */
export function appPlatformOf(app: Pick<Application, 'id' | 'name' | 'type'>): AppPlatformName {
  if (app.name === 'Prism') return 'PRISM';
  switch (app.type) {
    case 'Roku':
    case 'RokuRsg':
      return 'ROKU';
    case 'iOS':
    case 'AppleTV':
      return 'SWIFT';
    case 'Android':
      return 'ANDROID';
    case 'OVP':
      return 'XU';
    case 'TVSDK':
      return 'JS';
    default:
      return 'QUANTUMJS';
  }
}

/**
 * The language an application is instrumented in (spec 000 section 3): web types JavaScript, Roku
 * types BrightScript, the consumer self-service app's Xamarin build C#, Android Kotlin, iOS and
 * Apple TV Swift.
 */
export function appLanguageOf(app: Pick<Application, 'name' | 'type' | 'techType'>): CodeLanguage {
  if (app.name === 'MSA' && app.techType === 'Xamarin') return 'C_SHARP';
  switch (app.type) {
    case 'Roku':
    case 'RokuRsg':
      return 'BRIGHTSCRIPT';
    case 'Android':
      return 'KOTLIN';
    case 'iOS':
    case 'AppleTV':
      return 'SWIFT';
    default:
      return 'JAVASCRIPT';
  }
}

/** A field name as events carry it (the wire name of `clientEventSchema`). */
const fieldName = z
  .string()
  .trim()
  .regex(/^[a-z][A-Za-z0-9]{0,63}$/, 'must be a camelCase name of letters and digits, at most 64');
const description = z.string().trim().max(2000);

/** A field definition without the ENUM/SCALAR consistency check (for shapes derived from it). */
export const fieldDefinitionBaseSchema = z
  .object({
    name: fieldName,
    source: z.enum(FIELD_SOURCES),
    dataType: z.enum(FIELD_DATA_TYPES),
    kind: z.enum(FIELD_KINDS),
    /** ENUM fields only: the enum's category and its allowed values. */
    enumCategory: z.enum(ENUM_CATEGORIES).nullable(),
    values: z.array(z.string().min(1).max(128)).max(500),
    description,
  })
  .strict();

/** An ENUM field has a category and values; a SCALAR field has neither. */
export function fieldDefinitionKindCheck(
  field: Pick<z.infer<typeof fieldDefinitionBaseSchema>, 'kind' | 'enumCategory' | 'values'>,
  ctx: z.RefinementCtx,
): void {
  if (field.kind === 'ENUM' && (field.enumCategory === null || field.values.length === 0)) {
    ctx.addIssue({ code: 'custom', path: ['values'], message: 'an ENUM field needs a category and values' });
  }
  if (field.kind === 'SCALAR' && (field.enumCategory !== null || field.values.length > 0)) {
    ctx.addIssue({ code: 'custom', path: ['kind'], message: 'a SCALAR field has no category or values' });
  }
}

export const fieldDefinitionSchema = fieldDefinitionBaseSchema.superRefine(fieldDefinitionKindCheck);
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;

export const eventTypeFieldSchema = z.object({ name: fieldName, required: z.boolean() }).strict();

/**
 * An event type: the fields its events carry beyond the common ones every event may carry
 * ({@link REGISTRY_COMMON_FIELDS}), each required or optional.
 */
export const eventTypeSchema = z
  .object({
    name: z
      .string()
      .trim()
      .regex(/^[a-z][A-Za-z0-9]{0,63}$/, 'must be a camelCase name'),
    description,
    fields: z.array(eventTypeFieldSchema).max(200),
  })
  .strict();
export type EventType = z.infer<typeof eventTypeSchema>;

/** One condition of an event case: a field, an operator of the filter catalogue, its values. */
export const eventCaseConditionSchema = z
  .object({
    field: fieldName,
    operator: z.enum(FILTER_OPERATORS),
    values: z.array(z.string().max(256)).max(100),
  })
  .strict();
export type EventCaseCondition = z.infer<typeof eventCaseConditionSchema>;

/** An event case id, as events carry it in `eventCaseId`. */
export const EVENT_CASE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

/**
 * An event case: an event type with the fields and values one application's situation must carry
 * (events name it in `eventCaseId`). It belongs to a domain and applies to the listed apps.
 */
export const eventCaseSchema = z
  .object({
    id: z.string().regex(EVENT_CASE_ID_PATTERN, 'must be letters, digits, _ . : - (at most 128)'),
    name: z.string().trim().min(1).max(200),
    description,
    eventType: z.string().min(1).max(64),
    domain: z.enum(APP_DOMAINS),
    appIds: z.array(z.string().min(1).max(200)).min(1).max(200),
    conditions: z.array(eventCaseConditionSchema).max(50),
  })
  .strict();
export type EventCase = z.infer<typeof eventCaseSchema>;

/** The whole registry at one moment: what a Helix version freezes and what events are checked against. */
export const registrySnapshotSchema = z.object({
  fields: z.array(fieldDefinitionSchema),
  eventTypes: z.array(eventTypeSchema),
  eventCases: z.array(eventCaseSchema),
});
export type RegistrySnapshot = z.infer<typeof registrySnapshotSchema>;

/** Helix versions are semantic versions. */
export const HELIX_VERSION_PATTERN = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

/** Compares two Helix versions numerically (negative when `a` is older). */
export function helixVersionCompare(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------
// The base registry: Prism's own event schema, every field of the wire schema described.

type FieldRow = [name: string, source: FieldSource, dataType: FieldDataType, description: string];
type EnumRow = [
  name: string,
  source: FieldSource,
  category: EnumCategory,
  values: readonly string[],
  description: string,
];

// prettier-ignore
const SCALAR_FIELDS: readonly FieldRow[] = [
  ['timestamp', 'core', 'long', 'When the event happened, epoch milliseconds.'],
  ['appId', 'core', 'string', 'The application id (name@type, name@type@domain or name@type@techType).'],
  ['visitId', 'core', 'string', 'The visit (session) the event belongs to.'],
  ['deviceId', 'core', 'string', 'The device, stable across visits.'],
  ['sequenceNumber', 'core', 'int', 'The event\'s place in its visit, from 0.'],
  ['eventCaseId', 'client', 'string', 'The event case the event is an instance of.'],
  ['pageName', 'client', 'string', 'The page or screen shown.'],
  ['appSection', 'client', 'string', 'The section of the app the page belongs to.'],
  ['appVersion', 'sdk', 'string', 'The application\'s release version.'],
  ['operatingSystem', 'sdk', 'string', 'The device\'s operating system.'],
  ['osVersion', 'sdk', 'string', 'The operating system\'s version.'],
  ['browser', 'sdk', 'string', 'The browser, for web apps.'],
  ['technologyType', 'sdk', 'string', 'How the app is built (Legacy, RSG, Browser, Xamarin, …).'],
  ['venonaVersion', 'sdk', 'string', 'The analytics SDK\'s version.'],
  ['helixSpecVersion', 'sdk', 'string', 'The Helix version the SDK implements.'],
  ['locationState', 'collector', 'string', 'The US state or territory, from the address the event came from.'],
  ['division', 'collector', 'string', 'The operating division the address belongs to.'],
  ['environmentName', 'enrichment', 'string', 'The named deployment environment.'],
  ['selfInstall', 'enrichment', 'string', 'The self-install journey the visit is part of.'],
  ['apiName', 'client', 'string', 'The API called, as VERB /path.'],
  ['apiHost', 'client', 'string', 'The host the API call went to.'],
  ['apiOperationName', 'client', 'string', 'The GraphQL operation, or the call\'s own operation name.'],
  ['apiResponseCode', 'client', 'int', 'The HTTP status of the answer.'],
  ['apiResponseText', 'client', 'string', 'The status text or error of the answer.'],
  ['apiResponseTimeMs', 'client', 'double', 'How long the call took, in milliseconds.'],
  ['errorCode', 'client', 'string', 'The application\'s error code.'],
  ['errorType', 'client', 'string', 'The kind of error (api, playback, drm, internal, …).'],
  ['streamCdn', 'client', 'string', 'The content delivery network serving the stream.'],
  ['daiEnabled', 'client', 'boolean', 'Whether dynamic ad insertion is on for the stream.'],
  ['bitrateKbps', 'client', 'double', 'The average bitrate since the last report, kbit/s.'],
  ['bufferingMs', 'client', 'double', 'Time spent buffering, milliseconds.'],
  ['startupTimeMs', 'client', 'double', 'Time from play to first frame, milliseconds.'],
  ['watchTimeMs', 'client', 'double', 'Time watched since the last report, milliseconds.'],
  ['experimentUuids', 'client', 'array', 'The experiments the device is enrolled in.'],
  ['variantUuids', 'client', 'array', 'The variant of each experiment, in the same order.'],
  ['userId', 'client', 'string', 'The signed-in user (personal data).'],
  ['breakpoint', 'client', 'int', 'The analytics breakpoint of the viewport width.'],
  ['traceId', 'client', 'string', 'The trace id the call carried.'],
  ['apiQueryParams', 'client', 'text', 'The query string of the call.'],
  ['apiSuccess', 'client', 'boolean', 'Whether the call succeeded.'],
  ['errorMessage', 'client', 'text', 'The error\'s message.'],
  ['feedbackText', 'client', 'text', 'The feedback a user wrote (personal data).'],
  ['feedbackRating', 'client', 'int', 'The optional star rating of the feedback.'],
  ['feedbackQuestionType', 'client', 'string', 'The question the feedback answers (starRating).'],
  ['feedbackSurveyId', 'client', 'string', 'The survey the feedback belongs to.'],
];

// prettier-ignore
const ENUM_FIELDS: readonly EnumRow[] = [
  ['environment', 'core', 'TYPE', ['production', 'staging'], 'The deployment the event came from.'],
  ['eventType', 'core', 'TYPE', CLIENT_EVENT_TYPES, 'The event type.'],
  ['formFactor', 'sdk', 'DENSITY', ['pc', 'tablet', 'phone'], 'The device\'s form factor.'],
  ['platformType', 'sdk', 'TRACKER_TYPE', ['web', 'mobile'], 'Whether the app runs on the web or a phone.'],
  ['connectionType', 'sdk', 'SOURCE', ['wifi', 'wired', 'cell', 'offline', 'IP', 'QAM', 'unknown'], 'How the device is connected (set-top guides: wifi, IP, QAM, unknown).'],
  ['computedMso', 'collector', 'SOURCE', ['Charter', 'BH', 'TWC', 'Unknown'], 'The legacy footprint of the customer\'s address.'],
  ['networkStatus', 'enrichment', 'SOURCE', ['onNet', 'offNet'], 'Whether the device is on the company\'s network.'],
  ['deviceLocation', 'enrichment', 'SOURCE', ['inMarket', 'outOfMarket', 'inHome', 'unknown'], 'Where the device is against the customer\'s home.'],
  ['apiClusterVersion', 'enrichment', 'TYPE', ['blue', 'green', 'NONE'], 'The API cluster that answered.'],
  ['billingServices', 'enrichment', 'TYPE', ['sps', 'legacy', 'unknown'], 'The billing system of the account.'],
  ['mobileStatus', 'enrichment', 'TYPE', ['active', 'inactive', 'unknown'], 'Whether the account has mobile service.'],
  ['configurationFactors', 'enrichment', 'TYPE', ['M1', 'M2', 'Unknown'], 'The account\'s migration status.'],
  ['apiHttpVerb', 'client', 'TYPE', ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'], 'The HTTP method of the call.'],
  ['apiArchitecture', 'client', 'TYPE', ['REST', 'GraphQL'], 'The API\'s style.'],
  ['apiOperationType', 'client', 'ORDER', ['query', 'mutation', 'subscription'], 'A GraphQL operation\'s type.'],
  ['loginOperationType', 'client', 'INPUT_TYPE', ['manualAuth', 'resumeAuth', 'verifierAuth', 'autoAccess', 'tokenExchange'], 'How the sign-in was made.'],
  ['loginOutcome', 'client', 'TYPE', ['success', 'failure'], 'How the sign-in ended.'],
  ['streamType', 'client', 'TYPE', ['linear', 'vod', 'dvr', 'other'], 'What is streamed.'],
  ['contentClass', 'client', 'TYPE', ['linear', 'fod', 'svod', 'tod', 'dvr', 'cdvr', 'trailer', 'extra'], 'The class of content.'],
  ['streamContentFormat', 'client', 'TYPE', ['hls', 'smooth', 'dash'], 'The streaming format.'],
  ['drmType', 'client', 'TYPE', ['aes', 'playReady', 'adobePrimeTime', 'fairplay'], 'The content protection.'],
  ['pageType', 'client', 'ELEMENT_TYPE', ['Groups', 'Applications', 'Other'], 'What a Prism page shows.'],
  ['feedbackCategory', 'client', 'TYPE', ['General/Miscellaneous', 'Errors', 'Feature Request', 'Usability', 'Questions'], 'The category of portal feedback.'],
];

/** Every field definition of the base registry, one per wire field of `clientEventSchema`. */
export const REGISTRY_BASE_FIELDS: readonly FieldDefinition[] = [
  ...SCALAR_FIELDS.map(([name, source, dataType, text]) => ({
    name,
    source,
    dataType,
    kind: 'SCALAR' as const,
    enumCategory: null,
    values: [],
    description: text,
  })),
  ...ENUM_FIELDS.map(([name, source, category, values, text]) => ({
    name,
    source,
    dataType: 'string' as const,
    kind: 'ENUM' as const,
    enumCategory: category,
    values: [...values],
    description: text,
  })),
];

/**
 * Fields every event type may carry (its context: who, where, on what), beyond its own. Sent by the
 * SDK, added by the collector or by enrichment, or the page the event happened on.
 */
export const REGISTRY_COMMON_FIELDS: readonly string[] = [
  'timestamp',
  'appId',
  'environment',
  'visitId',
  'deviceId',
  'eventType',
  'sequenceNumber',
  'eventCaseId',
  'pageName',
  'appSection',
  'appVersion',
  'operatingSystem',
  'osVersion',
  'browser',
  'formFactor',
  'connectionType',
  'networkStatus',
  'locationState',
  'deviceLocation',
  'technologyType',
  'platformType',
  'computedMso',
  'division',
  'apiClusterVersion',
  'billingServices',
  'mobileStatus',
  'configurationFactors',
  'venonaVersion',
  'helixSpecVersion',
  'environmentName',
  'selfInstall',
  'experimentUuids',
  'variantUuids',
  'userId',
];

const req = (...names: string[]) => names.map((name) => ({ name, required: true }));
const opt = (...names: string[]) => names.map((name) => ({ name, required: false }));
const STREAM = ['streamType', 'contentClass', 'streamContentFormat', 'drmType'];
const STREAM_OPTIONAL = ['streamCdn', 'daiEnabled'];

/** The base event types, one per `CLIENT_EVENT_TYPES` entry. */
export const REGISTRY_BASE_EVENT_TYPES: readonly EventType[] = [
  { name: 'startSession', description: 'A visit starts.', fields: [] },
  {
    name: 'pageView',
    description: 'A page or screen is shown.',
    fields: opt('pageType', 'breakpoint'),
  },
  { name: 'selectAction', description: 'The user acts on an element.', fields: req('eventCaseId') },
  {
    name: 'apiCall',
    description: 'The app called an API and got an answer.',
    fields: [
      ...req('apiName', 'apiHost', 'apiHttpVerb', 'apiResponseCode'),
      ...opt(
        'apiArchitecture',
        'apiOperationName',
        'apiOperationType',
        'apiResponseText',
        'apiResponseTimeMs',
        'apiSuccess',
        'apiQueryParams',
        'traceId',
      ),
    ],
  },
  {
    name: 'error',
    description: 'The app showed or caught an error.',
    fields: [...req('errorCode', 'errorType'), ...opt('errorMessage', ...STREAM, ...STREAM_OPTIONAL)],
  },
  { name: 'loginStart', description: 'A sign-in begins.', fields: req('loginOperationType') },
  { name: 'loginStop', description: 'A sign-in ends.', fields: req('loginOperationType', 'loginOutcome') },
  {
    name: 'playbackStart',
    description: 'Playback shows its first frame.',
    fields: [...req(...STREAM, 'startupTimeMs'), ...opt(...STREAM_OPTIONAL)],
  },
  {
    name: 'playbackStall',
    description: 'Playback stalls to buffer.',
    fields: [...req(...STREAM, 'bufferingMs'), ...opt(...STREAM_OPTIONAL)],
  },
  {
    name: 'playbackHeartbeat',
    description: 'Playback reports its progress.',
    fields: [...req(...STREAM, 'bitrateKbps', 'bufferingMs', 'watchTimeMs'), ...opt(...STREAM_OPTIONAL)],
  },
  {
    name: 'playbackStop',
    description: 'Playback ends.',
    fields: [...req(...STREAM, 'watchTimeMs'), ...opt(...STREAM_OPTIONAL)],
  },
  {
    name: 'experimentActivated',
    description: 'The device is enrolled in experiments.',
    fields: req('experimentUuids', 'variantUuids'),
  },
  {
    name: 'userFeedback',
    description: 'A user sends feedback about the app.',
    fields: [
      ...req('feedbackCategory', 'feedbackText'),
      ...opt('feedbackRating', 'feedbackQuestionType', 'feedbackSurveyId'),
    ],
  },
  {
    name: 'custom',
    description: 'An app-specific event, named by its event case.',
    fields: req('eventCaseId'),
  },
];
