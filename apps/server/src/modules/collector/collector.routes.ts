import { COLLECTOR_MAX_BYTES } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/authz';
import { collectorBatchParse } from './collector.schemas';
import { collectorStore } from './collector.service';

/** `POST /api/collector/events`: any signed-in caller (apps, Prism's own tracking, the seeder) may send. */
export async function collectorRoutes(app: FastifyInstance) {
  app.post('/api/collector/events', { bodyLimit: COLLECTOR_MAX_BYTES }, async (request) => {
    requireAuth(request);
    const batch = collectorBatchParse(request.body);
    return collectorStore(app.analytics, batch);
  });
}
