import { DAY_MS, HOUR_MS, MINUTE_MS } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  chartAxisTickFormat,
  chartCompareLabel,
  chartCompareLegendLabel,
  chartCompareName,
  chartCompareTag,
  chartDateFormat,
  chartLegendLabel,
  chartNumberFormat,
  chartTickIntervalMs,
  chartValueAxisRange,
} from './chart-format';

describe('chartTickIntervalMs (spec 001 section 9)', () => {
  it.each([
    [1, 10 * MINUTE_MS],
    [2, 30 * MINUTE_MS],
    [12, 3 * HOUR_MS],
    [24, 6 * HOUR_MS],
    [168, DAY_MS],
    [240, DAY_MS],
    [336, 2 * DAY_MS],
    [720, 5 * DAY_MS],
    [2160, 14 * DAY_MS],
    [2161, 30 * DAY_MS],
  ])('a span of %i hours ticks every %i ms', (hours, interval) => {
    expect(chartTickIntervalMs(hours * HOUR_MS)).toBe(interval);
  });

  it('takes the next band just past a boundary', () => {
    expect(chartTickIntervalMs(HOUR_MS + 1)).toBe(30 * MINUTE_MS);
    expect(chartTickIntervalMs(24 * HOUR_MS + 1)).toBe(DAY_MS);
  });
});

// Sunday 22 November 2026, 14:35 in New York (19:35 UTC).
const AT = Date.UTC(2026, 10, 22, 19, 35);

describe('chartDateFormat', () => {
  it("reads 'MMMM D, YYYY hh:mm a' for steps up to 12 hours", () => {
    expect(chartDateFormat(AT, HOUR_MS, 'America/New_York')).toBe('November 22, 2026 02:35 PM');
    expect(chartDateFormat(AT, 12 * HOUR_MS, 'UTC')).toBe('November 22, 2026 07:35 PM');
  });

  it('reads the date alone for a day, week or month step and anything longer than 12 hours', () => {
    expect(chartDateFormat(AT, DAY_MS, 'America/New_York')).toBe('November 22, 2026');
    expect(chartDateFormat(AT, 7 * DAY_MS, 'UTC')).toBe('November 22, 2026');
    expect(chartDateFormat(AT, 30 * DAY_MS, 'UTC')).toBe('November 22, 2026');
  });

  it('reads the day in the chart time zone', () => {
    const lateUtc = Date.UTC(2026, 10, 23, 2, 0);
    expect(chartDateFormat(lateUtc, DAY_MS, 'America/New_York')).toBe('November 22, 2026');
    expect(chartDateFormat(lateUtc, DAY_MS, 'UTC')).toBe('November 23, 2026');
  });
});

describe('chartAxisTickFormat', () => {
  it('shows the time of day for steps under 12 hours, with the date at midnight', () => {
    expect(chartAxisTickFormat(AT, HOUR_MS, 'America/New_York')).toBe('02:35 PM');
    expect(chartAxisTickFormat(Date.UTC(2026, 10, 22), HOUR_MS, 'UTC')).toBe('Nov 22\n12:00 AM');
  });

  it('shows the date for steps of 12 hours and more', () => {
    expect(chartAxisTickFormat(AT, DAY_MS, 'America/New_York')).toBe('Nov 22');
  });
});

describe('chartLegendLabel', () => {
  it('keeps labels of up to 14 characters', () => {
    expect(chartLegendLabel('Android TV 14a')).toBe('Android TV 14a');
  });

  it('cuts longer labels at 14 characters', () => {
    expect(chartLegendLabel('Operating System X')).toBe('Operating Syst…');
  });
});

describe('chartNumberFormat', () => {
  it('writes counts with thousands separators', () => {
    expect(chartNumberFormat(1234567, 'count')).toBe('1,234,567');
  });

  it('writes success rates and percentages with one decimal', () => {
    expect(chartNumberFormat(97.456, 'percent')).toBe('97.5%');
    expect(chartNumberFormat(100, 'percent')).toBe('100.0%');
  });

  it('writes other numbers with two decimals', () => {
    expect(chartNumberFormat(1234.5, 'decimal')).toBe('1,234.50');
  });

  it('writes a dash for a missing value', () => {
    expect(chartNumberFormat(null, 'count')).toBe('–');
  });
});

describe('chartCompareLabel', () => {
  it('names what a compare series is of', () => {
    expect(chartCompareLabel('previousPeriod')).toBe('previous period');
    expect(chartCompareLabel('allData')).toBe('all app data');
    expect(chartCompareLabel('anotherVersion', '1.9.0')).toBe('version 1.9.0');
    expect(chartCompareLabel('previousPeriodOtherVersion', '1.9.0')).toBe('previous period, version 1.9.0');
    expect(chartCompareName('Android', chartCompareLabel('previousPeriod'))).toBe(
      'Android (previous period)',
    );
  });
});

describe('chartValueAxisRange', () => {
  it('fits a success rate between 95 and 100 % instead of 0 to 100', () => {
    const range = chartValueAxisRange([95.4, 98.2, 99.9, 100], 'percent');
    expect(range).not.toBeNull();
    expect(range!.min).toBeGreaterThan(90);
    expect(range!.min).toBeLessThanOrEqual(95.4);
    expect(range!.max).toBe(100);
    // Ticks on the same steps as the ends, so the last tick is the max.
    expect((range!.max - range!.min) % range!.interval).toBeCloseTo(0);
  });

  it('keeps percentages within 0 to 100 and positive means above 0', () => {
    expect(chartValueAxisRange([0, 2, 5], 'percent')!.min).toBe(0);
    expect(chartValueAxisRange([100], 'percent')).toMatchObject({ min: expect.any(Number), max: 100 });
    const means = chartValueAxisRange([0.2, 0.3], 'decimal')!;
    expect(means.min).toBeGreaterThanOrEqual(0);
    expect(means.min).toBeLessThanOrEqual(0.2);
    expect(means.max).toBeGreaterThanOrEqual(0.3);
  });

  it('leaves counts on their 0 baseline and an empty series to the default', () => {
    expect(chartValueAxisRange([1200, 1300], 'count')).toBeNull();
    expect(chartValueAxisRange([], 'percent')).toBeNull();
  });
});

describe('chartCompareLegendLabel', () => {
  it('keeps a compare series apart from its own in a legend cut at 14 characters', () => {
    expect(chartCompareTag('previousPeriodOtherVersion', '1.9.0')).toBe('prev v1.9.0');
    const own = chartLegendLabel('API success rate');
    const compared = chartCompareLegendLabel('API success rate', chartCompareTag('previousPeriod'));
    expect(compared).toBe('API suc… (prev)');
    expect(compared).not.toBe(own);
    expect(chartCompareLegendLabel('Devices', 'prev')).toBe('Devices (prev)');
  });
});
