import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { ConfigError, loadConfig } from '../../plugins/config';

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
