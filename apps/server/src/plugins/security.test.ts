import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvents } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { personaByUsername } from '../modules/auth/personas';
import { inlineScriptHashes } from './security';

const THEME_SCRIPT = "\n      document.documentElement.dataset.theme = 'dark';\n    ";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A built portal as Vite writes it: one inline script, a bundle and the bundle's source map. */
async function fakeWebDist(): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-web-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script>` +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>',
  );
  await fs.writeFile(
    path.join(dist, 'assets', 'index-abc.js'),
    'console.log(1);\n//# sourceMappingURL=index-abc.js.map',
  );
  await fs.writeFile(path.join(dist, 'assets', 'index-abc.js.map'), '{"version":3}');
  return dist;
}

/** The CSP of an answer as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectGuarded(res: LightMyRequestResponse) {
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-frame-options']).toBe('DENY');
}

describe('security headers and source maps', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeWebDist();
    t = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('sends them with API answers, refusals included', async () => {
    const version = await t.app.inject({ url: '/api/version' });
    expect(version.statusCode).toBe(200);
    expectGuarded(version);
    const signedIn = await t.app.inject({ url: '/api/applications', headers: await t.as('analyst') });
    expect(signedIn.statusCode).toBe(200);
    expectGuarded(signedIn);
    const refused = await t.app.inject({ url: '/api/applications' });
    expect(refused.statusCode).toBe(401);
    expectGuarded(refused);
  });

  it("lets the portal's page run its inline theme script, by its hash, and nothing else inline", async () => {
    const page = await t.app.inject({ url: '/dashboards', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(THEME_SCRIPT);
    expectGuarded(page);
    expect(csp(page).get('script-src')).toEqual(["'self'", sha256(THEME_SCRIPT)]);
  });

  it('lets the sign-in page use its stylesheet, by its hash, with no inline script', async () => {
    const page = await t.app.inject({ url: '/auth/login' });
    expect(page.statusCode).toBe(200);
    expectGuarded(page);
    const styles = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    expect(csp(page).get('style-src')).toContain(sha256(styles[0]!));
    expect(inlineScriptHashes(page.body)).toEqual([]);
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    // The form posts to this origin, which form-action allows.
    expect(csp(page).get('form-action')).toEqual(["'self'"]);
  });

  it('serves the bundle but not its source map', async () => {
    expect((await t.app.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
    for (const url of [
      '/assets/index-abc.js.map',
      '/assets/index-abc.js%2Emap',
      '/assets/index-abc.js.MAP?x=1',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('source maps when asked for', () => {
  it('serves them with PRISM_SOURCEMAPS=true', async () => {
    const dist = await fakeWebDist();
    const t = await buildTestApp({ WEB_DIST: dist, PRISM_SOURCEMAPS: 'true' });
    try {
      const res = await t.app.inject({ url: '/assets/index-abc.js.map' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"version":3}');
    } finally {
      await t.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '3', RATE_LIMIT_COLLECTOR_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  const token = () => t.app.inject({ method: 'POST', url: '/auth/token', payload: { username: 'analyst' } });

  it('answers token requests past the limit with 429, Retry-After and the JSON error', async () => {
    for (let i = 0; i < 3; i++) expect((await token()).statusCode).toBe(200);
    const refused = await token();
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: expect.stringContaining('at most 3 a minute') },
    });
    expectGuarded(refused);
  });

  it('counts the sign-in form apart from token requests', async () => {
    const page = await t.app.inject({ url: '/auth/login' });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const cookie = String(page.headers['set-cookie']).split(';', 1)[0]!;
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: new URLSearchParams({ username: 'analyst', redirect: '/', csrf }).toString(),
      });
    for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(303);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.code).toBe('rate_limited');
  });

  it("limits the collector per token: one sender's burst does not stop another's", async () => {
    const collector = personaByUsername('collector')!;
    const user = { id: collector.username, pid: collector.pid, email: '', name: '', roles: collector.roles };
    const [first, second] = await Promise.all([
      t.app.tokens.issue(user, { ttlSeconds: 3600 }),
      t.app.tokens.issue(user, { ttlSeconds: 3601 }),
    ]);
    const send = (bearer: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/collector/events',
        headers: { authorization: `Bearer ${bearer}` },
        payload: { type: 'client', events: clientEvents(1) },
      });
    expect((await send(first)).statusCode).toBe(200);
    expect((await send(first)).statusCode).toBe(200);
    const refused = await send(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await send(second)).statusCode).toBe(200);
    // A made-up token is refused before it is counted: it never takes anyone's budget or a 429.
    for (let i = 0; i < 3; i++) expect((await send(`${second}x`)).statusCode).toBe(401);
    // Refused calls stored nothing.
    expect((await t.app.analytics.totals()).client).toBe(3);
  });

  it('leaves other routes unlimited', async () => {
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ url: '/api/version' })).statusCode).toBe(200);
  });
});
