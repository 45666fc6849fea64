import { describe, expect, it } from 'vitest';
import { entityPathReplace, entityResolve } from './entity-resolve';

const catalogue = {
  applicationIds: ['OneApp@Roku', 'MSA@Web', 'TVE'],
  groups: [{ _id: '7d1c0e4a-group', name: 'TV apps' }],
};

describe('entityResolve', () => {
  it('finds an application or a group by its exact id', () => {
    expect(entityResolve('OneApp@Roku', catalogue)).toEqual({
      status: 'found',
      entity: { kind: 'application', id: 'OneApp@Roku', name: 'OneApp@Roku' },
    });
    expect(entityResolve('7d1c0e4a-group', catalogue)).toEqual({
      status: 'found',
      entity: { kind: 'group', id: '7d1c0e4a-group', name: 'TV apps' },
    });
  });

  it('offers the right case of an application id that differs only in case', () => {
    expect(entityResolve('oneapp@roku', catalogue)).toEqual({ status: 'wrong-case', id: 'OneApp@Roku' });
  });

  it('knows nothing else, group ids included in another case', () => {
    expect(entityResolve('nope', catalogue)).toEqual({ status: 'unknown' });
    expect(entityResolve('7D1C0E4A-GROUP', catalogue)).toEqual({ status: 'unknown' });
  });
});

describe('entityPathReplace', () => {
  it('swaps the first segment only', () => {
    expect(entityPathReplace('/oneapp@roku/client-analytics/errors', 'OneApp@Roku')).toBe(
      '/OneApp@Roku/client-analytics/errors',
    );
    expect(entityPathReplace('/oneapp@roku', 'OneApp@Roku')).toBe('/OneApp@Roku');
  });
});
