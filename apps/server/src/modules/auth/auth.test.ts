import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { startOidcFixture } from '../../../test/fixtures/oidc-provider';
import { safeRedirect, withAccessToken } from './auth.schemas';

describe('embedded identity provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the demo personas on the sign-in page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/login?redirect=/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const username of ['admin', 'analyst', 'docs', 'guest'])
      expect(res.body).toContain(`value="${username}"`);
    expect(res.body).toContain('value="/home"');
  });

  /** Opens the sign-in page as a browser would: its form's CSRF field and the cookie beside it. */
  async function signInPage(host = 'localhost:8080') {
    const page = await t.app.inject({ url: '/auth/login?redirect=/home', headers: { host } });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
    const cookie = String(page.headers['set-cookie']).split(';', 1)[0]!;
    return { csrf: csrf!, cookie };
  }
  async function postSignIn(form: Record<string, string>, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080', ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  }
  async function signIn(redirect: string) {
    const { csrf, cookie } = await signInPage();
    return postSignIn({ username: 'analyst', redirect, csrf }, { cookie });
  }

  it('signs a persona in and redirects back with the token', async () => {
    const res = await signIn('http://localhost:8080/x?period=7d');
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, 'http://localhost:8080');
    expect(location.pathname).toBe('/x');
    expect(location.searchParams.get('period')).toBe('7d');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/tokens/access/verify',
      payload: { authorization: `Bearer ${location.searchParams.get('accessToken')}` },
    });
    expect(verified.json()).toMatchObject({ id: 'analyst', roles: ['prism-basic'] });
  });

  it.each([
    '/.//evil.test/x',
    '/..//evil.test/x',
    '/%2e//evil.test/x',
    '/%2E%2E//evil.test/x',
    '/a/..//evil.test/x',
    '/a/%2e%2e//evil.test/x',
    '/\\evil.test/x',
    '\\/evil.test/x',
    '/\t/evil.test/x',
    '/\n/evil.test/x',
    '\t//evil.test/x',
    '//evil.test/x',
    '///evil.test/x',
    'https://evil.test/x',
    'http://localhost:8080@evil.test/x',
    'http://evil.test\\@localhost:8080/x',
    'javascript:alert(1)',
  ])('keeps the token on this site when the redirect is %j', async (redirect) => {
    const res = await signIn(redirect);
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    // Read the way a browser reads a Location header: relative to the page that was posted.
    const landed = new URL(location, 'http://localhost:8080/auth/login');
    expect(landed.host).toBe('localhost:8080');
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(landed.searchParams.get('accessToken')).toBeTruthy();
  });

  it('refuses a sign-in form without its CSRF token, or with another one, with a 403', async () => {
    const { csrf, cookie } = await signInPage();
    const other = await signInPage();
    const refusals = [
      // Another site posting the form: no cookie (SameSite=Strict), no field.
      await postSignIn({ username: 'admin', redirect: '/' }),
      // The field without its cookie, and the cookie without the field.
      await postSignIn({ username: 'admin', csrf }),
      await postSignIn({ username: 'admin' }, { cookie }),
      // The token of another browser's page.
      await postSignIn({ username: 'admin', csrf: other.csrf }, { cookie }),
      await postSignIn(
        { username: 'admin', csrf: 'x'.repeat(43) },
        { cookie: 'prism_signin=' + 'x'.repeat(42) },
      ),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.headers.location).toBeUndefined();
      expect(res.json().error).toEqual({
        code: 'csrf_failed',
        message: expect.stringContaining('sign-in page'),
      });
    }
  });

  it('gives the sign-in form a private, same-site-only cookie, kept across pages of one browser', async () => {
    const page = await t.app.inject({ url: '/auth/login' });
    const setCookie = String(page.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^prism_signin=[A-Za-z0-9_-]{43}; Path=\/auth\/login; HttpOnly; SameSite=Strict$/,
    );
    const cookie = setCookie.split(';', 1)[0]!;
    const again = await t.app.inject({ url: '/auth/login', headers: { cookie } });
    // A second tab's form carries the same token, so the first tab still signs in.
    expect(again.body).toContain(`name="csrf" value="${cookie.split('=')[1]}"`);
  });

  it('issues tokens for personas and verifies them', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/token', payload: { username: 'docs' } });
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json();
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/tokens/access/verify',
      payload: { authorization: `Bearer ${accessToken}` },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      id: 'docs',
      pid: 'P1000005',
      email: 'dana.docs@prism.example',
      name: 'Dana Docs',
      roles: ['prism-docs'],
    });
  });

  it('refuses an unknown persona and a missing username with 400', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { username: 'mallory' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('mallory');
    const missing = await t.app.inject({ method: 'POST', url: '/auth/token', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^username:/);
  });

  it('answers version, healthz and verify without a token and nothing else', async () => {
    expect((await t.app.inject({ url: '/api/version' })).json()).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/applications' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'missing_token',
      message: expect.stringContaining('bearer token'),
    });
  });

  it('refuses the literal token "undefined"', async () => {
    const res = await t.app.inject({
      url: '/api/applications',
      headers: { authorization: 'Bearer undefined' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token with its own code', async () => {
    const token = await t.app.tokens.issue(
      { id: 'analyst', pid: 'P', email: '', name: '', roles: ['prism-basic'] },
      { ttlSeconds: -10 },
    );
    const res = await t.app.inject({
      url: '/api/applications',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'token_expired', message: 'Access token expired' });
  });

  it('refuses a token that expires after it was first accepted', async () => {
    const token = await t.app.tokens.issue(
      { id: 'analyst', pid: 'P', email: '', name: '', roles: ['prism-basic'] },
      // Expiry is in whole seconds from a whole-second issue time: 2 s leaves at least one second
      // for the two accepted requests, however late in its second the token was issued.
      { ttlSeconds: 2 },
    );
    const ask = () =>
      t.app.inject({ url: '/api/applications', headers: { authorization: `Bearer ${token}` } });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    // Past the token's expiry, the remembered verification no longer counts.
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      exp: number;
    };
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 + 100 - Date.now()));
    const res = await ask();
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'token_expired', message: 'Access token expired' });
  });

  it('refuses a token with one character changed after the original was accepted', async () => {
    const token = await t.app.tokens.issue({
      id: 'analyst',
      pid: 'P',
      email: '',
      name: '',
      roles: ['prism-basic'],
    });
    const ask = (bearer: string) =>
      t.app.inject({ url: '/api/applications', headers: { authorization: `Bearer ${bearer}` } });
    expect((await ask(token)).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['prism-admin'] })).toString('base64url');
    const res = await ask(`${header}.${forged}.${signature}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ roles: ['prism-admin'] })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('admin')
      .setIssuer('prism')
      .setAudience('prism')
      .setExpirationTime('5m')
      .sign(privateKey);
    const res = await t.app.inject({
      url: '/api/applications',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_token');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/tokens/access/verify',
      payload: { authorization: `Bearer ${forged}` },
    });
    expect(verify.statusCode).toBe(401);
    expect(verify.json().error.message).toBe('Access token invalid');
  });

  it('keeps the signing key across restarts of the same DATA_DIR', async () => {
    const token = (
      await t.app.inject({ method: 'POST', url: '/auth/token', payload: { username: 'analyst' } })
    ).json().accessToken as string;
    const again = await buildTestApp({ DATA_DIR: t.config.dataDir });
    try {
      const res = await again.app.inject({
        method: 'POST',
        url: '/api/tokens/access/verify',
        payload: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await again.app.close();
    }
  });
});

describe('OIDC mode', () => {
  let t: TestApp;
  let idp: Awaited<ReturnType<typeof startOidcFixture>>;
  beforeAll(async () => {
    idp = await startOidcFixture();
    t = await buildTestApp({
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: idp.issuer,
      OIDC_JWKS_URL: idp.jwksUrl,
      OIDC_LOGIN_URL: 'https://idp.example.test/login',
      OIDC_ROLES_CLAIM: 'realm_access.roles',
      OIDC_AUDIENCE: 'prism-portal',
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('verifies a provider token and reads roles from the configured claim', async () => {
    const token = await idp.sign({
      sub: 'u-42',
      aud: 'prism-portal',
      email: 'u42@corp.test',
      realm_access: { roles: ['APP-Prism-Basic'] },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tokens/access/verify',
      payload: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'u-42', email: 'u42@corp.test', roles: ['APP-Prism-Basic'] });
  });

  it('refuses a token from another issuer, for another audience or none, and an expired one', async () => {
    const foreign = await idp.sign({ sub: 'u-1', aud: 'prism-portal' }, { issuer: 'https://other.test' });
    const expired = await idp.sign({ sub: 'u-1', aud: 'prism-portal' }, { expiresIn: '-1m' });
    const otherApp = await idp.sign({ sub: 'u-1', aud: 'payroll' });
    const noAudience = await idp.sign({ sub: 'u-1' });
    for (const token of [foreign, expired, otherApp, noAudience]) {
      const res = await t.app.inject({
        url: '/api/applications',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses persona tokens but accepts Prism service tokens', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/token', payload: { username: 'admin' } })).statusCode,
    ).toBe(404);
    const user = { id: 'x', pid: 'x', email: '', name: '', roles: ['prism-basic'] };
    const persona = await t.app.tokens.issue(user);
    const service = await t.app.tokens.issue(user, { service: true });
    const verify = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tokens/access/verify',
        payload: { authorization: `Bearer ${token}` },
      });
    expect((await verify(persona)).statusCode).toBe(401);
    expect((await verify(service)).statusCode).toBe(200);
  });

  it('sends the sign-in page to the provider', async () => {
    const res = await t.app.inject({ url: '/auth/login?redirect=/a', headers: { host: 'prism.test' } });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe('https://idp.example.test/login');
    expect(location.searchParams.get('redirect')).toBe('http://prism.test/a');
  });
});

describe('redirect safety', () => {
  it('keeps redirects on this site', () => {
    expect(safeRedirect('/a?b=1', 'h')).toBe('/a?b=1');
    expect(safeRedirect('http://h/a?b=1#c', 'h')).toBe('/a?b=1#c');
    expect(safeRedirect('https://evil.test/a', 'h')).toBe('/');
    expect(safeRedirect('//evil.test/a', 'h')).toBe('/');
    expect(safeRedirect('javascript:alert(1)', 'h')).toBe('/');
    expect(safeRedirect(undefined, 'h')).toBe('/');
  });
  it('answers the path a browser would land on, never one it could read as another host', () => {
    expect(safeRedirect('/.//evil.test/x?y=1#z', 'h')).toBe('/evil.test/x?y=1#z');
    expect(safeRedirect('/%2e//evil.test/x', 'h')).toBe('/evil.test/x');
    expect(safeRedirect('/a/..//evil.test/x', 'h')).toBe('/evil.test/x');
    expect(safeRedirect('/\\evil.test', 'h')).toBe('/');
    expect(safeRedirect('/\t/evil.test/x', 'h')).toBe('/');
    expect(safeRedirect('/a/../b', 'h')).toBe('/b');
    expect(safeRedirect('HTTP://h:80/a', 'h')).toBe('/a');
    expect(safeRedirect('http://h:81/a', 'h')).toBe('/');
    // No Host header: only a path is on this site.
    expect(safeRedirect('/a', undefined)).toBe('/a');
    expect(safeRedirect('http://localhost/a', undefined)).toBe('/');
  });
  it('adds the token to the target keeping its query', () => {
    expect(withAccessToken('/a?b=1#h', 'T')).toBe('/a?b=1&accessToken=T#h');
    expect(withAccessToken('//evil.test/a', 'T')).toBe('/a?accessToken=T');
  });
});
