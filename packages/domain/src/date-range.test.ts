import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  dateDayFormat,
  dateRangeDays,
  dateRangeForbiddenFor,
  dateRangeFromDays,
  dateRangeMenuValidate,
  dateRangePickValidate,
} from './date-range';
import { MSG, rangeLimitMessage, retentionMessage } from './messages';

const NY = 'America/New_York';
const at = (iso: string) => DateTime.fromISO(iso, { zone: NY }).toMillis();
const NOW = at('2026-11-18T14:37:42');
const basic = { now: NOW, timeZone: NY, roles: ['prism-basic'] };

describe('dateRangePickValidate', () => {
  it('accepts a range ending tonight', () => {
    const range = { startMs: at('2026-11-10T00:00'), endMs: at('2026-11-19T00:00') };
    expect(dateRangePickValidate(range, basic)).toEqual({ range });
  });

  it('reorders swapped start and end', () => {
    const picked = { startMs: at('2026-11-12T00:00'), endMs: at('2026-11-10T00:00') };
    expect(dateRangePickValidate(picked, basic)).toEqual({
      range: { startMs: picked.endMs, endMs: picked.startMs },
    });
  });

  it('refuses a date after today', () => {
    const range = { startMs: at('2026-11-10T00:00'), endMs: at('2026-11-19T00:00:00.001') };
    expect(dateRangePickValidate(range, basic).message).toBe(MSG.dateAfterToday);
  });

  it('refuses more days than the configured limit', () => {
    const range = { startMs: at('2026-11-01T00:00'), endMs: at('2026-11-16T00:00') };
    expect(dateRangePickValidate(range, { ...basic, maxDays: 14 }).message).toBe(
      'We are currently working on our servers to allow for requests for more than 14 days.',
    );
    expect(rangeLimitMessage(14)).toBe(dateRangePickValidate(range, { ...basic, maxDays: 14 }).message);
    expect(dateRangePickValidate(range, { ...basic, maxDays: 15 }).message).toBeUndefined();
  });

  it('refuses more than 31 days without a prism-full role', () => {
    const long = { startMs: at('2026-10-01T00:00'), endMs: at('2026-11-02T00:00') };
    expect(dateRangePickValidate(long, basic).message).toBe(MSG.longRangeForbidden);
    expect(
      dateRangePickValidate(long, { ...basic, roles: ['APP-Prism-Full-Users'] }).message,
    ).toBeUndefined();
  });

  it('tells a range over 31 local days from one of 31 (dateRangeForbiddenFor), with or without prism-full', () => {
    const NY = 'America/New_York';
    // Oct 20 to Nov 20 in New York: 31 local days, one of them 25 hours long.
    const start = DateTime.fromISO('2026-10-20T00:00', { zone: NY }).toMillis();
    const thirtyOne = DateTime.fromISO('2026-11-20T00:00', { zone: NY }).toMillis();
    expect(thirtyOne - start).toBe(31 * 86_400_000 + 3_600_000);
    expect(dateRangeForbiddenFor({ startMs: start, endMs: thirtyOne }, NY, ['prism-basic'])).toBe(false);
    expect(dateRangeForbiddenFor({ startMs: start, endMs: thirtyOne + 1 }, NY, ['prism-basic'])).toBe(true);
    expect(dateRangeForbiddenFor({ startMs: start, endMs: thirtyOne + 1 }, NY, ['prism-full'])).toBe(false);
    expect(dateRangeForbiddenFor({ startMs: 0, endMs: 86_400_000 }, 'UTC', [])).toBe(false);
  });

  it('allows exactly 31 days, counted in local days across the DST change', () => {
    const month = { startMs: at('2026-10-18T00:00'), endMs: at('2026-11-18T00:00') };
    expect(dateRangePickValidate(month, basic).message).toBeUndefined();
  });
});

describe('dateRangeMenuValidate', () => {
  const ctx = { now: NOW, timeZone: NY };

  it('rejects an end before or equal to the start', () => {
    expect(
      dateRangeMenuValidate({ startMs: at('2026-11-12T10:00'), endMs: at('2026-11-12T09:00') }, ctx),
    ).toBe('End Time must be greater than Start Time.');
    expect(
      dateRangeMenuValidate({ startMs: at('2026-11-12T10:00'), endMs: at('2026-11-12T10:00') }, ctx),
    ).toBe(MSG.endBeforeStart);
  });

  it('rejects a date after today', () => {
    expect(
      dateRangeMenuValidate({ startMs: at('2026-11-18T10:00'), endMs: at('2026-11-19T10:00') }, ctx),
    ).toBe('You cannot pick a date after today.');
  });

  it('accepts a valid range', () => {
    expect(
      dateRangeMenuValidate({ startMs: at('2026-11-01T00:00'), endMs: at('2026-11-18T12:00') }, ctx),
    ).toBeUndefined();
  });

  describe('video retention', () => {
    const end = at('2026-11-18T00:00');

    it('warns with the group wording for a start before the day 22 days ago', () => {
      const message = dateRangeMenuValidate(
        { startMs: at('2026-10-26T23:59'), endMs: end },
        { ...ctx, retention: { kind: 'group', name: 'Video Apps' } },
      );
      expect(message).toBe('The data for group "Video Apps" is subject to a 21-day retention policy.');
    });

    it('uses the application wording for an application', () => {
      const message = dateRangeMenuValidate(
        { startMs: at('2026-10-01T00:00'), endMs: end },
        { ...ctx, retention: { kind: 'application', name: 'SpecU' } },
      );
      expect(message).toBe(retentionMessage('application', 'SpecU'));
      expect(message).toBe('The data for application "SpecU" is subject to a 21-day retention policy.');
    });

    it('does not warn from the day 22 days ago, nor for other apps', () => {
      const range = { startMs: at('2026-10-27T00:00'), endMs: end };
      expect(
        dateRangeMenuValidate(range, { ...ctx, retention: { kind: 'group', name: 'Video Apps' } }),
      ).toBeUndefined();
      expect(dateRangeMenuValidate({ startMs: at('2026-10-01T00:00'), endMs: end }, ctx)).toBeUndefined();
    });
  });
});

describe('picked days', () => {
  it('cover whole local days, the end day included', () => {
    expect(dateRangeFromDays('2026-11-10', '2026-11-12', NY)).toEqual({
      startMs: at('2026-11-10T00:00'),
      endMs: at('2026-11-13T00:00'),
    });
  });

  it('are reordered when swapped, to the same range', () => {
    expect(dateRangeFromDays('2026-11-12', '2026-11-10', NY)).toEqual(
      dateRangeFromDays('2026-11-10', '2026-11-12', NY),
    );
  });

  it('follow the zone across the DST change: 1 November 2026 is 25 hours in New York', () => {
    const range = dateRangeFromDays('2026-11-01', '2026-11-01', NY);
    expect(range && range.endMs - range.startMs).toBe(25 * 3_600_000);
    expect(dateRangeFromDays('2026-11-01', '2026-11-01', 'UTC')).toEqual({
      startMs: Date.UTC(2026, 10, 1),
      endMs: Date.UTC(2026, 10, 2),
    });
  });

  it('are undefined while a day is empty or not a date', () => {
    expect(dateRangeFromDays('', '2026-11-12', NY)).toBeUndefined();
    expect(dateRangeFromDays('2026-11-10', '2026-13-40', NY)).toBeUndefined();
  });

  it('are shown back as the first and last day of a range', () => {
    const range = { startMs: at('2026-11-10T00:00'), endMs: at('2026-11-13T00:00') };
    expect(dateRangeDays(range, NY)).toEqual({ start: '2026-11-10', end: '2026-11-12' });
    expect(dateDayFormat(range.startMs, 'Asia/Tokyo')).toBe('2026-11-10');
    expect(dateRangeDays({ startMs: NOW - 3_600_000, endMs: NOW }, NY)).toEqual({
      start: '2026-11-18',
      end: '2026-11-18',
    });
  });

  it('a picked range ending today passes; one ending tomorrow is after today', () => {
    const today = dateRangeFromDays('2026-11-10', '2026-11-18', NY);
    const tomorrow = dateRangeFromDays('2026-11-10', '2026-11-19', NY);
    if (!today || !tomorrow) throw new Error('days not read');
    expect(dateRangePickValidate(today, basic).message).toBeUndefined();
    expect(dateRangePickValidate(tomorrow, basic).message).toBe(MSG.dateAfterToday);
  });
});
