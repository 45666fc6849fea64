import {
  DAY_MS,
  MetricQueryError,
  type MetricCondition,
  type MetricDimension,
  type MetricFilter,
  type MetricMeasure,
  type MetricPlan,
} from '@prism/domain';
import {
  CLIENT_CALL_COLUMNS,
  SERVER_CALL_COLUMNS,
  apiMappedNameSql,
  apiUnmappedRowOf,
  apiUnmappedSql,
  type ApiUnmappedQuery,
  type ApiUnmappedRow,
} from './api-mapping-sql';
import { EVENT_TABLES } from './tables';

/**
 * The metric engine's SQL, written once for both engines: a statement is built from a checked
 * {@link MetricPlan}, column names come only from the event schema, every filter value a caller
 * sent is a bound parameter, identifiers are written out only once they pass a strict check
 * ({@link sqlIdentifier}), and numbers are checked whole numbers ({@link sqlInt}). Each engine
 * supplies a {@link MetricDialect} for what its SQL spells differently.
 */

/** A value bound into a statement. */
export type MetricParam = string | number | boolean | readonly string[];

export interface MetricDialect {
  /** Binds a value and returns its placeholder. */
  bind(value: MetricParam): string;
  /** Table reference, e.g. `client_events` or `db.client_events`. */
  table(name: string): string;
  countAll: string;
  countIf(condition: string): string;
  countDistinct(column: string): string;
  /** Is `value` (a bound list or scalar) in the list column? */
  listHas(column: string, value: string): string;
  listHasAny(column: string, values: string): string;
  listHasAll(column: string, values: string): string;
  listEmpty(column: string): string;
  /** One row per element of a list column (the elements as a column). */
  listElements(column: string): string;
  /** Nearest-rank percentile: the value at position ceil(q × n) of the sorted non-null values. */
  percentile(column: string, q: number): string;
  /** Does the text match the (bound) RE2 regular expression anywhere? Anchor it to match whole. */
  regexMatch(text: string, pattern: string): string;
  /** Does the text hold the (bound) substring? */
  contains(text: string, needle: string): string;
  /** The distinct values of a column over a group, as a list. */
  distinctList(column: string): string;
}

/** The stored column of a field of a metric's table; the schema is the only source of names. */
function columnOf(table: 'client' | 'server', field: string): { column: string; kind: string } {
  const found = EVENT_TABLES[table].columns.find((col) => col.field === field);
  if (!found) throw new Error(`${EVENT_TABLES[table].name} has no field ${field}`);
  return { column: found.column, kind: found.kind };
}

/**
 * A whole number written into the SQL. Only numbers the engine computed or checked reach here
 * (instants, steps, limits, status codes); writing them out rather than binding them lets both
 * engines fold the arithmetic and prune by timestamp, which bound parameters defeat.
 */
export function sqlInt(value: number | bigint): string {
  const number = typeof value === 'bigint' ? Number(value) : value;
  if (!Number.isSafeInteger(number)) throw new Error(`${String(value)} is not a whole number`);
  return String(number);
}

/** What an identifier written into the SQL may hold: letters, digits and `_ . @ : -`, no quote or space. */
export const SQL_IDENTIFIER = /^[A-Za-z0-9_.@:-]{1,128}$/;

/**
 * An identifier (an application or service id, an environment, a catalogue constant such as an
 * event type) as a quoted literal when it passes {@link SQL_IDENTIFIER}, or else bound. Written out,
 * a statement without filters has no parameters, so the engine plans it once (DuckDB plans a
 * statement with parameters at prepare and again when the values are bound, 2–3 ms of a 25 ms
 * hourly series on 10 M events). Nothing that fails the check reaches the SQL text.
 */
export function sqlIdentifier(value: string, d: MetricDialect): string {
  return SQL_IDENTIFIER.test(value) ? `'${value}'` : d.bind(value);
}

function conditionSql(plan: MetricPlan, condition: MetricCondition, d: MetricDialect): string {
  const { column } = columnOf(plan.metric.table, condition.field);
  if ('present' in condition) return `${column} IS NOT NULL`;
  if ('below' in condition) return `${column} < ${sqlInt(condition.below)}`;
  const value = condition.equals;
  if (typeof value === 'string') return `${column} = ${sqlIdentifier(value, d)}`;
  return `${column} = ${typeof value === 'number' ? sqlInt(value) : d.bind(value)}`;
}

/** A filter value as the column's type: numbers and flags are checked, never passed through. */
function typedValue(dimension: MetricDimension, value: string): MetricParam {
  if (dimension.kind === 'int') {
    if (!/^-?\d{1,10}$/.test(value))
      throw new MetricQueryError('filter', `filter: ${dimension.name} takes whole numbers, not "${value}"`);
    return Number(value);
  }
  if (dimension.kind === 'bool') {
    if (value !== 'true' && value !== 'false')
      throw new MetricQueryError('filter', `filter: ${dimension.name} is true or false, not "${value}"`);
    return value === 'true';
  }
  return value;
}

/**
 * What a dimension reads: its column, or for the mapped API name the rules' expression over the
 * call's columns (`api-mapping-sql.ts`), so grouping and filtering both see the mapped name.
 */
function dimensionSql(plan: MetricPlan, dimension: MetricDimension, d: MetricDialect): string {
  const { column } = columnOf(plan.metric.table, dimension.field);
  if (dimension.mapped !== 'apiName' || !plan.apiMapping) return column;
  const columns = plan.metric.table === 'client' ? CLIENT_CALL_COLUMNS : SERVER_CALL_COLUMNS;
  return apiMappedNameSql(plan.apiMapping, plan.appIds, columns, d);
}

/** Operators that keep a row when its value matches (the others keep it when it does not). */
const MATCHING_OPERATORS: ReadonlySet<MetricFilter['operator']> = new Set([
  'IS',
  'IS_ONE_OF',
  'IS_ALL_OF',
  'EXISTS',
]);

/**
 * A filter's condition. On the mapped API name a value matches a call by its mapped name or by its
 * raw `VERB /path`, so filters written before a mapping (saved dashboards, links, the technician
 * charts' work-order call) keep finding their calls: a matching operator keeps a row when either
 * name matches, an excluding one only when neither does.
 */
function filterSql(plan: MetricPlan, filter: MetricFilter, d: MetricDialect): string {
  const shown = dimensionSql(plan, filter.dimension, d);
  const raw = columnOf(plan.metric.table, filter.dimension.field).column;
  if (shown === raw) return filterOnSql(shown, filter, d);
  const join = MATCHING_OPERATORS.has(filter.operator) ? 'OR' : 'AND';
  return `(${filterOnSql(shown, filter, d)} ${join} ${filterOnSql(raw, filter, d)})`;
}

function filterOnSql(column: string, filter: MetricFilter, d: MetricDialect): string {
  const { operator } = filter;
  if (filter.dimension.kind === 'strings') {
    const list = () => d.bind(filter.values);
    const one = () => d.bind(filter.values[0]!);
    switch (operator) {
      case 'IS':
        return d.listHas(column, one());
      case 'IS_NOT':
        return `NOT ${d.listHas(column, one())}`;
      case 'IS_ONE_OF':
        return d.listHasAny(column, list());
      case 'IS_ALL_OF':
        return d.listHasAll(column, list());
      case 'IS_NONE_OF':
        return `NOT ${d.listHasAny(column, list())}`;
      case 'EXISTS':
        return `NOT ${d.listEmpty(column)}`;
      case 'DOES_NOT_EXIST':
        return d.listEmpty(column);
      case 'EXISTS_AND_IS_NOT':
        return `(NOT ${d.listEmpty(column)} AND NOT ${d.listHas(column, one())})`;
      case 'EXISTS_AND_IS_NOT_ONE_OF':
        return `(NOT ${d.listEmpty(column)} AND NOT ${d.listHasAny(column, list())})`;
    }
  }
  const values = filter.values.map((value) => typedValue(filter.dimension, value));
  const literal = (value: MetricParam) => (typeof value === 'number' ? sqlInt(value) : d.bind(value));
  const one = () => literal(values[0]!);
  // Each value on its own: the one IN form both engines read the same way, any column type.
  const anyOf = () => `${column} IN (${values.map(literal).join(', ')})`;
  switch (operator) {
    case 'IS':
      return `${column} = ${one()}`;
    case 'IS_NOT':
      return `(${column} IS NULL OR ${column} != ${one()})`;
    case 'IS_ONE_OF':
      return anyOf();
    case 'IS_ALL_OF':
      // A single-valued field equals all of the values only when they are one value.
      return new Set(values).size === 1 ? `${column} = ${one()}` : '1 = 0';
    case 'IS_NONE_OF':
      return `(${column} IS NULL OR NOT (${anyOf()}))`;
    case 'EXISTS':
      return `${column} IS NOT NULL`;
    case 'DOES_NOT_EXIST':
      return `${column} IS NULL`;
    case 'EXISTS_AND_IS_NOT':
      return `(${column} IS NOT NULL AND ${column} != ${one()})`;
    case 'EXISTS_AND_IS_NOT_ONE_OF':
      return `(${column} IS NOT NULL AND NOT (${anyOf()}))`;
  }
}

function measureSql(plan: MetricPlan, measure: MetricMeasure, d: MetricDialect): string {
  switch (measure.kind) {
    case 'events':
      return d.countAll;
    case 'distinct':
      return d.countDistinct(columnOf(plan.metric.table, measure.field).column);
    case 'successRate':
      return `100.0 * ${d.countIf(conditionSql(plan, measure.success, d))} / ${d.countAll}`;
    case 'average':
      return `avg(${columnOf(plan.metric.table, measure.field).column})`;
    case 'percentile':
      return d.percentile(columnOf(plan.metric.table, measure.field).column, measure.q);
    case 'share': {
      const part = `sum(${columnOf(plan.metric.table, measure.part).column})`;
      const rest = `sum(${columnOf(plan.metric.table, measure.rest).column})`;
      return `100.0 * ${part} / (${part} + ${rest})`;
    }
  }
}

/**
 * The plan's applications (a server metric's are services). One is `=`, not `IN (…)`: ClickHouse
 * 18.16 builds a set for a one-element `IN` and reads an app's hourly series a fifth slower.
 */
function appsSql(plan: MetricPlan, d: MetricDialect): string {
  const column = plan.metric.table === 'client' ? 'app_id' : 'service';
  const ids = plan.appIds.map((id) => sqlIdentifier(id, d));
  return ids.length === 1 ? `${column} = ${ids[0]}` : `${column} IN (${ids.join(', ')})`;
}

function whereSql(plan: MetricPlan, d: MetricDialect): string {
  const table = plan.metric.table;
  const parts = [`ts >= ${sqlInt(plan.startMs)}`, `ts < ${sqlInt(plan.endMs)}`, appsSql(plan, d)];
  if (plan.environment) parts.push(`environment = ${sqlIdentifier(plan.environment, d)}`);
  for (const condition of plan.metric.where) parts.push(conditionSql(plan, condition, d));
  const measure = plan.metric.measure;
  if (measure.kind === 'average' || measure.kind === 'percentile') {
    parts.push(`${columnOf(table, measure.field).column} IS NOT NULL`);
  }
  for (const filter of plan.filters) parts.push(filterSql(plan, filter, d));
  return parts.join(' AND ');
}

/** The fields a measure reads from each event. */
function measureFields(measure: MetricMeasure): string[] {
  switch (measure.kind) {
    case 'events':
      return [];
    case 'distinct':
    case 'average':
    case 'percentile':
      return [measure.field];
    case 'successRate':
      return [measure.success.field];
    case 'share':
      return [measure.part, measure.rest];
  }
}

/**
 * The events a plan reads: the time, the columns its measure reads, and its grouping values as
 * `g1` (group) and `g2` (sub-group). A list field (experiments, variants) gives one row per
 * element, so each event counts once per element. Only those columns: with `SELECT *` the engine
 * binds every column of the wide event table, half a millisecond of each query on DuckDB.
 */
function sourceSql(plan: MetricPlan, d: MetricDialect): string {
  const table = d.table(EVENT_TABLES[plan.metric.table].name);
  const measured = measureFields(plan.metric.measure).map(
    (field) => columnOf(plan.metric.table, field).column,
  );
  const groups = [plan.group, plan.subGroup].flatMap((dimension, i) => {
    if (!dimension) return [];
    const column = dimensionSql(plan, dimension, d);
    return [`${dimension.kind === 'strings' ? d.listElements(column) : column} AS g${i + 1}`];
  });
  const columns = [...new Set(['ts', ...measured]), ...groups];
  return `(SELECT ${columns.join(', ')} FROM ${table} WHERE ${whereSql(plan, d)})`;
}

/**
 * The bucket of each event: sub-day steps are whole multiples of the step in epoch time; longer
 * steps follow the plan's bucket starts (local midnights, week and fiscal month starts), which the
 * domain computed in the origin time zone, so DST and fiscal calendars never reach the SQL.
 */
function bucketSql(plan: MetricPlan): string {
  if (plan.step.ms < DAY_MS) return `(ts - ts % ${sqlInt(plan.step.ms)})`;
  const starts = plan.buckets;
  const first = starts[0];
  // Equal buckets (days or weeks with no DST change between them) are one division, not a branch
  // per bucket; every row is at or after the first bucket's start, so the remainder is never negative.
  if (
    first !== undefined &&
    first <= plan.startMs &&
    starts.every((start, i) => start === first + i * plan.step.ms) &&
    first + starts.length * plan.step.ms === plan.bucketsEndMs
  ) {
    return `(ts - (ts - ${sqlInt(first)}) % ${sqlInt(plan.step.ms)})`;
  }
  const branches = starts.slice(1).map((next, i) => `WHEN ts < ${sqlInt(next)} THEN ${sqlInt(starts[i]!)}`);
  const last = sqlInt(starts[starts.length - 1] ?? plan.startMs);
  return branches.length === 0 ? last : `CASE ${branches.join(' ')} ELSE ${last} END`;
}

/** The top `limit` values of g1 over the whole range, most first (ties by value). */
function topGroupsSql(plan: MetricPlan, source: string, measure: string): string {
  return `SELECT g1 FROM ${source} AS top_source WHERE g1 IS NOT NULL
    GROUP BY g1 ORDER BY ${measure} DESC, g1 LIMIT ${sqlInt(plan.limit)}`;
}

/** Rows `bucket, grp, value`: one per bucket (and group), buckets without events left out. */
export function metricSeriesSql(plan: MetricPlan, d: MetricDialect): string {
  const measure = measureSql(plan, plan.metric.measure, d);
  const source = sourceSql(plan, d);
  const bucket = bucketSql(plan);
  if (!plan.group) {
    return `SELECT ${bucket} AS bucket, NULL AS grp, ${measure} AS value FROM ${source} AS events
      GROUP BY bucket ORDER BY bucket`;
  }
  // The series of the top groups over the whole range, so a chart shows `limit` lines at most.
  return `SELECT ${bucket} AS bucket, g1 AS grp, ${measure} AS value FROM ${source} AS events
    WHERE g1 IN (${topGroupsSql(plan, source, measure)})
    GROUP BY bucket, grp ORDER BY bucket, grp`;
}

/**
 * Rows `grp, grp2, value` over the whole range: one row without a group; the top `limit` groups;
 * or, with a sub-group, every sub-group of the top `limit` groups.
 */
export function metricTotalsSql(plan: MetricPlan, d: MetricDialect): string {
  const measure = measureSql(plan, plan.metric.measure, d);
  const source = sourceSql(plan, d);
  if (!plan.group) return `SELECT NULL AS grp, NULL AS grp2, ${measure} AS value FROM ${source} AS events`;
  if (!plan.subGroup) {
    return `SELECT g1 AS grp, NULL AS grp2, ${measure} AS value FROM ${source} AS events
      WHERE g1 IS NOT NULL GROUP BY grp ORDER BY value DESC, grp LIMIT ${sqlInt(plan.limit)}`;
  }
  return `SELECT g1 AS grp, g2 AS grp2, ${measure} AS value FROM ${source} AS events
    WHERE g2 IS NOT NULL AND g1 IN (${topGroupsSql(plan, source, measure)})
    GROUP BY grp, grp2 ORDER BY grp, value DESC, grp2`;
}

/**
 * A stats chart's series and its total in one statement, so the events are read once: rows
 * `bucket, value`, one per bucket with events and one with a NULL bucket for the whole range.
 * A distinct count first keeps each (bucket, value) pair once, then counts the pairs per bucket and
 * the distinct values over all of them; other measures use grouping sets. It needs `WITH` of a
 * subquery and grouping sets, which ClickHouse 18.16 lacks: that engine runs the two apart.
 */
export function metricStatsSql(plan: MetricPlan, d: MetricDialect): string {
  const source = sourceSql(plan, d);
  const bucket = bucketSql(plan);
  const measure = plan.metric.measure;
  if (measure.kind === 'distinct') {
    const { column } = columnOf(plan.metric.table, measure.field);
    return `WITH pairs AS MATERIALIZED (SELECT DISTINCT ${bucket} AS bucket, ${column} AS v
        FROM ${source} AS events WHERE ${column} IS NOT NULL)
      SELECT bucket, ${d.countAll} AS value FROM pairs GROUP BY bucket
      UNION ALL SELECT NULL AS bucket, ${d.countDistinct('v')} AS value FROM pairs`;
  }
  return `SELECT ${bucket} AS bucket, ${measureSql(plan, measure, d)} AS value FROM ${source} AS events
    GROUP BY GROUPING SETS ((bucket), ())`;
}

/** A stats chart's rows: the series of an ungrouped plan, and its value over the whole range. */
export interface MetricStatsRows {
  series: MetricSeriesRow[];
  total: number | null;
}

/** How many steps into a visit the journey sankey follows. */
export const TRANSITION_STEPS_MAX = 5;

/**
 * The events a journey sankey pairs: the plan's page views that have a page name. Each engine
 * orders a visit's page views by time and sequence number its own way (a window in DuckDB, sorted
 * arrays in ClickHouse 18.16, which has no window functions), so the statement is the engine's.
 */
export function metricTransitionsWhere(plan: MetricPlan, d: MetricDialect): string {
  return `${whereSql(plan, d)} AND page_name IS NOT NULL`;
}

/**
 * How often a visit went from page `from` at its `step`-th page view to page `to` at the next,
 * for the first {@link TRANSITION_STEPS_MAX} steps (the top `limit` pairs).
 */
export interface MetricTransitionRow {
  step: number;
  from: string;
  to: string;
  value: number;
}

export function metricTransitionRowOf(row: { step: unknown; src: unknown; dst: unknown; value: unknown }) {
  return { step: Number(row.step), from: String(row.src), to: String(row.dst), value: Number(row.value) };
}

export interface MetricSeriesRow {
  bucketMs: number;
  /** The group's value as text (response codes too); null without a group. */
  group: string | null;
  value: number | null;
}

export interface MetricTotalRow {
  group: string | null;
  /** The sub-group's value, when the plan has one. */
  group2: string | null;
  value: number | null;
}

/** A measured value whatever form the engine returns (bigint, numeric string, NaN of an empty mean). */
function valueOf(raw: unknown): number | null {
  if (raw === null || raw === undefined) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

const groupOf = (raw: unknown): string | null => (raw === null || raw === undefined ? null : String(raw));

export function metricSeriesRowOf(row: { bucket: unknown; grp: unknown; value: unknown }): MetricSeriesRow {
  return { bucketMs: Number(row.bucket), group: groupOf(row.grp), value: valueOf(row.value) };
}

export function metricTotalRowOf(row: { grp: unknown; grp2: unknown; value: unknown }): MetricTotalRow {
  return { group: groupOf(row.grp), group2: groupOf(row.grp2), value: valueOf(row.value) };
}

/** Runs a statement built with an engine's dialect and returns its rows. */
export type MetricRowsRun = <R>(build: (d: MetricDialect) => string) => Promise<R[]>;

/**
 * The metric methods both engines answer with the shared SQL above. `statsInOneStatement`: the
 * engine runs {@link metricStatsSql}; otherwise stats are a series and a total side by side.
 */
export function metricStoreMethods(run: MetricRowsRun, { statsInOneStatement = false } = {}) {
  const methods = {
    async metricSeries(plan: MetricPlan): Promise<MetricSeriesRow[]> {
      const rows = await run<{ bucket: unknown; grp: unknown; value: unknown }>((d) =>
        metricSeriesSql(plan, d),
      );
      return rows.map(metricSeriesRowOf);
    },
    async metricTotals(plan: MetricPlan): Promise<MetricTotalRow[]> {
      const rows = await run<{ grp: unknown; grp2: unknown; value: unknown }>((d) =>
        metricTotalsSql(plan, d),
      );
      return rows.map(metricTotalRowOf);
    },
    /** The calls no API-name mapping rule maps (the unknowns page), most calls first. */
    async apiCallsUnmapped(query: ApiUnmappedQuery): Promise<ApiUnmappedRow[]> {
      if (query.appIds.length === 0) return [];
      const rows = await run<Record<string, unknown>>((d) => apiUnmappedSql(query, d));
      return rows.map(apiUnmappedRowOf);
    },
    /** Stats of an ungrouped plan: its series and its total over the whole range. */
    async metricStats(plan: MetricPlan): Promise<MetricStatsRows> {
      if (!statsInOneStatement) {
        const [series, totals] = await Promise.all([methods.metricSeries(plan), methods.metricTotals(plan)]);
        return { series, total: totals[0]?.value ?? null };
      }
      const rows = await run<{ bucket: unknown; value: unknown }>((d) => metricStatsSql(plan, d));
      const total = rows.find((row) => row.bucket === null);
      return {
        series: rows
          .filter((row) => row.bucket !== null)
          .map((row) => metricSeriesRowOf({ ...row, grp: null }))
          .sort((a, b) => a.bucketMs - b.bucketMs),
        total: total ? valueOf(total.value) : null,
      };
    },
  };
  return methods;
}
