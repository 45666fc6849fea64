import { describe, expect, it } from 'vitest';
import { versionIsNewer } from './version-compare';

describe('versionIsNewer', () => {
  it.each([
    ['0.2.0', '0.1.0', true],
    ['1.10.0', '1.9.3', true],
    ['1.0.1', '1.0', true],
    ['0.1.0', '0.1.0', false],
    ['0.1.0', '0.2.0', false],
    ['1.0', '1.0.0', false],
    ['v2.0.0', '1.0.0', true],
    ['1.1.0-beta.1', '1.0.0', true],
    ['garbage', '1.0.0', false],
    ['2.0.0', '', false],
  ])('%s over %s: %s', (candidate, current, newer) => {
    expect(versionIsNewer(candidate, current)).toBe(newer);
  });
});
