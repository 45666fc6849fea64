import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { fiscalMonthBounds, fiscalMonthOf, fiscalWeekBounds, fiscalYearStartOf } from './fiscal';

const NY = 'America/New_York';
const SYDNEY = 'Australia/Sydney';

function at(iso: string, zone = NY): number {
  return DateTime.fromISO(iso, { zone }).toMillis();
}

function days(bounds: { startMs: number; endMs: number }, zone = NY): [string, string] {
  const show = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");
  return [show(bounds.startMs), show(bounds.endMs)];
}

describe('fiscalWeekBounds', () => {
  it('runs Friday to Thursday', () => {
    expect(days(fiscalWeekBounds(at('2026-11-18T14:00'), NY))).toEqual([
      '2026-11-13T00:00',
      '2026-11-20T00:00',
    ]);
  });

  it('starts on the Friday itself and keeps Thursday night in the week before', () => {
    expect(days(fiscalWeekBounds(at('2026-11-20T00:00'), NY))[0]).toBe('2026-11-20T00:00');
    expect(days(fiscalWeekBounds(at('2026-11-19T23:59:59.999'), NY))[0]).toBe('2026-11-13T00:00');
  });

  it('crosses the year end', () => {
    expect(days(fiscalWeekBounds(at('2026-12-31T12:00'), NY))).toEqual([
      '2026-12-25T00:00',
      '2027-01-01T00:00',
    ]);
    expect(days(fiscalWeekBounds(at('2027-01-01T12:00'), NY))).toEqual([
      '2027-01-01T00:00',
      '2027-01-08T00:00',
    ]);
  });

  it('is 7 local days across a daylight saving change in Sydney', () => {
    const bounds = fiscalWeekBounds(at('2026-10-05T12:00', SYDNEY), SYDNEY);
    expect(days(bounds, SYDNEY)).toEqual(['2026-10-02T00:00', '2026-10-09T00:00']);
    expect(bounds.endMs - bounds.startMs).toBe(7 * 86_400_000 - 3_600_000);
  });
});

describe('fiscalMonthBounds', () => {
  it('runs from the 29th to the 28th', () => {
    expect(days(fiscalMonthBounds(at('2026-11-18T14:00'), NY))).toEqual([
      '2026-10-29T00:00',
      '2026-11-29T00:00',
    ]);
    expect(days(fiscalMonthBounds(at('2026-10-30T01:00'), NY))).toEqual([
      '2026-10-29T00:00',
      '2026-11-29T00:00',
    ]);
    expect(days(fiscalMonthBounds(at('2026-10-28T23:59'), NY))).toEqual([
      '2026-09-29T00:00',
      '2026-10-29T00:00',
    ]);
  });

  it('crosses the year end: fiscal January starts on 29 December', () => {
    expect(days(fiscalMonthBounds(at('2026-12-29T00:00'), NY))).toEqual([
      '2026-12-29T00:00',
      '2027-01-29T00:00',
    ]);
    expect(fiscalMonthOf(DateTime.fromISO('2026-12-31T12:00', { zone: NY }))).toEqual({
      year: 2027,
      month: 1,
    });
  });

  it('starts fiscal March on 1 March when February has no 29th', () => {
    expect(days(fiscalMonthBounds(at('2027-02-28T12:00'), NY))).toEqual([
      '2027-01-29T00:00',
      '2027-03-01T00:00',
    ]);
    expect(days(fiscalMonthBounds(at('2027-03-01T12:00'), NY))).toEqual([
      '2027-03-01T00:00',
      '2027-03-29T00:00',
    ]);
  });

  it('puts the leap day 2028-02-29 at the start of fiscal March', () => {
    expect(days(fiscalMonthBounds(at('2028-02-29T12:00'), NY))).toEqual([
      '2028-02-29T00:00',
      '2028-03-29T00:00',
    ]);
    expect(days(fiscalMonthBounds(at('2028-02-28T12:00'), NY))).toEqual([
      '2028-01-29T00:00',
      '2028-02-29T00:00',
    ]);
  });
});

describe('fiscalYearStartOf', () => {
  it('starts the fiscal year on 29 December', () => {
    const start = (iso: string, years = 0) =>
      fiscalYearStartOf(DateTime.fromISO(iso, { zone: NY }), years).toFormat('yyyy-MM-dd');
    expect(start('2026-12-28T23:00')).toBe('2025-12-29');
    expect(start('2026-12-29T00:00')).toBe('2026-12-29');
    expect(start('2026-06-15T00:00', -1)).toBe('2024-12-29');
  });
});
