import { getFilterOptions } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { filterOptions } from './filters.service';

/** `GET /api/prism-ui-filters?filterID=`: the options of one filter of the catalogue. */
export async function filtersRoutes(app: FastifyInstance) {
  operationRoute(app, getFilterOptions, async ({ auth, input, reply }) => {
    reply.header('cache-control', 'private, max-age=60');
    return filterOptions(app.db, app.analytics, auth, input.query, Date.now());
  });
}
