import { describe, expect, it } from 'vitest';
import { chartRefreshIntervalMs } from './post-multi-chart';

describe('chartRefreshIntervalMs', () => {
  it('refreshes once a step', () => {
    expect(chartRefreshIntervalMs(5 * 60_000)).toBe(5 * 60_000);
    expect(chartRefreshIntervalMs(30 * 60_000)).toBe(30 * 60_000);
  });

  it('waits at least a minute and at most an hour', () => {
    expect(chartRefreshIntervalMs(10_000)).toBe(60_000);
    expect(chartRefreshIntervalMs(86_400_000)).toBe(3_600_000);
    expect(chartRefreshIntervalMs(undefined)).toBe(3_600_000);
  });
});
