import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitClass } from '@prism/domain';
import { dataDirPrivate } from '../lib/data-dir';
import { AppError, notFound } from '../lib/errors';
import { LOGIN_PAGE_STYLE_HASH } from '../modules/auth/login-page';
import type { Config } from './config';

/** A CSP source for each inline `<script>` of an HTML page (the portal's theme script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** The built portal's inline scripts, read once: the server serves only the build it found at start. */
function portalScriptHashes(webDist: string): string[] {
  try {
    return inlineScriptHashes(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy of every answer. Scripts only from this origin or the hashes of the
 * portal's inline theme script; stylesheets only from this origin or the sign-in page's hashed
 * one. Style attributes stay allowed (`style-src-attr`): ECharts writes its tooltips as HTML with
 * inline styles. No `upgrade-insecure-requests`: Prism is often reached over plain http inside a
 * network, where upgrading would break every request.
 */
export function contentSecurityPolicy(webDist: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...portalScriptHashes(webDist)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", LOGIN_PAGE_STYLE_HASH],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * A collector caller is its token (apps behind one address, a proxy or a NAT, each keep their own
 * budget), a caller without one its address. The token was verified before this runs, so a made-up
 * token never reaches a bucket; only a digest of it is kept.
 */
function collectorCaller(request: FastifyRequest): string {
  const authorization = request.headers.authorization;
  if (!authorization) return `ip:${request.ip}`;
  return `token:${createHash('sha256').update(authorization).digest('base64url')}`;
}

/** The JSON error every other refusal uses, with `Retry-After` in seconds. */
function tooMany(_request: FastifyRequest, context: { max: number; ttl: number; after: string }) {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return new AppError(
    429,
    'rate_limited',
    `Too many requests: at most ${context.max} a minute from one caller. Retry in ${context.after}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** Whether a request asks for a source map (`.map`, also percent-encoded). */
function asksForSourceMap(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // not decodable: the router refuses it anyway
  }
  return decoded.toLowerCase().endsWith('.map');
}

/**
 * Security headers on every answer (helmet), rate limits on sign-in, token issue and the
 * collector, and a private DATA_DIR once the stores have opened it. Registered before the routes:
 * the limits are attached to them as they are registered.
 */
export const securityPlugin = fp(
  async (app, opts: { config: Config }) => {
    const { config } = opts;
    // helmet builds its middleware once here; every answer then gets the same headers. (The
    // Fastify wrapper, @fastify/helmet, built the middleware again for every request, parsing the
    // CSP each time: 70 µs of every call, a tenth of the metric API's whole overhead.)
    const securityHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config.webDist) },
      // The access token travels in the sign-in redirect's query: no page of Prism hands its
      // address to another site.
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
      // Only over https, where browsers heed it; other hosts under the same domain are not Prism's.
      strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });

    // app.ts closes DATA_DIR before the stores open; PGlite sets the modes of the files it unpacks
    // into a new data folder itself (0666, whatever the umask), so they are closed again once open.
    app.addHook('onReady', async () => dataDirPrivate(config.dataDir));

    if (config.PRISM_SOURCEMAPS !== 'true') {
      // A build made with maps (PRISM_SOURCEMAPS=true at build time) still keeps them to itself
      // unless the server is told too.
      app.addHook('onRequest', async (request) => {
        if (asksForSourceMap(request.url)) throw notFound('Source maps are not served');
      });
    }

    await app.register(rateLimit, { global: false, errorResponseBuilder: tooMany });
    const perMinute: Record<RateLimitClass, number> = {
      signIn: config.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      collector: config.RATE_LIMIT_COLLECTOR_PER_MINUTE,
      surveyRespondent: config.RATE_LIMIT_SURVEY_PER_MINUTE,
    };
    // Attached as each route is registered, from its declaration's `rateLimit`; every call of
    // `app.rateLimit` counts in a store of its own, so each route has its own budget.
    app.addHook('onRoute', (route: RouteOptions) => {
      const limited = route.config?.operation?.rateLimit;
      if (!limited || perMinute[limited] === 0) return;
      const limiter = app.rateLimit({
        max: perMinute[limited],
        timeWindow: 60_000,
        ...(limited === 'collector' ? { keyGenerator: collectorCaller } : {}),
      });
      const existing = route.onRequest;
      route.onRequest = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), limiter];
    });
  },
  { name: 'prism-security' },
);
