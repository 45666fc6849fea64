import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  SEQUENCE_NUMBER_MAX,
  sequenceBoundParse,
  sequenceRangeCheck,
  sequenceRangeIncludes,
  sequenceRangeQuerySchema,
  sequenceRangeResetCheck,
} from './sequence-range';

describe('sequenceRangeCheck', () => {
  it('accepts whole numbers from 0, end not before start', () => {
    expect(sequenceRangeCheck({ start: '0', end: '0' }, null)).toEqual({
      ok: true,
      range: { start: 0, end: 0 },
    });
    expect(sequenceRangeCheck({ start: ' 3 ', end: '40' }, { start: 0, end: 9 })).toEqual({
      ok: true,
      range: { start: 3, end: 40 },
    });
  });

  it("says an unchanged range in the spec's words, naming no field", () => {
    expect(sequenceRangeCheck({ start: '3', end: '40' }, { start: 3, end: 40 })).toEqual({
      ok: false,
      field: null,
      message: 'Please choose different start or end range than current.',
    });
    expect(MSG.sequenceRangeUnchanged).toBe('Please choose different start or end range than current.');
  });

  it('a changed bound is not unchanged', () => {
    expect(sequenceRangeCheck({ start: '3', end: '41' }, { start: 3, end: 40 }).ok).toBe(true);
    expect(sequenceRangeCheck({ start: '2', end: '40' }, { start: 3, end: 40 }).ok).toBe(true);
  });

  it.each([
    ['', '5', 'start'],
    ['-1', '5', 'start'],
    ['1.5', '5', 'start'],
    ['abc', '5', 'start'],
    ['1e3', '5', 'start'],
    [String(SEQUENCE_NUMBER_MAX + 1), '5', 'start'],
    ['1', '', 'end'],
    ['1', '-3', 'end'],
    ['1', '0x10', 'end'],
  ])('refuses start %j end %j on the %s field', (start, end, field) => {
    const check = sequenceRangeCheck({ start, end }, null);
    expect(check).toEqual({
      ok: false,
      field,
      message: `${field === 'start' ? 'Start' : 'End'} must be a whole number from 0 to 1,000,000.`,
    });
  });

  it('refuses an end before the start on the end field', () => {
    expect(sequenceRangeCheck({ start: '9', end: '4' }, null)).toEqual({
      ok: false,
      field: 'end',
      message: 'End must not be before start.',
    });
  });
});

describe('sequenceRangeResetCheck', () => {
  it("says there is nothing to reset without a range, in the spec's words", () => {
    expect(sequenceRangeResetCheck(null)).toEqual({ ok: false, message: 'No range to reset.' });
    expect(MSG.sequenceRangeNothingToReset).toBe('No range to reset.');
  });

  it('resets a range that is set', () => {
    expect(sequenceRangeResetCheck({ start: 1, end: 2 })).toEqual({ ok: true });
  });
});

describe('sequence bounds', () => {
  it('parses whole numbers within the limits only', () => {
    expect(sequenceBoundParse('0')).toBe(0);
    expect(sequenceBoundParse('007')).toBe(7);
    expect(sequenceBoundParse(String(SEQUENCE_NUMBER_MAX))).toBe(SEQUENCE_NUMBER_MAX);
    expect(sequenceBoundParse('')).toBeNull();
    expect(sequenceBoundParse('+1')).toBeNull();
  });

  it('includes the bounds themselves, and everything without a range', () => {
    expect(sequenceRangeIncludes({ start: 2, end: 4 }, 2)).toBe(true);
    expect(sequenceRangeIncludes({ start: 2, end: 4 }, 4)).toBe(true);
    expect(sequenceRangeIncludes({ start: 2, end: 4 }, 5)).toBe(false);
    expect(sequenceRangeIncludes(null, 99)).toBe(true);
  });
});

describe('sequenceRangeQuerySchema', () => {
  it('takes either bound, both or none', () => {
    expect(sequenceRangeQuerySchema.parse({})).toEqual({});
    expect(sequenceRangeQuerySchema.parse({ start: '2' })).toEqual({ start: 2 });
    expect(sequenceRangeQuerySchema.parse({ start: '2', end: '2' })).toEqual({ start: 2, end: 2 });
  });

  it('names the field of a bad bound or an end before the start', () => {
    const issue = (query: Record<string, string>) =>
      sequenceRangeQuerySchema.safeParse(query).error?.issues[0];
    expect(issue({ start: '-1' })).toMatchObject({
      path: ['start'],
      message: 'must be a whole number from 0 to 1,000,000',
    });
    expect(issue({ end: 'x' })).toMatchObject({ path: ['end'] });
    expect(issue({ start: '5', end: '4' })).toMatchObject({
      path: ['end'],
      message: 'must not be before start',
    });
    expect(issue({ start: '1', other: '2' })).toBeDefined();
  });
});
