import { getHistory } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { historyList } from './history.repository';

/** `GET /api/history`: who changed what in the registry, for every portal user. */
export async function historyRoutes(app: FastifyInstance) {
  operationRoute(app, getHistory, async ({ input }) => historyList(app.db, input.query));
}
