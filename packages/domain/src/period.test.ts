import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  DAY_MS,
  HOUR_MS,
  PeriodError,
  RANGE_MENU,
  RELATIVE_PERIODS,
  periodCanGoNext,
  periodDurationMs,
  periodNextTooltip,
  periodOffsetParse,
  periodParse,
  periodResolve,
  periodSchema,
  periodShift,
  periodType,
  type PeriodContext,
} from './period';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const SYDNEY = 'Australia/Sydney';

/** Epoch ms of a local wall-clock time in a zone. */
function at(iso: string, zone: string): number {
  const dt = DateTime.fromISO(iso, { zone });
  if (!dt.isValid) throw new Error(`bad test instant ${iso}`);
  return dt.toMillis();
}

/** A resolved range as local ISO wall-clock strings, easy to read in failures. */
function local(period: string, context: PeriodContext): [string, string] {
  const { startMs, endMs } = periodResolve(period, context);
  const zone = context.originTimeZone ?? context.timeZone;
  const show = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");
  return [show(startMs), show(endMs)];
}

function expectPeriodError(run: () => unknown, message: string) {
  expect(run).toThrow(PeriodError);
  expect(run).toThrow(message);
}

// Wednesday 18 November 2026, 14:37:42 in New York (standard time since 1 November).
const NOW = at('2026-11-18T14:37:42', NY);
const ctx: PeriodContext = { now: NOW, timeZone: NY };

describe('RANGE_MENU', () => {
  const expected: Record<string, [string, string]> = {
    'Last 1 hour': ['2026-11-18T13:35', '2026-11-18T14:35'],
    'Last 2 hours': ['2026-11-18T12:35', '2026-11-18T14:35'],
    'Last 12 hours': ['2026-11-18T02:35', '2026-11-18T14:35'],
    'Last 24 hours': ['2026-11-17T14:35', '2026-11-18T14:35'],
    Today: ['2026-11-18T00:00', '2026-11-18T14:35'],
    Yesterday: ['2026-11-17T00:00', '2026-11-18T00:00'],
    'Last 2 days': ['2026-11-16T14:35', '2026-11-18T14:35'],
    'Last 3 days': ['2026-11-15T14:35', '2026-11-18T14:35'],
    'Last 7 days': ['2026-11-11T14:35', '2026-11-18T14:35'],
    'Last 14 days': ['2026-11-04T14:35', '2026-11-18T14:35'],
    'Last 30 days': ['2026-10-19T14:35', '2026-11-18T14:35'],
    'Last week': ['2026-11-08T00:00', '2026-11-15T00:00'],
    'Previous week': ['2026-11-01T00:00', '2026-11-08T00:00'],
    'Week to date': ['2026-11-15T00:00', '2026-11-18T14:35'],
    'Last 1 month': ['2026-10-19T14:35', '2026-11-18T14:35'],
    'Last 3 months': ['2026-08-20T14:35', '2026-11-18T14:35'],
    'Last 6 months': ['2026-05-22T14:35', '2026-11-18T14:35'],
    'Last 13 months': ['2025-10-24T14:35', '2026-11-18T14:35'],
    'Previous month': ['2026-10-01T00:00', '2026-11-01T00:00'],
    'Previous 3 months': ['2026-08-01T00:00', '2026-11-01T00:00'],
    'Previous 6 months': ['2026-05-01T00:00', '2026-11-01T00:00'],
    'Month to date': ['2026-11-01T00:00', '2026-11-18T14:35'],
    'Year to date': ['2026-01-01T00:00', '2026-11-18T14:35'],
  };

  it('holds every entry of spec section 9, in order', () => {
    expect(RANGE_MENU.map(({ label }) => label)).toEqual(Object.keys(expected));
  });

  it.each(RANGE_MENU.map((entry) => [entry.label, entry] as const))('resolves %s', (label, entry) => {
    expect(local(entry.period, { ...ctx, periodOffset: entry.periodOffset })).toEqual(expected[label]);
  });

  it('counts a month as 30 days in relative math', () => {
    const { startMs, endMs } = periodResolve('2mo', { now: NOW, timeZone: 'UTC' });
    expect(endMs - startMs).toBe(60 * DAY_MS);
  });
});

describe('periodParse', () => {
  it('accepts every relative period of the spec', () => {
    for (const period of RELATIVE_PERIODS) expect(periodSchema.safeParse(period).success).toBe(true);
  });

  it('reads digits followed by fm, fw, m, w, d or h', () => {
    expect(periodParse('2fm')).toEqual({ kind: 'months', count: 2, fiscal: true });
    expect(periodParse('3fw')).toEqual({ kind: 'weeks', count: 3, fiscal: true });
    expect(periodParse('4m')).toEqual({ kind: 'months', count: 4, fiscal: false });
    expect(periodParse('5w')).toEqual({ kind: 'weeks', count: 5, fiscal: false });
    expect(periodParse('6d')).toEqual({ kind: 'rolling', unit: 'days', count: 6 });
    expect(periodParse('7h')).toEqual({ kind: 'rolling', unit: 'hours', count: 7 });
  });

  it('reads 1d as yesterday', () => {
    expect(periodParse('1d')).toEqual({ kind: 'yesterday' });
  });

  it('reads an absolute start:end range in epoch ms', () => {
    expect(periodParse('1700000000000:1700086400000')).toEqual({
      kind: 'absolute',
      startMs: 1700000000000,
      endMs: 1700086400000,
    });
  });

  it.each(['', 'abc', '0d', '7x', 'd7', '-7d', '7.5d', '5:5', '10:5', '1:2:3'])(
    "rejects '%s' with 'Invalid period supplied'",
    (period) => {
      expectPeriodError(() => periodParse(period), MSG.invalidPeriod);
      expect(periodSchema.safeParse(period).error?.issues[0]?.message).toBe(MSG.invalidPeriod);
    },
  );
});

describe('periodType', () => {
  it.each([
    ['24h', 'hoursAndDays'],
    ['7d', 'hoursAndDays'],
    ['13mo', 'hoursAndDays'],
    ['3m', 'completeMonths'],
    ['1fm', 'completeMonths'],
    ['1w', 'absoluteWeeks'],
    ['1fw', 'absoluteWeeks'],
    ['wtd', 'absoluteWeeks'],
    ['mtd', 'absoluteMonths'],
    ['ytd', 'absoluteMonths'],
    ['1d', 'absoluteDays'],
    ['today', 'absoluteDays'],
    ['1:2', 'absoluteDays'],
  ])('%s is %s', (period, type) => {
    expect(periodType(period)).toBe(type);
    expect(periodResolve(period, ctx).type).toBe(type);
  });
});

describe('periodDurationMs', () => {
  it('converts abbreviations to ms', () => {
    expect(periodDurationMs('24h')).toBe(DAY_MS);
    expect(periodDurationMs('7d')).toBe(7 * DAY_MS);
    expect(periodDurationMs('1fw')).toBe(7 * DAY_MS);
    expect(periodDurationMs('1fm')).toBe(30 * DAY_MS);
    expect(periodDurationMs('2mo')).toBe(60 * DAY_MS);
  });

  it.each(['', 'wtd', 'x7', '7 d', '7D'])("rejects '%s' as a bad abbreviation", (text) => {
    expectPeriodError(() => periodDurationMs(text), MSG.durationAbbreviationBad);
  });

  it.each(['7x', '0d', '99999999999999999mo'])("cannot convert '%s' to ms", (text) => {
    expectPeriodError(() => periodDurationMs(text), MSG.durationConversionFailed);
  });
});

describe('periodResolve', () => {
  it('rounds relative ends down to the last 5 minutes', () => {
    const end = (iso: string) => periodResolve('1h', { now: at(iso, NY), timeZone: NY }).endMs;
    expect(end('2026-11-18T14:39:59.999')).toBe(at('2026-11-18T14:35', NY));
    expect(end('2026-11-18T14:40:00')).toBe(at('2026-11-18T14:40', NY));
    expect(end('2026-11-18T14:40:00.001')).toBe(at('2026-11-18T14:40', NY));
  });

  it('rounds to 5 minutes in a zone with a 45-minute offset', () => {
    const now = at('2026-11-18T14:37:42', 'Asia/Kathmandu');
    expect(local('1h', { now, timeZone: 'Asia/Kathmandu' })).toEqual([
      '2026-11-18T13:35',
      '2026-11-18T14:35',
    ]);
  });

  it('reads the same instant as different days in different zones', () => {
    expect(local('1d', { now: NOW, timeZone: 'Pacific/Kiritimati' })).toEqual([
      '2026-11-18T00:00',
      '2026-11-19T00:00',
    ]);
    expect(local('1d', { now: NOW, timeZone: 'Etc/GMT+12' })).toEqual([
      '2026-11-17T00:00',
      '2026-11-18T00:00',
    ]);
  });

  it('uses the origin time zone for boundaries when given', () => {
    const inLondon = periodResolve('1d', { now: NOW, timeZone: NY, originTimeZone: LONDON });
    expect(inLondon.startMs).toBe(at('2026-11-17T00:00', LONDON));
    expect(inLondon.endMs).toBe(at('2026-11-18T00:00', LONDON));
    expect(inLondon.startMs).not.toBe(periodResolve('1d', ctx).startMs);
  });

  it("fails with 'Could not convert to date range' for an unknown zone", () => {
    expectPeriodError(
      () => periodResolve('7d', { now: NOW, timeZone: 'Mars/Olympus' }),
      MSG.dateRangeConversionFailed,
    );
  });

  it("fails with 'Could not convert to date range' for an offset past the dates a calendar holds", () => {
    for (const period of ['1fm', '3mo', 'ytd']) {
      expectPeriodError(
        () => periodResolve(period, { ...ctx, periodOffset: 3_286_170 }),
        MSG.dateRangeConversionFailed,
      );
    }
    expect(periodResolve('1fm', { ...ctx, periodOffset: 12 }).startMs).toBeLessThan(NOW);
  });

  it('returns absolute ranges as given', () => {
    expect(periodResolve('1000:5000', ctx)).toEqual({ startMs: 1000, endMs: 5000, type: 'absoluteDays' });
  });

  describe('daylight saving time', () => {
    it('New York spring forward: yesterday is 23 hours, 24h is 24 hours, 2d keeps the wall clock', () => {
      const yesterday = periodResolve('1d', { now: at('2026-03-09T12:00', NY), timeZone: NY });
      expect(yesterday.endMs - yesterday.startMs).toBe(23 * HOUR_MS);
      const spring = { now: at('2026-03-08T12:00', NY), timeZone: NY };
      expect(local('24h', spring)).toEqual(['2026-03-07T11:00', '2026-03-08T12:00']);
      expect(local('2d', spring)).toEqual(['2026-03-06T12:00', '2026-03-08T12:00']);
    });

    it('New York fall back: a week over the change is 169 hours', () => {
      const week = periodResolve('1w', { now: at('2026-11-11T09:00', NY), timeZone: NY });
      expect(week.startMs).toBe(at('2026-11-01T00:00', NY));
      expect(week.endMs - week.startMs).toBe(7 * DAY_MS + HOUR_MS);
    });

    it('London autumn change: yesterday is 25 hours', () => {
      const yesterday = periodResolve('1d', { now: at('2026-10-26T09:02', LONDON), timeZone: LONDON });
      expect(yesterday.startMs).toBe(at('2026-10-25T00:00', LONDON));
      expect(yesterday.endMs - yesterday.startMs).toBe(25 * HOUR_MS);
    });

    it('London spring change: month to date starts at local midnight of the 1st', () => {
      expect(local('mtd', { now: at('2026-03-30T10:00', LONDON), timeZone: LONDON })).toEqual([
        '2026-03-01T00:00',
        '2026-03-30T10:00',
      ]);
    });

    it('Sydney (southern hemisphere): October day is 23 hours, April day 25 hours', () => {
      const october = periodResolve('1d', { now: at('2026-10-05T08:00', SYDNEY), timeZone: SYDNEY });
      expect(october.endMs - october.startMs).toBe(23 * HOUR_MS);
      const april = periodResolve('1d', { now: at('2026-04-06T08:00', SYDNEY), timeZone: SYDNEY });
      expect(april.endMs - april.startMs).toBe(25 * HOUR_MS);
    });
  });

  describe('fiscal mode', () => {
    const fiscal = { ...ctx, fiscal: true };

    it('1fw is the last complete Friday-to-Thursday week', () => {
      expect(local('1fw', ctx)).toEqual(['2026-11-06T00:00', '2026-11-13T00:00']);
      expect(local('1w', fiscal)).toEqual(['2026-11-06T00:00', '2026-11-13T00:00']);
    });

    it('1fm is the last complete 29th-to-28th month', () => {
      expect(local('1fm', ctx)).toEqual(['2026-09-29T00:00', '2026-10-29T00:00']);
      expect(local('1m', fiscal)).toEqual(['2026-09-29T00:00', '2026-10-29T00:00']);
    });

    it('week, month and year to date start on fiscal boundaries', () => {
      expect(local('wtd', fiscal)).toEqual(['2026-11-13T00:00', '2026-11-18T14:35']);
      expect(local('mtd', fiscal)).toEqual(['2026-10-29T00:00', '2026-11-18T14:35']);
      expect(local('ytd', fiscal)).toEqual(['2025-12-29T00:00', '2026-11-18T14:35']);
    });

    it('crosses the year end: on 30 December the fiscal year and month have just begun', () => {
      const dec30 = { now: at('2026-12-30T10:00', NY), timeZone: NY, fiscal: true };
      expect(local('ytd', dec30)).toEqual(['2026-12-29T00:00', '2026-12-30T10:00']);
      expect(local('1m', dec30)).toEqual(['2026-11-29T00:00', '2026-12-29T00:00']);
    });

    it('leaves hour and day periods untouched', () => {
      expect(local('7d', fiscal)).toEqual(local('7d', ctx));
    });
  });

  describe('periodOffset', () => {
    it('shifts rolling periods back by their own length', () => {
      expect(local('1h', { ...ctx, periodOffset: 1 })).toEqual(['2026-11-18T12:35', '2026-11-18T13:35']);
      expect(local('7d', { ...ctx, periodOffset: 2 })).toEqual(['2026-10-28T14:35', '2026-11-04T14:35']);
    });

    it('shifts yesterday and today by a day and weeks by their length', () => {
      expect(local('1d', { ...ctx, periodOffset: 1 })).toEqual(['2026-11-16T00:00', '2026-11-17T00:00']);
      expect(local('today', { ...ctx, periodOffset: 1 })).toEqual(['2026-11-17T00:00', '2026-11-17T14:35']);
      expect(local('2w', { ...ctx, periodOffset: 1 })).toEqual(['2026-10-18T00:00', '2026-11-01T00:00']);
    });

    it('shifts month-type periods by one month per offset', () => {
      expect(local('3m', { ...ctx, periodOffset: 1 })).toEqual(['2026-07-01T00:00', '2026-10-01T00:00']);
      expect(local('2fm', { ...ctx, periodOffset: 1 })).toEqual(['2026-07-29T00:00', '2026-09-29T00:00']);
      expect(local('mtd', { ...ctx, periodOffset: 1 })).toEqual(['2026-10-01T00:00', '2026-10-18T14:35']);
      expect(local('ytd', { ...ctx, periodOffset: 1 })).toEqual(['2025-01-01T00:00', '2025-11-18T14:35']);
    });

    it('cuts a shifted to-date period at the end of its shorter month', () => {
      const march31 = { now: at('2027-03-31T10:00', NY), timeZone: NY, periodOffset: 1 };
      expect(local('mtd', march31)).toEqual(['2027-02-01T00:00', '2027-03-01T00:00']);
    });

    it('shifts absolute ranges by their length', () => {
      expect(periodResolve('1000:5000', { ...ctx, periodOffset: 2 })).toMatchObject({
        startMs: -7000,
        endMs: -3000,
      });
    });

    it("rejects a non-integer offset with 'Invalid period supplied'", () => {
      expectPeriodError(() => periodResolve('7d', { ...ctx, periodOffset: 0.5 }), MSG.invalidPeriod);
    });
  });
});

describe('periodOffsetParse', () => {
  it('defaults to 0 and turns a non-integer into 1', () => {
    expect(periodOffsetParse(undefined)).toBe(0);
    expect(periodOffsetParse('')).toBe(0);
    expect(periodOffsetParse('3')).toBe(3);
    expect(periodOffsetParse('1.5')).toBe(1);
    expect(periodOffsetParse('abc')).toBe(1);
  });
});

describe('previous and next', () => {
  it('previous raises the offset and resolves the earlier period', () => {
    expect(periodShift('24h', 'previous', ctx)).toEqual({
      startMs: at('2026-11-16T14:35', NY),
      endMs: at('2026-11-17T14:35', NY),
      type: 'hoursAndDays',
      periodOffset: 1,
    });
  });

  it('next lowers the offset', () => {
    expect(periodShift('24h', 'next', { ...ctx, periodOffset: 3 }).periodOffset).toBe(2);
  });

  it.each(['1h', '7d', '1d', 'today', '1w', '1fm', 'mtd', 'ytd'])(
    'disables next for the latest %s and enables it one period back',
    (period) => {
      expect(periodCanGoNext(period, ctx)).toBe(false);
      expect(periodNextTooltip(period, ctx)).toBe(MSG.nextPeriodOutOfRange);
      expect(periodCanGoNext(period, { ...ctx, periodOffset: 1 })).toBe(true);
      expect(periodNextTooltip(period, { ...ctx, periodOffset: 1 })).toBe(MSG.nextPeriod);
    },
  );

  it('lets an absolute range move forward until it would end after today', () => {
    const day = (iso: string) => at(iso, NY);
    const yesterday = `${day('2026-11-17T00:00')}:${day('2026-11-18T00:00')}`;
    const today = `${day('2026-11-18T00:00')}:${day('2026-11-19T00:00')}`;
    expect(periodCanGoNext(yesterday, ctx)).toBe(true);
    expect(periodCanGoNext(today, ctx)).toBe(false);
  });
});
