import { clientEventSchema, PRISM_APP_ID, type ClientEvent } from '@prism/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tracker, type TrackerOptions, type TrackerSend } from './tracker';
import { TRACKING_STATE_KEY, TRACKING_VISIT_IDLE_MS, type TrackingStateStore } from './tracking-state';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

function memoryStore(): TrackingStateStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('Tracker', () => {
  let now: number;
  let sent: ClientEvent[][];
  let send: ReturnType<typeof vi.fn<TrackerSend>>;
  let store: ReturnType<typeof memoryStore>;
  const trackers: Tracker[] = [];

  function tracker(options: Partial<TrackerOptions> = {}) {
    const created = new Tracker({ userId: 'analyst', send, store, now: () => now, flushSize: 3, ...options });
    trackers.push(created);
    return created;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    now = T0;
    sent = [];
    send = vi.fn<TrackerSend>(async (events) => {
      sent.push(events);
      return true;
    });
    store = memoryStore();
  });
  afterEach(() => {
    trackers.splice(0).forEach((created) => created.stop());
    vi.useRealTimers();
  });

  it('sends a start-session event only when the analytics state is blank', async () => {
    const first = tracker();
    await first.flush();
    expect(sent.flat().map((event) => event.eventType)).toEqual(['startSession']);
    first.stop();

    now += 60_000;
    const reload = tracker();
    reload.track({ eventType: 'selectAction' });
    await reload.flush();
    expect(sent.flat().map((event) => event.eventType)).toEqual(['startSession', 'selectAction']);
    expect(reload.visitId).toBe(first.visitId);
    expect(sent[1]![0]!.sequenceNumber).toBe(2);
  });

  it('starts a new visit, with its start-session event, after 30 idle minutes; the device stays', async () => {
    const first = tracker();
    await first.flush();
    first.stop();
    now += TRACKING_VISIT_IDLE_MS + 1;
    const later = tracker();
    await later.flush();
    expect(sent.map((batch) => batch[0]!.eventType)).toEqual(['startSession', 'startSession']);
    expect(later.visitId).not.toBe(first.visitId);
    expect(later.deviceId).toBe(first.deviceId);
    expect(sent[1]![0]!.sequenceNumber).toBe(1);
  });

  it('treats unreadable stored state as blank', async () => {
    store.setItem(TRACKING_STATE_KEY, '{"deviceId":');
    await tracker().flush();
    expect(sent.flat()[0]!.eventType).toBe('startSession');
  });

  it('batches: sends once the batch size is reached, and on the interval otherwise', async () => {
    const t = tracker({ flushIntervalMs: 5000 });
    t.track({ eventType: 'selectAction' });
    expect(send).not.toHaveBeenCalled();
    t.track({ eventType: 'selectAction' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent[0]).toHaveLength(3);
    expect(send.mock.calls[0]![1]).toEqual({ keepalive: false });

    t.track({ eventType: 'custom' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(sent[1]!.map((event) => event.eventType)).toEqual(['custom']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stamps every event as a valid prism@Web production event of the visit', async () => {
    const t = tracker({ flushSize: 100 });
    t.pageView('/MSA@Web/client-analytics/errors/details', 1440);
    t.track({ eventType: 'selectAction' });
    await t.flush();
    const [start, view, action] = sent[0]!;
    for (const event of sent[0]!) {
      expect(clientEventSchema.safeParse(event).success).toBe(true);
      expect(event).toMatchObject({
        appId: PRISM_APP_ID,
        environment: 'production',
        userId: 'analyst',
        visitId: t.visitId,
        deviceId: t.deviceId,
      });
    }
    expect([start, view, action].map((event) => event!.sequenceNumber)).toEqual([1, 2, 3]);
    expect(view).toMatchObject({
      eventType: 'pageView',
      pageName: 'clientAnalytics',
      appSection: 'errors/details',
      pageType: 'Applications',
      breakpoint: 1280,
    });
    // Later events are filed under the page they happened on.
    expect(action).toMatchObject({ pageName: 'clientAnalytics', appSection: 'errors/details' });
  });

  it('reports API calls with host, verb, operation, status, duration, success, trace id and query', async () => {
    const t = tracker({ flushSize: 100 });
    const url = new URL('http://prism.test/api/analytics/event-counts?since=5&x=1');
    t.apiCall({ url, method: 'GET', status: 200, durationMs: 12.34, traceId: 'a'.repeat(32) });
    t.apiCall({ url, method: 'POST', status: 0, durationMs: 3, traceId: 'b'.repeat(32), errorText: 'down' });
    t.apiCall({ url, method: 'GET', status: 404, durationMs: 3, traceId: 'c'.repeat(32), errorText: 'gone' });
    await t.flush();
    const [, ok, network, missing] = sent[0]!;
    expect(ok).toMatchObject({
      eventType: 'apiCall',
      apiHost: 'prism.test',
      apiHttpVerb: 'GET',
      apiName: '/api/analytics/event-counts',
      apiOperationName: '/api/analytics/event-counts',
      apiResponseCode: 200,
      apiResponseTimeMs: 12.3,
      apiSuccess: true,
      apiResponseText: null,
      apiQueryParams: 'since=5&x=1',
      traceId: 'a'.repeat(32),
    });
    expect(network).toMatchObject({ apiResponseCode: 500, apiSuccess: false, apiResponseText: 'down' });
    expect(missing).toMatchObject({ apiResponseCode: 404, apiSuccess: false, apiResponseText: 'gone' });
    for (const event of sent[0]!) expect(clientEventSchema.safeParse(event).success).toBe(true);
  });

  it('reports each unique error once', async () => {
    const t = tracker({ flushSize: 100 });
    t.error({ code: 'network_error', message: 'The Prism server could not be reached.' });
    t.error({ code: 'network_error', message: 'The Prism server could not be reached.' });
    t.error({ code: 'internal', message: 'Boom' });
    t.error({ code: 'network_error', message: 'The Prism server could not be reached.' });
    await t.flush();
    const errors = sent.flat().filter((event) => event.eventType === 'error');
    expect(errors.map((event) => [event.errorType, event.errorCode, event.errorMessage])).toEqual([
      ['internal', 'network_error', 'The Prism server could not be reached.'],
      ['internal', 'internal', 'Boom'],
    ]);
  });

  it('clips long values to what the collector accepts', async () => {
    const t = tracker({ flushSize: 100 });
    t.error({ code: 'c'.repeat(100), message: 'm'.repeat(5000) });
    t.pageView(`/${'p'.repeat(400)}`, 800);
    await t.flush();
    for (const event of sent[0]!) expect(clientEventSchema.safeParse(event).success).toBe(true);
  });

  it('drops a batch the collector did not take, without retrying it, and never throws', async () => {
    send.mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('offline'));
    const t = tracker({ flushSize: 100 });
    t.track({ eventType: 'custom' });
    await expect(t.flush()).resolves.toBe(false);
    t.track({ eventType: 'selectAction' });
    await expect(t.flush()).resolves.toBe(false);
    t.track({ eventType: 'pageView' });
    await expect(t.flush()).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls[2]![0].map((event) => event.eventType)).toEqual(['pageView']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends an event at once and says whether it was stored', async () => {
    const t = tracker({ flushSize: 100 });
    await expect(t.sendNow({ eventType: 'userFeedback', feedbackText: 'Hi' })).resolves.toBe(true);
    expect(sent[0]!.map((event) => event.eventType)).toEqual(['startSession', 'userFeedback']);
    send.mockResolvedValueOnce(false);
    await expect(t.sendNow({ eventType: 'userFeedback', feedbackText: 'Again' })).resolves.toBe(false);
  });

  it('on stop sends what waits with keepalive, then records nothing more', async () => {
    const t = tracker({ flushSize: 100 });
    t.track({ eventType: 'custom' });
    t.stop();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![1]).toEqual({ keepalive: true });
    t.track({ eventType: 'custom' });
    await t.flush();
    expect(send).toHaveBeenCalledTimes(1);
    await expect(t.sendNow({ eventType: 'custom' })).resolves.toBe(false);
  });
});
