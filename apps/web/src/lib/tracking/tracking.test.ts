import type { ClientEvent } from '@prism/domain';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/server';
import { ACCESS_TOKEN_KEY } from '../access-token';
import { apiRequest } from '../api-client';
import { collectorSend } from './collector-send';
import type { Tracker, TrackerSend } from './tracker';
import { trackingActive, trackingSendNow, trackingStart, trackingStop } from './tracking';
import type { TrackingStateStore } from './tracking-state';

const TRACEPARENT = /^00-([0-9a-f]{32})-[0-9a-f]{16}-01$/;

function memoryStore(): TrackingStateStore {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('API calls and tracking', () => {
  let tracker: Tracker | null = null;
  afterEach(() => {
    if (tracker) trackingStop(tracker);
    tracker = null;
  });

  function start(userId = 'analyst') {
    const batches: ClientEvent[][] = [];
    const send = vi.fn<TrackerSend>(async (events) => {
      batches.push(events);
      return true;
    });
    tracker = trackingStart({ userId, send, store: memoryStore(), flushSize: 100 });
    return { batches, send };
  }

  it('gives every call a W3C traceparent and the user id, and reports it with that trace id', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get('*/api/groups', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json([]);
      }),
    );
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-analyst');
    const { batches } = start('analyst');
    await apiRequest('/api/groups', { query: { since: 5 } });
    await apiRequest('/api/groups');

    expect(seen[0]!.get('authorization')).toBe('Bearer token-analyst');
    expect(seen[0]!.get('x-prism-user-id')).toBe('analyst');
    const first = TRACEPARENT.exec(seen[0]!.get('traceparent') ?? '');
    const second = TRACEPARENT.exec(seen[1]!.get('traceparent') ?? '');
    expect(first).not.toBeNull();
    expect(second![1]).not.toBe(first![1]);

    await tracker!.flush();
    const calls = batches.flat().filter((event) => event.eventType === 'apiCall');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      apiHost: 'prism.test',
      apiHttpVerb: 'GET',
      apiOperationName: '/api/groups',
      apiResponseCode: 200,
      apiSuccess: true,
      apiQueryParams: 'since=5',
      traceId: first![1],
    });
  });

  it('reports failures with their status and text, and a network failure as 500', async () => {
    server.use(
      http.delete('*/api/groups/:id', () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'Not yours' } }, { status: 403 }),
      ),
      http.get('*/api/version', () => HttpResponse.error()),
    );
    const { batches } = start();
    await expect(apiRequest('/api/groups/g1', { method: 'DELETE' })).rejects.toThrow('Not yours');
    await expect(apiRequest('/api/version')).rejects.toThrow('could not be reached');
    await tracker!.flush();
    const calls = batches.flat().filter((event) => event.eventType === 'apiCall');
    expect(
      calls.map((call) => [call.apiHttpVerb, call.apiResponseCode, call.apiSuccess, call.apiResponseText]),
    ).toEqual([
      ['DELETE', 403, false, 'Not yours'],
      ['GET', 500, false, 'The Prism server could not be reached.'],
    ]);
  });

  it('reports calls made before the tracker started once it starts, without a user header before', async () => {
    let userHeader: string | null = 'unset';
    server.use(
      http.post('*/api/tokens/access/verify', ({ request }) => {
        userHeader = request.headers.get('x-prism-user-id');
        return HttpResponse.json({ id: 'analyst' });
      }),
    );
    await apiRequest('/api/tokens/access/verify', { method: 'POST', body: {}, withToken: false });
    expect(userHeader).toBeNull();
    const { batches } = start();
    await tracker!.flush();
    expect(batches.flat().map((event) => [event.eventType, event.apiOperationName ?? null])).toEqual([
      ['startSession', null],
      ['apiCall', '/api/tokens/access/verify'],
    ]);
  });

  it('sends nothing and says so when no tracker runs', async () => {
    expect(trackingActive()).toBeNull();
    await expect(trackingSendNow({ eventType: 'userFeedback' })).resolves.toBe(false);
  });
});

describe('collectorSend', () => {
  const event = {
    timestamp: Date.UTC(2026, 10, 22),
    appId: 'Prism@Web',
    environment: 'production',
    visitId: 'v',
    deviceId: 'd',
    eventType: 'pageView',
    sequenceNumber: 1,
  } satisfies ClientEvent;

  it('posts a client batch with the bearer token, and is not itself reported as a call', async () => {
    let received: { auth: string | null; body: unknown } | null = null;
    server.use(
      http.post('*/api/collector/events', async ({ request }) => {
        received = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ stored: 1 });
      }),
    );
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-analyst');
    const batches: ClientEvent[][] = [];
    const tracker = trackingStart({
      userId: 'analyst',
      send: async (events) => {
        batches.push(events);
        return true;
      },
      store: memoryStore(),
      flushSize: 100,
    });
    await expect(collectorSend([event], { keepalive: true })).resolves.toBe(true);
    expect(received).toEqual({ auth: 'Bearer token-analyst', body: { type: 'client', events: [event] } });
    await tracker.flush();
    expect(batches.flat().some((sent) => sent.eventType === 'apiCall')).toBe(false);
    trackingStop(tracker);
  });

  it('swallows refusals, network failures and a missing token', async () => {
    server.use(http.post('*/api/collector/events', () => HttpResponse.json({}, { status: 400 })));
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-analyst');
    await expect(collectorSend([event], { keepalive: false })).resolves.toBe(false);
    server.use(http.post('*/api/collector/events', () => HttpResponse.error()));
    await expect(collectorSend([event], { keepalive: false })).resolves.toBe(false);
    window.localStorage.clear();
    await expect(collectorSend([event], { keepalive: false })).resolves.toBe(false);
  });
});
