import { z } from 'zod';
import type { Application } from './application';
import { roleMatches, ROLE, roleCan } from './roles';

/**
 * API-name mappings (issue 19 scope item 3): rules that turn a raw API call (its host, verb, path
 * and GraphQL operation) into the service it belongs to and the API name people read. The same
 * rules run here, in {@link apiMappingResolve}, and compiled to SQL in the metric engine, which
 * builds each rule's test from {@link apiHostRegex} and {@link apiPathRegex} so the two agree.
 *
 * Service rules map a host pattern to a service; name rules map a service, a verb, a path pattern
 * and optionally an operation name to an API name. Both belong to one source: `quantum` (client
 * events of portal and video apps), `internal` (client events of internal apps) or `qube` (server
 * events of the backend services); each source has its own mapping-edit role (spec 000 section 6).
 */

/** Where a call was seen, and so which rules apply to it and which role may edit them. */
export const API_MAPPING_SOURCES = ['quantum', 'internal', 'qube'] as const;
export type ApiMappingSource = (typeof API_MAPPING_SOURCES)[number];

/** How each source reads on the pages. */
export const API_MAPPING_SOURCE_LABELS: Record<ApiMappingSource, string> = {
  quantum: 'Quantum (portal and video apps)',
  internal: 'Internal Quantum (internal apps)',
  qube: 'Qube (backend services)',
};

/** A name rule's verb: one HTTP verb, or `ANY` for every verb. */
export const API_MAPPING_VERBS = ['ANY', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type ApiMappingVerb = (typeof API_MAPPING_VERBS)[number];

/** The source of an application's API calls: backends are Qube's, internal apps Internal Quantum's. */
export function apiMappingSourceOf(app: Pick<Application, 'kind' | 'domain'>): ApiMappingSource {
  if (app.kind === 'backend') return 'qube';
  return app.domain === 'internal_apps' ? 'internal' : 'quantum';
}

/** The mapping-edit role of each source; prism-admin and prism-superadmin edit every source. */
export const API_MAPPING_SOURCE_ROLES: Record<ApiMappingSource, string> = {
  quantum: ROLE.quantumMappingEdit,
  internal: ROLE.internalQuantumMappingEdit,
  qube: ROLE.qubeMappingEdit,
};

/**
 * Whether the held roles may edit the rules of a source (spec 000 section 6, as issue 19 designs
 * it). Roles match by substring, and `internal-quantum-mapping-edit` contains
 * `quantum-mapping-edit`: a role counts for `quantum` only when it is not the internal one.
 */
export function apiMappingCanEdit(roles: readonly string[], source: ApiMappingSource): boolean {
  if (!roleCan(roles, 'editMappings')) return false;
  if (roleMatches(roles, ROLE.admin) || roleMatches(roles, ROLE.superadmin)) return true;
  if (source !== 'quantum') return roleMatches(roles, API_MAPPING_SOURCE_ROLES[source]);
  return roles.some(
    (role) =>
      roleMatches([role], ROLE.quantumMappingEdit) && !roleMatches([role], ROLE.internalQuantumMappingEdit),
  );
}

/** The sources whose rules the held roles may edit, in {@link API_MAPPING_SOURCES} order. */
export function apiMappingEditableSources(roles: readonly string[]): ApiMappingSource[] {
  return API_MAPPING_SOURCES.filter((source) => apiMappingCanEdit(roles, source));
}

// ---------------------------------------------------------------------------------------------
// Patterns

const HOST_PATTERN = /^[a-z0-9*.:-]+$/;
const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Characters a regular expression reads specially, escaped the same way for RE2 and JavaScript. */
function regexEscape(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

/** Everything, newlines included: `.` stops at a newline in both RE2 and JavaScript. */
const ANYTHING = '[\\s\\S]*';

/**
 * The regular expression of a host pattern, matched against the call's host in lower case: `*`
 * stands for any run of characters (none included), everything else for itself.
 */
export function apiHostRegex(pattern: string): string {
  return `^${pattern.split('*').map(regexEscape).join(ANYTHING)}$`;
}

/**
 * The regular expression of a path pattern, matched against the call's raw API name: an optional
 * `VERB ` prefix (the demo's raw names are `GET /api/x`), the path, where `{param}` stands for one
 * path segment and `*` for any run of characters, and an optional query string or fragment.
 */
export function apiPathRegex(pattern: string): string {
  const body = pattern
    .split(/(\{[A-Za-z_][A-Za-z0-9_]*\}|\*)/)
    .map((part) => (part === '*' ? ANYTHING : part.startsWith('{') ? '[^/?#]+' : regexEscape(part)))
    .join('');
  return `^(?:[A-Za-z]+ )?${body}(?:[?#]${ANYTHING})?$`;
}

/**
 * The longest run of a path pattern that every matching call's name holds as it is (between its
 * parameters and wildcards): the metric engine tests it before the regular expression, cheaply.
 */
export function apiPathLongestLiteral(pattern: string): string {
  return pattern
    .split(/\{[A-Za-z_][A-Za-z0-9_]*\}|\*/)
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');
}

/** True when a host pattern names one host (no wildcard): matched by equality, the cheap test. */
export function apiHostIsExact(pattern: string): boolean {
  return !pattern.includes('*');
}

const trimmed = (max: number, name: string) =>
  z.string().trim().min(1, `${name} is required`).max(max, `${name} can be at most ${max} characters`);

/** A host pattern: a host name in lower case, `*` for any run of characters, an optional port. */
export const apiHostPatternSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Host pattern is required')
  .max(253, 'Host pattern can be at most 253 characters')
  .regex(HOST_PATTERN, 'Host pattern may hold only letters, digits, ".", "-", ":" and "*"')
  .refine((pattern) => /[a-z0-9]/.test(pattern), 'Host pattern must name at least one letter or digit');

/** A path pattern: starts with `/`, `{name}` for one segment, `*` for any run, no spaces. */
export const apiPathPatternSchema = z
  .string()
  .trim()
  .min(1, 'Path pattern is required')
  .max(300, 'Path pattern can be at most 300 characters')
  .refine((pattern) => pattern.startsWith('/'), 'Path pattern must start with "/"')
  .refine((pattern) => !/\s/.test(pattern), 'Path pattern cannot hold spaces')
  .refine(
    (pattern) => !/[{}]/.test(pattern.replace(PARAM, '')),
    'Path pattern braces must hold a parameter name, like {id}',
  );

export const apiServiceNameSchema = trimmed(80, 'Service');
export const apiNameSchema = trimmed(120, 'API name');

/** What a person sends to create or change a service rule. */
export const apiServiceRuleInputSchema = z
  .object({
    source: z.enum(API_MAPPING_SOURCES),
    hostPattern: apiHostPatternSchema,
    service: apiServiceNameSchema,
  })
  .strict();
export type ApiServiceRuleInput = z.output<typeof apiServiceRuleInputSchema>;

/** What a person sends to create or change a name rule. An empty operation name means none. */
export const apiNameRuleInputSchema = z
  .object({
    source: z.enum(API_MAPPING_SOURCES),
    service: apiServiceNameSchema,
    verb: z.enum(API_MAPPING_VERBS),
    pathPattern: apiPathPatternSchema,
    operationName: z
      .string()
      .trim()
      .max(128, 'Operation name can be at most 128 characters')
      .refine((name) => name === '' || OPERATION_NAME.test(name), 'Operation name must be a GraphQL name')
      .nullish()
      .transform((name) => name || null),
    apiName: apiNameSchema,
  })
  .strict();
export type ApiNameRuleInput = z.output<typeof apiNameRuleInputSchema>;

const ruleMeta = {
  id: z.string(),
  createdBy: z.string(),
  updatedBy: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
};

export const apiServiceRuleSchema = z.object({
  ...ruleMeta,
  source: z.enum(API_MAPPING_SOURCES),
  hostPattern: z.string(),
  service: z.string(),
});
export type ApiServiceRule = z.output<typeof apiServiceRuleSchema>;

export const apiNameRuleSchema = z.object({
  ...ruleMeta,
  source: z.enum(API_MAPPING_SOURCES),
  service: z.string(),
  verb: z.enum(API_MAPPING_VERBS),
  pathPattern: z.string(),
  operationName: z.string().nullable(),
  apiName: z.string(),
});
export type ApiNameRule = z.output<typeof apiNameRuleSchema>;

/** Every rule, the shape the matcher and the metric engine read. */
export interface ApiMappingRules {
  services: readonly Pick<ApiServiceRule, 'id' | 'source' | 'hostPattern' | 'service'>[];
  names: readonly Pick<
    ApiNameRule,
    'id' | 'source' | 'service' | 'verb' | 'pathPattern' | 'operationName' | 'apiName'
  >[];
}

/**
 * What the metric engine needs to map a plan's calls: every rule, and the source of each
 * application (which rules apply to its calls). An application it does not know is `quantum`'s.
 */
export interface ApiMappingContext {
  rules: ApiMappingRules;
  appSources: Readonly<Record<string, ApiMappingSource>>;
}

// ---------------------------------------------------------------------------------------------
// Precedence

/** The characters of a pattern that are not wildcards or parameters: more is more specific. */
function literalLength(pattern: string): number {
  return pattern.replace(PARAM, '').replace(/\*/g, '').length;
}
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

/**
 * Service rules, most specific first: exact hosts, then wildcards with more literal characters,
 * then fewer wildcards; ties by pattern so the order never depends on storage.
 */
export function apiServiceRulesOrdered<R extends ApiMappingRules['services'][number]>(
  rules: readonly R[],
): R[] {
  return [...rules].sort(
    (a, b) =>
      Number(apiHostIsExact(b.hostPattern)) - Number(apiHostIsExact(a.hostPattern)) ||
      literalLength(b.hostPattern) - literalLength(a.hostPattern) ||
      count(a.hostPattern, /\*/g) - count(b.hostPattern, /\*/g) ||
      a.hostPattern.localeCompare(b.hostPattern) ||
      a.id.localeCompare(b.id),
  );
}

/**
 * Name rules, most specific first: a rule naming a GraphQL operation before one that does not;
 * then the path with more literal characters, fewer `*` and fewer `{params}`; then a named verb
 * before `ANY`; ties by pattern.
 */
export function apiNameRulesOrdered<R extends ApiMappingRules['names'][number]>(rules: readonly R[]): R[] {
  return [...rules].sort(
    (a, b) =>
      Number(b.operationName !== null) - Number(a.operationName !== null) ||
      literalLength(b.pathPattern) - literalLength(a.pathPattern) ||
      count(a.pathPattern, /\*/g) - count(b.pathPattern, /\*/g) ||
      count(a.pathPattern, PARAM) - count(b.pathPattern, PARAM) ||
      Number(a.verb === 'ANY') - Number(b.verb === 'ANY') ||
      a.pathPattern.localeCompare(b.pathPattern) ||
      a.verb.localeCompare(b.verb) ||
      a.id.localeCompare(b.id),
  );
}

// ---------------------------------------------------------------------------------------------
// Matching

/** One API call as the events carry it. */
export interface ApiCall {
  source: ApiMappingSource;
  host: string | null;
  /** `apiHttpVerb` (a client event) or `httpVerb` (a server event). */
  verb: string | null;
  /** The raw API name: `VERB /path` in the demo data, or a path. */
  apiName: string | null;
  operationName: string | null;
}

/** What the rules make of a call: its service and API name, null where no rule applies. */
export interface ApiCallMapped {
  service: string | null;
  serviceRuleId: string | null;
  apiName: string | null;
  nameRuleId: string | null;
}

const regexCache = new Map<string, RegExp>();
function regexOf(source: string): RegExp {
  let regex = regexCache.get(source);
  if (!regex) {
    regex = new RegExp(source);
    if (regexCache.size > 5000) regexCache.clear();
    regexCache.set(source, regex);
  }
  return regex;
}

/** Whether a host pattern matches a host (in lower case, as the SQL compares it). */
export function apiHostMatches(pattern: string, host: string): boolean {
  const lower = host.toLowerCase();
  return apiHostIsExact(pattern) ? lower === pattern : regexOf(apiHostRegex(pattern)).test(lower);
}

/** Whether a name rule matches a call whose service is already known. */
export function apiNameRuleMatches(rule: ApiMappingRules['names'][number], call: ApiCall): boolean {
  if (call.apiName === null) return false;
  if (rule.verb !== 'ANY' && (call.verb ?? '').toUpperCase() !== rule.verb) return false;
  if (rule.operationName !== null && call.operationName !== rule.operationName) return false;
  return regexOf(apiPathRegex(rule.pathPattern)).test(call.apiName);
}

/**
 * Maps one call: its service is the first service rule of its source (most specific first) whose
 * host pattern matches its host; its API name is the first name rule of that source and service
 * that matches its verb, path and operation. A call no rule maps keeps its raw name in charts.
 */
export function apiMappingResolve(rules: ApiMappingRules, call: ApiCall): ApiCallMapped {
  const none: ApiCallMapped = { service: null, serviceRuleId: null, apiName: null, nameRuleId: null };
  if (call.host === null) return none;
  const host = call.host;
  const serviceRule = apiServiceRulesOrdered(
    rules.services.filter((rule) => rule.source === call.source),
  ).find((rule) => apiHostMatches(rule.hostPattern, host));
  if (!serviceRule) return none;
  const nameRule = apiNameRulesOrdered(
    rules.names.filter((rule) => rule.source === call.source && rule.service === serviceRule.service),
  ).find((rule) => apiNameRuleMatches(rule, call));
  return {
    service: serviceRule.service,
    serviceRuleId: serviceRule.id,
    apiName: nameRule?.apiName ?? null,
    nameRuleId: nameRule?.id ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Suggestions for the unknowns page

/** A path segment that is an identifier rather than a word: numbers, UUIDs, hex, MAC addresses. */
const ID_SEGMENT =
  /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{12,}|([0-9a-f]{2}[:-]){5}[0-9a-f]{2}|\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z0-9_-]*\d[A-Za-z0-9_-]*\d[A-Za-z0-9_-]*)$/i;

/** The path of a raw API name without its `VERB ` prefix and its query string. */
export function apiRawPath(apiName: string): string {
  const withoutVerb = apiName.replace(/^[A-Za-z]+ (?=\/)/, '');
  return withoutVerb.replace(/[?#].*$/s, '');
}

/**
 * The path pattern a raw API name suggests: its path with identifier segments (numbers, UUIDs,
 * long hex, MAC addresses, or the demo's own `{param}`s) as `{id}` (`{id2}`… when there are several).
 */
export function apiPathPatternSuggest(apiName: string): string {
  let ids = 0;
  const path = apiRawPath(apiName);
  const segments = path.split('/').map((segment) => {
    if (segment === '' || !ID_SEGMENT.test(segment)) return segment;
    ids += 1;
    return ids === 1 ? '{id}' : `{id${ids}}`;
  });
  const pattern = segments.join('/') || '/';
  return pattern.startsWith('/') ? pattern : `/${pattern}`;
}

const SMALL_WORDS = new Set(['api', 'v1', 'v2', 'v3', 'v4', 'rest', 'graphql']);
const VERB_WORDS: Record<string, string> = {
  GET: '',
  POST: 'Create',
  PUT: 'Update',
  PATCH: 'Update',
  DELETE: 'Delete',
};

/**
 * A readable API name for a call: its GraphQL operation name when it has one, otherwise its path's
 * words (without `api` and version segments or ids), capitalised, after what the verb does:
 * `PUT /api/internet/wifi` → "Update internet wifi".
 */
export function apiNameSuggest(call: Pick<ApiCall, 'verb' | 'apiName' | 'operationName'>): string {
  if (call.operationName) return call.operationName;
  const words = apiPathPatternSuggest(call.apiName ?? '')
    .split('/')
    .filter(
      (segment) => segment !== '' && !segment.startsWith('{') && !SMALL_WORDS.has(segment.toLowerCase()),
    )
    .flatMap((segment) => segment.split(/[-_.]|(?<=[a-z])(?=[A-Z])/))
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const verb = VERB_WORDS[(call.verb ?? 'GET').toUpperCase()] ?? '';
  const text = [verb, ...words].filter(Boolean).join(' ').slice(0, 120);
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : (call.apiName ?? 'API').slice(0, 120);
}

/** A service name a host suggests: its first label's words (`myaccount-api.example.com` → "myaccount"). */
export function apiServiceSuggest(host: string): string {
  const first = host.toLowerCase().split('.')[0] ?? host;
  const words = first
    .split('-')
    .filter((word) => word !== '' && !['api', 'svc', 'prod', 'www'].includes(word));
  return (words.join('-') || first).slice(0, 80);
}
