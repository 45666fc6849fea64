import { createClient } from '@clickhouse/client';
import type { ClientEvent, EventColumnKind, ServerEvent } from '@prism/domain';
import type { AnalyticsStore } from '../stores';
import { appUsageRead } from './app-usage-sql';
import { appActivityRowOf, appHelixVersionRowOf } from './helix-report-sql';
import { recentVisitsRead, traceLocationOfRow } from './visit-sql';
import { chBind, chIdentifier, type ChValue } from './clickhouse-sql';
import {
  type MetricDialect,
  TRANSITION_STEPS_MAX,
  metricStoreMethods,
  metricTransitionRowOf,
  metricTransitionsWhere,
  sqlInt,
} from './metric-sql';
import {
  EVENT_TABLES,
  appEventCountFromRow,
  eventFromRow,
  missingColumns,
  stringColumn,
  type EventTable,
} from './tables';

// Types both ClickHouse 18.16 and current releases accept (no Bool, no LowCardinality, no DateTime64).
export const CH_TYPE: Record<EventColumnKind, string> = {
  timestamp: 'Int64',
  int: 'Int32',
  float: 'Float64',
  string: 'String',
  bool: 'UInt8',
  strings: 'Array(String)',
};

function createTableSql(database: string, table: EventTable): string {
  const columns = table.columns.map((col) => {
    const type = CH_TYPE[col.kind];
    return `${col.column} ${col.nullable && col.kind !== 'strings' ? `Nullable(${type})` : type}`;
  });
  return `CREATE TABLE IF NOT EXISTS ${database}.${table.name} (${columns.join(', ')})
    ENGINE = MergeTree() PARTITION BY toYYYYMM(toDateTime(intDiv(ts, 1000))) ORDER BY (${table.orderBy})`;
}

/** One JSONEachRow line per event: column names, booleans as 0/1, absent arrays as []. */
function toRow(table: EventTable, event: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const col of table.columns) {
    const value = event[col.field];
    if (col.kind === 'strings') row[col.column] = value ?? [];
    else if (col.kind === 'bool')
      row[col.column] = value === undefined || value === null ? null : value ? 1 : 0;
    else row[col.column] = value ?? null;
  }
  return row;
}

/** How long an insert or a schema change may take before the client gives up. */
const WRITE_TIMEOUT_MS = 300_000;

/** The analytics store at scale: ClickHouse over HTTP, one database holding both event tables. */
export async function createClickHouseAnalytics(url: string, databaseName: string): Promise<AnalyticsStore> {
  const database = chIdentifier(databaseName);
  // Chart queries give up after the client's default 30 s. Writes and schema changes get longer:
  // while ClickHouse merges many fresh parts it holds inserts back, and a bulk load then waits
  // minutes rather than failing half-way.
  const client = createClient({ url });
  const writer = createClient({ url, request_timeout: WRITE_TIMEOUT_MS });
  await writer.command({ query: `CREATE DATABASE IF NOT EXISTS ${database}` });
  for (const table of Object.values(EVENT_TABLES)) {
    await writer.command({ query: createTableSql(database, table) });
    const existing = await (
      await client.query({
        query: chBind('SELECT name FROM system.columns WHERE database = {db} AND table = {table}', {
          db: database,
          table: table.name,
        }),
        format: 'JSONEachRow',
      })
    ).json<{ name: string }>();
    for (const col of missingColumns(
      table,
      existing.map((row) => row.name),
    )) {
      // Rows stored before the field existed have no value for it, so an added column is nullable.
      const type = col.kind === 'strings' ? CH_TYPE.strings : `Nullable(${CH_TYPE[col.kind]})`;
      await writer.command({
        query: `ALTER TABLE ${database}.${table.name} ADD COLUMN ${col.column} ${type}`,
      });
    }
  }

  const rows = async <R>(sql: string, params: Record<string, ChValue> = {}): Promise<R[]> => {
    const result = await client.query({ query: chBind(sql, params), format: 'JSONEachRow' });
    return result.json<R>();
  };
  // One INSERT per batch: ClickHouse writes a block of up to a million rows as a whole.
  const insert = async (table: EventTable, events: readonly Record<string, unknown>[]) => {
    await writer.insert({
      table: `${database}.${table.name}`,
      values: events.map((event) => toRow(table, event)),
      format: 'JSONEachRow',
    });
  };

  const dialect = (params: Record<string, ChValue>): MetricDialect => ({
    bind(value) {
      const name = `p${Object.keys(params).length}`;
      params[name] = value as ChValue;
      return `{${name}}`;
    },
    table: (name) => `${database}.${name}`,
    countAll: 'count()',
    countIf: (condition) => `countIf(${condition})`,
    countDistinct: (column) => `uniqExact(${column})`,
    listHas: (column, value) => `has(${column}, ${value})`,
    listHasAny: (column, values) => `hasAny(${column}, ${values})`,
    listHasAll: (column, values) => `hasAll(${column}, ${values})`,
    listEmpty: (column) => `empty(${column})`,
    listElements: (column) => `arrayJoin(${column})`,
    // quantileExact picks position floor(q × n); the sorted array gives DuckDB's nearest rank.
    percentile: (column, q) =>
      `arrayElement(arraySort(groupArray(${column})), toUInt64(greatest(1, ceil(${q} * count(${column})))))`,
    regexMatch: (text, pattern) => `match(${text}, ${pattern})`,
    distinctList: (column) => `groupUniqArray(${column})`,
    contains: (text, needle) => `position(${text}, ${needle}) > 0`,
  });
  const metricRows = async <R>(build: (d: MetricDialect) => string): Promise<R[]> => {
    const params: Record<string, ChValue> = {};
    const sql = build(dialect(params));
    return rows<R>(sql, params);
  };

  return {
    engine: 'clickhouse',
    ...metricStoreMethods(metricRows),
    async metricTransitions(plan) {
      const result = await metricRows<{ step: unknown; src: unknown; dst: unknown; value: unknown }>(
        (d) => `SELECT pair.1 AS step, pair.2 AS src, pair.3 AS dst, count() AS value FROM (
          SELECT arraySort((page, key) -> key, groupArray(assumeNotNull(page_name)),
            groupArray((ts, sequence_number))) AS pages
          FROM ${database}.client_events WHERE ${metricTransitionsWhere(plan, d)} GROUP BY visit_id
        )
        ARRAY JOIN arrayMap(i -> (i, pages[i], pages[i + 1]), arrayEnumerate(arrayPopBack(pages))) AS pair
        WHERE pair.1 <= ${TRANSITION_STEPS_MAX}
        GROUP BY step, src, dst ORDER BY value DESC, step, src, dst LIMIT ${sqlInt(plan.limit)}`,
      );
      return result.map(metricTransitionRowOf);
    },
    insertClientEvents: (events: readonly ClientEvent[]) => insert(EVENT_TABLES.client, events),
    insertServerEvents: (events: readonly ServerEvent[]) => insert(EVENT_TABLES.server, events),
    async clientEventCountsByApp(sinceMs) {
      const result = await rows<{ app_id: string; events: string; last_ts: string }>(
        `SELECT app_id, count() AS events, max(ts) AS last_ts FROM ${database}.client_events
         WHERE ts >= {since} GROUP BY app_id ORDER BY events DESC, app_id`,
        { since: sinceMs ?? 0 },
      );
      return result.map(appEventCountFromRow);
    },
    appUsage: (query) => appUsageRead(query, metricRows),
    async clientAppActivity({ appIds, hourStartMs, usualStartMs, versionsStartMs }) {
      const apps = appIds.length === 0 ? '' : 'AND has({apps}, app_id)';
      const [activity, versions] = await Promise.all([
        rows<{ app_id: string; last_ts: string; last_hour: string; usual: string }>(
          `SELECT app_id, max(ts) AS last_ts, countIf(ts >= {hour}) AS last_hour,
             countIf(ts >= {usual} AND ts < {hour}) AS usual
           FROM ${database}.client_events WHERE 1 = 1 ${apps} GROUP BY app_id ORDER BY app_id`,
          { apps: [...appIds], hour: hourStartMs, usual: usualStartMs },
        ),
        rows<{ app_id: string; version: string; events: string }>(
          `SELECT app_id, helix_spec_version AS version, count() AS events FROM ${database}.client_events
           WHERE ts >= {since} AND isNotNull(helix_spec_version) ${apps}
           GROUP BY app_id, version ORDER BY app_id, events DESC, version`,
          { apps: [...appIds], since: versionsStartMs },
        ),
      ]);
      return { apps: activity.map(appActivityRowOf), helixVersions: versions.map(appHelixVersionRowOf) };
    },
    async clientEventsOfVisit(visitId) {
      const result = await rows<Record<string, unknown>>(
        `SELECT * FROM ${database}.client_events WHERE visit_id = {visit} ORDER BY ts, sequence_number`,
        { visit: visitId },
      );
      return result.map((row) => eventFromRow<ClientEvent>(EVENT_TABLES.client, row));
    },
    recentVisits: (query) =>
      recentVisitsRead(query, {
        async latestMs({ appIds, environment }) {
          const [row] = await rows<{ latest: string; n: string }>(
            `SELECT max(ts) AS latest, count() AS n FROM ${database}.client_events
             WHERE has({apps}, app_id) ${environment === undefined ? '' : 'AND environment = {environment}'}`,
            { apps: [...appIds], environment: environment ?? null },
          );
          return row && Number(row.n) > 0 ? Number(row.latest) : null;
        },
        // The first page is the earliest page view's; `page_views` tells an empty first page from none.
        visits: ({ appIds, environment, limit }, { scanFromMs, startFromMs }) =>
          rows<Record<string, unknown>>(
            `SELECT visit_id, argMin(app_id, ts) AS visit_app, argMin(device_id, ts) AS visit_device,
               argMin(environment, ts) AS visit_environment, min(ts) AS start_ts, max(ts) AS end_ts, count() AS events,
               argMinIf(assumeNotNull(page_name), ts, event_type = 'pageView' AND isNotNull(page_name)) AS first_page,
               countIf(event_type = 'pageView' AND isNotNull(page_name)) AS page_views
             FROM ${database}.client_events
             WHERE has({apps}, app_id) AND ts >= {scanFrom}
               ${environment === undefined ? '' : 'AND environment = {environment}'}
             GROUP BY visit_id HAVING min(ts) >= {startFrom}
             ORDER BY start_ts DESC, visit_id LIMIT {limit}`,
            {
              apps: [...appIds],
              environment: environment ?? null,
              scanFrom: scanFromMs ?? 0,
              startFrom: startFromMs ?? 0,
              limit,
            },
          ),
      }),
    async clientEventByTraceId(traceId, appIds) {
      if (appIds?.length === 0) return null;
      const [row] = await rows<Record<string, unknown>>(
        `SELECT trace_id, visit_id, app_id, sequence_number, ts FROM ${database}.client_events
         WHERE trace_id = {trace} ${appIds === undefined ? '' : 'AND has({apps}, app_id)'}
         ORDER BY ts, sequence_number LIMIT 1`,
        { trace: traceId, apps: [...(appIds ?? [])] },
      );
      return row ? traceLocationOfRow(row) : null;
    },
    async topClientValues({ column, appIds, startMs, endMs, environment, limit }) {
      const value = stringColumn(EVENT_TABLES.client, column);
      const result = await rows<{ value: string; events: string }>(
        `SELECT ${value} AS value, count() AS events FROM ${database}.client_events
         WHERE has({apps}, app_id) AND ts >= {start} AND ts < {end} AND isNotNull(${value})
           ${environment === undefined ? '' : 'AND environment = {environment}'}
         GROUP BY value ORDER BY events DESC, value LIMIT {limit}`,
        { apps: [...appIds], start: startMs, end: endMs, environment: environment ?? null, limit },
      );
      return result.map((row) => ({ value: row.value, events: Number(row.events) }));
    },
    async totals() {
      const [client_, server] = await Promise.all([
        rows<{ n: string }>(`SELECT count() AS n FROM ${database}.client_events`),
        rows<{ n: string }>(`SELECT count() AS n FROM ${database}.server_events`),
      ]);
      return { client: Number(client_[0]?.n ?? 0), server: Number(server[0]?.n ?? 0) };
    },
    // MergeTree keeps each part sorted by the table's ORDER BY and merges parts in the background.
    clusterEvents: async () => ({ ranges: 0, rows: 0 }),
    async ping() {
      const result = await client.ping();
      if (!result.success) throw result.error;
    },
    close: async () => {
      await Promise.all([client.close(), writer.close()]);
    },
  };
}
