import type { RecentVisit, TraceLocation } from '@prism/domain';

type Environment = RecentVisit['environment'];

/**
 * The sequence viewer's reads beside `clientEventsOfVisit`: the newest visits of some applications
 * and the event a trace id was seen on. Each engine writes its own SQL (in `duckdb.ts` and
 * `clickhouse.ts`); the windowing and the rows' shape, which they share, live here.
 */

export interface RecentVisitsStoreQuery {
  appIds: readonly string[];
  environment?: Environment;
  limit: number;
}

/**
 * One pass over a window of events: visits with an event at or after `scanFromMs` (no bound when
 * null) that started at or after `startFromMs`, newest start first, at most `limit`.
 */
export interface VisitWindow {
  scanFromMs: number | null;
  startFromMs: number | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * The windows tried, back from the applications' latest event, until one holds enough visits: the
 * newest visits of a busy app are all in its last day, and grouping a day of events by visit is
 * far cheaper than grouping all of them; a quiet app widens to a week, a month, then everything.
 */
export const RECENT_VISIT_WINDOWS_MS: readonly (number | null)[] = [DAY_MS, 7 * DAY_MS, 30 * DAY_MS, null];
/**
 * How much earlier than a window's start its events are read, so a visit that began just before
 * the window (and would look as if it began at its edge) is seen to, and left out: longer than any
 * visit lasts.
 */
export const VISIT_SPAN_MAX_MS = 12 * HOUR_MS;

/**
 * The newest visits: the engine's latest event time of the applications, then visit windows
 * ({@link RECENT_VISIT_WINDOWS_MS}) until one fills `limit` or all events have been read.
 */
export async function recentVisitsRead(
  query: RecentVisitsStoreQuery,
  engine: {
    latestMs(query: RecentVisitsStoreQuery): Promise<number | null>;
    visits(query: RecentVisitsStoreQuery, window: VisitWindow): Promise<Record<string, unknown>[]>;
  },
): Promise<RecentVisit[]> {
  if (query.appIds.length === 0) return [];
  const latest = await engine.latestMs(query);
  if (latest === null) return [];
  for (const span of RECENT_VISIT_WINDOWS_MS) {
    const window: VisitWindow =
      span === null
        ? { scanFromMs: null, startFromMs: null }
        : { scanFromMs: latest - span - VISIT_SPAN_MAX_MS, startFromMs: latest - span };
    const rows = await engine.visits(query, window);
    if (rows.length >= query.limit || span === null) return rows.map(recentVisitOfRow);
  }
  return [];
}

/**
 * One row of an engine's visits query: the visit's application, device and environment are its
 * first event's; 64-bit numbers come as bigint or text; no page comes as null or ''.
 */
export function recentVisitOfRow(row: Record<string, unknown>): RecentVisit {
  const page = row.first_page;
  return {
    visitId: String(row.visit_id),
    appId: String(row.visit_app),
    deviceId: String(row.visit_device),
    environment: String(row.visit_environment) as Environment,
    startMs: Number(row.start_ts),
    endMs: Number(row.end_ts),
    events: Number(row.events),
    firstPage: typeof page === 'string' && page !== '' && Number(row.page_views ?? 1) > 0 ? page : null,
  };
}

/** The row of an engine's trace lookup. */
export function traceLocationOfRow(row: Record<string, unknown>): TraceLocation {
  return {
    traceId: String(row.trace_id),
    visitId: String(row.visit_id),
    appId: String(row.app_id),
    sequenceNumber: Number(row.sequence_number),
    timestamp: Number(row.ts),
  };
}
