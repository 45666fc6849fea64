import type { ClientEvent, MetricPlan, RecentVisit, ServerEvent, TraceLocation } from '@prism/domain';
import type { ApiUnmappedQuery, ApiUnmappedRow } from './analytics/api-mapping-sql';
import type { AppUsage, AppUsageQuery } from './analytics/app-usage-sql';
import type { AppActivity, AppActivityQuery } from './analytics/helix-report-sql';
import type { RecentVisitsStoreQuery } from './analytics/visit-sql';
import type {
  MetricSeriesRow,
  MetricStatsRows,
  MetricTotalRow,
  MetricTransitionRow,
} from './analytics/metric-sql';

/** Something SQL can be run on: the operational store itself or one of its transactions. */
export interface Queryable {
  /** Runs one statement with `$1…` parameters and returns its rows. */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

/** The operational store: PGlite in DATA_DIR by default, PostgreSQL with DATABASE_URL. */
export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: all of its writes land, or none. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface AppEventCount {
  appId: string;
  events: number;
  lastEventMs: number;
}

export interface TopValuesQuery {
  /** A string column of the client event table, from the event schema (never caller input). */
  column: string;
  appIds: readonly string[];
  startMs: number;
  endMs: number;
  environment?: string;
  limit: number;
}

/** The analytics store: DuckDB in DATA_DIR by default, ClickHouse with CLICKHOUSE_URL. */
export interface AnalyticsStore {
  readonly engine: 'duckdb' | 'clickhouse';
  /** Appends a whole batch; resolves only once it is stored. */
  insertClientEvents(events: readonly ClientEvent[]): Promise<void>;
  insertServerEvents(events: readonly ServerEvent[]): Promise<void>;
  /** Metric engine: a checked plan's series, one row per bucket (and group) that has events. */
  metricSeries(plan: MetricPlan): Promise<MetricSeriesRow[]>;
  /** Metric engine: a checked plan over its whole range, per group (top `limit`) or in one row. */
  metricTotals(plan: MetricPlan): Promise<MetricTotalRow[]>;
  /** Metric engine: an ungrouped plan's series and its total over the whole range (a stats chart). */
  metricStats(plan: MetricPlan): Promise<MetricStatsRows>;
  /** Metric engine: page-to-page transitions of visits (the customer journey sankey). */
  metricTransitions(plan: MetricPlan): Promise<MetricTransitionRow[]>;
  /** The API calls of some applications in a window that no API-name mapping rule maps, most first. */
  apiCallsUnmapped(query: ApiUnmappedQuery): Promise<ApiUnmappedRow[]>;
  /** Client events per application since `sinceMs` (all time when absent), most events first. */
  clientEventCountsByApp(sinceMs?: number): Promise<AppEventCount[]>;
  /**
   * Per client application: its last event, events in the last hour and in the week before it, and
   * the Helix versions its events declared (the registry's status page).
   */
  clientAppActivity(query: AppActivityQuery): Promise<AppActivity>;
  /** The client events of one visit in the order they happened (the sequence viewer's rows). */
  clientEventsOfVisit(visitId: string): Promise<ClientEvent[]>;
  /** The newest visits of some applications, newest start first (the sequence viewer's picker). */
  recentVisits(query: RecentVisitsStoreQuery): Promise<RecentVisit[]>;
  /**
   * The earliest event carrying a trace id, among some applications' events (all when absent), or
   * null: the sequence viewer's trace search.
   */
  clientEventByTraceId(traceId: string, appIds?: readonly string[]): Promise<TraceLocation | null>;
  /** One application's page views, users, visits and API calls in a window (the Prism Usage page). */
  appUsage(query: AppUsageQuery): Promise<AppUsage>;
  /**
   * The most frequent values of one client-event column for some applications in a time window,
   * most events first: the options of the data-driven filters (versions, sections, systems).
   */
  topClientValues(query: TopValuesQuery): Promise<{ value: string; events: number }[]>;
  /** Stored event totals, for health, seeding and benchmarks. */
  totals(): Promise<{ client: number; server: number }>;
  /**
   * Keeps the events in the order charts read them (by application, then time): rewrites the
   * finished days and weeks that need it (`duckdb-layout.ts`). ClickHouse keeps that order itself.
   * Returns how many ranges and rows were rewritten.
   */
  clusterEvents(nowMs?: number): Promise<{ ranges: number; rows: number }>;
  /** Throws when the store does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
