import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/authz';
import { parseInput } from '../../lib/errors';
import { prismUsageQuerySchema } from './prism-usage.schemas';
import { prismUsageRead } from './prism-usage.service';

/** `GET /api/prism-usage?startMs&endMs[&limit]`: how Prism itself is used (admins only). */
export async function prismUsageRoutes(app: FastifyInstance) {
  app.get('/api/prism-usage', async (request, reply) => {
    const query = parseInput(prismUsageQuerySchema, request.query);
    const auth = requireAuth(request);
    reply.header('cache-control', 'private, no-cache');
    return prismUsageRead(app.analytics, auth, query);
  });
}
