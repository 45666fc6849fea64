import path from 'node:path';
import {
  DuckDBInstance,
  LIST,
  VARCHAR,
  type DuckDBAppender,
  type DuckDBConnection,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { ClientEvent, EventColumnKind, ServerEvent } from '@prism/domain';
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

type ColumnWriter = (appender: DuckDBAppender, value: unknown) => void;

const STRING_LIST = LIST(VARCHAR);

/** One typed append per kind: the appender's typed calls are several times faster than generic values. */
const WRITE: Record<EventColumnKind, ColumnWriter> = {
  timestamp: (a, v) => a.appendBigInt(BigInt(v as number)),
  int: (a, v) => (v === undefined || v === null ? a.appendNull() : a.appendInteger(v as number)),
  float: (a, v) => (v === undefined || v === null ? a.appendNull() : a.appendDouble(v as number)),
  string: (a, v) => (v === undefined || v === null ? a.appendNull() : a.appendVarchar(v as string)),
  bool: (a, v) => (v === undefined || v === null ? a.appendNull() : a.appendBoolean(v as boolean)),
  strings: (a, v) => a.appendList((v as string[] | undefined) ?? [], STRING_LIST),
};

function createTableSql(table: EventTable): string {
  const columns = table.columns.map(
    (col) =>
      `${col.column} ${SQL_TYPE[col.kind]}${col.nullable && col.kind !== 'strings' ? '' : ' NOT NULL'}`,
  );
  return `CREATE TABLE IF NOT EXISTS ${table.name} (${columns.join(', ')})`;
}

interface PendingWrite {
  table: EventTable;
  rows: readonly Record<string, unknown>[];
  resolve(): void;
  reject(err: unknown): void;
}

/** Appends rows through DuckDB's appender, the engine's bulk path, row by row with typed calls. */
async function appendRows(
  connection: DuckDBConnection,
  table: EventTable,
  rows: readonly Record<string, unknown>[],
) {
  const appender = await connection.createAppender(table.name);
  const fields = table.columns.map((col) => col.field);
  const writers = table.columns.map((col) => WRITE[col.kind]);
  try {
    for (const row of rows) {
      for (let i = 0; i < writers.length; i++) writers[i]!(appender, row[fields[i]!]);
      appender.endRow();
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
}

/** The embedded analytics store: one DuckDB file in DATA_DIR. */
export async function createDuckDbAnalytics(dataDir: string): Promise<AnalyticsStore> {
  const instance = await DuckDBInstance.create(path.join(dataDir, 'analytics.duckdb'));
  const writer = await instance.connect();
  const reader = await instance.connect();
  for (const table of Object.values(EVENT_TABLES)) await writer.run(createTableSql(table));

  // Group commit: batches that arrive while a write is under way are stored together in the next
  // transaction, so the cost of a commit is shared. Each batch is acknowledged only after its
  // transaction commits; if that fails, every batch in it fails and none of them is stored.
  let pending: PendingWrite[] = [];
  let writing: Promise<void> | null = null;
  const drain = async () => {
    while (pending.length > 0) {
      const group = pending;
      pending = [];
      try {
        await writer.run('BEGIN TRANSACTION');
        for (const write of group) await appendRows(writer, write.table, write.rows);
        await writer.run('COMMIT');
        for (const write of group) write.resolve();
      } catch (err) {
        await writer.run('ROLLBACK').catch(() => undefined);
        for (const write of group) write.reject(err);
      }
    }
    writing = null;
  };
  const write = (table: EventTable, rows: readonly Record<string, unknown>[]) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ table, rows, resolve, reject });
      writing ??= drain();
    });

  const rows = async <R>(sql: string, params?: Record<string, DuckDBValue>): Promise<R[]> =>
    (await reader.runAndReadAll(sql, params)).getRowObjectsJS() as R[];

  return {
    engine: 'duckdb',
    insertClientEvents: (events: readonly ClientEvent[]) =>
      write(EVENT_TABLES.client, events as readonly Record<string, unknown>[]),
    insertServerEvents: (events: readonly ServerEvent[]) =>
      write(EVENT_TABLES.server, events as readonly Record<string, unknown>[]),
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
      await writing;
      reader.closeSync();
      writer.closeSync();
      instance.closeSync();
    },
  };
}
