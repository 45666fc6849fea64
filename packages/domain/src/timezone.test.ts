import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  NAMED_ZONES,
  UTC_OFFSET_ZONES,
  timeZoneDefault,
  timeZoneIsValid,
  timeZoneLabel,
  timeZoneOptionFor,
} from './timezone';

const SUMMER = Date.UTC(2026, 6, 15, 12);
const WINTER = Date.UTC(2026, 0, 15, 12);

describe('UTC_OFFSET_ZONES', () => {
  it('runs from UTC+14 down to UTC-12 in whole hours', () => {
    expect(UTC_OFFSET_ZONES).toHaveLength(27);
    expect(UTC_OFFSET_ZONES[0]?.label).toBe('UTC+14');
    expect(UTC_OFFSET_ZONES[14]?.label).toBe('UTC');
    expect(UTC_OFFSET_ZONES[26]?.label).toBe('UTC-12');
  });

  it('maps each entry to an IANA zone with that offset all year', () => {
    for (const option of UTC_OFFSET_ZONES) {
      const hours = option.id === 'UTC' ? 0 : Number(option.id.slice(3));
      for (const when of [SUMMER, WINTER]) {
        expect(DateTime.fromMillis(when, { zone: option.zone }).offset).toBe(hours * 60);
      }
    }
  });
});

describe('NAMED_ZONES', () => {
  it('shows EET +3 to HST -10 in summer', () => {
    const labels = NAMED_ZONES.map((option) => timeZoneLabel(option, SUMMER));
    expect(labels[0]).toBe('EET +3');
    expect(labels.at(-1)).toBe('HST -10');
    expect(labels).toContain('EST -4');
  });

  it('follows daylight saving time: EET +2 and EST -5 in winter, HST stays -10', () => {
    const labels = NAMED_ZONES.map((option) => timeZoneLabel(option, WINTER));
    expect(labels[0]).toBe('EET +2');
    expect(labels).toContain('EST -5');
    expect(labels).toContain('UTC +0');
    expect(labels.at(-1)).toBe('HST -10');
  });

  it('holds only valid zones, east to west', () => {
    const offsets = NAMED_ZONES.map(({ zone }) => DateTime.fromMillis(SUMMER, { zone }).offset);
    expect(NAMED_ZONES.every(({ zone }) => timeZoneIsValid(zone))).toBe(true);
    expect([...offsets].sort((a, b) => b - a)).toEqual(offsets);
  });
});

describe('timeZoneDefault', () => {
  it("takes the browser's zone when it is known", () => {
    expect(timeZoneDefault('Australia/Sydney')).toBe('Australia/Sydney');
  });

  it.each([[undefined], [null], [''], ['Mars/Olympus']])('falls back to UTC for %j', (zone) => {
    expect(timeZoneDefault(zone)).toBe('UTC');
  });
});

describe('timeZoneOptionFor', () => {
  it('selects the named option for its zone', () => {
    expect(timeZoneOptionFor('America/New_York', WINTER)?.id).toBe('EST');
  });

  it('selects the offset option for another whole-hour zone', () => {
    expect(timeZoneOptionFor('Asia/Tokyo', WINTER)?.id).toBe('UTC+9');
    expect(timeZoneOptionFor('Australia/Sydney', WINTER)?.id).toBe('UTC+11');
    expect(timeZoneOptionFor('Australia/Sydney', SUMMER)?.id).toBe('UTC+10');
  });

  it('selects nothing for half-hour zones or unknown names', () => {
    expect(timeZoneOptionFor('Asia/Kolkata', WINTER)).toBeUndefined();
    expect(timeZoneOptionFor('Mars/Olympus', WINTER)).toBeUndefined();
  });
});
