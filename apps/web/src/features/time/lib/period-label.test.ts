import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label';

describe('periodLabel', () => {
  it('names range menu entries, their offsets and other periods', () => {
    expect(periodLabel('7d', 0)).toBe('Last 7 days');
    expect(periodLabel('1w', 1)).toBe('Previous week');
    expect(periodLabel('7d', 2)).toBe('Last 7 days');
    expect(periodLabel('10d', 0)).toBe('Last 10 days');
    expect(periodLabel('1700000000000:1700086400000', 0)).toBe('Custom range');
    expect(periodLabel('2fw', 0)).toBe('2fw');
  });
});
