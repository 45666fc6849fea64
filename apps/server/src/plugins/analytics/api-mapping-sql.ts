import {
  API_MAPPING_SOURCES,
  apiHostIsExact,
  apiHostRegex,
  apiNameRulesOrdered,
  apiPathLongestLiteral,
  apiPathRegex,
  apiServiceRulesOrdered,
  type ApiMappingContext,
  type ApiMappingRules,
  type ApiMappingSource,
} from '@prism/domain';
import type { MetricDialect } from './metric-sql';

/**
 * The API-name mapping rules compiled to SQL, the same rules {@link apiMappingResolve} applies in
 * `@prism/domain`: each host and path test is the very regular expression the domain builds, run
 * by RE2 in both engines (DuckDB's `regexp_matches`, ClickHouse's `match`), and every pattern,
 * service and name is a bound value, never SQL text (patterns are what people typed). Rules are
 * tried most specific first, as the domain orders them.
 */

/** The columns of a call in one event table. */
export interface ApiCallColumns {
  host: string;
  verb: string;
  apiName: string;
  /** Null for server events, which carry no GraphQL operation. */
  operationName: string | null;
  /** The application (client) or service (server) column, to tell sources apart. */
  app: string;
}

export const CLIENT_CALL_COLUMNS: ApiCallColumns = {
  host: 'api_host',
  verb: 'api_http_verb',
  apiName: 'api_name',
  operationName: 'api_operation_name',
  app: 'app_id',
};

export const SERVER_CALL_COLUMNS: ApiCallColumns = {
  host: 'host',
  verb: 'http_verb',
  apiName: 'api_name',
  operationName: null,
  app: 'service',
};

/** The test of a host rule: equality for an exact host (cheap), RE2 for a wildcard. */
function hostTestSql(hostPattern: string, c: ApiCallColumns, d: MetricDialect): string {
  const host = `lower(${c.host})`;
  return apiHostIsExact(hostPattern)
    ? `${host} = ${d.bind(hostPattern)}`
    : d.regexMatch(host, d.bind(apiHostRegex(hostPattern)));
}

/** The service of a call of one source: the first matching host rule's service, else NULL. */
function serviceSql(rules: ApiMappingRules, source: ApiMappingSource, c: ApiCallColumns, d: MetricDialect) {
  const ordered = apiServiceRulesOrdered(rules.services.filter((rule) => rule.source === source));
  if (ordered.length === 0) return 'NULL';
  const branches = ordered.map(
    (rule) => `WHEN ${hostTestSql(rule.hostPattern, c, d)} THEN ${d.bind(rule.service)}`,
  );
  return `(CASE ${branches.join(' ')} END)`;
}

/**
 * The mapped API name of a call of one source, else NULL: the first host rule that matches picks
 * the service (so its name rules are tried only for the rows of that host, and the host test runs
 * once a row), then the first of that service's name rules that matches names the call.
 */
function nameSql(rules: ApiMappingRules, source: ApiMappingSource, c: ApiCallColumns, d: MetricDialect) {
  const names = rules.names.filter((rule) => rule.source === source);
  const hosts = apiServiceRulesOrdered(rules.services.filter((rule) => rule.source === source));
  if (names.length === 0 || hosts.length === 0) return 'NULL';
  const perHost = hosts.map((host) => {
    const branches = apiNameRulesOrdered(names.filter((rule) => rule.service === host.service)).map(
      (rule) => {
        const tests = [d.regexMatch(c.apiName, d.bind(apiPathRegex(rule.pathPattern)))];
        // A plain substring test first: most rows fail it, and it costs a fraction of the regex.
        const literal = apiPathLongestLiteral(rule.pathPattern);
        if (literal.length > 1) tests.unshift(d.contains(c.apiName, d.bind(literal)));
        if (rule.verb !== 'ANY') tests.unshift(`upper(${c.verb}) = ${d.bind(rule.verb)}`);
        if (rule.operationName !== null) {
          // Server events carry no operation: a rule that names one never maps them.
          tests.unshift(c.operationName ? `${c.operationName} = ${d.bind(rule.operationName)}` : '1 = 0');
        }
        return `WHEN ${tests.join(' AND ')} THEN ${d.bind(rule.apiName)}`;
      },
    );
    // A host whose service has no name rule still stops the search: it is that service's call.
    const named = branches.length > 0 ? `(CASE ${branches.join(' ')} END)` : 'NULL';
    return `WHEN ${hostTestSql(host.hostPattern, c, d)} THEN ${named}`;
  });
  return `(CASE ${perHost.join(' ')} END)`;
}

/**
 * An expression per source, chosen by the row's application when the plan's applications belong
 * to more than one source (a group of portal and internal apps); one source needs no test.
 */
function bySource(
  context: ApiMappingContext,
  appIds: readonly string[],
  c: ApiCallColumns,
  d: MetricDialect,
  of: (source: ApiMappingSource) => string,
): string {
  const sources = API_MAPPING_SOURCES.filter((source) =>
    appIds.some((id) => (context.appSources[id] ?? 'quantum') === source),
  );
  if (sources.length <= 1) return of(sources[0] ?? 'quantum');
  const branches = sources.slice(1).map((source) => {
    const apps = appIds.filter((id) => (context.appSources[id] ?? 'quantum') === source);
    return `WHEN ${c.app} IN (${apps.map((id) => d.bind(id)).join(', ')}) THEN ${of(source)}`;
  });
  return `(CASE ${branches.join(' ')} ELSE ${of(sources[0]!)} END)`;
}

/** The API name a chart shows for a call: the mapped name when a rule maps it, else the raw name. */
export function apiMappedNameSql(
  context: ApiMappingContext,
  appIds: readonly string[],
  c: ApiCallColumns,
  d: MetricDialect,
): string {
  const mapped = bySource(context, appIds, c, d, (source) => nameSql(context.rules, source, c, d));
  return mapped === 'NULL' ? c.apiName : `coalesce(${mapped}, ${c.apiName})`;
}

/** The service of a call, NULL when no host rule maps it. */
export function apiMappedServiceSql(
  context: ApiMappingContext,
  appIds: readonly string[],
  c: ApiCallColumns,
  d: MetricDialect,
): string {
  return bySource(context, appIds, c, d, (source) => serviceSql(context.rules, source, c, d));
}

/** The mapped name of a call of one source, NULL when no rule maps it (the unknowns' test). */
export function apiMappedOrNullSql(
  rules: ApiMappingRules,
  source: ApiMappingSource,
  c: ApiCallColumns,
  d: MetricDialect,
): string {
  return nameSql(rules, source, c, d);
}

/** The unknowns page's question: the calls of some applications in a window that no rule maps. */
export interface ApiUnmappedQuery {
  source: ApiMappingSource;
  rules: ApiMappingRules;
  /** Applications (client sources) or services (`qube`). */
  appIds: readonly string[];
  startMs: number;
  endMs: number;
  limit: number;
}

/** One kind of unmapped call: its host, verb, raw name and operation, how often, where, and when last. */
export interface ApiUnmappedRow {
  host: string | null;
  verb: string | null;
  apiName: string;
  operationName: string | null;
  calls: number;
  apps: string[];
  lastSeenMs: number;
}

/** Rows `host, verb, name, op, calls, apps, last_ts`, most calls first. */
export function apiUnmappedSql(query: ApiUnmappedQuery, d: MetricDialect): string {
  const server = query.source === 'qube';
  const c = server ? SERVER_CALL_COLUMNS : CLIENT_CALL_COLUMNS;
  const table = d.table(server ? 'server_events' : 'client_events');
  const apps = query.appIds.map((id) => d.bind(id)).join(', ');
  const where = [
    `ts >= ${Math.trunc(query.startMs)}`,
    `ts < ${Math.trunc(query.endMs)}`,
    `${c.app} IN (${apps})`,
    `${c.apiName} IS NOT NULL`,
  ];
  if (!server) where.push(`event_type = 'apiCall'`);
  const mapped = nameSql(query.rules, query.source, c, d);
  if (mapped !== 'NULL') where.push(`${mapped} IS NULL`);
  const op = c.operationName ? `, ${c.operationName} AS op` : '';
  const groupOp = c.operationName ? ', op' : '';
  return `SELECT ${c.host} AS host, ${c.verb} AS verb, ${c.apiName} AS name${op}, ${d.countAll} AS calls,
      ${d.distinctList(c.app)} AS apps, max(ts) AS last_ts
    FROM ${table} WHERE ${where.join(' AND ')}
    GROUP BY host, verb, name${groupOp} ORDER BY calls DESC, name, host LIMIT ${Math.trunc(query.limit)}`;
}

/** A row of {@link apiUnmappedSql} whatever form the engine returns. */
export function apiUnmappedRowOf(row: Record<string, unknown>): ApiUnmappedRow {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const apps = Array.isArray(row.apps) ? row.apps : ((row.apps as { items?: unknown[] } | null)?.items ?? []);
  return {
    host: text(row.host),
    verb: text(row.verb),
    apiName: String(row.name),
    operationName: text(row.op),
    calls: Number(row.calls),
    apps: apps.map(String).sort(),
    lastSeenMs: Number(row.last_ts),
  };
}
