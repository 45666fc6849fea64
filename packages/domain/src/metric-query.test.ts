import { describe, expect, it } from 'vitest';
import {
  MetricQueryError,
  metricBucketsShown,
  metricCompareQuery,
  metricPreviousQuery,
  metricFilterParse,
  metricPlan,
  metricQuerySchema,
  type MetricQueryInput,
} from './metric-query';
import { METRICS, metricById, metricDimension } from './metrics';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 3, 15, 7); // 15:07 UTC: now rounds down to 15:05
const query = (input: Partial<MetricQueryInput>) =>
  metricQuerySchema.parse({ metric: 'page_views', appIDs: ['OneApp@Roku'], ...input });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof MetricQueryError ? `${error.field}: ${error.message}` : String(error);
  }
  return 'no error';
};

describe('metricQuerySchema', () => {
  it('fills the defaults of the query model', () => {
    expect(query({})).toMatchObject({
      type: 'line',
      period: '24h',
      periodOffset: 0,
      partialData: false,
      fiscalTime: false,
      origintz: 'UTC',
      limit: 10,
      filter: [],
      filterOperators: {},
    });
  });

  it('refuses a bad period, time zone, environment, operator and empty app list', () => {
    const bad = (input: Record<string, unknown>) =>
      metricQuerySchema.safeParse({ metric: 'page_views', appIDs: ['a@Web'], ...input }).error?.issues[0]
        ?.message;
    expect(bad({ period: '7x' })).toBe('Invalid period supplied');
    expect(bad({ origintz: 'Mars/Olympus' })).toBe('Unknown time zone');
    expect(bad({ environment: 'prod' })).toMatch(/production|staging/);
    expect(bad({ filterOperators: { apiName: 'LIKE' } })).toBeDefined();
    expect(bad({ appIDs: [] })).toBeDefined();
    expect(bad({ limit: 1001 })).toBeDefined();
  });
});

describe('metricFilterParse', () => {
  it('groups name:value strings by name and keeps colons inside values', () => {
    expect([...metricFilterParse(['apiName:a', 'responseText:x:y', 'apiName:b', 'apiName:a'])]).toEqual([
      ['apiName', ['a', 'b']],
      ['responseText', ['x:y']],
    ]);
  });

  it('refuses a string without a name', () => {
    expect(refusal(() => metricFilterParse([':x']))).toBe('filter: filter: ":x" is not name:value');
    expect(refusal(() => metricFilterParse(['plain']))).toBe('filter: filter: "plain" is not name:value');
  });
});

describe('metricPlan', () => {
  it('resolves the period at now rounded to 5 minutes, with the default hourly step', () => {
    const plan = metricPlan(query({}), NOW);
    expect(plan.endMs).toBe(Date.UTC(2026, 10, 3, 15, 5));
    expect(plan.startMs).toBe(plan.endMs - 24 * HOUR);
    expect(plan.step.ms).toBe(HOUR);
    expect(plan.buckets[0]).toBe(Date.UTC(2026, 10, 2, 15));
    expect(plan.buckets).toHaveLength(25);
    expect(plan.bucketsEndMs).toBe(Date.UTC(2026, 10, 3, 16));
  });

  it('drops the still-filling last bucket and a first one begun before the range, unless partial data is asked for', () => {
    const plan = metricPlan(query({}), NOW);
    // 15:05 to 15:05 by hour: 15:00 yesterday holds 55 minutes of the range, 15:00 today 5.
    expect(metricBucketsShown(plan)).toEqual(plan.buckets.slice(1, -1));
    expect(metricBucketsShown(plan)).toHaveLength(23);
    // Last 7 days by day: the first day, begun at midnight before the range's 15:05, is dropped.
    const week = metricPlan(query({ period: '7d', step: 86_400_000, origintz: 'UTC' }), NOW);
    expect(week.buckets[0]).toBeLessThan(week.startMs);
    expect(metricBucketsShown(week)[0]).toBe(Date.UTC(2026, 9, 28));
    // A lone partial bucket stays.
    const short = metricPlan(query({ period: '1h', step: HOUR }), NOW);
    expect(metricBucketsShown(short)).toHaveLength(1);
    expect(metricBucketsShown(metricPlan(query({ partialData: true }), NOW))).toHaveLength(25);
    // A range that ends on a bucket boundary has no partial bucket.
    const whole = metricPlan(query({ period: `${Date.UTC(2026, 10, 1)}:${Date.UTC(2026, 10, 2)}` }), NOW);
    expect(metricBucketsShown(whole)).toHaveLength(24);
  });

  it('shifts by periodOffset and follows the origin time zone for days', () => {
    const plan = metricPlan(
      query({ period: '7d', periodOffset: 1, step: 86_400_000, origintz: 'Asia/Kolkata' }),
      NOW,
    );
    expect(plan.endMs).toBe(Date.UTC(2026, 10, 3, 15, 5) - 7 * 24 * HOUR);
    // Kolkata midnight is 18:30 UTC the day before.
    expect(
      plan.buckets.every((ms) => new Date(ms).getUTCHours() === 18 && new Date(ms).getUTCMinutes() === 30),
    ).toBe(true);
  });

  it("falls back to the range's default step when the step is not offered for the range", () => {
    expect(metricPlan(query({ period: '30d', step: 60_000 }), NOW).step.ms).toBe(24 * HOUR);
    expect(metricPlan(query({ period: '24h', step: 60 * 24 * HOUR }), NOW).step.ms).toBe(HOUR);
  });

  it('uses the metric default group for a top-N, and refuses what the metric cannot do', () => {
    expect(metricPlan(query({ type: 'top' }), NOW).group?.name).toBe('pageName');
    expect(refusal(() => metricPlan(query({ metric: 'nope' }), NOW))).toBe(
      'metric: metric: unknown metric "nope"',
    );
    expect(refusal(() => metricPlan(query({ group: 'service' }), NOW))).toBe(
      "group: Can't group this metric by: service",
    );
    expect(refusal(() => metricPlan(query({ filter: ['service:x', 'host:y', 'apiName:z'] }), NOW))).toBe(
      "filter: Can't filter this metric by: service, host",
    );
    expect(refusal(() => metricPlan(query({ metric: 'visits', type: 'top' }), NOW))).toBe(
      'group: group: a top-N of visits needs a group',
    );
  });

  it('checks each filter value count against its operator', () => {
    const plan = (filter: string[], filterOperators: Record<string, string>) =>
      refusal(() => metricPlan(query({ filter, filterOperators: filterOperators as never }), NOW));
    expect(plan(['apiName:a'], { apiName: 'EXISTS' })).toBe('filter: filter: apiName EXISTS takes no value');
    expect(plan(['apiName:a', 'apiName:b'], { apiName: 'IS' })).toBe(
      'filter: filter: apiName IS takes exactly one value',
    );
    expect(plan([], { apiName: 'IS_ONE_OF' })).toBe(
      'filter: filter: apiName IS_ONE_OF takes at least one value',
    );
    expect(metricPlan(query({ filterOperators: { apiName: 'EXISTS' } }), NOW).filters).toEqual([
      expect.objectContaining({ operator: 'EXISTS', values: [] }),
    ]);
    expect(metricPlan(query({ filter: ['apiName:a', 'apiName:b'] }), NOW).filters[0]?.operator).toBe(
      'IS_ONE_OF',
    );
  });

  it('refuses a series with too many buckets', () => {
    // Offered steps keep relative periods small; a 30-year absolute range of days does not fit.
    expect(refusal(() => metricPlan(query({ period: '13mo', step: 60_000 }), NOW))).toBe('no error');
    const decades = `${Date.UTC(1996, 0, 1)}:${Date.UTC(2026, 0, 1)}`;
    expect(refusal(() => metricPlan(query({ period: decades, step: 86_400_000 }), NOW))).toBe(
      'step: step: 10958 buckets is more than 10000',
    );
    expect(refusal(() => metricPlan(query({ period: decades, type: 'top' }), NOW))).toBe('no error');
  });
});

describe('metric catalogue', () => {
  it('names each metric once and gives every one a label, description and known dimensions', () => {
    expect(new Set(METRICS.map((metric) => metric.id)).size).toBe(METRICS.length);
    for (const metric of METRICS) {
      expect(metric.label && metric.description).toBeTruthy();
      for (const name of metric.dimensions) expect(metricDimension(metric, name)?.name).toBe(name);
      if (metric.defaultGroup) expect(metricDimension(metric, metric.defaultGroup)).toBeDefined();
    }
  });

  it('has the metrics the realtime calls of spec 000 section 7 name', () => {
    expect(metricById('top_sections.top')?.defaultGroup).toBe('appSection');
    expect(metricById('devices_all_types.top')?.defaultGroup).toBe('appVersion');
    expect(metricById('api_calls_full.top')?.defaultGroup).toBe('appVersion');
  });
});

describe('two-level shapes', () => {
  it('needs a sub-group for a sunburst or grid, and takes it nowhere else', () => {
    expect(refusal(() => metricPlan(query({ type: 'sunburst', group: 'appSection' }), NOW))).toBe(
      'subGroup: subGroup: a sunburst of page_views needs a subGroup',
    );
    expect(refusal(() => metricPlan(query({ type: 'line', subGroup: 'pageName' }), NOW))).toBe(
      'subGroup: subGroup: only a sunburst or a grid has a subGroup',
    );
    expect(refusal(() => metricPlan(query({ type: 'grid', subGroup: 'service' }), NOW))).toBe(
      "subGroup: Can't group this metric by: service",
    );
    const plan = metricPlan(query({ type: 'sunburst', subGroup: 'pageName' }), NOW);
    expect([plan.group?.name, plan.subGroup?.name]).toEqual(['pageName', 'pageName']);
  });

  it('draws the network from API hosts to API names', () => {
    const plan = metricPlan(query({ metric: 'api_calls', type: 'network' }), NOW);
    expect([plan.group?.field, plan.subGroup?.field]).toEqual(['apiHost', 'apiName']);
  });
});

describe('compare and previous period', () => {
  const base = query({
    filter: ['appVersion:2.0.0', 'pageName:home'],
    filterOperators: { appVersion: 'IS' },
  });

  it('compares with all data, another version, or the previous period', () => {
    expect(metricCompareQuery(base)).toBeNull();
    const all = metricCompareQuery({ ...base, compareFeature: 'allData' });
    expect([all?.filter, all?.filterOperators, all?.periodOffset]).toEqual([['pageName:home'], {}, 0]);
    const other = metricCompareQuery({ ...base, compareFeature: 'anotherVersion', compareVersion: '1.9.0' });
    expect([other?.filter, other?.periodOffset]).toEqual([['pageName:home', 'appVersion:1.9.0'], 0]);
    const previous = metricCompareQuery({ ...base, compareFeature: 'previousPeriod', periodOffset: 2 });
    expect([previous?.filter, previous?.periodOffset]).toEqual([['pageName:home'], 3]);
    const previousOther = metricCompareQuery({
      ...base,
      compareFeature: 'previousPeriodOtherVersion',
      compareVersion: '1.9.0',
    });
    expect([previousOther?.filter, previousOther?.periodOffset, previousOther?.compareFeature]).toEqual([
      ['pageName:home', 'appVersion:1.9.0'],
      1,
      'none',
    ]);
  });

  it("asks for the compare version: 'Please select the compare version.'", () => {
    for (const compareFeature of ['anotherVersion', 'previousPeriodOtherVersion'] as const) {
      expect(refusal(() => metricCompareQuery({ ...base, compareFeature }))).toBe(
        'compareVersion: Please select the compare version.',
      );
    }
  });

  it('aligns the previous period one offset back (one month for month periods)', () => {
    const previous = metricPlan(metricPreviousQuery(query({ period: '7d' })), NOW);
    const current = metricPlan(query({ period: '7d' }), NOW);
    expect(current.startMs - previous.startMs).toBe(7 * 24 * HOUR);
    const october = metricPlan(metricPreviousQuery(query({ period: '1m' })), NOW);
    expect([october.startMs, october.endMs]).toEqual([Date.UTC(2026, 8, 1), Date.UTC(2026, 9, 1)]);
  });
});
