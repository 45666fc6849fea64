import { urlStateDefaults, urlStateSerialize, type UrlState } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_SORT_DEFAULT,
  feedbackRandomSortOn,
  feedbackRandomSortToggle,
  feedbackSortToggle,
  reviewsPagingRead,
  reviewsPagingWrite,
  reviewsSearchRead,
  reviewsSearchWrite,
} from './reviews-url';

const PATH = '/MSA@Web/voice-of-customer/digital-surveys/reviews';
const base = (): UrlState => urlStateDefaults(PATH);
const query = (state: UrlState) => new URLSearchParams(urlStateSerialize(state));

describe('reviewsPagingRead', () => {
  it('starts at the first page of 10, newest first', () => {
    expect(reviewsPagingRead(base())).toEqual({ page: 0, pageSize: 10, sort: FEEDBACK_SORT_DEFAULT });
  });

  it('reads the page, the page size from rowPage and the sort', () => {
    const state = {
      ...base(),
      rowPage: 25,
      other: [
        ['page', '3'],
        ['sortField', 'CSAT'],
        ['sortDirection', 'asc'],
      ] as [string, string][],
    };
    expect(reviewsPagingRead(state)).toEqual({
      page: 3,
      pageSize: 25,
      sort: { field: 'CSAT', direction: 'asc' },
    });
  });

  it('reads a page size that is not offered, a bad page or an unknown sort as the defaults', () => {
    const state = {
      ...base(),
      rowPage: 7,
      other: [
        ['page', '-2'],
        ['sortField', 'password'],
        ['sortDirection', 'up'],
      ] as [string, string][],
    };
    expect(reviewsPagingRead(state)).toEqual({ page: 0, pageSize: 10, sort: FEEDBACK_SORT_DEFAULT });
  });
});

describe('reviewsPagingWrite', () => {
  it('keeps the page size in rowPage unless it is the default 10', () => {
    const at25 = reviewsPagingWrite(base(), { pageSize: 25 });
    expect(query(at25).get('rowPage')).toBe('25');
    expect(query(reviewsPagingWrite(at25, { pageSize: 10 })).get('rowPage')).toBeNull();
  });

  it('keeps the page in the address, 0-based, and removes it at the first page', () => {
    const third = reviewsPagingWrite(base(), { page: 2 });
    expect(query(third).get('page')).toBe('2');
    expect(query(reviewsPagingWrite(third, { page: 0 })).get('page')).toBeNull();
  });

  it('goes back to the first page when the page size or the sort changes', () => {
    const third = reviewsPagingWrite(base(), { page: 2 });
    expect(reviewsPagingRead(reviewsPagingWrite(third, { pageSize: 100 })).page).toBe(0);
    expect(
      reviewsPagingRead(reviewsPagingWrite(third, { sort: { field: 'NPS', direction: 'desc' } })).page,
    ).toBe(0);
    // The same size again is no change.
    expect(reviewsPagingRead(reviewsPagingWrite(third, { pageSize: 10 })).page).toBe(2);
  });

  it('keeps the sort in the address unless it is newest first, and other parameters as they were', () => {
    const state = { ...base(), other: [['showPII', 'true']] as [string, string][] };
    const sorted = reviewsPagingWrite(state, { sort: { field: 'CSAT', direction: 'desc' } });
    expect(query(sorted).get('sortField')).toBe('CSAT');
    expect(query(sorted).get('sortDirection')).toBeNull();
    expect(query(sorted).get('showPII')).toBe('true');
    const back = reviewsPagingWrite(sorted, { sort: FEEDBACK_SORT_DEFAULT });
    expect(query(back).get('sortField')).toBeNull();
  });
});

describe('sorting (spec 001 section 4)', () => {
  it('starts a new column descending and turns the sorted column around', () => {
    const byCsat = feedbackSortToggle(FEEDBACK_SORT_DEFAULT, 'CSAT');
    expect(byCsat).toEqual({ field: 'CSAT', direction: 'desc' });
    expect(feedbackSortToggle(byCsat, 'CSAT')).toEqual({ field: 'CSAT', direction: 'asc' });
    expect(feedbackSortToggle({ field: 'CSAT', direction: 'asc' }, 'CSAT')).toEqual({
      field: 'CSAT',
      direction: 'desc',
    });
    expect(feedbackSortToggle({ field: 'CSAT', direction: 'asc' }, 'NPS')).toEqual({
      field: 'NPS',
      direction: 'desc',
    });
  });

  it('toggles Random Sort between time and visit id, keeping the direction', () => {
    const random = feedbackRandomSortToggle(FEEDBACK_SORT_DEFAULT);
    expect(random).toEqual({ field: 'visitId', direction: 'desc' });
    expect(feedbackRandomSortOn(random)).toBe(true);
    expect(feedbackRandomSortToggle(random)).toEqual({ field: 'timestamp', direction: 'desc' });
    expect(feedbackRandomSortToggle({ field: 'CSAT', direction: 'asc' })).toEqual({
      field: 'visitId',
      direction: 'asc',
    });
  });
});

describe('search', () => {
  it('reads the search with its defaults', () => {
    expect(reviewsSearchRead({})).toEqual({ text: '', by: 'all', includeNullVerbatims: false });
    expect(
      reviewsSearchRead({ searchText: 'outage', searchBy: 'notes', includeNullVerbatims: true }),
    ).toEqual({
      text: 'outage',
      by: 'notes',
      includeNullVerbatims: true,
    });
    expect(reviewsSearchRead({ searchBy: 'password' }).by).toBe('all');
  });

  it('writes only what differs from the defaults and keeps the other filters', () => {
    expect(reviewsSearchWrite({ CSAT: { from: 0, to: 50 } }, { text: ' outage ', by: 'verbatim' })).toEqual({
      CSAT: { from: 0, to: 50 },
      searchText: 'outage',
      searchBy: 'verbatim',
    });
    expect(
      reviewsSearchWrite(
        { searchText: 'outage', searchBy: 'notes', includeNullVerbatims: true },
        {
          text: '',
          by: 'all',
          includeNullVerbatims: false,
        },
      ),
    ).toEqual({});
  });
});
