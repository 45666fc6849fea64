/**
 * The event-schema registry's status page reads (issue 19, `GET /api/helix-report`): per client
 * application, when it last sent, how much in the last hour against the week before, and which
 * Helix versions its events declare. Each engine writes its own SQL (in `duckdb.ts` and
 * `clickhouse.ts`); the query and the rows' shape, which they share, live here.
 */

export interface AppActivityQuery {
  /** The applications asked about; none: every application that sent events. */
  appIds: readonly string[];
  /** Events at or after this count as the last hour. */
  hourStartMs: number;
  /** Events at or after this and before `hourStartMs` are the usual (the week before the hour). */
  usualStartMs: number;
  /** Helix versions are counted over events at or after this (the last 24 hours). */
  versionsStartMs: number;
}

export interface AppActivityRow {
  appId: string;
  lastEventMs: number;
  eventsLastHour: number;
  eventsUsual: number;
}

export interface AppHelixVersionRow {
  appId: string;
  version: string;
  events: number;
}

export interface AppActivity {
  apps: AppActivityRow[];
  helixVersions: AppHelixVersionRow[];
}

/** One activity row, whatever numeric form the engine returns. */
export function appActivityRowOf(row: {
  app_id: string;
  last_ts: unknown;
  last_hour: unknown;
  usual: unknown;
}): AppActivityRow {
  return {
    appId: row.app_id,
    lastEventMs: Number(row.last_ts),
    eventsLastHour: Number(row.last_hour),
    eventsUsual: Number(row.usual),
  };
}

/** One Helix version row, whatever numeric form the engine returns. */
export function appHelixVersionRowOf(row: {
  app_id: string;
  version: string;
  events: unknown;
}): AppHelixVersionRow {
  return { appId: row.app_id, version: row.version, events: Number(row.events) };
}
