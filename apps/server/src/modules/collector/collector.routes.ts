import { postEvents } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { collectorBatchParse } from './collector.schemas';
import { collectorStore } from './collector.service';

/** `POST /api/collector/events`: the collector role sends any event; portal users Prism's own. */
export async function collectorRoutes(app: FastifyInstance) {
  operationRoute(app, postEvents, async ({ auth, input }) => collectorStore(app, auth, input.body), {
    parseBody: collectorBatchParse,
  });
}
