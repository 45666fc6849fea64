import { getPrismUsage } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { prismUsageRead } from './prism-usage.service';

/** `GET /api/prism-usage?startMs&endMs[&limit]`: how Prism itself is used (admins only). */
export async function prismUsageRoutes(app: FastifyInstance) {
  operationRoute(app, getPrismUsage, async ({ auth, input, reply }) => {
    reply.header('cache-control', 'private, no-cache');
    return prismUsageRead(app.analytics, auth, input.query);
  });
}
