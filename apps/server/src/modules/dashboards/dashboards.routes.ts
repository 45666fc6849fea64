import { DASHBOARD_SCOPES, dashboardInputSchema } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth, requireCapability } from '../../lib/authz';
import { parseInput } from '../../lib/errors';
import { dashboardsService } from './dashboards.service';

const listQuerySchema = z.object({ scope: z.enum(DASHBOARD_SCOPES).default('shared') }).strict();
const idParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * User dashboards (spec 000 section 2): every portal user keeps their own and reads the shared
 * ones; only the owner or an admin changes or deletes one.
 */
export async function dashboardsRoutes(app: FastifyInstance) {
  app.get('/api/dashboards', async (request) => {
    const auth = requireAuth(request);
    requireCapability(auth, 'portal');
    const { scope } = parseInput(listQuerySchema, request.query);
    return dashboardsService.list(app.db, auth, scope);
  });

  app.get('/api/dashboards/:id', async (request) => {
    const auth = requireAuth(request);
    requireCapability(auth, 'portal');
    const { id } = parseInput(idParamsSchema, request.params);
    return dashboardsService.get(app.db, auth, id);
  });

  app.post('/api/dashboards', async (request, reply) => {
    const auth = requireAuth(request);
    requireCapability(auth, 'portal');
    const input = parseInput(dashboardInputSchema, request.body);
    return reply.status(201).send(await dashboardsService.create(app.db, auth, input));
  });

  app.put('/api/dashboards/:id', async (request) => {
    const auth = requireAuth(request);
    requireCapability(auth, 'portal');
    const { id } = parseInput(idParamsSchema, request.params);
    return dashboardsService.update(app.db, auth, id, parseInput(dashboardInputSchema, request.body));
  });

  app.delete('/api/dashboards/:id', async (request, reply) => {
    const auth = requireAuth(request);
    requireCapability(auth, 'portal');
    const { id } = parseInput(idParamsSchema, request.params);
    await dashboardsService.delete(app.db, auth, id);
    return reply.status(204).send();
  });
}
