import { urlStateParse, urlStateSerialize } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  scoreRangeParse,
  showPiiRead,
  vocFiltersCount,
  vocFiltersRead,
  vocFiltersWrite,
} from './voc-filters';

const parse = (query: string) =>
  urlStateParse(new URLSearchParams(query), {
    pathname: '/MSA@Web/voice-of-customer/digital-surveys/reviews',
    now: Date.UTC(2026, 10, 25),
    timeZone: 'UTC',
  });

describe('feedback filters in the address', () => {
  it('reads each kind of filter by its argument name, the shell filters from their bracket lists', () => {
    const state = parse(
      'CSAT=60:100&billerType=Spectrum&billerType=Legacy&activationMethod=3&activationMethod=x&isMobileUser=TRUE&isReviewed=3&appVersion[]=5.1&searchText=slow%20wifi&period=10d',
    );
    expect(vocFiltersRead(state)).toEqual({
      CSAT: { from: 60, to: 100 },
      billerType: ['Spectrum', 'Legacy'],
      activationMethod: [3],
      isMobileUser: true,
      isReviewed: '3',
      appVersion: ['5.1'],
      searchText: 'slow wifi',
    });
  });

  it('leaves out malformed values instead of guessing', () => {
    expect(vocFiltersRead(parse('CSAT=abc&NPS=5&SR=-1:1&includeHidden=maybe&minVerbatimLength=2.5'))).toEqual(
      {},
    );
  });

  it('round-trips through the serialised address and keeps the other parameters', () => {
    const state = parse('period=30d&rowPage=25&surveyID=abc');
    const written = vocFiltersWrite(state, {
      SR: { from: 0.5, to: 1 },
      category: ['c1', 'No Category'],
      browser: ['Chrome'],
      needsReview: true,
    });
    const reread = parse(urlStateSerialize(written));
    expect(vocFiltersRead(reread)).toEqual({
      SR: { from: 0.5, to: 1 },
      category: ['c1', 'No Category'],
      browser: ['Chrome'],
      needsReview: true,
    });
    expect(reread.period).toBe('30d');
    expect(reread.rowPage).toBe(25);
    // Written filters replace the old ones: surveyID was left out, so it is gone.
    expect(vocFiltersRead(reread).surveyID).toBeUndefined();
  });

  it('drops empty lists and texts and counts what is in force', () => {
    const written = vocFiltersWrite(parse(''), { pageName: [], searchText: '', isFlagged: '1' });
    expect(vocFiltersRead(written)).toEqual({ isFlagged: '1' });
    expect(vocFiltersCount({ pageName: [], isFlagged: '1', CSAT: { from: 0, to: 50 } })).toBe(2);
  });

  it('orders a swapped range and reads showPII only when true', () => {
    expect(scoreRangeParse('80:20')).toEqual({ from: 20, to: 80 });
    expect(scoreRangeParse('1:2:3')).toBeUndefined();
    expect(showPiiRead(parse('showPII=true'))).toBe(true);
    expect(showPiiRead(parse('showPII=1'))).toBe(false);
  });

  it('keeps the values the filter menu writes that look empty: false, 0 and a code of true', () => {
    const filters = {
      accountExpired: false,
      needsReview: false,
      minVerbatimLength: 0,
      isFlagged: 'true',
      activationMethod: [0, 18],
      awsSentimentNegative: { from: 0, to: 0.25 },
    };
    const reread = parse(urlStateSerialize(vocFiltersWrite(parse('period=30d'), filters)));
    expect(vocFiltersRead(reread)).toEqual(filters);
    expect(vocFiltersCount(filters)).toBe(6);
  });
});
