import { userPatchSchema } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/authz';
import { parseInput } from '../../lib/errors';
import { userCreateSchema, userIdParamsSchema } from './users.schemas';
import { usersService } from './users.service';

/** Users of spec 000 section 7: any signed-in user reads, creates and changes their own record. */
export async function usersRoutes(app: FastifyInstance) {
  app.post('/api/users/new', async (request, reply) => {
    const { id } = parseInput(userCreateSchema, request.body);
    const { user, created } = await usersService.create(app.db, requireAuth(request), id);
    return reply.status(created ? 201 : 200).send(user);
  });

  app.get('/api/users/:id', async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    return usersService.get(app.db, requireAuth(request), id);
  });

  app.patch('/api/users/:id', async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const patch = parseInput(userPatchSchema, request.body);
    return usersService.update(app.db, requireAuth(request), id, patch);
  });
}
