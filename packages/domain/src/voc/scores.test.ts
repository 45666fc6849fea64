import { describe, expect, it } from 'vitest';
import { NPS_GROUPS, npsGroupOf, npsScore } from './scores';

describe('NPS groups', () => {
  it('carry the exact names of spec 001 section 3', () => {
    expect(NPS_GROUPS.map((group) => group.name)).toEqual(['PromotersNPS', 'PassivesNPS', 'DetractorsNPS']);
  });

  it('split the 0–10 answers at 7 and 9', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsGroupOf)).toEqual([
      'DetractorsNPS',
      'DetractorsNPS',
      'PassivesNPS',
      'PassivesNPS',
      'PromotersNPS',
      'PromotersNPS',
    ]);
  });

  it('refuses an answer off the scale', () => {
    expect(() => npsGroupOf(11)).toThrow(RangeError);
    expect(() => npsGroupOf(8.5)).toThrow(RangeError);
  });

  it('score percent promoters minus percent detractors', () => {
    expect(npsScore({ promoters: 5, passives: 3, detractors: 2 })).toBe(30);
    expect(npsScore({ promoters: 0, passives: 0, detractors: 4 })).toBe(-100);
    expect(npsScore({ promoters: 0, passives: 0, detractors: 0 })).toBeNull();
  });
});
