import { groupInputSchema } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth, requireCapability } from '../../lib/authz';
import { parseInput } from '../../lib/errors';
import { groupsService } from './groups.service';

const groupIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** Groups are shared by every portal user, who may create, edit and delete them (spec 000 section 5). */
export async function groupsRoutes(app: FastifyInstance) {
  app.get('/api/groups', async (request) => {
    requireCapability(requireAuth(request), 'portal');
    return groupsService.list(app.db);
  });

  app.post('/api/groups/new', async (request, reply) => {
    const auth = requireAuth(request);
    requireCapability(auth, 'portal');
    const input = parseInput(groupInputSchema, request.body);
    return reply.status(201).send(await groupsService.create(app.db, auth, input));
  });

  app.patch('/api/groups/:id', async (request) => {
    requireCapability(requireAuth(request), 'portal');
    const { id } = parseInput(groupIdParamsSchema, request.params);
    return groupsService.update(app.db, id, parseInput(groupInputSchema, request.body));
  });

  app.delete('/api/groups/:id', async (request, reply) => {
    requireCapability(requireAuth(request), 'portal');
    const { id } = parseInput(groupIdParamsSchema, request.params);
    await groupsService.delete(app.db, id);
    return reply.status(204).send();
  });
}
