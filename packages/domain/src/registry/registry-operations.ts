import { z } from 'zod';
import { APP_DOMAINS } from '../application';
import { restOperation } from '../operation';
import { SCHEMA_PROBLEM_REASONS } from './registry-check';
import { registryChangeSchema } from './registry-diff';
import {
  APP_PLATFORM_NAMES,
  CODE_LANGUAGES,
  EVENT_CASE_ID_PATTERN,
  HELIX_VERSION_PATTERN,
  eventCaseSchema,
  eventTypeSchema,
  fieldDefinitionBaseSchema,
  fieldDefinitionKindCheck,
  fieldDefinitionSchema,
  registrySnapshotSchema,
} from './registry';

/**
 * The event-schema registry's calls (issue 19). Reading is for every portal user; editing the
 * draft registry and releasing it as a Helix version needs `editRegistry`. Every edit is checked
 * against the registry it would make (`registryDefinitionProblems`: 400 naming the path), written
 * to the change history (`/api/history`) in the same transaction, and takes effect in the
 * collector's checks at once; a release freezes the draft as a new Helix version.
 */

const TAG = 'Event schema';
const versionText = z.string().regex(HELIX_VERSION_PATTERN, 'must be a version like 1.42.0');
const caseId = z.string().regex(EVENT_CASE_ID_PATTERN, 'must be an event case id');
const nameParams = z.object({ name: z.string().min(1).max(64) }).strict();
const caseParams = z.object({ id: caseId }).strict();

/** An event case as pages list it: the definition plus who changed it last. */
export const eventCaseEntrySchema = eventCaseSchema.extend({
  updatedAt: z.number(),
  updatedBy: z.string(),
});
export type EventCaseEntry = z.infer<typeof eventCaseEntrySchema>;

/** The draft registry with what it changes against the latest released Helix version. */
export const registryDraftSchema = registrySnapshotSchema.extend({
  latestVersion: z.string().nullable(),
  /** The draft's changes against the latest version: the review before a release. */
  pending: z.array(registryChangeSchema),
});

export const getRegistry = restOperation({
  id: 'getRegistry',
  method: 'GET',
  path: '/api/helix-requirement/draft',
  summary:
    'The draft registry (field definitions, event types, event cases) and its changes against the latest release.',
  tag: TAG,
  access: 'portal',
  reply: registryDraftSchema,
});

export const listEventCases = restOperation({
  id: 'listEventCases',
  method: 'GET',
  path: '/api/event-cases',
  summary: 'Event cases of the draft registry, filtered by applications, domain, event type or text.',
  tag: TAG,
  access: 'portal',
  query: z
    .object({
      appIds: z.union([z.string().max(200), z.array(z.string().max(200)).max(200)]).optional(),
      domain: z.enum(APP_DOMAINS).optional(),
      eventType: z.string().max(64).optional(),
      search: z.string().max(200).optional(),
    })
    .strict(),
  reply: z.object({ eventCases: z.array(eventCaseEntrySchema) }),
});

export const getEventCase = restOperation({
  id: 'getEventCase',
  method: 'GET',
  path: '/api/event-cases/:id',
  summary: 'One event case of the draft registry.',
  tag: TAG,
  access: 'portal',
  params: caseParams,
  reply: eventCaseEntrySchema,
});

export const createEventCase = restOperation({
  id: 'createEventCase',
  method: 'POST',
  path: '/api/event-cases',
  summary: 'Adds an event case to the draft registry (409 when its id is taken).',
  tag: TAG,
  access: 'editRegistry',
  body: eventCaseSchema,
  reply: eventCaseEntrySchema,
  status: 201,
});

export const updateEventCase = restOperation({
  id: 'updateEventCase',
  method: 'PUT',
  path: '/api/event-cases/:id',
  summary: 'Replaces an event case of the draft registry (its id cannot change).',
  tag: TAG,
  access: 'editRegistry',
  params: caseParams,
  body: eventCaseSchema.omit({ id: true }),
  reply: eventCaseEntrySchema,
});

export const deleteEventCase = restOperation({
  id: 'deleteEventCase',
  method: 'DELETE',
  path: '/api/event-cases/:id',
  summary: 'Removes an event case from the draft registry (Volt test cases that use it say so: 409).',
  tag: TAG,
  access: 'editRegistry',
  params: caseParams,
  // The web client reads an empty body as null; the handler may return nothing.
  reply: z.null().optional(),
  replyKind: 'empty',
  status: 204,
});

export const putEventType = restOperation({
  id: 'putEventType',
  method: 'PUT',
  path: '/api/event-types/:name',
  summary: 'Adds or replaces an event type of the draft registry (its fields and description).',
  tag: TAG,
  access: 'editRegistry',
  params: nameParams,
  body: eventTypeSchema.omit({ name: true }),
  reply: eventTypeSchema,
});

export const putFieldDefinition = restOperation({
  id: 'putFieldDefinition',
  method: 'PUT',
  path: '/api/field-definitions/:name',
  summary: 'Adds or replaces a field definition of the draft registry (an enum gains or loses values here).',
  tag: TAG,
  access: 'editRegistry',
  params: nameParams,
  body: fieldDefinitionBaseSchema.omit({ name: true }).superRefine(fieldDefinitionKindCheck),
  reply: fieldDefinitionSchema,
});

/** A released Helix version as the versions page lists it. */
export const helixVersionSummarySchema = z.object({
  version: z.string(),
  releasedAt: z.number(),
  releasedBy: z.string(),
  notes: z.string(),
  counts: z.object({ fields: z.number(), eventTypes: z.number(), eventCases: z.number() }),
  /** Its changes against the version before it (empty for the first). */
  changes: z.array(registryChangeSchema),
});
export type HelixVersionSummary = z.infer<typeof helixVersionSummarySchema>;

export const listHelixVersions = restOperation({
  id: 'listHelixVersions',
  method: 'GET',
  path: '/api/helix-versions',
  summary:
    'Every released Helix version, newest first, with its release notes (changes against the one before).',
  tag: TAG,
  access: 'portal',
  reply: z.object({ versions: z.array(helixVersionSummarySchema) }),
});

export const releaseHelixVersion = restOperation({
  id: 'releaseHelixVersion',
  method: 'POST',
  path: '/api/helix-versions',
  summary:
    'Releases the draft registry as a new Helix version (the next version by its changes unless given; ' +
    '409 when nothing changed or the version is not newer than the latest).',
  tag: TAG,
  access: 'editRegistry',
  body: z.object({ version: versionText.optional(), notes: z.string().trim().min(1).max(4000) }).strict(),
  reply: helixVersionSummarySchema,
  status: 201,
});

/** What one Helix version requires: its whole registry. */
export const getHelixRequirement = restOperation({
  id: 'getHelixRequirement',
  method: 'GET',
  path: '/api/helix-requirement',
  summary:
    'What a released Helix version requires (its frozen registry); the latest when no version is given.',
  tag: TAG,
  access: 'portal',
  query: z.object({ version: versionText.optional() }).strict(),
  reply: registrySnapshotSchema.extend({ version: z.string(), releasedAt: z.number() }),
});

/** A decoder release: the version of a platform's decoder and the Helix version it decodes. */
export const helixDecoderSchema = z.object({
  platform: z.enum(APP_PLATFORM_NAMES),
  platformId: z.number(),
  decoderVersion: versionText,
  helixVersion: versionText,
  releasedAt: z.number(),
  releasedBy: z.string(),
  notes: z.string(),
});
export type HelixDecoder = z.infer<typeof helixDecoderSchema>;

export const listHelixDecoders = restOperation({
  id: 'listHelixDecoders',
  method: 'GET',
  path: '/api/helix-requirement/decoders',
  summary: 'Decoder releases per platform, newest first; `latest=true` keeps the latest of each platform.',
  tag: TAG,
  access: 'portal',
  query: z
    .object({
      latest: z.enum(['true', 'false']).optional(),
      decoderVersion: versionText.optional(),
      platform: z.enum(APP_PLATFORM_NAMES).optional(),
    })
    .strict(),
  reply: z.object({ decoders: z.array(helixDecoderSchema) }),
});

export const releaseHelixDecoder = restOperation({
  id: 'releaseHelixDecoder',
  method: 'POST',
  path: '/api/helix-requirement/decoders',
  summary: "Records a platform decoder's release (409 unless newer than that platform's latest).",
  tag: TAG,
  access: 'editRegistry',
  body: helixDecoderSchema
    .pick({ platform: true, decoderVersion: true, helixVersion: true, notes: true })
    .strict(),
  reply: helixDecoderSchema,
  status: 201,
});

/** One schema problem seen in arriving events, aggregated per app, event type, field and reason. */
export const schemaErrorSchema = z.object({
  appId: z.string(),
  eventType: z.string(),
  eventCaseId: z.string().nullable(),
  field: z.string(),
  reason: z.enum(SCHEMA_PROBLEM_REASONS),
  /** The latest message, e.g. `connectionType "pigeon" is not one of its values (…)`. */
  message: z.string(),
  count: z.number(),
  firstSeenAt: z.number(),
  lastSeenAt: z.number(),
  /** The visit of the latest such event, for the sequence viewer. */
  visitId: z.string(),
});
export type SchemaError = z.infer<typeof schemaErrorSchema>;

/** The status of one app on its platform: is it sending, as much as usual, and sending it right. */
export const helixStatusRowSchema = z.object({
  appId: z.string(),
  platform: z.enum(APP_PLATFORM_NAMES),
  platformId: z.number(),
  language: z.enum(CODE_LANGUAGES),
  lastEventAt: z.number().nullable(),
  eventsLastHour: z.number(),
  /** The mean events per hour over the 7 days before the last hour. */
  usualPerHour: z.number(),
  /** The Helix versions its events declared in the last 24 hours, most used first. */
  helixVersions: z.array(z.object({ version: z.string(), events: z.number() })),
  schemaErrors: z.number(),
  state: z.enum(['ok', 'quiet', 'silent', 'errors']),
});
export type HelixStatusRow = z.infer<typeof helixStatusRowSchema>;

export const getHelixReport = restOperation({
  id: 'getHelixReport',
  method: 'GET',
  path: '/api/helix-report',
  summary:
    'Per application and platform: the last event, events in the last hour against the usual, Helix versions ' +
    'in use, and the schema errors seen in the period (default the last 24 hours).',
  tag: TAG,
  access: 'portal',
  query: z
    .object({
      appIds: z.union([z.string().max(200), z.array(z.string().max(200)).max(200)]).optional(),
      sinceMs: z
        .string()
        .regex(/^\d{1,15}$/, 'sinceMs must be epoch milliseconds')
        .transform(Number)
        .optional(),
    })
    .strict(),
  reply: z.object({ rows: z.array(helixStatusRowSchema), errors: z.array(schemaErrorSchema) }),
});

/** The registry's declared calls, spread into `REST_OPERATIONS`. */
export const SCHEMA_REGISTRY_REST_OPERATIONS = [
  getRegistry,
  listEventCases,
  getEventCase,
  createEventCase,
  updateEventCase,
  deleteEventCase,
  putEventType,
  putFieldDefinition,
  listHelixVersions,
  releaseHelixVersion,
  getHelixRequirement,
  listHelixDecoders,
  releaseHelixDecoder,
  getHelixReport,
] as const;
