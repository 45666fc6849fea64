import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type DuckDBConnection,
  DuckDBInstance,
  type DuckDBResultReader,
  listValue,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { ClientEvent, EventColumnKind, ServerEvent } from '@prism/domain';
import type { AnalyticsStore } from '../stores';
import { appUsageRead } from './app-usage-sql';
import { appActivityRowOf, appHelixVersionRowOf } from './helix-report-sql';
import { recentVisitsRead, traceLocationOfRow } from './visit-sql';
import { LAYOUT_RANGE_MS, type LayoutRange, layoutRangesDue } from './duckdb-layout';
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

/** Column types of each event field kind (exported for the contract tests' old-table fixture). */
export const DUCKDB_TYPE: Record<EventColumnKind, string> = {
  timestamp: 'BIGINT',
  int: 'INTEGER',
  float: 'DOUBLE',
  string: 'VARCHAR',
  bool: 'BOOLEAN',
  strings: 'VARCHAR[]',
};

function createTableSql(table: EventTable): string {
  const columns = table.columns.map(
    (col) =>
      `${col.column} ${DUCKDB_TYPE[col.kind]}${col.nullable && col.kind !== 'strings' ? '' : ' NOT NULL'}`,
  );
  return `CREATE TABLE IF NOT EXISTS ${table.name} (${columns.join(', ')})`;
}

const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The bulk load of one or more spooled NDJSON files into a table. DuckDB parses the files in C++ on
 * its own threads (with the column types given, nothing is sniffed), several times faster than
 * appending values one call at a time from JavaScript.
 */
export function duckDbLoadSql(table: EventTable, files: readonly string[]): string {
  const types = table.columns
    .map((col) => `${sqlString(col.field)}: ${sqlString(DUCKDB_TYPE[col.kind])}`)
    .join(', ');
  const select = table.columns
    .map(
      (col) =>
        (col.kind === 'strings' ? `coalesce("${col.field}", [])` : `"${col.field}"`) + ` AS ${col.column}`,
    )
    .join(', ');
  // Columns named, not positional: a column added by a later version sits at the table's end.
  const columns = table.columns.map((col) => col.column).join(', ');
  return `INSERT INTO ${table.name} (${columns}) SELECT ${select} FROM read_json([${files.map(sqlString).join(', ')}],
    format = 'newline_delimited', columns = {${types}})`;
}

interface PendingWrite {
  table: EventTable;
  rows: readonly object[];
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Spool folders of one DATA_DIR are named after it and after the process that made them, so a
 * server can tell its own leftovers (from a run that was killed) from another server's live spool.
 */
export const spoolPrefix = (dataDir: string) =>
  `prism-spool-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12)}-`;

/** Spool folders this process has open, so a second store on the same DATA_DIR keeps the first's. */
const liveSpoolDirs = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the spool folders a killed server of this DATA_DIR left behind: those of a process that no
 * longer runs, and this process's own that no open store uses. Called once the DuckDB file is open,
 * which no other process can hold at the same time.
 */
export async function spoolLeftoversRemove(base: string, dataDir: string): Promise<string[]> {
  const prefix = spoolPrefix(dataDir);
  const removed: string[] = [];
  for (const entry of await fs.readdir(base).catch(() => [] as string[])) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)-/.exec(entry.slice(prefix.length))?.[1]);
    const folder = path.join(base, entry);
    const leftover =
      !Number.isInteger(pid) || (pid === process.pid ? !liveSpoolDirs.has(folder) : !processAlive(pid));
    if (!leftover) continue;
    await fs.rm(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  return removed;
}

/** RAM-backed when the machine has it: spooled files live only until DuckDB has read them. */
export async function spoolBase(dataDir: string): Promise<string> {
  return fs.access('/dev/shm', fs.constants.W_OK).then(
    () => '/dev/shm',
    () => path.join(dataDir, 'spool'),
  );
}

async function createSpoolDir(dataDir: string): Promise<string> {
  const base = await spoolBase(dataDir);
  await fs.mkdir(base, { recursive: true, mode: 0o700 });
  await spoolLeftoversRemove(base, dataDir);
  // mkdtemp makes the folder 0700: event data in a shared /dev/shm is for this user only.
  const dir = await fs.mkdtemp(path.join(base, `${spoolPrefix(dataDir)}${process.pid}-`));
  liveSpoolDirs.add(dir);
  return dir;
}

/** Connections reads share (see `rows`). */
const READ_CONNECTIONS = 3;

/**
 * A result's rows as objects keyed by column name, with the same JavaScript values as
 * `getRowObjectsJS`, built from its columns: for an hourly month's 720 rows, 97 µs instead of 160.
 */
function rowObjectsOf<R>(result: DuckDBResultReader): R[] {
  const names = result.columnNames();
  const columns = result.getColumnsJS();
  const count = columns[0]?.length ?? 0;
  const rows = new Array<R>(count);
  for (let i = 0; i < count; i++) {
    const row: Record<string, unknown> = {};
    for (const [c, name] of names.entries()) row[name] = columns[c]![i];
    rows[i] = row as R;
  }
  return rows;
}

/** The embedded analytics store: one DuckDB file in DATA_DIR. */
export async function createDuckDbAnalytics(dataDir: string): Promise<AnalyticsStore> {
  // The default 16 MB checkpoint threshold checkpoints every few batches, which dominated ingestion
  // time; at 256 MB a checkpoint is rare and replaying the write-ahead log at start stays short.
  const instance = await DuckDBInstance.create(path.join(dataDir, 'analytics.duckdb'), {
    checkpoint_threshold: '256MB',
  });
  const spoolDir = await createSpoolDir(dataDir);
  const writer = await instance.connect();
  // Reads run on a few connections of their own, so the charts of one page are answered side by
  // side rather than one after another (DuckDB runs queries on separate connections concurrently).
  const readers = await Promise.all(Array.from({ length: READ_CONNECTIONS }, () => instance.connect()));
  const idle = [...readers];
  const waiting: ((reader: DuckDBConnection) => void)[] = [];
  const readerTake = () =>
    new Promise<DuckDBConnection>((resolve) => {
      const reader = idle.pop();
      if (reader) resolve(reader);
      else waiting.push(resolve);
    });
  const readerGive = (reader: DuckDBConnection) => {
    const next = waiting.shift();
    if (next) next(reader);
    else idle.push(reader);
  };
  for (const table of Object.values(EVENT_TABLES)) {
    await writer.run(createTableSql(table));
    const existing = (
      await writer.runAndReadAll(
        'SELECT column_name FROM information_schema.columns WHERE table_name = $name',
        {
          name: table.name,
        },
      )
    ).getRowObjectsJS() as { column_name: string }[];
    for (const col of missingColumns(
      table,
      existing.map((row) => row.column_name),
    )) {
      // Added columns are nullable (lists default to empty) whatever the wire schema says:
      // rows stored before the field existed have no value for it.
      const fallback = col.kind === 'strings' ? ' DEFAULT []' : '';
      await writer.run(
        `ALTER TABLE ${table.name} ADD COLUMN ${col.column} ${DUCKDB_TYPE[col.kind]}${fallback}`,
      );
    }
  }

  await writer.run(
    `CREATE TABLE IF NOT EXISTS event_layout (table_name VARCHAR NOT NULL, range_start BIGINT NOT NULL,
      range_ms BIGINT NOT NULL, clustered_rows BIGINT NOT NULL, PRIMARY KEY (table_name, range_start, range_ms))`,
  );
  // The order a range was rewritten in; ranges from before the order was recorded were by app and time.
  await writer.run(
    `ALTER TABLE event_layout ADD COLUMN IF NOT EXISTS row_order VARCHAR DEFAULT 'app_id, ts'`,
  );

  const inTransaction = async (connection: DuckDBConnection, work: () => Promise<void>) => {
    await connection.run('BEGIN TRANSACTION');
    try {
      await work();
      await connection.run('COMMIT');
    } catch (err) {
      await connection.run('ROLLBACK').catch(() => undefined);
      throw err;
    }
  };

  // Group commit: batches that arrive while a write is under way are stored together in the next
  // transaction, so the cost of a load is shared. Each batch is acknowledged only after a
  // transaction holding it commits. If a group's transaction fails, nothing of it was stored, and
  // its batches are stored again one transaction each: a batch the table cannot hold fails alone,
  // and the others of its group are stored and acknowledged.
  let pending: PendingWrite[] = [];
  let writing: Promise<void> | null = null;
  /** The layout pass in progress, if any, and whether the store is closing. */
  let clustering: Promise<unknown> = Promise.resolve();
  let closing = false;
  const load = (spooled: readonly { table: EventTable; file: string }[]) =>
    inTransaction(writer, async () => {
      for (const table of new Set(spooled.map((entry) => entry.table))) {
        await writer.run(
          duckDbLoadSql(
            table,
            spooled.filter((entry) => entry.table === table).map((entry) => entry.file),
          ),
        );
      }
    });
  const store = async (group: PendingWrite[]) => {
    const spooled = group.map((write) => ({
      write,
      table: write.table,
      file: path.join(spoolDir, `${randomUUID()}.ndjson`),
    }));
    try {
      await Promise.all(
        spooled.map(({ write, file }) =>
          fs.writeFile(file, write.rows.map((row) => JSON.stringify(row)).join('\n'), { mode: 0o600 }),
        ),
      );
      try {
        await load(spooled);
      } catch (err) {
        if (group.length === 1) throw err;
        for (const entry of spooled) {
          await load([entry]).then(
            () => entry.write.resolve(),
            (alone: unknown) => entry.write.reject(alone),
          );
        }
        return;
      }
      group.forEach((write) => write.resolve());
    } finally {
      await Promise.all(spooled.map(({ file }) => fs.rm(file, { force: true })));
    }
  };
  const drain = async () => {
    while (pending.length > 0) {
      const group = pending;
      pending = [];
      // A group that fails as a whole (its one batch, or spooling on a full disk) stored nothing.
      await store(group).catch((err: unknown) => group.forEach((write) => write.reject(err)));
    }
    writing = null;
  };
  const write = (table: EventTable, rows: readonly object[]) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ table, rows, resolve, reject });
      writing ??= drain();
    });

  const rows = async <R>(sql: string, params?: Record<string, DuckDBValue>): Promise<R[]> => {
    const reader = await readerTake();
    try {
      return rowObjectsOf<R>(await reader.runAndReadAll(sql, params));
    } finally {
      readerGive(reader);
    }
  };

  // Layout rewrites run on a connection of their own, one at a time, beside ingestion rather than
  // in its turn: DuckDB appends never conflict, and a rewrite deletes only the rows its snapshot
  // holds, so events that arrive meanwhile are kept (unordered, as late events are).
  const layout = await instance.connect();
  let layoutTurn: Promise<unknown> = Promise.resolve();

  /** Rewrites one range of a table in its `orderBy` order, and records how many rows it held. */
  const rewriteRange = (table: EventTable, range: LayoutRange): Promise<number> => {
    const run = layoutTurn.then(async () => {
      const within = `ts >= ${sqlInt(range.start)} AND ts < ${sqlInt(range.start + range.ms)}`;
      let rewritten = 0;
      await inTransaction(layout, async () => {
        await layout.run(
          `CREATE TEMP TABLE layout_rows AS SELECT * FROM ${table.name} WHERE ${within} ORDER BY ${table.orderBy}`,
        );
        await layout.run(`DELETE FROM ${table.name} WHERE ${within}`);
        await layout.run(`INSERT INTO ${table.name} SELECT * FROM layout_rows`);
        const [counted] = (
          await layout.runAndReadAll('SELECT count(*) AS n FROM layout_rows')
        ).getRowObjectsJS() as { n: bigint }[];
        rewritten = Number(counted?.n ?? 0);
        await layout.run(
          `INSERT OR REPLACE INTO event_layout (table_name, range_start, range_ms, clustered_rows, row_order)
           VALUES ($table, $start, $ms, $rows, $order)`,
          {
            table: table.name,
            start: BigInt(range.start),
            ms: BigInt(range.ms),
            rows: BigInt(rewritten),
            order: table.orderBy,
          },
        );
        await layout.run('DROP TABLE layout_rows');
      });
      return rewritten;
    });
    layoutTurn = run.catch(() => undefined);
    return run;
  };

  const dialect = (params: Record<string, DuckDBValue>): MetricDialect => ({
    bind(value) {
      const name = `p${Object.keys(params).length}`;
      params[name] = Array.isArray(value) ? listValue([...(value as string[])]) : (value as DuckDBValue);
      return `$${name}`;
    },
    table: (name) => name,
    countAll: 'count(*)',
    countIf: (condition) => `count(*) FILTER (WHERE ${condition})`,
    countDistinct: (column) => `count(DISTINCT ${column})`,
    listHas: (column, value) => `coalesce(list_contains(${column}, ${value}), false)`,
    listHasAny: (column, values) => `coalesce(list_has_any(${column}, ${values}), false)`,
    listHasAll: (column, values) => `coalesce(list_has_all(${column}, ${values}), false)`,
    listEmpty: (column) => `coalesce(len(${column}), 0) = 0`,
    listElements: (column) => `unnest(${column})`,
    // DuckDB's quantile_disc is the nearest-rank percentile.
    percentile: (column, q) => `quantile_disc(${column}, ${q})`,
    regexMatch: (text, pattern) => `regexp_matches(${text}, ${pattern})`,
    distinctList: (column) => `list(DISTINCT ${column})`,
    contains: (text, needle) => `contains(${text}, ${needle})`,
  });
  const metricRows = async <R>(build: (d: MetricDialect) => string): Promise<R[]> => {
    const params: Record<string, DuckDBValue> = {};
    const sql = build(dialect(params));
    // Without parameters the driver runs the text in one call; with any (even none) it prepares first.
    return rows<R>(sql, Object.keys(params).length > 0 ? params : undefined);
  };

  return {
    engine: 'duckdb',
    ...metricStoreMethods(metricRows, { statsInOneStatement: true }),
    async metricTransitions(plan) {
      const result = await metricRows<{ step: unknown; src: unknown; dst: unknown; value: unknown }>(
        (d) => `SELECT step, src, dst, count(*) AS value FROM (
          SELECT row_number() OVER visit AS step, page_name AS src, lead(page_name) OVER visit AS dst
          FROM client_events WHERE ${metricTransitionsWhere(plan, d)}
          WINDOW visit AS (PARTITION BY visit_id ORDER BY ts, sequence_number)
        ) AS pairs
        WHERE dst IS NOT NULL AND step <= ${TRANSITION_STEPS_MAX}
        GROUP BY step, src, dst ORDER BY value DESC, step, src, dst LIMIT ${sqlInt(plan.limit)}`,
      );
      return result.map(metricTransitionRowOf);
    },
    insertClientEvents: (events: readonly ClientEvent[]) => write(EVENT_TABLES.client, events),
    insertServerEvents: (events: readonly ServerEvent[]) => write(EVENT_TABLES.server, events),
    async clientEventCountsByApp(sinceMs) {
      const result = await rows<{ app_id: string; events: bigint; last_ts: bigint }>(
        `SELECT app_id, count(*) AS events, max(ts) AS last_ts FROM client_events
         WHERE ts >= $since GROUP BY app_id ORDER BY events DESC, app_id`,
        { since: BigInt(sinceMs ?? 0) },
      );
      return result.map(appEventCountFromRow);
    },
    appUsage: (query) => appUsageRead(query, metricRows),
    async clientAppActivity({ appIds, hourStartMs, usualStartMs, versionsStartMs }) {
      const some = appIds.length > 0;
      const apps = some ? 'AND list_contains($apps, app_id)' : '';
      const appParams: Record<string, DuckDBValue> = some ? { apps: listValue([...appIds]) } : {};
      const activity = await rows<{ app_id: string; last_ts: bigint; last_hour: bigint; usual: bigint }>(
        `SELECT app_id, max(ts) AS last_ts, count(*) FILTER (WHERE ts >= $hour) AS last_hour,
           count(*) FILTER (WHERE ts >= $usual AND ts < $hour) AS usual
         FROM client_events WHERE true ${apps} GROUP BY app_id ORDER BY app_id`,
        { ...appParams, hour: BigInt(hourStartMs), usual: BigInt(usualStartMs) },
      );
      const versions = await rows<{ app_id: string; version: string; events: bigint }>(
        `SELECT app_id, helix_spec_version AS version, count(*) AS events FROM client_events
         WHERE ts >= $since AND helix_spec_version IS NOT NULL ${apps}
         GROUP BY app_id, version ORDER BY app_id, events DESC, version`,
        { ...appParams, since: BigInt(versionsStartMs) },
      );
      return { apps: activity.map(appActivityRowOf), helixVersions: versions.map(appHelixVersionRowOf) };
    },
    async clientEventsOfVisit(visitId) {
      const result = await rows<Record<string, unknown>>(
        'SELECT * FROM client_events WHERE visit_id = $visit ORDER BY ts, sequence_number',
        { visit: visitId },
      );
      return result.map((row) => eventFromRow<ClientEvent>(EVENT_TABLES.client, row));
    },
    recentVisits: (query) =>
      recentVisitsRead(query, {
        async latestMs({ appIds, environment }) {
          const [row] = await rows<{ latest: bigint | null }>(
            `SELECT max(ts) AS latest FROM client_events
             WHERE list_contains($apps, app_id) AND ($environment IS NULL OR environment = $environment)`,
            { apps: listValue([...appIds]), environment: environment ?? null },
          );
          return row?.latest === null || row?.latest === undefined ? null : Number(row.latest);
        },
        visits: ({ appIds, environment, limit }, { scanFromMs, startFromMs }) =>
          rows<Record<string, unknown>>(
            `SELECT visit_id, arg_min(app_id, ts) AS visit_app, arg_min(device_id, ts) AS visit_device,
               arg_min(environment, ts) AS visit_environment, min(ts) AS start_ts, max(ts) AS end_ts,
               count(*) AS events,
               arg_min(page_name, ts) FILTER (WHERE event_type = 'pageView' AND page_name IS NOT NULL) AS first_page
             FROM client_events
             WHERE list_contains($apps, app_id) AND ($environment IS NULL OR environment = $environment)
               AND ts >= $scan_from
             GROUP BY visit_id HAVING min(ts) >= $start_from
             ORDER BY start_ts DESC, visit_id LIMIT $limit`,
            {
              apps: listValue([...appIds]),
              environment: environment ?? null,
              scan_from: BigInt(scanFromMs ?? 0),
              start_from: BigInt(startFromMs ?? 0),
              limit,
            },
          ),
      }),
    async clientEventByTraceId(traceId, appIds) {
      if (appIds?.length === 0) return null;
      const [row] = await rows<Record<string, unknown>>(
        `SELECT trace_id, visit_id, app_id, sequence_number, ts FROM client_events
         WHERE trace_id = $trace ${appIds === undefined ? '' : 'AND list_contains($apps, app_id)'}
         ORDER BY ts, sequence_number LIMIT 1`,
        appIds === undefined ? { trace: traceId } : { trace: traceId, apps: listValue([...appIds]) },
      );
      return row ? traceLocationOfRow(row) : null;
    },
    async topClientValues({ column, appIds, startMs, endMs, environment, limit }) {
      const value = stringColumn(EVENT_TABLES.client, column);
      const result = await rows<{ value: string; events: bigint }>(
        `SELECT ${value} AS value, count(*) AS events FROM client_events
         WHERE list_contains($apps, app_id) AND ts >= $start AND ts < $end
           AND ($environment IS NULL OR environment = $environment) AND ${value} IS NOT NULL
         GROUP BY value ORDER BY events DESC, value LIMIT $limit`,
        {
          apps: listValue([...appIds]),
          start: BigInt(startMs),
          end: BigInt(endMs),
          environment: environment ?? null,
          limit,
        },
      );
      return result.map((row) => ({ value: row.value, events: Number(row.events) }));
    },
    async totals() {
      const [row] = await rows<{ client: bigint; server: bigint }>(
        'SELECT (SELECT count(*) FROM client_events) AS client, (SELECT count(*) FROM server_events) AS server',
      );
      return { client: Number(row?.client ?? 0), server: Number(row?.server ?? 0) };
    },
    clusterEvents(nowMs = Date.now()) {
      const pass = clusterPass(nowMs);
      clustering = Promise.all([clustering, pass.catch(() => undefined)]);
      return pass;
    },
    async ping() {
      await rows('SELECT 1');
    },
    async close() {
      // A layout pass in progress finishes the range it is rewriting and starts no other.
      closing = true;
      await clustering;
      await writing;
      await layoutTurn;
      for (const reader of readers) reader.closeSync();
      layout.closeSync();
      writer.closeSync();
      instance.closeSync();
      await fs.rm(spoolDir, { recursive: true, force: true });
      liveSpoolDirs.delete(spoolDir);
    },
  };

  /** Puts the ranges that are due in layout order, one at a time; stops early once closing starts. */
  async function clusterPass(nowMs: number) {
    let ranges = 0;
    let rewritten = 0;
    for (const table of Object.values(EVENT_TABLES)) {
      if (closing) break;
      const counted = await rows<{ start: bigint; ms: bigint; n: bigint; clustered: bigint | null }>(
        `SELECT counts.start, counts.ms, counts.n, layout.clustered_rows AS clustered
           FROM (${Object.values(LAYOUT_RANGE_MS)
             .map(
               (ms) =>
                 `SELECT ts // ${sqlInt(ms)} * ${sqlInt(ms)} AS start, ${sqlInt(ms)}::BIGINT AS ms,
                  count(*) AS n FROM ${table.name} GROUP BY start`,
             )
             .join(' UNION ALL ')}) AS counts
           LEFT JOIN event_layout AS layout ON layout.table_name = $table
             AND layout.range_start = counts.start AND layout.range_ms = counts.ms
             AND layout.row_order = $order`,
        { table: table.name, order: table.orderBy },
      );
      const due = layoutRangesDue(
        counted.map((row) => ({
          start: Number(row.start),
          ms: Number(row.ms),
          rows: Number(row.n),
          clusteredRows: row.clustered === null ? undefined : Number(row.clustered),
        })),
        nowMs,
      );
      for (const range of due) {
        if (closing) break;
        rewritten += await rewriteRange(table, range);
        ranges += 1;
      }
    }
    return { ranges, rows: rewritten };
  }
}
