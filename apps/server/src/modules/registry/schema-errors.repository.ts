import type { SchemaError, SchemaProblemReason } from '@prism/domain';
import type { Queryable } from '../../plugins/stores';

/** What one batch adds to one schema-error row: its key, how many events, the latest message and visit. */
export interface SchemaErrorAdd {
  appId: string;
  eventType: string;
  /** '' when the event named no case. */
  eventCaseId: string;
  field: string;
  reason: SchemaProblemReason;
  count: number;
  message: string;
  visitId: string;
}

interface SchemaErrorRow {
  app_id: string;
  event_type: string;
  event_case_id: string;
  field: string;
  reason: SchemaProblemReason;
  message: string;
  count: string | number;
  first_seen_at: string | number;
  last_seen_at: string | number;
  visit_id: string;
}

const HOUR_MS = 3_600_000;

/** Schema errors seen in arriving events, counted per hour of arrival (the status page's report). */
export const schemaErrorsRepository = {
  /**
   * Adds one batch's problems in one statement. Rows of the same key add up, whichever server
   * wrote them; the latest message and visit win. `rows` must hold each key once.
   */
  async add(db: Queryable, rows: readonly SchemaErrorAdd[], seenAt: number): Promise<void> {
    if (rows.length === 0) return;
    await db.query(
      `INSERT INTO schema_errors AS e (hour_at, app_id, event_type, event_case_id, field, reason, count,
         first_seen_at, last_seen_at, message, visit_id)
       SELECT $2::bigint, r."appId", r."eventType", r."eventCaseId", r.field, r.reason, r.count, $3::bigint,
         $3::bigint, r.message, r."visitId"
       FROM jsonb_to_recordset($1::jsonb) AS r("appId" text, "eventType" text, "eventCaseId" text, field text,
         reason text, count bigint, message text, "visitId" text)
       ON CONFLICT (hour_at, app_id, event_type, event_case_id, field, reason) DO UPDATE SET
         count = e.count + EXCLUDED.count,
         first_seen_at = LEAST(e.first_seen_at, EXCLUDED.first_seen_at),
         last_seen_at = GREATEST(e.last_seen_at, EXCLUDED.last_seen_at),
         message = CASE WHEN EXCLUDED.last_seen_at >= e.last_seen_at THEN EXCLUDED.message ELSE e.message END,
         visit_id = CASE WHEN EXCLUDED.last_seen_at >= e.last_seen_at THEN EXCLUDED.visit_id ELSE e.visit_id END`,
      [JSON.stringify(rows), Math.floor(seenAt / HOUR_MS) * HOUR_MS, seenAt],
    );
  },

  /**
   * The problems seen since `sinceMs` (by the hour they arrived in), summed over those hours per
   * application, event type, event case, field and reason, most seen first. `appIds` empty: all.
   */
  async list(db: Queryable, query: { appIds: readonly string[]; sinceMs: number }): Promise<SchemaError[]> {
    const rows = await db.query<SchemaErrorRow>(
      `SELECT app_id, event_type, event_case_id, field, reason, sum(count) AS count,
         min(first_seen_at) AS first_seen_at, max(last_seen_at) AS last_seen_at,
         (array_agg(message ORDER BY last_seen_at DESC))[1] AS message,
         (array_agg(visit_id ORDER BY last_seen_at DESC))[1] AS visit_id
       FROM schema_errors
       WHERE hour_at >= $1::bigint - ${HOUR_MS - 1} AND last_seen_at >= $1::bigint
         AND (cardinality($2::text[]) = 0 OR app_id = ANY($2::text[]))
       GROUP BY app_id, event_type, event_case_id, field, reason
       ORDER BY count DESC, last_seen_at DESC, app_id, field
       LIMIT 1000`,
      [query.sinceMs, query.appIds],
    );
    return rows.map((row) => ({
      appId: row.app_id,
      eventType: row.event_type,
      eventCaseId: row.event_case_id === '' ? null : row.event_case_id,
      field: row.field,
      reason: row.reason,
      message: row.message,
      count: Number(row.count),
      firstSeenAt: Number(row.first_seen_at),
      lastSeenAt: Number(row.last_seen_at),
      visitId: row.visit_id,
    }));
  },

  /** Events with problems per application since `sinceMs`, and how many of them in the last hour. */
  async countsByApp(
    db: Queryable,
    query: { appIds: readonly string[]; sinceMs: number; hourStartMs: number },
  ): Promise<Map<string, { period: number; lastHour: number }>> {
    const rows = await db.query<{ app_id: string; period: string | number; last_hour: string | number }>(
      `SELECT app_id,
         sum(count) FILTER (WHERE last_seen_at >= $1::bigint) AS period,
         coalesce(sum(count) FILTER (WHERE last_seen_at >= $3::bigint), 0) AS last_hour
       FROM schema_errors
       WHERE last_seen_at >= LEAST($1::bigint, $3::bigint)
         AND (cardinality($2::text[]) = 0 OR app_id = ANY($2::text[]))
       GROUP BY app_id`,
      [query.sinceMs, query.appIds, query.hourStartMs],
    );
    return new Map(
      rows.map((row) => [row.app_id, { period: Number(row.period ?? 0), lastHour: Number(row.last_hour) }]),
    );
  },
};
