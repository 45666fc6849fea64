import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientEvents, serverEvent } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { PRISM_VERSION } from '../../lib/version';
import type { AuthUser } from '../../plugins/auth';
import { ConfigError, loadConfig } from '../../plugins/config';
import type { AnalyticsStore, Db } from '../../plugins/stores';
import { STORE_CHECK_TIMEOUT_MS, storesCheck, systemStatusRead } from './system.service';

describe('GET /api/ui-config', () => {
  let plain: TestApp;
  let banner: TestApp;
  beforeAll(async () => {
    [plain, banner] = await Promise.all([
      buildTestApp(),
      buildTestApp({
        PRISM_DEV_BANNER: 'You are on the development portal.',
        PRISM_PRODUCTION_URL: 'https://prism.corp.test',
        TOOL_TRACING_URL: 'https://tracing.corp.test/search',
        SELF_INSTALL_EVENTS_URL: 'https://events.corp.test/self-install',
      }),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), banner.close()]));

  it('needs a signed-in user', async () => {
    expect((await plain.app.inject({ url: '/api/ui-config' })).statusCode).toBe(401);
  });

  it('has no banner and the default tool addresses when nothing is configured', async () => {
    const reply = await plain.app.inject({ url: '/api/ui-config', headers: await plain.as('analyst') });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.devBanner).toBeNull();
    expect(body.toolLinks.map((link: { id: string }) => link.id)).toEqual([
      'tracing',
      'data-query',
      'event-dashboard',
      'pivot',
      'work-orders',
      'platform',
    ]);
    expect(body.toolLinks[0].url).toBe('http://localhost:16686');
    // Self Install links fall back to the event dashboard and pivot tool.
    expect(body.selfInstallLinks.map((link: { url: string }) => link.url)).toEqual([
      'http://localhost:5601',
      'http://localhost:9090',
    ]);
  });

  it('carries the configured banner and addresses', async () => {
    const body = (
      await banner.app.inject({ url: '/api/ui-config', headers: await banner.as('analyst') })
    ).json();
    expect(body.devBanner).toEqual({
      text: 'You are on the development portal.',
      productionUrl: 'https://prism.corp.test',
    });
    expect(body.toolLinks[0].url).toBe('https://tracing.corp.test/search');
    expect(body.selfInstallLinks[0].url).toBe('https://events.corp.test/self-install');
  });
});

describe('chrome configuration', () => {
  it('requires a production address with a banner', () => {
    expect(() => loadConfig({ PRISM_DEV_BANNER: 'Dev' })).toThrow(ConfigError);
    expect(() => loadConfig({ PRISM_DEV_BANNER: 'Dev' })).toThrow(/PRISM_PRODUCTION_URL: is required/);
  });
  it('accepts http(s) addresses and paths, nothing else', () => {
    expect(loadConfig({ TOOL_PIVOT_URL: '/pivot' }).TOOL_PIVOT_URL).toBe('/pivot');
    expect(() => loadConfig({ TOOL_PIVOT_URL: 'javascript:alert(1)' })).toThrow(/TOOL_PIVOT_URL/);
  });
});

describe('GET /api/system/status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.analytics.insertClientEvents(clientEvents(7));
    await t.app.analytics.insertServerEvents([serverEvent(), serverEvent({}, 1)]);
  });
  afterAll(() => t.close());

  it('gives an admin the version, the stores in use and the stored event totals', async () => {
    const reply = await t.app.inject({ url: '/api/system/status', headers: await t.as('admin') });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-cache');
    const body = reply.json();
    expect(body).toMatchObject({
      version: PRISM_VERSION,
      authMode: 'embedded',
      nodeVersion: process.version,
      stores: {
        operational: { engine: t.app.db.engine, status: 'ok', responseMs: expect.any(Number) },
        analytics: { engine: t.app.analytics.engine, status: 'ok', responseMs: expect.any(Number) },
      },
      events: { client: 7, server: 2 },
    });
    expect(Date.parse(body.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('refuses a signed-in user without the admin role, and an anonymous caller', async () => {
    const analyst = await t.app.inject({ url: '/api/system/status', headers: await t.as('analyst') });
    expect(analyst.statusCode).toBe(403);
    expect(analyst.json().error.code).toBe('forbidden');
    expect((await t.app.inject({ url: '/api/system/status' })).statusCode).toBe(401);
  });
});

describe('GET /api/readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const readyz = async () => {
    const reply = await t.app.inject({ url: '/api/readyz' });
    return { status: reply.statusCode, body: reply.json() };
  };

  it('answers 503 while work after listening runs, then ready; healthz answers all along', async () => {
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready', running: [], failed: [] } });
    let finish = () => {};
    const tracked = t.app.startup.track('demo data', new Promise<void>((resolve) => (finish = resolve)));
    expect(await readyz()).toEqual({
      status: 503,
      body: { status: 'starting', storesUp: true, running: ['demo data'], failed: [] },
    });
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    finish();
    await tracked;
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready', running: [], failed: [] } });
  });

  it('names work that failed without its error, and is ready once it has stopped', async () => {
    const failing = t.app.startup.track('experiments', Promise.reject(new Error('secret detail')));
    await expect(failing).rejects.toThrow('secret detail');
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body.failed).toEqual(['experiments']);
    expect(JSON.stringify(body)).not.toContain('secret detail');
  });

  it('is not ready while a store does not answer', async () => {
    const ping = vi.spyOn(t.app.analytics, 'ping').mockRejectedValueOnce(new Error('down'));
    const { status, body } = await readyz();
    expect(status).toBe(503);
    expect(body.storesUp).toBe(false);
    ping.mockRestore();
  });
});

describe('the store checks', () => {
  const admin: AuthUser = {
    id: 'ada',
    pid: 'P1',
    email: 'ada@prism.example',
    name: 'Ada Admin',
    roles: ['prism-admin'],
  };
  const db = (query: () => Promise<unknown>) => ({ engine: 'pglite', query }) as unknown as Db;
  const analytics = (ping: () => Promise<void>) =>
    ({
      engine: 'duckdb',
      ping,
      totals: async () => ({ client: 3, server: 1 }),
    }) as unknown as AnalyticsStore;
  const config = loadConfig({});

  it('reports the store that fails as down, without the event totals it cannot give', async () => {
    const status = await systemStatusRead(admin, {
      db: db(async () => [{ ok: 1 }]),
      analytics: analytics(() => Promise.reject(new Error('connection refused'))),
      config,
      startedAtMs: Date.UTC(2026, 10, 23, 10, 0, 0),
      now: () => Date.UTC(2026, 10, 23, 11, 0, 30),
    });
    expect(status.stores).toEqual({
      operational: { engine: 'pglite', status: 'ok', responseMs: expect.any(Number) },
      analytics: { engine: 'duckdb', status: 'down', responseMs: null },
    });
    expect(status.events).toBeNull();
    expect(status.startedAt).toBe('2026-11-23T10:00:00.000Z');
    expect(status.uptimeSeconds).toBe(3630);
  });

  it('counts a store that does not answer in time as down', async () => {
    vi.useFakeTimers();
    try {
      const check = storesCheck(
        db(() => new Promise(() => undefined)),
        analytics(async () => undefined),
      );
      await vi.advanceTimersByTimeAsync(STORE_CHECK_TIMEOUT_MS);
      expect(await check).toEqual({
        operational: { engine: 'pglite', status: 'down', responseMs: null },
        analytics: { engine: 'duckdb', status: 'ok', responseMs: expect.any(Number) },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a caller without the admin role before asking the stores', async () => {
    const query = vi.fn(async () => []);
    await expect(
      systemStatusRead(
        { ...admin, roles: ['prism-basic'] },
        { db: db(query), analytics: analytics(async () => undefined), config, startedAtMs: 0 },
      ),
    ).rejects.toMatchObject({ status: 403 });
    expect(query).not.toHaveBeenCalled();
  });
});
