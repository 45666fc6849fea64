import { sqlInt, type MetricDialect } from './metric-sql';

/** One application's own usage over a window: what the Prism Usage page shows for prism@Web. */
export interface AppUsageQuery {
  appId: string;
  startMs: number;
  endMs: number;
  /** Rows at most in each of the page and API lists. */
  limit: number;
}

export interface AppUsage {
  totals: {
    pageViews: number;
    users: number;
    visits: number;
    apiCalls: number;
    apiFailures: number;
    errors: number;
    feedback: number;
  };
  pages: { pageName: string; views: number; users: number }[];
  apiCalls: { verb: string; operation: string; calls: number; failures: number; avgMs: number | null }[];
}

/** A failed call as Prism reports it: 4xx and 5xx, with network failures reported as 500. */
const FAILED = 'api_response_code >= 400';
/** A user: the user marker, or for events sent without one (older senders) the device. */
const USER = 'coalesce(user_id, device_id)';

function where(query: AppUsageQuery, d: MetricDialect, eventType?: string): string {
  const parts = [
    `app_id = ${d.bind(query.appId)}`,
    `ts >= ${sqlInt(query.startMs)}`,
    `ts < ${sqlInt(query.endMs)}`,
  ];
  if (eventType) parts.push(`event_type = ${d.bind(eventType)}`);
  return parts.join(' AND ');
}

/**
 * The three statements of {@link AppUsage}, written once for both engines through their
 * {@link MetricDialect} (DuckDB's `count(*) FILTER`, ClickHouse's `countIf`, …); the column names
 * are the event schema's, every caller value is bound or a checked whole number.
 */
export const appUsageSql = {
  totals: (query: AppUsageQuery, d: MetricDialect) =>
    `SELECT ${d.countIf(`event_type = 'pageView'`)} AS page_views,
       ${d.countDistinct(USER)} AS users,
       ${d.countDistinct('visit_id')} AS visits,
       ${d.countIf(`event_type = 'apiCall'`)} AS api_calls,
       ${d.countIf(`event_type = 'apiCall' AND ${FAILED}`)} AS api_failures,
       ${d.countIf(`event_type = 'error'`)} AS errors,
       ${d.countIf(`event_type = 'userFeedback'`)} AS feedback
     FROM ${d.table('client_events')} WHERE ${where(query, d)}`,
  pages: (query: AppUsageQuery, d: MetricDialect) =>
    `SELECT page_name, ${d.countAll} AS views, ${d.countDistinct(USER)} AS users
     FROM ${d.table('client_events')}
     WHERE ${where(query, d, 'pageView')} AND page_name IS NOT NULL
     GROUP BY page_name ORDER BY views DESC, page_name LIMIT ${sqlInt(query.limit)}`,
  apiCalls: (query: AppUsageQuery, d: MetricDialect) =>
    `SELECT coalesce(api_http_verb, '') AS verb, api_name AS operation, ${d.countAll} AS calls,
       ${d.countIf(FAILED)} AS failures, avg(api_response_time_ms) AS avg_ms
     FROM ${d.table('client_events')}
     WHERE ${where(query, d, 'apiCall')} AND api_name IS NOT NULL
     GROUP BY verb, operation ORDER BY calls DESC, operation, verb LIMIT ${sqlInt(query.limit)}`,
};

export interface AppUsageRows {
  totals: Record<string, unknown>[];
  pages: Record<string, unknown>[];
  apiCalls: Record<string, unknown>[];
}

const count = (value: unknown) => Number(value ?? 0);

/** Turns the engines' rows (64-bit counts as bigint or text) into {@link AppUsage}. */
export function appUsageOf({ totals, pages, apiCalls }: AppUsageRows): AppUsage {
  const row = totals[0] ?? {};
  return {
    totals: {
      pageViews: count(row.page_views),
      users: count(row.users),
      visits: count(row.visits),
      apiCalls: count(row.api_calls),
      apiFailures: count(row.api_failures),
      errors: count(row.errors),
      feedback: count(row.feedback),
    },
    pages: pages.map((page) => ({
      pageName: String(page.page_name),
      views: count(page.views),
      users: count(page.users),
    })),
    apiCalls: apiCalls.map((call) => {
      const avg = call.avg_ms === null || call.avg_ms === undefined ? null : Number(call.avg_ms);
      return {
        verb: String(call.verb),
        operation: String(call.operation),
        calls: count(call.calls),
        failures: count(call.failures),
        avgMs: avg === null || Number.isNaN(avg) ? null : Math.round(avg * 10) / 10,
      };
    }),
  };
}

/** Reads {@link AppUsage} with an engine's row reader, one statement after the other. */
export async function appUsageRead(
  query: AppUsageQuery,
  metricRows: (build: (d: MetricDialect) => string) => Promise<Record<string, unknown>[]>,
): Promise<AppUsage> {
  const totals = await metricRows((d) => appUsageSql.totals(query, d));
  const pages = await metricRows((d) => appUsageSql.pages(query, d));
  const apiCalls = await metricRows((d) => appUsageSql.apiCalls(query, d));
  return appUsageOf({ totals, pages, apiCalls });
}
