import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { PRISM_VERSION } from '../../lib/version';
import { uiConfigFrom } from './system.service';

export async function systemRoutes(app: FastifyInstance) {
  app.get('/api/version', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { version: PRISM_VERSION };
  });

  // Signed-in users only (not public): the banner and tool addresses are internal.
  app.get('/api/ui-config', async () => uiConfigFrom(app.config));

  app.get('/api/healthz', async () => {
    const checks = await Promise.allSettled([app.db.query('SELECT 1 AS ok'), app.analytics.ping()]);
    const [operational, analytics] = checks.map((check) => (check.status === 'fulfilled' ? 'ok' : 'down'));
    if (operational !== 'ok' || analytics !== 'ok') {
      throw new AppError(
        503,
        'unavailable',
        `Store not answering: operational ${operational}, analytics ${analytics}`,
      );
    }
    return { status: 'ok', operational: app.db.engine, analytics: app.analytics.engine };
  });
}
