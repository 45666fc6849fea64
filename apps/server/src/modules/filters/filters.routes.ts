import type { FastifyInstance } from 'fastify';
import { requireAuth, requireCapability } from '../../lib/authz';
import { parseInput } from '../../lib/errors';
import { filterOptionsQuerySchema } from './filters.schemas';
import { filterOptions } from './filters.service';

/** `GET /api/prism-ui-filters?filterID=`: the options of one filter of the catalogue. */
export async function filtersRoutes(app: FastifyInstance) {
  app.get('/api/prism-ui-filters', async (request, reply) => {
    const query = parseInput(filterOptionsQuerySchema, request.query);
    requireCapability(requireAuth(request), 'portal');
    reply.header('cache-control', 'private, max-age=60');
    return filterOptions(app.db, app.analytics, query, Date.now());
  });
}
