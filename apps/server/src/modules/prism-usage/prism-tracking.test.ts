import { PRISM_APP_ID, feedbackEvent, type ClientEvent } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0 } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';

/** Prism's own tracking (spec 000 sections 2 and 7) goes through the collector like any app's. */
describe('Prism@Web tracking batches', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    auth = await t.as('analyst');
  });
  afterAll(() => t.close());

  const base = (sequenceNumber: number): ClientEvent => ({
    timestamp: T0 + sequenceNumber * 1000,
    appId: PRISM_APP_ID,
    environment: 'production',
    visitId: 'prism-visit-1',
    deviceId: 'prism-device-1',
    eventType: 'pageView',
    sequenceNumber,
    userId: 'analyst',
  });

  it('stores page views, API calls, errors and feedback with every tracking field', async () => {
    const events: ClientEvent[] = [
      { ...base(0), eventType: 'startSession' },
      {
        ...base(1),
        pageName: 'clientAnalytics',
        appSection: 'overview',
        pageType: 'Applications',
        breakpoint: 1280,
      },
      {
        ...base(2),
        eventType: 'apiCall',
        apiName: '/api/groups',
        apiHost: 'prism.example',
        apiHttpVerb: 'GET',
        apiOperationName: '/api/groups',
        apiResponseCode: 200,
        apiResponseTimeMs: 12.5,
        apiSuccess: true,
        apiQueryParams: 'since=1',
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      },
      {
        ...base(3),
        eventType: 'error',
        errorType: 'internal',
        errorCode: 'network_error',
        errorMessage: 'The Prism server could not be reached.',
      },
      {
        ...base(4),
        ...feedbackEvent({ category: 'Usability', text: 'x'.repeat(2000), rating: 3 }, 'analyst'),
      },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collector/events',
      headers: auth,
      payload: { type: 'client', events },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: 5 });

    // Read back with customer-feedback access: user ids and feedback text are personal data.
    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/sequence/prism-visit-1',
      headers: await t.as('voc'),
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().events).toEqual(events);
  });

  it('refuses feedback text over 2000 characters, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collector/events',
      headers: auth,
      payload: {
        type: 'client',
        events: [{ ...base(0), eventType: 'userFeedback', feedbackText: 'x'.repeat(2001) }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('events[0].feedbackText');
  });
});
