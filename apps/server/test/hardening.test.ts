import net from 'node:net';
import { MSG, PRISM_APP_ID } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvent, T0 } from './factories';
import { buildTestApp, type TestApp } from './helpers';

/** Regression tests for the findings of issue 13 (the API tried as an attacker would). */
describe('findings of the attack on the API', () => {
  let t: TestApp;
  let analyst: { authorization: string };
  let collector: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    analyst = await t.as('analyst');
    collector = await t.as('collector');
  });
  afterAll(() => t.close());

  const expectJsonError = (res: { statusCode: number; json(): unknown }, status: number) => {
    expect(res.statusCode).toBe(status);
    const body = res.json() as { error: { code: string; message: string } };
    expect(typeof body.error.code).toBe('string');
    expect(typeof body.error.message).toBe('string');
    return body.error;
  };

  describe('2: the token check follows the route, not the raw URL', () => {
    it('asks an encoded path for a token', async () => {
      for (const url of ['/%61pi/ui-config', '/%61%70%69/groups', '/api/%75i-config']) {
        expectJsonError(await t.app.inject({ url }), 401);
      }
    });

    it('asks an absolute-form request line for a token', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `GET http://127.0.0.1:${port}/api/ui-config HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          );
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toMatch(/^HTTP\/1\.1 (401|404)/);
      expect(answer).not.toContain('toolLinks');
    });
  });

  describe('3: bad input is a 400 saying what was wrong, never a 500', () => {
    it('refuses a NUL byte in a path parameter, a body and a query value', async () => {
      expect(
        expectJsonError(await t.app.inject({ url: '/api/dashboards/a%00b', headers: analyst }), 400).message,
      ).toBe('params.id: must not contain a NUL character');
      const group = await t.app.inject({
        method: 'POST',
        url: '/api/groups/new',
        headers: analyst,
        payload: { name: 'a\u0000b', description: 'x', applicationIDs: ['OneApp@Roku', 'OneApp@Web'] },
      });
      expect(expectJsonError(group, 400).message).toBe('name: must not contain a NUL character');
      const dashboard = await t.app.inject({
        method: 'POST',
        url: '/api/dashboards',
        headers: analyst,
        payload: { name: 'd\u0000', description: '', shared: false, entityId: null, charts: [] },
      });
      expectJsonError(dashboard, 400);
      const filter = await t.app.inject({
        url: '/api/realtime-dashboard?metric=page_views&appID=OneApp@Roku&filter[]=pageName:a%00b',
        headers: analyst,
      });
      expect(expectJsonError(filter, 400).message).toMatch(/^query\.filter\[\]: must not contain a NUL/);
    });

    it('refuses periods named like prototype members', async () => {
      for (const period of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) {
        const res = await t.app.inject({
          url: `/api/realtime-dashboard?metric=page_views&appID=OneApp@Roku&period=${period}`,
          headers: analyst,
        });
        expect(expectJsonError(res, 400).message, period).toMatch(/Invalid period supplied/);
        const options = await t.app.inject({
          url: `/api/prism-ui-filters?filterID=appVersion&appID=OneApp@Roku&period=${period}`,
          headers: analyst,
        });
        expectJsonError(options, 400);
      }
    });

    it('refuses __proto__ and constructor keys in a JSON body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/groups/new',
        headers: { ...analyst, 'content-type': 'application/json' },
        payload:
          '{"name":"g","description":"d","applicationIDs":["OneApp@Roku","OneApp@Web"],"__proto__":{"x":1}}',
      });
      expectJsonError(res, 400);
    });

    it('refuses 1e400 and a lone surrogate in collector events, naming the event and field', async () => {
      const event = clientEvent();
      const overflow = JSON.stringify({
        type: 'client',
        events: [event, { ...event, bitrateKbps: 1 }],
      }).replace('"bitrateKbps":1', '"bitrateKbps":1e400');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/collector/events',
        headers: { ...collector, 'content-type': 'application/json' },
        payload: overflow,
      });
      const error = expectJsonError(res, 400) as { message: string; details?: unknown };
      expect(error.message).toBe('events[1].bitrateKbps: must be a finite number');
      expect(error.details).toMatchObject({ eventIndex: 1, eventField: 'bitrateKbps' });

      const surrogate = JSON.stringify({ type: 'client', events: [{ ...event, pageName: 'PAGE' }] }).replace(
        'PAGE',
        'a\\ud800b',
      );
      const lone = await t.app.inject({
        method: 'POST',
        url: '/api/collector/events',
        headers: { ...collector, 'content-type': 'application/json' },
        payload: surrogate,
      });
      expect(expectJsonError(lone, 400).message).toBe(
        'events[0].pageName: must be valid Unicode (a lone surrogate was sent)',
      );
      // A surrogate pair (an emoji) is fine.
      const emoji = await t.app.inject({
        method: 'POST',
        url: '/api/collector/events',
        headers: collector,
        payload: { type: 'client', events: [{ ...event, pageName: 'guide 📺' }] },
      });
      expect(emoji.statusCode).toBe(200);
      const totals = await t.app.analytics.totals();
      expect(totals.client).toBe(1);
    });
  });

  describe('5: errors outside the JSON shape', () => {
    it('answers a malformed URL with the JSON error shape', async () => {
      expectJsonError(await t.app.inject({ url: '/api/sequence/%E0%A4%A', headers: analyst }), 400);
    });

    it('lets a visit id of 120 characters stored be viewed', async () => {
      const visitId = `v${'x'.repeat(119)}`;
      const stored = await t.app.inject({
        method: 'POST',
        url: '/api/collector/events',
        headers: collector,
        payload: { type: 'client', events: [clientEvent({ visitId, timestamp: T0 })] },
      });
      expect(stored.statusCode).toBe(200);
      const res = await t.app.inject({ url: `/api/sequence/${visitId}`, headers: analyst });
      expect(res.statusCode).toBe(200);
      expect(res.json().visitId).toBe(visitId);
      expectJsonError(
        await t.app.inject({ url: `/api/sequence/${'y'.repeat(2000)}`, headers: analyst }),
        414,
      );
    });
  });

  describe('6: role rules enforced on the server', () => {
    it('refuses more than 31 days of data without prism-full, and answers it with', async () => {
      const url = '/api/realtime-dashboard?metric=page_views&appID=OneApp@Roku&period=2mo&step=86400000';
      const refused = await t.app.inject({ url, headers: analyst });
      expect(expectJsonError(refused, 403).message).toBe(MSG.longRangeForbidden);
      const multi = await t.app.inject({
        method: 'POST',
        url: '/api/multi-chart',
        headers: analyst,
        payload: {
          queries: [{ metric: 'page_views', appIDs: ['OneApp@Roku'], period: '3mo', step: 86_400_000 }],
        },
      });
      expect(multi.statusCode).toBe(200);
      expect(multi.json().results[0].error.message).toBe(`queries.0: ${MSG.longRangeForbidden}`);
      expect((await t.app.inject({ url, headers: await t.as('voc') })).statusCode).toBe(200);
      const thirty = '/api/realtime-dashboard?metric=page_views&appID=OneApp@Roku&period=30d&step=86400000';
      expect((await t.app.inject({ url: thirty, headers: analyst })).statusCode).toBe(200);
      const options = await t.app.inject({
        url: '/api/prism-ui-filters?filterID=appVersion&appID=OneApp@Roku&period=6mo',
        headers: analyst,
      });
      expectJsonError(options, 403);
    });

    it('sends user ids and feedback text of a visit only to customer-feedback access', async () => {
      await t.app.analytics.insertClientEvents([
        clientEvent({
          appId: PRISM_APP_ID,
          visitId: 'pii-visit',
          eventType: 'userFeedback',
          userId: 'someone',
          feedbackText: 'my account 1234 is broken',
        }),
      ]);
      const plain = (await t.app.inject({ url: '/api/sequence/pii-visit', headers: analyst })).json();
      expect(plain.events[0].eventType).toBe('userFeedback');
      expect(plain.events[0]).not.toHaveProperty('userId');
      expect(plain.events[0]).not.toHaveProperty('feedbackText');
      const full = (
        await t.app.inject({ url: '/api/sequence/pii-visit', headers: await t.as('voc') })
      ).json();
      expect(full.events[0]).toMatchObject({ userId: 'someone', feedbackText: 'my account 1234 is broken' });
    });

    it('lets only the collector role write events; portal users only their own Prism usage', async () => {
      const send = async (headers: { authorization: string }, events: unknown[]) =>
        t.app.inject({
          method: 'POST',
          url: '/api/collector/events',
          headers,
          payload: { type: 'client', events },
        });
      const own = clientEvent({ appId: PRISM_APP_ID, userId: 'analyst', visitId: 'own' });
      expectJsonError(await send(await t.as('guest'), [own]), 403);
      expectJsonError(await send(await t.as('docs'), [own]), 403);
      expect((await send(analyst, [own])).statusCode).toBe(200);
      expectJsonError(await send(analyst, [{ ...own, userId: 'admin' }]), 403);
      expectJsonError(await send(analyst, [clientEvent({ visitId: 'app' })]), 403);
      const server = await t.app.inject({
        method: 'POST',
        url: '/api/collector/events',
        headers: analyst,
        payload: { type: 'server', events: [] },
      });
      expect([400, 403]).toContain(server.statusCode);
      expect((await send(collector, [clientEvent({ visitId: 'app' })])).statusCode).toBe(200);
    });
  });
});
