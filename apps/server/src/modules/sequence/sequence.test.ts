import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent, T0 } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';

describe('GET /api/sequence/:visitId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.analytics.insertClientEvents([
      clientEvent({ visitId: 'v-1', sequenceNumber: 1, timestamp: T0 + 5, eventType: 'pageView' }),
      clientEvent({ visitId: 'v-1', sequenceNumber: 0, timestamp: T0, eventType: 'startSession' }),
      clientEvent({ visitId: 'v-2', timestamp: T0 }),
    ]);
  });
  afterAll(() => t.close());

  it('answers the events of one visit in the order they happened', async () => {
    const res = await t.app.inject({ url: '/api/sequence/v-1', headers: await t.as('analyst') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.visitId).toBe('v-1');
    expect(body.events.map((e: { eventType: string }) => e.eventType)).toEqual(['startSession', 'pageView']);
  });

  it('answers 404 for a visit with no events, hostile ids included', async () => {
    for (const id of ['nope', "' OR 1=1 --"]) {
      const res = await t.app.inject({
        url: `/api/sequence/${encodeURIComponent(id)}`,
        headers: await t.as('analyst'),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(`No events stored for visit "${id}"`);
    }
  });

  it('is for portal users with a token', async () => {
    expect((await t.app.inject({ url: '/api/sequence/v-1' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/sequence/v-1', headers: await t.as('docs') })).statusCode).toBe(
      403,
    );
  });
});
