import { z } from 'zod';
import {
  API_MAPPING_SOURCES,
  apiNameRuleInputSchema,
  apiNameRuleSchema,
  apiServiceRuleInputSchema,
  apiServiceRuleSchema,
} from './api-mapping';
import { ENVIRONMENTS } from './events';
import { historyQuerySchema, historyReplySchema } from './history';
import { restOperation } from './operation';
import { periodIsValid } from './period';
import { timeZoneIsValid } from './timezone';

/**
 * The event-schema registry's calls (issue 19) under the spec's service paths (spec 000 section
 * 7): the change history, the API-name mappings, the registry itself, Helix, Volt and the sequence
 * viewer. Each area adds its operations here and to {@link REGISTRY_REST_OPERATIONS}.
 */

// ---------------------------------------------------------------------------------------------
// History

export const getHistory = restOperation({
  id: 'getHistory',
  method: 'GET',
  path: '/api/history',
  summary:
    "Who changed what in the registry, newest first: one kind of record or one record's changes, a page at a time.",
  tag: 'History',
  access: 'portal',
  query: historyQuerySchema,
  reply: historyReplySchema,
});

// ---------------------------------------------------------------------------------------------
// API-name mappings

const MAPPINGS_TAG = 'API-name mappings';
const ruleIdParams = z.object({ id: z.string().trim().min(1).max(64) }).strict();

export const apiMappingsReplySchema = z.object({
  services: z.array(apiServiceRuleSchema),
  names: z.array(apiNameRuleSchema),
  /** The sources whose rules the caller may change (the pages show the rest read-only). */
  editableSources: z.array(z.enum(API_MAPPING_SOURCES)),
});
export type ApiMappingsReply = z.output<typeof apiMappingsReplySchema>;

export const listApiNameMappings = restOperation({
  id: 'listApiNameMappings',
  method: 'GET',
  path: '/api/api-name-mappings',
  summary: 'Every service rule and name rule, each source ordered as the matcher tries them.',
  tag: MAPPINGS_TAG,
  access: 'portal',
  reply: apiMappingsReplySchema,
});

export const createApiServiceRule = restOperation({
  id: 'createApiServiceRule',
  method: 'POST',
  path: '/api/api-name-mappings/services',
  summary:
    "Adds a service rule (host pattern → service). Needs the source's mapping-edit role; 409 for a host pattern the source already maps.",
  tag: MAPPINGS_TAG,
  access: 'editMappings',
  body: apiServiceRuleInputSchema,
  reply: apiServiceRuleSchema,
  status: 201,
});

export const updateApiServiceRule = restOperation({
  id: 'updateApiServiceRule',
  method: 'PUT',
  path: '/api/api-name-mappings/services/:id',
  summary: 'Changes a service rule. Needs the mapping-edit role of both its old and its new source.',
  tag: MAPPINGS_TAG,
  access: 'editMappings',
  params: ruleIdParams,
  body: apiServiceRuleInputSchema,
  reply: apiServiceRuleSchema,
});

export const deleteApiServiceRule = restOperation({
  id: 'deleteApiServiceRule',
  method: 'DELETE',
  path: '/api/api-name-mappings/services/:id',
  summary: 'Deletes a service rule (its name rules stay, and apply again once a host maps to the service).',
  tag: MAPPINGS_TAG,
  access: 'editMappings',
  params: ruleIdParams,
  reply: z.null(),
  status: 204,
  replyKind: 'empty',
});

export const createApiNameRule = restOperation({
  id: 'createApiNameRule',
  method: 'POST',
  path: '/api/api-name-mappings/names',
  summary:
    'Adds a name rule (service, verb, path pattern, operation → API name). 409 when the same rule exists.',
  tag: MAPPINGS_TAG,
  access: 'editMappings',
  body: apiNameRuleInputSchema,
  reply: apiNameRuleSchema,
  status: 201,
});

export const updateApiNameRule = restOperation({
  id: 'updateApiNameRule',
  method: 'PUT',
  path: '/api/api-name-mappings/names/:id',
  summary: 'Changes a name rule. Needs the mapping-edit role of both its old and its new source.',
  tag: MAPPINGS_TAG,
  access: 'editMappings',
  params: ruleIdParams,
  body: apiNameRuleInputSchema,
  reply: apiNameRuleSchema,
});

export const deleteApiNameRule = restOperation({
  id: 'deleteApiNameRule',
  method: 'DELETE',
  path: '/api/api-name-mappings/names/:id',
  summary: 'Deletes a name rule: its calls show their raw names again.',
  tag: MAPPINGS_TAG,
  access: 'editMappings',
  params: ruleIdParams,
  reply: z.null(),
  status: 204,
  replyKind: 'empty',
});

export const API_UNKNOWNS_LIMIT_MAX = 500;

const oneOrMany = <T extends z.ZodType>(item: T, max: number) => z.union([item, z.array(item).max(max)]);
const listOf = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : ([value].flat() as T[]));

/** The unknowns page's query: the entity's applications and the page's time controls. */
export const apiUnknownsQuerySchema = z
  .object({
    appID: z.string().trim().min(1).max(128).optional(),
    'appIDs[]': oneOrMany(z.string().trim().min(1).max(128), 200).optional(),
    period: z.string().refine(periodIsValid, 'Invalid period supplied').default('24h'),
    periodOffset: z
      .string()
      .regex(/^-?\d{1,6}$/, 'must be a whole number')
      .transform(Number)
      .default(0),
    origintz: z.string().max(64).refine(timeZoneIsValid, 'Unknown time zone').default('UTC'),
    environment: z.enum(ENVIRONMENTS).optional(),
    limit: z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, 'must be at least 1')
          .max(API_UNKNOWNS_LIMIT_MAX, `must be at most ${API_UNKNOWNS_LIMIT_MAX}`),
      )
      .default(200),
  })
  .strict()
  .transform(({ 'appIDs[]': many, appID, ...rest }) => ({
    ...rest,
    appIds: [...new Set([...(appID ? [appID] : []), ...listOf(many)])],
  }))
  .refine((query) => query.appIds.length > 0, {
    message: 'at least one application is required',
    path: ['appID'],
  });
export type ApiUnknownsQuery = z.output<typeof apiUnknownsQuerySchema>;

/** One kind of call no rule maps, with what the rule form starts from. */
export const apiUnknownSchema = z.object({
  source: z.enum(API_MAPPING_SOURCES),
  host: z.string().nullable(),
  verb: z.string().nullable(),
  apiName: z.string(),
  operationName: z.string().nullable(),
  calls: z.number(),
  apps: z.array(z.string()),
  lastSeenMs: z.number(),
  /** The service the host maps to, null when no service rule maps it yet. */
  service: z.string().nullable(),
  suggestion: z.object({
    service: z.string(),
    /** True when the form must also add a service rule for the host. */
    newService: z.boolean(),
    hostPattern: z.string().nullable(),
    verb: z.string(),
    pathPattern: z.string(),
    operationName: z.string().nullable(),
    apiName: z.string(),
  }),
});
export type ApiUnknown = z.output<typeof apiUnknownSchema>;

export const apiUnknownsReplySchema = z.object({
  unknowns: z.array(apiUnknownSchema),
  startMs: z.number(),
  endMs: z.number(),
});
export type ApiUnknownsReply = z.output<typeof apiUnknownsReplySchema>;

export const getApiNameMappingUnknowns = restOperation({
  id: 'getApiNameMappingUnknowns',
  method: 'GET',
  path: '/api/api-name-mappings/warp',
  summary:
    'The API calls the applications made in the period that no rule maps, by source, host, raw name and operation, most calls first, each with a suggested rule.',
  tag: MAPPINGS_TAG,
  access: 'portal',
  query: apiUnknownsQuerySchema,
  reply: apiUnknownsReplySchema,
});

/** Every registry REST operation, spread into `REST_OPERATIONS`. */
export const REGISTRY_REST_OPERATIONS = [
  getHistory,
  listApiNameMappings,
  getApiNameMappingUnknowns,
  createApiServiceRule,
  updateApiServiceRule,
  deleteApiServiceRule,
  createApiNameRule,
  updateApiNameRule,
  deleteApiNameRule,
] as const;
