import { describe, expect, it } from 'vitest';
import { clientEventSchema, FEEDBACK_TEXT_MAX } from './events';
import { MSG } from './messages';
import {
  FEEDBACK_CATEGORIES,
  feedbackEvent,
  feedbackValidate,
  PRISM_APP_ID,
  trackingBreakpoint,
  trackingPage,
  trackingPageType,
} from './tracking';

describe('trackingPage (spec 000 section 2, analytics page classification)', () => {
  it.each([
    ['/', 'home', null],
    ['', 'home', null],
    ['/welcome', 'welcome', null],
    ['/landing', 'welcome', null],
    ['/applications/Guide', 'deprecated', null],
    ['/groups', 'deprecated', null],
    ['/MSA@Web/client-analytics/overview', 'clientAnalytics', 'overview'],
    ['/MSA@Web/client-analytics/errors/details', 'clientAnalytics', 'errors/details'],
    ['/MSA@Web/server-analytics/incoming', 'serverAnalytics', 'incoming'],
    ['/MSA@Web/quantum-resources/event-types', 'quantumResources', 'event-types'],
    ['/MSA@Web/dashboards/mine', 'dashboards', 'mine'],
    ['/MSA@Web/dashboards', 'dashboards', null],
    ['/tools/krypto', 'tools/krypto', null],
    ['/prismadmin/prismusage', 'prismadmin/prismusage', null],
    ['/documentation/morph/home', 'documentation/morph', 'home'],
    ['/request-access', 'request-access', null],
    ['/documentation/', 'documentation', null],
    ['//x', '404', null],
  ])('classifies %j as %s', (path, pageName, appSection) => {
    expect(trackingPage(path)).toEqual({ pageName, appSection });
  });

  it('reads encoded segments', () => {
    expect(trackingPage('/tools%2Fx/y%20z')).toEqual({ pageName: 'tools/x/y z', appSection: null });
    expect(trackingPage('/bad%E0/one')).toEqual({ pageName: 'bad%E0/one', appSection: null });
  });
});

describe('trackingPageType', () => {
  it.each([
    ['/MSA@Web/client-analytics/overview', 'Applications'],
    ['/OneApp@Android@Xamarin', 'Applications'],
    ['/MSA%40Web/errors', 'Applications'],
    ['/3f6c2a5e-0b1d-4c7e-9a8f-6d2e1b0c9a71/client-analytics/overview', 'Groups'],
    ['/x3f6c2a5e-0b1d-4c7e-9a8f-6d2e1b0c9a71', 'Groups'],
    ['/3f6c2a5e-0b1d-4c7e-9a8f', 'Other'],
    ['/', 'Other'],
    ['/tools/krypto', 'Other'],
  ])('files %s under %s', (path, type) => {
    expect(trackingPageType(path)).toBe(type);
  });
});

describe('trackingBreakpoint (spec 000 section 9)', () => {
  it.each([
    [2560, 1920],
    [1920, 1920],
    [1919, 1280],
    [1440, 1280],
    [1280, 1280],
    [1000, 960],
    [960, 960],
    [800, 720],
    [720, 720],
    [650, 600],
    [600, 600],
    [599, 320],
    [320, 320],
    [200, 320],
  ])('puts width %i in %i', (width, breakpoint) => {
    expect(trackingBreakpoint(width)).toBe(breakpoint);
  });
});

describe('portal feedback (spec 000 sections 5 and 7)', () => {
  it('offers the five categories in order', () => {
    expect(FEEDBACK_CATEGORIES).toEqual([
      'General/Miscellaneous',
      'Errors',
      'Feature Request',
      'Usability',
      'Questions',
    ]);
  });

  it('requires text, however the category and rating are set', () => {
    expect(feedbackValidate({ category: 'Errors', text: '', rating: null })).toBe(MSG.feedbackTextRequired);
    expect(feedbackValidate({ category: 'Errors', text: '  \n ', rating: 4 })).toBe(MSG.feedbackTextRequired);
    expect(MSG.feedbackTextRequired).toBe('Please enter feedback before submitting.');
  });

  it('accepts text with or without a rating, and refuses what the event cannot carry', () => {
    expect(feedbackValidate({ category: 'Usability', text: 'Nice', rating: null })).toBeNull();
    expect(feedbackValidate({ category: 'Usability', text: 'Nice', rating: 5 })).toBeNull();
    expect(feedbackValidate({ category: null, text: 'Nice', rating: null })).not.toBeNull();
    expect(feedbackValidate({ category: 'Usability', text: 'Nice', rating: 6 })).not.toBeNull();
    expect(
      feedbackValidate({ category: 'Usability', text: 'x'.repeat(FEEDBACK_TEXT_MAX), rating: 1 }),
    ).toBeNull();
    expect(
      feedbackValidate({ category: 'Usability', text: 'x'.repeat(FEEDBACK_TEXT_MAX + 1), rating: 1 }),
    ).not.toBeNull();
  });

  it('builds the userFeedback event the collector accepts', () => {
    const fields = feedbackEvent(
      { category: 'Feature Request', text: '  More charts  ', rating: 4 },
      'analyst',
    );
    expect(fields).toEqual({
      eventType: 'userFeedback',
      userId: 'analyst',
      feedbackCategory: 'Feature Request',
      feedbackText: 'More charts',
      feedbackRating: 4,
      feedbackQuestionType: 'starRating',
      feedbackSurveyId: 'generalExperienceStarRating',
    });
    const event = {
      ...fields,
      timestamp: Date.UTC(2026, 10, 22),
      appId: PRISM_APP_ID,
      environment: 'production',
      visitId: 'v1',
      deviceId: 'd1',
      sequenceNumber: 3,
    };
    expect(clientEventSchema.safeParse(event).success).toBe(true);
    expect(
      feedbackEvent({ category: 'Errors', text: 'Broken', rating: null }, 'u').feedbackRating,
    ).toBeNull();
  });
});
