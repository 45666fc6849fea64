import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent, T0 } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';

const HOUR = 3_600_000;
const TRACE = '0123456789abcdef0123456789abcdef';

describe('/api/sequence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.analytics.insertClientEvents([
      clientEvent({ visitId: 'v-1', sequenceNumber: 1, timestamp: T0 + 5, eventType: 'pageView' }),
      clientEvent({
        visitId: 'v-1',
        sequenceNumber: 0,
        timestamp: T0,
        eventType: 'startSession',
        pageName: null,
      }),
      clientEvent({
        visitId: 'v-1',
        sequenceNumber: 2,
        timestamp: T0 + 900,
        eventType: 'apiCall',
        apiName: 'GET /api/lineup',
        apiResponseCode: 200,
        traceId: TRACE,
      }),
      clientEvent({
        visitId: 'v-1',
        sequenceNumber: 3,
        timestamp: T0 + 1_000,
        eventType: 'userFeedback',
        userId: 'someone',
        feedbackText: 'my account 1234 is broken',
      }),
      clientEvent({ visitId: 'v-2', timestamp: T0 }),
      // Newer visits of a portal app, one in staging; and a backend-free trace elsewhere.
      ...[1, 2, 3].map((n) =>
        clientEvent({
          appId: 'SMB@Web',
          visitId: `smb-${n}`,
          deviceId: `smb-device-${n}`,
          timestamp: T0 + n * HOUR,
          sequenceNumber: 0,
          eventType: 'startSession',
          pageName: null,
          environment: n === 3 ? 'staging' : 'production',
        }),
      ),
      ...[1, 2, 3].map((n) =>
        clientEvent({
          appId: 'SMB@Web',
          visitId: `smb-${n}`,
          deviceId: `smb-device-${n}`,
          timestamp: T0 + n * HOUR + 50,
          sequenceNumber: 1,
          pageName: `page-${n}`,
          environment: n === 3 ? 'staging' : 'production',
        }),
      ),
      clientEvent({
        appId: 'SMB@Web',
        visitId: 'smb-old',
        timestamp: T0 - 40 * 24 * HOUR,
        sequenceNumber: 0,
        pageName: 'billing',
        traceId: 'feedfacefeedfacefeedfacefeedface',
        eventType: 'apiCall',
      }),
    ]);
  });
  afterAll(() => t.close());

  describe('GET /api/sequence/:visitId', () => {
    it('answers the events of one visit in the order they happened, with the visit summarised', async () => {
      const res = await t.app.inject({ url: '/api/sequence/v-1', headers: await t.as('analyst') });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.visitId).toBe('v-1');
      expect(body.events.map((e: { eventType: string }) => e.eventType)).toEqual([
        'startSession',
        'pageView',
        'apiCall',
        'userFeedback',
      ]);
      expect(body.range).toBeNull();
      expect(body.summary).toEqual({
        appId: 'OneApp@Roku',
        deviceId: 'device-0',
        environment: 'production',
        startMs: T0,
        endMs: T0 + 1_000,
        events: 4,
        firstSequence: 0,
        lastSequence: 3,
      });
    });

    it('narrows the events to a sequence range, bounds included, the summary still of the whole visit', async () => {
      const headers = await t.as('analyst');
      const both = (await t.app.inject({ url: '/api/sequence/v-1?start=1&end=2', headers })).json();
      expect(both.events.map((e: { sequenceNumber: number }) => e.sequenceNumber)).toEqual([1, 2]);
      expect(both.range).toEqual({ start: 1, end: 2 });
      expect(both.summary.events).toBe(4);
      const from = (await t.app.inject({ url: '/api/sequence/v-1?start=2', headers })).json();
      expect(from.events.map((e: { sequenceNumber: number }) => e.sequenceNumber)).toEqual([2, 3]);
      expect(from.range).toEqual({ start: 2, end: 3 });
      const outside = await t.app.inject({ url: '/api/sequence/v-1?start=50&end=60', headers });
      expect(outside.statusCode).toBe(200);
      expect(outside.json().events).toEqual([]);
    });

    it.each([
      ['start=-1', 'start: must be a whole number from 0 to 1,000,000'],
      ['start=1.5&end=3', 'start: must be a whole number from 0 to 1,000,000'],
      ['end=abc', 'end: must be a whole number from 0 to 1,000,000'],
      ['end=1000001', 'end: must be a whole number from 0 to 1,000,000'],
      ['start=3&end=2', 'end: must not be before start'],
    ])('refuses the range %s with a 400 naming the field', async (query, message) => {
      const res = await t.app.inject({ url: `/api/sequence/v-1?${query}`, headers: await t.as('analyst') });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
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

    it('sends user ids and feedback text only to customer-feedback access', async () => {
      const plain = (await t.app.inject({ url: '/api/sequence/v-1', headers: await t.as('analyst') })).json();
      const feedback = plain.events.find((e: { eventType: string }) => e.eventType === 'userFeedback');
      expect(feedback).not.toHaveProperty('userId');
      expect(feedback).not.toHaveProperty('feedbackText');
      const full = (
        await t.app.inject({ url: '/api/sequence/v-1?start=3', headers: await t.as('voc') })
      ).json();
      expect(full.events[0]).toMatchObject({ userId: 'someone', feedbackText: 'my account 1234 is broken' });
    });

    it('is for portal users with a token', async () => {
      expect((await t.app.inject({ url: '/api/sequence/v-1' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/sequence/v-1', headers: await t.as('docs') })).statusCode).toBe(
        403,
      );
    });
  });

  describe('GET /api/sequence?traceId=', () => {
    it('finds the visit and the event a trace id was seen on', async () => {
      const res = await t.app.inject({
        url: `/api/sequence?traceId=${TRACE}`,
        headers: await t.as('analyst'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        traceId: TRACE,
        visitId: 'v-1',
        appId: 'OneApp@Roku',
        sequenceNumber: 2,
        timestamp: T0 + 900,
      });
    });

    it("searches only the data source's applications when one is given", async () => {
      const headers = await t.as('analyst');
      const quantum = await t.app.inject({
        url: `/api/sequence?traceId=${TRACE}&dataSource=quantum`,
        headers,
      });
      expect(quantum.json().visitId).toBe('v-1');
      const qube = await t.app.inject({ url: `/api/sequence?traceId=${TRACE}&dataSource=qube`, headers });
      expect(qube.statusCode).toBe(404);
      expect(qube.json().error.message).toBe(`No event carries trace id "${TRACE}" in data source "qube"`);
    });

    it('answers 404 for an unknown trace id and 400 for a missing or bad one', async () => {
      const headers = await t.as('analyst');
      const unknown = await t.app.inject({ url: "/api/sequence?traceId=' OR 1=1 --", headers });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(`No event carries trace id "' OR 1=1 --"`);
      const missing = await t.app.inject({ url: '/api/sequence', headers });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toMatch(/^traceId: /);
      const long = await t.app.inject({ url: `/api/sequence?traceId=${'a'.repeat(65)}`, headers });
      expect(long.json().error.message).toBe('traceId: traceId is at most 64 characters');
      const source = await t.app.inject({ url: `/api/sequence?traceId=${TRACE}&dataSource=nope`, headers });
      expect(source.statusCode).toBe(400);
      expect(source.json().error.message).toMatch(/^dataSource: /);
    });

    it('is for portal users', async () => {
      expect((await t.app.inject({ url: `/api/sequence?traceId=${TRACE}` })).statusCode).toBe(401);
      const docs = await t.app.inject({ url: `/api/sequence?traceId=${TRACE}`, headers: await t.as('docs') });
      expect(docs.statusCode).toBe(403);
    });
  });

  describe('GET /api/sequence/recent', () => {
    it("lists an application's newest visits first, with their start, end, events and first page", async () => {
      const res = await t.app.inject({
        url: '/api/sequence/recent?appId=SMB@Web',
        headers: await t.as('analyst'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().visits).toEqual([
        ...[3, 2, 1].map((n) => ({
          visitId: `smb-${n}`,
          appId: 'SMB@Web',
          deviceId: `smb-device-${n}`,
          environment: n === 3 ? 'staging' : 'production',
          startMs: T0 + n * HOUR,
          endMs: T0 + n * HOUR + 50,
          events: 2,
          firstPage: `page-${n}`,
        })),
        {
          visitId: 'smb-old',
          appId: 'SMB@Web',
          deviceId: 'device-0',
          environment: 'production',
          startMs: T0 - 40 * 24 * HOUR,
          endMs: T0 - 40 * 24 * HOUR,
          events: 1,
          firstPage: null,
        },
      ]);
    });

    it('keeps to the limit, the newest first', async () => {
      const res = await t.app.inject({
        url: '/api/sequence/recent?appId=SMB@Web&limit=2',
        headers: await t.as('analyst'),
      });
      expect(res.json().visits.map((v: { visitId: string }) => v.visitId)).toEqual(['smb-3', 'smb-2']);
    });

    it('keeps to one environment when asked', async () => {
      const res = await t.app.inject({
        url: '/api/sequence/recent?appId=SMB@Web&environment=staging',
        headers: await t.as('analyst'),
      });
      expect(res.json().visits.map((v: { visitId: string }) => v.visitId)).toEqual(['smb-3']);
    });

    it("lists a data source's visits across its applications", async () => {
      const headers = await t.as('analyst');
      const quantum = (
        await t.app.inject({ url: '/api/sequence/recent?dataSource=quantum', headers })
      ).json();
      expect(quantum.visits.map((v: { visitId: string }) => v.visitId)).toEqual([
        'smb-3',
        'smb-2',
        'smb-1',
        'v-1',
        'v-2',
        'smb-old',
      ]);
      const qube = (await t.app.inject({ url: '/api/sequence/recent?dataSource=qube', headers })).json();
      expect(qube.visits).toEqual([]);
    });

    it.each([
      ['appId=NoSuch@Web', 'appId: unknown application "NoSuch@Web"'],
      ['appId=SMB@Web&dataSource=qube', 'appId: "SMB@Web" is not an application of data source "qube"'],
      ['limit=0', 'limit: limit must be at least 1'],
      ['limit=101', 'limit: limit must be at most 100'],
      ['limit=x', 'limit: limit must be a whole number'],
      ['environment=dev', undefined],
      ['other=1', undefined],
    ])('refuses %s with a 400 naming the field', async (query, message) => {
      const res = await t.app.inject({
        url: `/api/sequence/recent?${query}`,
        headers: await t.as('analyst'),
      });
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().error.message).toBe(message);
    });

    it('is for portal users', async () => {
      expect((await t.app.inject({ url: '/api/sequence/recent' })).statusCode).toBe(401);
      const docs = await t.app.inject({ url: '/api/sequence/recent', headers: await t.as('docs') });
      expect(docs.statusCode).toBe(403);
    });
  });
});
