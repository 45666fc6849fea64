import { CLIENT_EVENT_COLUMNS, SERVER_EVENT_COLUMNS, type EventColumn } from '@prism/domain';

/**
 * The two event tables, their columns derived from the wire schema in `@prism/domain`. `orderBy` is
 * the order rows are kept in (ClickHouse's sorting key, the embedded store's rewrite order): every
 * chart asks about some applications (or services) over a time range, and most about one kind of
 * event (page views, errors, API calls; incoming or outgoing calls), so a chart of errors reads
 * the error rows of its applications and skips their page views and playback heartbeats.
 */
export const EVENT_TABLES = {
  client: {
    name: 'client_events',
    columns: CLIENT_EVENT_COLUMNS as readonly EventColumn[],
    orderBy: 'app_id, event_type, ts',
  },
  server: {
    name: 'server_events',
    columns: SERVER_EVENT_COLUMNS as readonly EventColumn[],
    orderBy: 'service, direction, ts',
  },
} as const;

export type EventTable = (typeof EVENT_TABLES)[keyof typeof EVENT_TABLES];

/**
 * Turns a stored row back into a wire event: 64-bit integers and 0/1 booleans as the engines return
 * them become numbers and booleans, and empty columns are left out, as a sender would.
 */
export function eventFromRow<E>(table: EventTable, row: Record<string, unknown>): E {
  const event: Record<string, unknown> = {};
  for (const col of table.columns) {
    const value = row[col.column];
    if (value === null || value === undefined) continue;
    if (col.kind === 'strings') {
      if ((value as unknown[]).length > 0) event[col.field] = [...(value as string[])];
    } else if (col.kind === 'bool') event[col.field] = value === true || value === 1 || value === '1';
    else if (col.kind === 'timestamp' || col.kind === 'int' || col.kind === 'float')
      event[col.field] = Number(value);
    else event[col.field] = value;
  }
  return event as E;
}

/**
 * The columns a stored table lacks: events gain fields over time, and a table created by an
 * earlier version must get them (added empty) before the first insert names them.
 */
export function missingColumns(
  table: EventTable,
  existing: Iterable<string>,
): EventTable['columns'][number][] {
  const have = new Set(existing);
  return table.columns.filter((col) => !have.has(col.column));
}

/** A string column of the table, checked against the schema: the only way a name enters SQL. */
export function stringColumn(table: EventTable, column: string): string {
  const found = table.columns.find((col) => col.column === column && col.kind === 'string');
  if (!found) throw new Error(`${table.name} has no string column ${column}`);
  return found.column;
}

/** One row of the per-application counts query, whatever numeric form the engine returns. */
export function appEventCountFromRow(row: { app_id: string; events: unknown; last_ts: unknown }) {
  return { appId: row.app_id, events: Number(row.events), lastEventMs: Number(row.last_ts) };
}
