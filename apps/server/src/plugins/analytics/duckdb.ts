import path from 'node:path';
import {
  BIGINT,
  BOOLEAN,
  DOUBLE,
  DuckDBDataChunk,
  DuckDBInstance,
  INTEGER,
  LIST,
  VARCHAR,
  listValue,
  type DuckDBConnection,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { ClientEvent, EventColumn, EventColumnKind, ServerEvent } from '@prism/domain';
import type { AnalyticsStore } from '../stores';
import { EVENT_TABLES, eventFromRow, type EventTable } from './tables';

const SQL_TYPE: Record<EventColumnKind, string> = {
  timestamp: 'BIGINT',
  int: 'INTEGER',
  float: 'DOUBLE',
  string: 'VARCHAR',
  bool: 'BOOLEAN',
  strings: 'VARCHAR[]',
};

const CHUNK_TYPE: Record<EventColumnKind, DuckDBType> = {
  timestamp: BIGINT,
  int: INTEGER,
  float: DOUBLE,
  string: VARCHAR,
  bool: BOOLEAN,
  strings: LIST(VARCHAR),
};

/** DuckDB's vector size: the most rows one data chunk holds. */
const CHUNK_ROWS = 2048;

function createTableSql(table: EventTable): string {
  const columns = table.columns.map(
    (col) =>
      `${col.column} ${SQL_TYPE[col.kind]}${col.nullable && col.kind !== 'strings' ? '' : ' NOT NULL'}`,
  );
  return `CREATE TABLE IF NOT EXISTS ${table.name} (${columns.join(', ')})`;
}

function toDuckValue(kind: EventColumnKind, value: unknown): DuckDBValue {
  if (kind === 'strings') return listValue((value as string[] | undefined) ?? []);
  if (value === undefined || value === null) return null;
  if (kind === 'timestamp') return BigInt(value as number);
  return value as DuckDBValue;
}

/**
 * Fills data chunks column by column and hands them to an appender: the engine's bulk path, far
 * faster than INSERT statements or a value-at-a-time appender.
 */
function appendRows(
  connection: DuckDBConnection,
  table: EventTable,
  rows: readonly Record<string, unknown>[],
) {
  return async () => {
    const appender = await connection.createAppender(table.name);
    const types = table.columns.map((col) => CHUNK_TYPE[col.kind]);
    try {
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        const slice = rows.slice(start, start + CHUNK_ROWS);
        const chunk = DuckDBDataChunk.create(types, slice.length);
        chunk.setColumns(
          table.columns.map((col: EventColumn) => slice.map((row) => toDuckValue(col.kind, row[col.field]))),
        );
        appender.appendDataChunk(chunk);
      }
      appender.flushSync();
    } finally {
      appender.closeSync();
    }
  };
}

/** The embedded analytics store: one DuckDB file in DATA_DIR. */
export async function createDuckDbAnalytics(dataDir: string): Promise<AnalyticsStore> {
  const instance = await DuckDBInstance.create(path.join(dataDir, 'analytics.duckdb'));
  const writer = await instance.connect();
  const reader = await instance.connect();
  for (const table of Object.values(EVENT_TABLES)) await writer.run(createTableSql(table));

  // DuckDB allows one writer at a time per connection: batches queue here and each lands whole in
  // its own transaction, so a failure part-way leaves nothing of that batch behind.
  let queue: Promise<unknown> = Promise.resolve();
  const write = (work: () => Promise<void>): Promise<void> => {
    const run = queue.then(async () => {
      await writer.run('BEGIN TRANSACTION');
      try {
        await work();
        await writer.run('COMMIT');
      } catch (err) {
        await writer.run('ROLLBACK').catch(() => undefined);
        throw err;
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };

  const rows = async <R>(sql: string, params?: Record<string, DuckDBValue>): Promise<R[]> =>
    (await reader.runAndReadAll(sql, params)).getRowObjectsJS() as R[];

  return {
    engine: 'duckdb',
    insertClientEvents: (events: readonly ClientEvent[]) =>
      write(appendRows(writer, EVENT_TABLES.client, events as readonly Record<string, unknown>[])),
    insertServerEvents: (events: readonly ServerEvent[]) =>
      write(appendRows(writer, EVENT_TABLES.server, events as readonly Record<string, unknown>[])),
    async clientEventCountsByApp(sinceMs) {
      const result = await rows<{ app_id: string; events: bigint; last_ts: bigint }>(
        `SELECT app_id, count(*) AS events, max(ts) AS last_ts FROM client_events
         WHERE ts >= $since GROUP BY app_id ORDER BY events DESC, app_id`,
        { since: BigInt(sinceMs ?? 0) },
      );
      return result.map((row) => ({
        appId: row.app_id,
        events: Number(row.events),
        lastEventMs: Number(row.last_ts),
      }));
    },
    async clientEventsOfVisit(visitId) {
      const result = await rows<Record<string, unknown>>(
        'SELECT * FROM client_events WHERE visit_id = $visit ORDER BY ts, sequence_number',
        { visit: visitId },
      );
      return result.map((row) => eventFromRow<ClientEvent>(EVENT_TABLES.client, row));
    },
    async totals() {
      const [row] = await rows<{ client: bigint; server: bigint }>(
        'SELECT (SELECT count(*) FROM client_events) AS client, (SELECT count(*) FROM server_events) AS server',
      );
      return { client: Number(row?.client ?? 0), server: Number(row?.server ?? 0) };
    },
    async ping() {
      await rows('SELECT 1');
    },
    async close() {
      await queue;
      reader.closeSync();
      writer.closeSync();
      instance.closeSync();
    },
  };
}
