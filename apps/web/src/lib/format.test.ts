import { describe, expect, it } from 'vitest';
import { countFormat, relativeTimeFormat, timestampFormat } from './format';

describe('relativeTimeFormat', () => {
  const now = Date.UTC(2026, 0, 10, 12);
  it.each([
    [now - 3_000, 'just now'],
    [now - 45_000, '45 seconds ago'],
    [now - 5 * 60_000, '5 minutes ago'],
    [now - 3 * 3600_000, '3 hours ago'],
    [now - 24 * 3600_000, 'yesterday'],
    [now - 3 * 24 * 3600_000, '3 days ago'],
  ])('says %s as %s', (then, words) => {
    expect(relativeTimeFormat(then, now)).toBe(words);
  });
});

describe('countFormat and timestampFormat', () => {
  it('group thousands and print UTC', () => {
    expect(countFormat(1234567)).toBe('1,234,567');
    expect(timestampFormat(Date.UTC(2026, 0, 10, 12, 3, 4))).toBe('2026-01-10 12:03:04 UTC');
  });
});
