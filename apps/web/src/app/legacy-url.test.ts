import { describe, expect, it } from 'vitest';
import { legacyApplicationTarget } from './legacy-url';

describe('legacyApplicationTarget', () => {
  it('moves appID into the path and keeps the other parameters as written', () => {
    expect(legacyApplicationTarget('errors', '?period=7d&appID=OneApp@Roku&errorCode[]=3')).toBe(
      '/OneApp@Roku/client-analytics/errors?period=7d&errorCode[]=3',
    );
  });

  it('leaves no query when appID was the only parameter', () => {
    expect(legacyApplicationTarget('overview', '?appID=MSA@Web')).toBe('/MSA@Web/client-analytics/overview');
  });

  it('has no target without an appID', () => {
    expect(legacyApplicationTarget('overview', '?period=7d')).toBeNull();
    expect(legacyApplicationTarget('overview', '')).toBeNull();
  });
});
