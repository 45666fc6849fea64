import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { DAY_MS, HOUR_MS, MINUTE_MS, PeriodError } from './period';
import {
  STEP_OPTIONS,
  stepBuckets,
  stepDefaultFor,
  stepOptionsFor,
  stepResolve,
  stepSchema,
  stepSelect,
  type StepId,
} from './step';

const ids = (rangeMs: number) => stepOptionsFor(rangeMs).map(({ id }) => id);
const option = (id: StepId) => STEP_OPTIONS.find((step) => step.id === id)!;
const NY = 'America/New_York';
const at = (iso: string, zone = NY) => DateTime.fromISO(iso, { zone }).toMillis();
const show = (ms: number, zone = NY) => DateTime.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");

describe('STEP_OPTIONS', () => {
  it('lists the spec steps with fiscal variants of 7d and 30d', () => {
    expect(STEP_OPTIONS.map(({ ms, fiscal }) => [ms, fiscal])).toEqual([
      [MINUTE_MS, false],
      [5 * MINUTE_MS, false],
      [10 * MINUTE_MS, false],
      [30 * MINUTE_MS, false],
      [HOUR_MS, false],
      [12 * HOUR_MS, false],
      [DAY_MS, false],
      [2 * DAY_MS, false],
      [7 * DAY_MS, false],
      [7 * DAY_MS, true],
      [30 * DAY_MS, false],
      [30 * DAY_MS, true],
    ]);
  });
});

describe('stepOptionsFor', () => {
  it.each([
    [HOUR_MS, ['1min', '5min', '10min', '30min', '1h']],
    [DAY_MS, ['1min', '5min', '10min', '30min', '1h']],
    [DAY_MS + 1, ['5min', '10min', '30min', '1h', '12h', '1d']],
    [3 * DAY_MS, ['5min', '10min', '30min', '1h', '12h', '1d']],
    [3 * DAY_MS + 1, ['30min', '1h', '12h', '1d', '2d', '7d', '1fw']],
    [14 * DAY_MS, ['30min', '1h', '12h', '1d', '2d', '7d', '1fw']],
    [14 * DAY_MS + 1, ['1h', '12h', '1d', '2d', '7d', '1fw']],
    [31 * DAY_MS, ['1h', '12h', '1d', '2d', '7d', '1fw']],
    [31 * DAY_MS + 1, ['1d', '2d', '7d', '1fw', '30d', '1fm']],
    [400 * DAY_MS, ['1d', '2d', '7d', '1fw', '30d', '1fm']],
  ])('a range of %i ms offers %j', (rangeMs, expected) => {
    expect(ids(rangeMs)).toEqual(expected);
  });
});

describe('stepDefaultFor: the step follows the range', () => {
  it.each([
    ['Last 1 hour', HOUR_MS, '1min'],
    ['Last 2 hours', 2 * HOUR_MS, '1min'],
    ['Last 12 hours', 12 * HOUR_MS, '10min'],
    ['Last 24 hours (spec 000: one hour)', DAY_MS, '1h'],
    ['Last 3 days', 3 * DAY_MS, '1h'],
    ['Last 7 days (spec 000: -7d, step 1 day)', 7 * DAY_MS, '1d'],
    ['Last 30 days', 30 * DAY_MS, '1d'],
    ['a 31-day month', 31 * DAY_MS, '1d'],
    ['Last 6 months', 184 * DAY_MS, '1d'],
    ['Last 13 months', 396 * DAY_MS, '7d'],
  ])('%s gets %s', (_name, rangeMs, id) => {
    expect(stepDefaultFor(rangeMs).id).toBe(id);
  });

  it('is offered by the band of every length, and gives between 3 and 200 points', () => {
    for (let rangeMs = HOUR_MS; rangeMs <= 800 * DAY_MS; rangeMs += HOUR_MS) {
      const step = stepDefaultFor(rangeMs);
      expect(stepOptionsFor(rangeMs).map(({ id }) => id)).toContain(step.id);
      const points = rangeMs / step.ms;
      expect(points).toBeGreaterThanOrEqual(3);
      expect(points).toBeLessThanOrEqual(200);
    }
  });
});

describe('stepResolve', () => {
  it("defaults to the range's default step", () => {
    expect(stepResolve(undefined, false, DAY_MS).ms).toBe(HOUR_MS);
    expect(stepResolve(undefined, false, 30 * DAY_MS).ms).toBe(DAY_MS);
  });

  it('keeps a valid step given as ms or as URL text', () => {
    expect(stepResolve(5 * MINUTE_MS, false, DAY_MS).id).toBe('5min');
    expect(stepResolve('86400000', false, 7 * DAY_MS).id).toBe('1d');
  });

  it.each([['abc'], [12345], ['-3600000'], [30 * DAY_MS]])(
    'falls back to the default for invalid %j',
    (step) => {
      expect(stepResolve(step, false, DAY_MS).id).toBe('1h');
    },
  );

  it('falls back to the band default when one hour is not offered', () => {
    expect(stepDefaultFor(60 * DAY_MS).id).toBe('1d');
    expect(stepResolve(HOUR_MS, false, 60 * DAY_MS).id).toBe('1d');
  });

  it('picks the fiscal or plain variant by fiscal mode', () => {
    expect(stepResolve(7 * DAY_MS, true, 10 * DAY_MS).id).toBe('1fw');
    expect(stepResolve(7 * DAY_MS, false, 10 * DAY_MS).id).toBe('7d');
    expect(stepResolve(30 * DAY_MS, true, 90 * DAY_MS).id).toBe('1fm');
  });

  it('parses the URL step as a positive integer', () => {
    expect(stepSchema.parse('3600000')).toBe(3_600_000);
    expect(stepSchema.safeParse('1.5').success).toBe(false);
    expect(stepSchema.safeParse('0').success).toBe(false);
  });
});

describe('stepSelect', () => {
  it('switches fiscal mode on when a fiscal step is chosen', () => {
    expect(stepSelect({ stepMs: HOUR_MS, fiscal: false }, '1fw')).toEqual({
      stepMs: 7 * DAY_MS,
      fiscal: true,
    });
    expect(stepSelect({ stepMs: HOUR_MS, fiscal: false }, '1fm')).toEqual({
      stepMs: 30 * DAY_MS,
      fiscal: true,
    });
  });

  it('switches fiscal mode off for the plain 7d and 30d steps', () => {
    expect(stepSelect({ stepMs: 7 * DAY_MS, fiscal: true }, '7d')).toEqual({
      stepMs: 7 * DAY_MS,
      fiscal: false,
    });
    expect(stepSelect({ stepMs: 7 * DAY_MS, fiscal: true }, '30d')).toEqual({
      stepMs: 30 * DAY_MS,
      fiscal: false,
    });
  });

  it('keeps fiscal mode for other steps', () => {
    expect(stepSelect({ stepMs: 7 * DAY_MS, fiscal: true }, '1d')).toEqual({ stepMs: DAY_MS, fiscal: true });
    expect(stepSelect({ stepMs: DAY_MS, fiscal: false }, '1h')).toEqual({ stepMs: HOUR_MS, fiscal: false });
  });
});

describe('stepBuckets', () => {
  it("fails with the spec's text when start and end are the same", () => {
    const run = () => stepBuckets({ startMs: 5, endMs: 5 }, option('1h'), NY);
    expect(run).toThrow(PeriodError);
    expect(run).toThrow(MSG.rangeStepSame);
  });

  it('aligns sub-day steps to the step', () => {
    const buckets = stepBuckets(
      { startMs: at('2026-11-18T10:07'), endMs: at('2026-11-18T11:00') },
      option('30min'),
      NY,
    );
    expect(buckets.map((ms) => show(ms))).toEqual(['2026-11-18T10:00', '2026-11-18T10:30']);
  });

  it('aligns day steps to local midnights across a DST change', () => {
    const buckets = stepBuckets(
      { startMs: at('2026-03-07T09:00'), endMs: at('2026-03-10T00:00') },
      option('1d'),
      NY,
    );
    expect(buckets.map((ms) => show(ms))).toEqual([
      '2026-03-07T00:00',
      '2026-03-08T00:00',
      '2026-03-09T00:00',
    ]);
    expect(buckets[2]! - buckets[1]!).toBe(23 * HOUR_MS);
  });

  it('aligns the fiscal week step to Fridays and the plain one to Sundays', () => {
    const range = { startMs: at('2026-11-18T00:00'), endMs: at('2026-12-01T00:00') };
    expect(stepBuckets(range, option('1fw'), NY).map((ms) => show(ms))).toEqual([
      '2026-11-13T00:00',
      '2026-11-20T00:00',
      '2026-11-27T00:00',
    ]);
    expect(stepBuckets(range, option('7d'), NY).map((ms) => show(ms))).toEqual([
      '2026-11-15T00:00',
      '2026-11-22T00:00',
      '2026-11-29T00:00',
    ]);
  });

  it('aligns the fiscal month step to the 29th, through the 2028 leap day', () => {
    const range = { startMs: at('2028-01-15T00:00'), endMs: at('2028-04-01T00:00') };
    expect(stepBuckets(range, option('1fm'), NY).map((ms) => show(ms))).toEqual([
      '2027-12-29T00:00',
      '2028-01-29T00:00',
      '2028-02-29T00:00',
      '2028-03-29T00:00',
    ]);
  });
});
