import { COLLECTOR_MAX_EVENTS } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent, clientEvents, serverEvent, T0 } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';

describe('POST /api/collector/events', () => {
  let t: TestApp;
  let auth: { authorization: string };
  const post = (payload: unknown, headers = auth) =>
    t.app.inject({ method: 'POST', url: '/api/collector/events', headers, payload: payload as object });
  beforeAll(async () => {
    t = await buildTestApp();
    auth = await t.as('collector');
  });
  afterAll(() => t.close());

  it('stores a valid client batch whole before acknowledging it', async () => {
    const before = await t.app.analytics.totals();
    const res = await post({ type: 'client', events: clientEvents(25, { appId: 'MSA@Web' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: 25 });
    expect((await t.app.analytics.totals()).client).toBe(before.client + 25);
    const counts = await t.app.analytics.clientEventCountsByApp();
    expect(counts.find((row) => row.appId === 'MSA@Web')).toEqual({
      appId: 'MSA@Web',
      events: 25,
      lastEventMs: T0 + 24_000,
    });
  });

  it('stores server events', async () => {
    const res = await post({
      type: 'server',
      events: [serverEvent(), serverEvent({ direction: 'outgoing' }, 1)],
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.analytics.totals()).server).toBeGreaterThanOrEqual(2);
  });

  it('refuses a batch with one bad event, names it, and stores none of the batch', async () => {
    const before = await t.app.analytics.totals();
    const events: unknown[] = clientEvents(10, { appId: 'SMB@Web' });
    events[7] = { ...clientEvent({}, 7), timestamp: 'yesterday' };
    const res = await post({ type: 'client', events });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(/^events\[7\]\.timestamp: /);
    expect(error.details).toMatchObject({ eventIndex: 7, field: 'timestamp' });
    expect(await t.app.analytics.totals()).toEqual(before);
  });

  it.each([
    ['a missing required field', { ...clientEvent(), visitId: undefined }, 'visitId'],
    ['an unknown event type', clientEvent({ eventType: 'explode' as never }), 'eventType'],
    ['an unknown field', { ...clientEvent(), favouriteColour: 'blue' }, ''],
    ['a negative response time', clientEvent({ apiResponseTimeMs: -1 }), 'apiResponseTimeMs'],
    ['a too-long page name', clientEvent({ pageName: 'p'.repeat(300) }), 'pageName'],
  ])('names %s', async (_label, event, field) => {
    const res = await post({ type: 'client', events: [clientEvent(), event] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(`events[1]`);
    expect(res.json().error.message).toContain(field);
  });

  it.each([
    ['no events', { type: 'client', events: [] }],
    ['an unknown batch type', { type: 'weird', events: [clientEvent()] }],
    ['events that are not a list', { type: 'client', events: 'lots' }],
    ['a server event in a client batch', { type: 'client', events: [serverEvent()] }],
  ])('refuses a batch with %s', async (_label, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message.length).toBeGreaterThan(5);
  });

  it('refuses more than 10,000 events with 413 and stores nothing', async () => {
    const before = await t.app.analytics.totals();
    const res = await post({ type: 'client', events: clientEvents(COLLECTOR_MAX_EVENTS + 1) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toContain('10000');
    expect(await t.app.analytics.totals()).toEqual(before);
  });

  it('accepts exactly 10,000 events', async () => {
    const res = await post({
      type: 'client',
      events: clientEvents(COLLECTOR_MAX_EVENTS, { appId: 'Shop@Web' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: COLLECTOR_MAX_EVENTS });
  });

  it('refuses a body over 10 MB with 413', async () => {
    const long = (c: string) => c.repeat(250);
    const events = clientEvents(COLLECTOR_MAX_EVENTS, {
      apiResponseText: long('x'),
      pageName: long('y'),
      appSection: long('z'),
      apiName: long('w'),
    });
    const body = JSON.stringify({ type: 'client', events });
    expect(body.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collector/events',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('refuses prototype-poisoning keys and bodies that are not JSON', async () => {
    const raw = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/collector/events',
        headers: { ...auth, 'content-type': 'application/json' },
        payload,
      });
    const event = JSON.stringify(clientEvent());
    const poisoned = await raw(
      `{"type":"client","events":[${event.replace('{', '{"__proto__":{"admin":true},')}]}`,
    );
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().error.message).toMatch(/^events\[0\]/);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const broken = await raw('{"type":"client","events":[');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toEqual({ code: 'invalid_json', message: 'Body is not valid JSON' });
    expect((await raw('')).statusCode).toBe(400);
  });

  it('requires a token', async () => {
    const res = await post({ type: 'client', events: [clientEvent()] }, { authorization: '' });
    expect(res.statusCode).toBe(401);
  });

  it('keeps nulls, booleans and lists as sent', async () => {
    const res = await post({
      type: 'client',
      events: [
        clientEvent({
          appId: 'KidsZone@iOS',
          daiEnabled: true,
          experimentUuids: ['e1', 'e2'],
          pageName: null,
        }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.analytics.clientEventCountsByApp()).find((row) => row.appId === 'KidsZone@iOS')?.events,
    ).toBe(1);
  });
});
