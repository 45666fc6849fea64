import { getHealth, getReady, getSystemStatus, getUiConfig, getVersion } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { operationRoute } from '../../lib/operations';
import { PRISM_VERSION } from '../../lib/version';
import { storesCheck, storesUp, systemStatusRead, uiConfigFrom } from './system.service';

export async function systemRoutes(app: FastifyInstance) {
  const startedAtMs = Date.now();

  operationRoute(app, getVersion, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return { version: PRISM_VERSION };
  });

  // Signed-in users only (not public): the banner and tool addresses are internal.
  operationRoute(app, getUiConfig, async () => uiConfigFrom(app.config));

  operationRoute(app, getHealth, async () => {
    const stores = await storesCheck(app.db, app.analytics);
    const { operational, analytics } = stores;
    if (!storesUp(stores)) {
      throw new AppError(
        503,
        'unavailable',
        `Store not answering: operational ${operational.status}, analytics ${analytics.status}`,
      );
    }
    return { status: 'ok' as const, operational: operational.engine, analytics: analytics.engine };
  });

  // Ready once the stores answer and the work after listening (demo data seeding) is done: what a
  // test run or a load balancer waits for before sending people. 503 says what is still running.
  operationRoute(app, getReady, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    const up = storesUp(await storesCheck(app.db, app.analytics));
    const { running, failed } = app.startup.state();
    if (!up || running.length > 0) {
      reply.code(503);
      return { status: 'starting' as const, storesUp: up, running, failed };
    }
    return { status: 'ready' as const, running, failed };
  });

  // Admins only: the System Status page. Unlike healthz it answers 200 with a store down, saying which.
  operationRoute(app, getSystemStatus, async ({ auth, reply }) => {
    reply.header('cache-control', 'private, no-cache');
    return systemStatusRead(auth, { db: app.db, analytics: app.analytics, config: app.config, startedAtMs });
  });
}
