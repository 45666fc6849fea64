import type { FastifyInstance } from 'fastify';
import { requireAuth, requireCapability } from '../../lib/authz';
import { parseInput } from '../../lib/errors';
import { metricQuerySchema } from '@prism/domain';
import { multiChartBodySchema, realtimeDashboardParamsSchema } from './metrics.schemas';
import { metricsService } from './metrics.service';

/** Chart answers change as events arrive; a minute of reuse keeps a dashboard's reloads cheap. */
const CACHE_CONTROL = 'private, max-age=60';

/** The metric engine's doors: one chart query, or many in one round trip. */
export async function metricsRoutes(app: FastifyInstance) {
  app.get('/api/realtime-dashboard', async (request, reply) => {
    requireCapability(requireAuth(request), 'portal');
    const query = parseInput(metricQuerySchema, parseInput(realtimeDashboardParamsSchema, request.query));
    const answer = await metricsService.answer(app.analytics, query, Date.now());
    reply.header('cache-control', CACHE_CONTROL);
    return answer;
  });

  app.post('/api/multi-chart', async (request, reply) => {
    requireCapability(requireAuth(request), 'portal');
    const { queries } = parseInput(multiChartBodySchema, request.body);
    const results = await metricsService.answerMany(app.analytics, queries, Date.now());
    reply.header('cache-control', CACHE_CONTROL);
    return { results };
  });
}
