import { SCORE_RANGE } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { countTextInvalid, rangeButtons, rangeTextsOf, rangeTextsOutside } from './range-rules';

const CSAT = { limit: SCORE_RANGE.csat, scale: 1 };
const RATING = { limit: SCORE_RANGE.rating, scale: 1 };
const SR = { limit: SCORE_RANGE.sr, scale: 100 };

describe('range filter rules (spec 001 section 5)', () => {
  it('enables Set Range only when both bounds are filled, inside the limit, and the range changed', () => {
    expect(rangeButtons({ from: '60', to: '' }, undefined, CSAT).canSet).toBe(false);
    expect(rangeButtons({ from: '60', to: '100' }, undefined, CSAT).canSet).toBe(true);
    expect(rangeButtons({ from: '60', to: '101' }, undefined, CSAT).canSet).toBe(false);
    expect(rangeButtons({ from: '-1', to: '50' }, undefined, CSAT).canSet).toBe(false);
    expect(rangeButtons({ from: 'abc', to: '50' }, undefined, CSAT).canSet).toBe(false);
    // The same range as in force: nothing to set.
    expect(rangeButtons({ from: '60', to: '100' }, { from: 60, to: 100 }, CSAT).canSet).toBe(false);
    // Star ratings start at 1: 0 is outside their limit though not negative.
    expect(rangeButtons({ from: '0', to: '3' }, undefined, RATING).canSet).toBe(false);
  });

  it('enables Reset Range when a value exists, set or typed', () => {
    expect(rangeButtons({ from: '', to: '' }, undefined, CSAT).canReset).toBe(false);
    expect(rangeButtons({ from: '', to: '' }, { from: 1, to: 2 }, CSAT).canReset).toBe(true);
    expect(rangeButtons({ from: '5', to: '' }, undefined, CSAT).canReset).toBe(true);
  });

  it('orders swapped bounds', () => {
    expect(rangeButtons({ from: '90', to: '20' }, undefined, CSAT).range).toEqual({ from: 20, to: 90 });
  });

  it('types SR as a percentage and stores it from 0 to 1', () => {
    expect(rangeButtons({ from: '55', to: '100' }, undefined, SR).range).toEqual({ from: 0.55, to: 1 });
    expect(rangeTextsOf({ from: 0.55, to: 1 }, 100)).toEqual({ from: '55', to: '100' });
    expect(rangeTextsOutside({ from: '0', to: '101' }, SR)).toBe(true);
  });

  it('takes whole numbers of 0 or more for verbatim lengths', () => {
    expect(countTextInvalid('')).toBe(false);
    expect(countTextInvalid('0')).toBe(false);
    expect(countTextInvalid('2.5')).toBe(true);
    expect(countTextInvalid('-3')).toBe(true);
  });
});
