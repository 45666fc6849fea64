import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/authz';
import { AppError } from '../../lib/errors';
import { PRISM_VERSION } from '../../lib/version';
import { storesCheck, storesUp, systemStatusRead, uiConfigFrom } from './system.service';

export async function systemRoutes(app: FastifyInstance) {
  const startedAtMs = Date.now();

  app.get('/api/version', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { version: PRISM_VERSION };
  });

  // Signed-in users only (not public): the banner and tool addresses are internal.
  app.get('/api/ui-config', async () => uiConfigFrom(app.config));

  app.get('/api/healthz', async () => {
    const stores = await storesCheck(app.db, app.analytics);
    const { operational, analytics } = stores;
    if (!storesUp(stores)) {
      throw new AppError(
        503,
        'unavailable',
        `Store not answering: operational ${operational.status}, analytics ${analytics.status}`,
      );
    }
    return { status: 'ok', operational: operational.engine, analytics: analytics.engine };
  });

  // Ready once the stores answer and the work after listening (demo data seeding) is done: what a
  // test run or a load balancer waits for before sending people. 503 says what is still running.
  app.get('/api/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const up = storesUp(await storesCheck(app.db, app.analytics));
    const { running, failed } = app.startup.state();
    if (!up || running.length > 0) {
      reply.code(503);
      return { status: 'starting', storesUp: up, running, failed };
    }
    return { status: 'ready', running, failed };
  });

  // Admins only: the System Status page. Unlike healthz it answers 200 with a store down, saying which.
  app.get('/api/system/status', async (request, reply) => {
    const auth = requireAuth(request);
    reply.header('cache-control', 'private, no-cache');
    return systemStatusRead(auth, { db: app.db, analytics: app.analytics, config: app.config, startedAtMs });
  });
}
