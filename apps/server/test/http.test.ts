import http from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

describe('HTTP behaviour shared by every route', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-web-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Prism</title><div id="root"></div>',
    );
    await fs.writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope', headers: await t.as('analyst') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route GET /api/nope' } });
  });

  it('asks for a token before saying an API route does not exist', async () => {
    expect((await t.app.inject({ url: '/api/nope' })).statusCode).toBe(401);
  });

  it('answers a body that is not JSON with a JSON 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_json', message: expect.any(String) });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an unsupported content type with a JSON 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<username>admin</username>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('answers a body over 10 MB with a JSON 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('serves the portal for any page path (history fallback)', async () => {
    for (const url of ['/', '/OneApp@Roku/client-analytics/overview?period=7d', '/welcome']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not answer a missing asset or an unknown /auth path with the portal', async () => {
    expect((await t.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/auth/nope', headers: { accept: 'text/html' } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });
});

describe('stopping the server', () => {
  it('finishes an answer in flight and stops at once, not after the 72 s keep-alive', async () => {
    const t = await buildTestApp();
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // A chart query that takes half a second, so that it is in flight when closing begins.
      vi.spyOn(t.app.analytics, 'metricTotals').mockImplementation(
        () => new Promise((resolve) => setTimeout(() => resolve([]), 500)),
      );
      const agent = new http.Agent({ keepAlive: true });
      const headers = await t.as('analyst');
      const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get(
            `${address}/api/realtime-dashboard?appID=OneApp@Roku&metric=page_views&type=top&group=pageName&period=3d`,
            { agent, headers },
            (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
              );
            },
          )
          .on('error', reject);
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      const started = Date.now();
      await t.app.close();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await answer).status).toBe(200);
      agent.destroy();
    } finally {
      vi.restoreAllMocks();
      await t.close();
    }
  }, 20_000);
});
