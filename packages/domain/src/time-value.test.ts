import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './period';
import {
  TIME_VALUE_DEFAULT,
  timeValueDefault,
  timeValueOf,
  timeValuePeriod,
  timeValueSchema,
} from './time-value';

// Sunday 22 November 2026, 14:35 in New York (19:35 UTC).
const NOW = Date.UTC(2026, 10, 22, 19, 35);
const NY = 'America/New_York';

describe('timeValueDefault', () => {
  it('is the last 7 days by day, without partial data (spec 000 section 9)', () => {
    expect(TIME_VALUE_DEFAULT).toEqual({ range: '-7d', step: DAY_MS, isPartialData: false });
    const value = timeValueDefault(NOW, NY);
    expect(value).toEqual({
      range: '-7d',
      step: DAY_MS,
      utcOffset: -300,
      isPartialData: false,
      isFiscalTime: false,
      stepOptions: [30 * MINUTE_MS, HOUR_MS, 12 * HOUR_MS, DAY_MS, 2 * DAY_MS, 7 * DAY_MS],
      period: '7d',
    });
    expect(timeValueSchema.parse(value)).toEqual(value);
  });

  it('takes the UTC offset of the zone at that time (daylight saving time in summer)', () => {
    expect(timeValueDefault(Date.UTC(2026, 6, 1), NY).utcOffset).toBe(-240);
    expect(timeValueDefault(NOW, 'Asia/Kolkata').utcOffset).toBe(330);
    expect(timeValueDefault(NOW, 'UTC').utcOffset).toBe(0);
  });
});

describe('timeValueOf', () => {
  it('keeps a relative period as its key, and its step when the range offers it', () => {
    const value = timeValueOf({ period: '24h', step: 5 * MINUTE_MS, partialData: true, timeZone: NY }, NOW);
    expect(value).toMatchObject({ range: '-24h', period: '24h', step: 5 * MINUTE_MS, isPartialData: true });
    expect(value.stepOptions).toEqual([MINUTE_MS, 5 * MINUTE_MS, 10 * MINUTE_MS, 30 * MINUTE_MS, HOUR_MS]);
  });

  it("falls back to the range's default step when the range does not offer the one given", () => {
    expect(timeValueOf({ period: '30d', step: MINUTE_MS, timeZone: NY }, NOW).step).toBe(DAY_MS);
    expect(timeValueOf({ period: '24h', step: MINUTE_MS * 7, timeZone: NY }, NOW).step).toBe(HOUR_MS);
    expect(timeValueOf({ period: '13mo', timeZone: NY }, NOW).step).toBe(7 * DAY_MS);
  });

  it('makes an absolute range, or a shifted relative one, a fixed range', () => {
    const start = Date.UTC(2026, 10, 1);
    const end = Date.UTC(2026, 10, 3);
    expect(timeValueOf({ period: `${start}:${end}`, timeZone: 'UTC' }, NOW)).toMatchObject({
      range: { startMs: start, endMs: end },
      period: `${start}:${end}`,
    });
    const previousWeek = timeValueOf({ period: '7d', periodOffset: 1, timeZone: 'UTC' }, NOW);
    const lastFive = Date.UTC(2026, 10, 22, 19, 35);
    expect(previousWeek.range).toEqual({ startMs: lastFive - 14 * DAY_MS, endMs: lastFive - 7 * DAY_MS });
    expect(previousWeek.period).toBe(`${lastFive - 14 * DAY_MS}:${lastFive - 7 * DAY_MS}`);
  });

  it('carries fiscal mode, with the fiscal steps of a long range', () => {
    const value = timeValueOf({ period: '3mo', step: 7 * DAY_MS, fiscalTime: true, timeZone: NY }, NOW);
    expect(value).toMatchObject({ range: '-3mo', isFiscalTime: true, step: 7 * DAY_MS });
    expect(value.stepOptions).toEqual([DAY_MS, 2 * DAY_MS, 7 * DAY_MS, 30 * DAY_MS]);
  });

  it("refuses a bad period with 'Invalid period supplied'", () => {
    expect(() => timeValueOf({ period: '7x', timeZone: NY }, NOW)).toThrow(MSG.invalidPeriod);
    expect(() => timeValueOf({ period: '7d', periodOffset: 0.5, timeZone: NY }, NOW)).toThrow(
      MSG.invalidPeriod,
    );
  });
});

describe('timeValueSchema', () => {
  it('accepts relative keys and increasing ranges, and refuses the rest', () => {
    const value = timeValueDefault(NOW, NY);
    for (const range of ['-24h', '-1fw', '-mtd', '-13mo', { startMs: 1, endMs: 2 }])
      expect(timeValueSchema.safeParse({ ...value, range }).success).toBe(true);
    for (const range of ['7d', '-', '-7x', '-1:2', { startMs: 2, endMs: 2 }])
      expect(timeValueSchema.safeParse({ ...value, range }).success).toBe(false);
  });

  it('names the URL period of a range', () => {
    expect(timeValuePeriod('-7d')).toBe('7d');
    expect(timeValuePeriod({ startMs: 1, endMs: 2 })).toBe('1:2');
  });
});
