import { describe, expect, it } from 'vitest';
import { editReviewsHref, vocFamilyHas, vocPagePath, vocRouteOf } from './voc-paths';

describe('Voice of Customer paths', () => {
  it('finds the family and page of each route family', () => {
    expect(vocRouteOf('client-analytics/voice-of-customer/overview/details')).toEqual({
      family: 'client-analytics',
      page: 'overview/details',
    });
    expect(vocRouteOf('voice-of-customer/journey-surveys/td-metrics')).toEqual({
      family: 'journey-surveys',
      page: 'td-metrics',
    });
    expect(vocRouteOf('client-analytics/errors')).toBeUndefined();
  });

  it('builds page paths and knows client analytics has only the feedback pages', () => {
    expect(vocPagePath('DigitalSurvey@Web@portals', 'digital-surveys', 'reviews')).toBe(
      '/DigitalSurvey%40Web%40portals/voice-of-customer/digital-surveys/reviews',
    );
    expect(vocFamilyHas('client-analytics', 'settings')).toBe(false);
    expect(vocFamilyHas('journey-surveys', 'settings')).toBe(true);
  });

  it('replaces the last segment, or the last two under overview/details, by edit-reviews (spec 001 section 2)', () => {
    expect(editReviewsHref('/MSA@Web/client-analytics/voice-of-customer/reviews', '?period=1d', 'f1')).toBe(
      '/MSA@Web/client-analytics/voice-of-customer/edit-reviews?period=1d&vocFeedbackID=f1',
    );
    expect(
      editReviewsHref(
        '/g1/voice-of-customer/digital-surveys/overview/details',
        '?category=c&vocFeedbackID=old',
        'f2',
      ),
    ).toBe('/g1/voice-of-customer/digital-surveys/edit-reviews?category=c&vocFeedbackID=f2');
  });
});
