import { createUser, getUser, updateUser } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { usersService } from './users.service';

/** Users of spec 000 section 7: any signed-in user reads, creates and changes their own record. */
export async function usersRoutes(app: FastifyInstance) {
  operationRoute(app, createUser, async ({ auth, input, reply }) => {
    const { user, created } = await usersService.create(app.db, auth, input.body.id);
    if (!created) reply.status(200);
    return user;
  });
  operationRoute(app, getUser, async ({ auth, input }) => usersService.get(app.db, auth, input.params.id));
  operationRoute(app, updateUser, async ({ auth, input }) =>
    usersService.update(app.db, auth, input.params.id, input.body),
  );
}
