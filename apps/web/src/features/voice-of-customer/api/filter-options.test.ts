import { describe, expect, it } from 'vitest';
import { filterPeriodOf } from './filter-options';

describe('the period the value lists are asked for', () => {
  it('is the page’s period, or the earlier one it shows as a range in the VoC zone (UTC−7)', () => {
    expect(filterPeriodOf('30d', 0)).toBe('30d');
    const now = Date.UTC(2026, 10, 25, 12, 0);
    // Yesterday in UTC−7 starts and ends at 07:00 UTC; one period back is the day before.
    expect(filterPeriodOf('1d', 1, now)).toBe(`${Date.UTC(2026, 10, 23, 7)}:${Date.UTC(2026, 10, 24, 7)}`);
    expect(filterPeriodOf('nonsense', 1, now)).toBe('nonsense');
  });
});
