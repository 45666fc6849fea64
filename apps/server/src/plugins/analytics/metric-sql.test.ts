import { metricPlan, metricQuerySchema, type MetricQueryInput } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { metricSeriesSql, sqlIdentifier, type MetricDialect, type MetricParam } from './metric-sql';

/** A dialect that records what it binds, to see what reaches the SQL as text. */
function recordingDialect() {
  const bound: MetricParam[] = [];
  const dialect: MetricDialect = {
    bind(value) {
      bound.push(value);
      return `$p${bound.length - 1}`;
    },
    table: (name) => name,
    countAll: 'count(*)',
    countIf: (condition) => `count(*) FILTER (WHERE ${condition})`,
    countDistinct: (column) => `count(DISTINCT ${column})`,
    listHas: (column, value) => `list_contains(${column}, ${value})`,
    listHasAny: (column, values) => `list_has_any(${column}, ${values})`,
    listHasAll: (column, values) => `list_has_all(${column}, ${values})`,
    listEmpty: (column) => `len(${column}) = 0`,
    listElements: (column) => `unnest(${column})`,
    percentile: (column, q) => `quantile_disc(${column}, ${q})`,
    regexMatch: (text, pattern) => `regexp_matches(${text}, ${pattern})`,
    distinctList: (column) => `list(DISTINCT ${column})`,
    contains: (text, needle) => `contains(${text}, ${needle})`,
  };
  return { dialect, bound };
}

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20);
const sqlOf = (input: Partial<MetricQueryInput>) => {
  const { dialect, bound } = recordingDialect();
  const plan = metricPlan(
    metricQuerySchema.parse({ metric: 'page_views', type: 'line', appIDs: ['OneApp@Roku'], ...input }),
    NOW,
  );
  return { sql: metricSeriesSql(plan, dialect), bound };
};

describe('metric SQL', () => {
  it('writes checked identifiers out and binds anything else and every filter value, whatever it holds', () => {
    const { sql, bound } = sqlOf({
      appIDs: ['OneApp@Roku', "x') OR (1=1", 'Spaced App@Web'],
      environment: 'production',
      filter: ['pageName:home', 'operatingSystem:Roku'],
    });
    expect(sql).toContain("app_id IN ('OneApp@Roku', $p0, $p1)");
    expect(sql).toContain("environment = 'production'");
    expect(sql).toContain("event_type = 'pageView'");
    expect(sql).not.toContain('OR (1=1');
    // A filter value is bound even when it would pass as an identifier.
    expect(sql).not.toContain("'home'");
    expect(sql).not.toContain("'Roku'");
    expect(bound).toEqual(["x') OR (1=1", 'Spaced App@Web', 'home', 'Roku']);
  });

  it('writes no parameter for a query without filters, so the engine plans it once', () => {
    const { sql, bound } = sqlOf({ appIDs: ['OneApp@Roku', 'OneApp@Web'] });
    expect(bound).toEqual([]);
    expect(sql).toContain("app_id IN ('OneApp@Roku', 'OneApp@Web')");
  });

  it('asks for one application with =, checked or bound like any other', () => {
    expect(sqlOf({}).sql).toContain("app_id = 'OneApp@Roku'");
    const hostile = sqlOf({ appIDs: ["x' OR '1'='1"] });
    expect(hostile.sql).toContain('app_id = $p0');
    expect(hostile.bound).toEqual(["x' OR '1'='1"]);
  });

  it('reads only the columns a metric needs, never every column of the table', () => {
    const { sql } = sqlOf({ metric: 'devices', group: 'operatingSystem', step: DAY });
    expect(sql).not.toContain('*');
    expect(sql).toContain('(SELECT ts, device_id, operating_system AS g1 FROM client_events WHERE');
  });

  it.each(["a'b@Web", 'a b@Web', 'a\\b@Web', 'a;b@Web', "'@x", 'a\nb', 'x'.repeat(129), ''])(
    'binds %j rather than writing it out',
    (value) => {
      const { dialect, bound } = recordingDialect();
      expect(sqlIdentifier(value, dialect)).toBe('$p0');
      expect(bound).toEqual([value]);
    },
  );

  it('buckets equal days by division, and days across a DST change by their local midnights', () => {
    const utc = sqlOf({ period: `${NOW - 30 * DAY}:${NOW}`, step: DAY, origintz: 'UTC' }).sql;
    expect(utc).toContain(`(ts - (ts - ${NOW - 30 * DAY}) % ${DAY})`);
    expect(utc).not.toContain('CASE');
    // New York leaves daylight saving time on 2026-11-01: one of these days is 25 hours long.
    const start = Date.UTC(2026, 9, 25, 4);
    const newYork = sqlOf({
      period: `${start}:${start + 14 * DAY}`,
      step: DAY,
      origintz: 'America/New_York',
    });
    expect(newYork.sql).toContain('CASE WHEN ts <');
  });
});
