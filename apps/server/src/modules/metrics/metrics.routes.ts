import { getRealtimeDashboard, metricQuerySchema, postMultiChart } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/errors';
import { operationRoute } from '../../lib/operations';
import { apiNameMappingsService } from '../api-name-mappings/api-name-mappings.service';
import { metricsService } from './metrics.service';

/** Chart answers change as events arrive; a minute of reuse keeps a dashboard's reloads cheap. */
const CACHE_CONTROL = 'private, max-age=60';

/**
 * The metric engine's doors: one chart query, or many in one round trip. Charts group and filter
 * by API names as the API-name mapping rules map them.
 */
export async function metricsRoutes(app: FastifyInstance) {
  operationRoute(app, getRealtimeDashboard, async ({ auth, input, reply }) => {
    const query = parseInput(metricQuerySchema, input.query);
    const apiMapping = await apiNameMappingsService.engineContext(app.db);
    const answer = await metricsService.answer(app.analytics, auth, query, Date.now(), apiMapping);
    reply.header('cache-control', CACHE_CONTROL);
    return answer;
  });

  operationRoute(app, postMultiChart, async ({ auth, input, reply }) => {
    const apiMapping = await apiNameMappingsService.engineContext(app.db);
    const results = await metricsService.answerMany(
      app.analytics,
      auth,
      input.body.queries,
      Date.now(),
      apiMapping,
    );
    reply.header('cache-control', CACHE_CONTROL);
    return { results };
  });
}
