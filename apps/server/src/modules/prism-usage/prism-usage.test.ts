import { PRISM_APP_ID, type ClientEvent } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';

// A window no demo data reaches, so the counts are exactly what this test sent.
const START = Date.UTC(2030, 0, 1);
const HOUR = 3_600_000;

let sequence = 0;
function prismEvent(
  user: string,
  visit: string,
  fields: Partial<ClientEvent>,
  at = START + HOUR,
): ClientEvent {
  return {
    timestamp: at,
    appId: PRISM_APP_ID,
    environment: 'production',
    visitId: visit,
    deviceId: `device-${user}`,
    eventType: 'pageView',
    sequenceNumber: ++sequence,
    userId: user,
    ...fields,
  };
}

const view = (user: string, visit: string, pageName: string) =>
  prismEvent(user, visit, { eventType: 'pageView', pageName, pageType: 'Other', breakpoint: 1280 });
const call = (user: string, operation: string, status: number, ms: number, verb = 'GET') =>
  prismEvent(user, `visit-${user}`, {
    eventType: 'apiCall',
    apiHttpVerb: verb,
    apiName: operation,
    apiOperationName: operation,
    apiResponseCode: status,
    apiResponseTimeMs: ms,
    apiSuccess: status < 400,
  });

describe('GET /api/prism-usage', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let analyst: { authorization: string };
  const get = (query: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/prism-usage?${query}`, headers });
  const window = `startMs=${START}&endMs=${START + 24 * HOUR}`;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.as('admin');
    analyst = await t.as('analyst');
    const events: ClientEvent[] = [
      view('ann', 'visit-ann', 'home'),
      view('ann', 'visit-ann', 'clientAnalytics'),
      view('ann', 'visit-ann-2', 'home'),
      view('bob', 'visit-bob', 'home'),
      view('bob', 'visit-bob', 'tools/krypto'),
      call('ann', '/api/groups', 200, 10),
      call('ann', '/api/groups', 200, 20),
      call('bob', '/api/groups', 503, 30),
      call('bob', '/api/transformer', 500, 5, 'POST'),
      prismEvent('bob', 'visit-bob', {
        eventType: 'error',
        errorType: 'internal',
        errorCode: 'network_error',
      }),
      prismEvent('ann', 'visit-ann', {
        eventType: 'userFeedback',
        feedbackCategory: 'Errors',
        feedbackText: 'Hi',
      }),
      // Outside the window, and another application's events: not counted.
      view('carl', 'visit-carl', 'home'),
      { ...view('ann', 'visit-ann', 'home'), timestamp: START - 1 },
      { ...view('ann', 'visit-ann', 'home'), timestamp: START + 24 * HOUR },
      { ...view('ann', 'visit-ann', 'home'), appId: 'MSA@Web' },
    ];
    events[11] = { ...events[11]!, timestamp: START + 30 * HOUR };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collector/events',
      headers: await t.as('collector'),
      payload: { type: 'client', events },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('counts page views by page, users, visits and API calls by operation with failures', async () => {
    const res = await get(window, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      appId: 'Prism@Web',
      startMs: START,
      endMs: START + 24 * HOUR,
      totals: { pageViews: 5, users: 2, visits: 3, apiCalls: 4, apiFailures: 2, errors: 1, feedback: 1 },
      pages: [
        { pageName: 'home', views: 3, users: 2 },
        { pageName: 'clientAnalytics', views: 1, users: 1 },
        { pageName: 'tools/krypto', views: 1, users: 1 },
      ],
      apiCalls: [
        { verb: 'GET', operation: '/api/groups', calls: 3, failures: 1, avgMs: 20 },
        { verb: 'POST', operation: '/api/transformer', calls: 1, failures: 1, avgMs: 5 },
      ],
    });
  });

  it('keeps to the limit and answers an empty window with zeros', async () => {
    const limited = (await get(`${window}&limit=1`, admin)).json();
    expect(limited.pages).toEqual([{ pageName: 'home', views: 3, users: 2 }]);
    expect(limited.apiCalls).toHaveLength(1);
    const empty = (await get(`startMs=${START - 10 * HOUR}&endMs=${START - HOUR}`, admin)).json();
    expect(empty.totals).toEqual({
      pageViews: 0,
      users: 0,
      visits: 0,
      apiCalls: 0,
      apiFailures: 0,
      errors: 0,
      feedback: 0,
    });
    expect(empty.pages).toEqual([]);
  });

  it('counts senders without a user marker by device, and calls by API name', async () => {
    const day = START + 2 * 24 * HOUR;
    const bare = (device: string, fields: Partial<ClientEvent>): ClientEvent => ({
      timestamp: day + HOUR,
      appId: PRISM_APP_ID,
      environment: 'production',
      visitId: `visit-${device}`,
      deviceId: device,
      eventType: 'pageView',
      sequenceNumber: ++sequence,
      ...fields,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collector/events',
      headers: await t.as('collector'),
      payload: {
        type: 'client',
        events: [
          bare('d1', { pageName: 'home' }),
          bare('d2', { pageName: 'home' }),
          bare('d2', { eventType: 'apiCall', apiName: '/api/version', apiResponseCode: 200 }),
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const usage = (await get(`startMs=${day}&endMs=${day + 24 * HOUR}`, admin)).json();
    expect(usage.totals).toMatchObject({ users: 2, visits: 2, pageViews: 2, apiCalls: 1 });
    expect(usage.pages).toEqual([{ pageName: 'home', views: 2, users: 2 }]);
    expect(usage.apiCalls).toEqual([
      { verb: '', operation: '/api/version', calls: 1, failures: 0, avgMs: null },
    ]);
  });

  it('is for admins only', async () => {
    expect((await get(window, analyst)).statusCode).toBe(403);
    expect((await get(window, { authorization: '' })).statusCode).toBe(401);
  });

  it.each([
    ['a missing window', '', 'startMs'],
    ['an end before the start', `startMs=${START}&endMs=${START - 1}`, 'endMs'],
    ['a window over 400 days', `startMs=${START}&endMs=${START + 401 * 24 * HOUR}`, 'endMs'],
    ['a limit over 200', `${window}&limit=500`, 'limit'],
  ])('refuses %s with 400 naming the field', async (_label, query, field) => {
    const res = await get(query, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
  });
});
