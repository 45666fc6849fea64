import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { frameworkErrorReply, installErrorHandling, notFound } from './lib/errors';
import { installDeclarationGuard, installJsonBodies } from './lib/operations';
import { dataDirPrivate } from './lib/data-dir';
import { StartupWork } from './lib/startup';
import { createAnalytics } from './plugins/analytics';
import { authPlugin, bearerToken } from './plugins/auth';
import type { Config } from './plugins/config';
import { createDb } from './plugins/db';
import { securityPlugin } from './plugins/security';
import type { AnalyticsStore, Db } from './plugins/stores';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { collectorRoutes } from './modules/collector/collector.routes';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes';
import { eventCountsRoutes } from './modules/event-counts/event-counts.routes';
import { experimentsRoutes } from './modules/experiments/experiments.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { filtersRoutes } from './modules/filters/filters.routes';
import { prismUsageRoutes } from './modules/prism-usage/prism-usage.routes';
import { sequenceRoutes } from './modules/sequence/sequence.routes';
import { groupsRoutes } from './modules/groups/groups.routes';
import { kryptoRoutes } from './modules/krypto/krypto.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { vocRoutes } from './modules/voc/voc.routes';
import { surveysRoutes } from './modules/surveys/surveys.routes';
import { historyRoutes } from './modules/history/history.routes';
import { apiNameMappingsRoutes } from './modules/api-name-mappings/api-name-mappings.routes';
import { registryRoutes } from './modules/registry/registry.routes';
import { voltRoutes } from './modules/volt/volt.routes';
import { JobRunner } from './jobs/job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    analytics: AnalyticsStore;
    /** The durable background jobs (enrichment, exports) on the operational store. */
    jobs: JobRunner;
    /** Work after listening (demo data seeding) that `GET /api/readyz` waits for. */
    startup: StartupWork;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server on the configured stores; `server.ts` only listens. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  dataDirPrivate(config.dataDir);
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    // Ordinary calls stay small; the collector raises its own limit to 10 MB.
    bodyLimit: 2 * 1024 * 1024,
    // Path parameters are bounded by their declared schemas (a visit id may be 128 characters);
    // the router's own limit of 100 refused such ids with a 414 before any schema ran.
    routerOptions: { maxParamLength: 1024 },
    // Errors the router raises before any route runs (a malformed URL) get the JSON error shape too.
    frameworkErrors: frameworkErrorReply,
    // One line per request only when debugging: the collector alone takes thousands a minute.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  installErrorHandling(app);
  installDeclarationGuard(app);
  installJsonBodies(app, new Set(['/api/collector/events']));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const [db, analytics] = await Promise.all([createDb(config), createAnalytics(config)]);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('analytics', analytics);
  app.decorate('startup', new StartupWork());
  const jobs = new JobRunner(db, { onError: (err) => app.log.error({ err }, 'background job failed') });
  app.decorate('jobs', jobs);
  // Jobs start once every kind is registered and stop before the stores close.
  app.addHook('onReady', async () => jobs.start());
  // Closing waits for every connection to end. A keep-alive connection whose request was still being
  // answered when closing began stays open after its answer for Fastify's 72 s keep-alive, so a
  // stop would take over a minute (and a process manager kills the server before its stores close):
  // answers in flight finish, and each connection is closed as soon as it is idle.
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(idleSweep);
    await jobs.stop();
    await Promise.allSettled([db.close(), analytics.close()]);
  });

  await app.register(securityPlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(systemRoutes);
  await app.register(authRoutes, { config });
  await app.register(collectorRoutes);
  await app.register(eventCountsRoutes);
  await app.register(usersRoutes);
  await app.register(groupsRoutes);
  await app.register(dashboardsRoutes);
  await app.register(applicationsRoutes);
  await app.register(filtersRoutes);
  await app.register(sequenceRoutes);
  await app.register(prismUsageRoutes);
  await app.register(experimentsRoutes);
  await app.register(metricsRoutes);
  await app.register(kryptoRoutes);
  await app.register(vocRoutes);
  await app.register(surveysRoutes);
  await app.register(historyRoutes);
  await app.register(apiNameMappingsRoutes);
  await app.register(registryRoutes);
  await app.register(voltRoutes);
  await app.register(apiDocsRoutes);
  await registerWebApp(app, config.webDist);
  return app;
}

/** The path a request line names, decoded as the router reads it (`/%61pi/x` is `/api/x`). */
function normalisedPath(url: string): string {
  try {
    return decodeURIComponent(new URL(url, 'http://prism.local').pathname);
  } catch {
    return url.split('?', 1)[0] ?? '';
  }
}

/** Serves the built portal with history fallback: any other GET that wants HTML gets index.html. */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, file) {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = normalisedPath(request.url);
    // A caller without a token learns nothing about which API routes exist.
    if (/^\/api(\/|$)/.test(pathname)) await app.tokens.verify(bearerToken(request.headers.authorization));
    const wantsPage =
      request.method === 'GET' &&
      !/^\/(api|auth)(\/|$)/.test(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) throw notFound(`No route ${request.method} ${pathname}`);
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
