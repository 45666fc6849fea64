import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth, requireCapability } from '../../lib/authz';
import { parseInput } from '../../lib/errors';

const querySchema = z.object({
  since: z.coerce.number().int().min(0).optional(),
});

/** The live count of stored events per application: the first page's proof that data flows end to end. */
export async function eventCountsRoutes(app: FastifyInstance) {
  app.get('/api/analytics/event-counts', async (request, reply) => {
    const { since } = parseInput(querySchema, request.query);
    requireCapability(requireAuth(request), 'portal');
    const [totals, apps] = await Promise.all([
      app.analytics.totals(),
      app.analytics.clientEventCountsByApp(since),
    ]);
    reply.header('cache-control', 'private, no-cache');
    return { generatedAt: Date.now(), totals, apps };
  });
}
