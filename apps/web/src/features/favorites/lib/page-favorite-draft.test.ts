import { describe, expect, it } from 'vitest';
import { pageFavoriteDraft, pageFavoriteFilterQuery, type FavoritePageRoute } from './page-favorite-draft';

const ROUTES: FavoritePageRoute[] = [
  { path: 'client-analytics/errors', title: 'Errors', scope: 'entity' },
  { path: 'tools/sequence/:visitId', title: 'Sequence', scope: 'global' },
];

describe('pageFavoriteFilterQuery', () => {
  it('keeps the filters and their operators and drops time, step and other settings', () => {
    expect(
      pageFavoriteFilterQuery(
        '?period=7d&step=3600000&appVersion[]=5.1&appVersion[]=5.2&filterOperators[]=appVersion:NOT_IN&openFeedbackModal=true',
      ),
    ).toBe('appVersion[]=5.1&appVersion[]=5.2&filterOperators[]=appVersion:NOT_IN');
  });

  it('keeps an encoded filter parameter as the address wrote it', () => {
    expect(pageFavoriteFilterQuery('?appVersion%5B%5D=5.1%20beta&period=7d')).toBe(
      'appVersion%5B%5D=5.1%20beta',
    );
  });

  it('is empty without filters', () => {
    expect(pageFavoriteFilterQuery('?period=24h')).toBe('');
    expect(pageFavoriteFilterQuery('')).toBe('');
  });
});

describe('pageFavoriteDraft', () => {
  it('captures an application page: path plus query, the page title and the application', () => {
    expect(
      pageFavoriteDraft({
        pathname: '/OneApp@Roku/client-analytics/errors',
        search: '?period=7d&appVersion[]=5.1',
        routes: ROUTES,
        entityName: 'OneApp@Roku',
      }),
    ).toEqual({
      url: '/OneApp@Roku/client-analytics/errors?period=7d&appVersion[]=5.1',
      pageName: 'Errors',
      appOrGroupName: 'OneApp@Roku',
      appliedFilterQueryString: 'appVersion[]=5.1',
    });
  });

  it('captures a top-level page without an application or group', () => {
    expect(
      pageFavoriteDraft({ pathname: '/tools/sequence/v-1', search: '', routes: ROUTES, entityName: null }),
    ).toEqual({
      url: '/tools/sequence/v-1',
      pageName: 'Sequence',
      appOrGroupName: '',
      appliedFilterQueryString: '',
    });
  });

  it('has nothing to keep on home, on unknown pages or for an unknown application', () => {
    for (const [pathname, entityName] of [
      ['/', null],
      ['/documentation', null],
      ['/OneApp@Roku/no-such-page', 'OneApp@Roku'],
      ['/Nope@Web/client-analytics/errors', null],
    ] as const)
      expect(pageFavoriteDraft({ pathname, search: '', routes: ROUTES, entityName })).toBeNull();
  });
});
