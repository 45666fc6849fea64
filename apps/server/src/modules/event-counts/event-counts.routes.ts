import { getEventCounts } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';

/** The live count of stored events per application: the first page's proof that data flows end to end. */
export async function eventCountsRoutes(app: FastifyInstance) {
  operationRoute(app, getEventCounts, async ({ input, reply }) => {
    const [totals, apps] = await Promise.all([
      app.analytics.totals(),
      app.analytics.clientEventCountsByApp(input.query.since),
    ]);
    reply.header('cache-control', 'private, no-cache');
    return { generatedAt: Date.now(), totals, apps };
  });
}
