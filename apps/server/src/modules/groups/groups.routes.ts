import { createGroup, deleteGroup, listGroups, updateGroup } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { groupsService } from './groups.service';

/** Groups are shared by every portal user, who may create, edit and delete them (spec 000 section 5). */
export async function groupsRoutes(app: FastifyInstance) {
  operationRoute(app, listGroups, async () => groupsService.list(app.db));
  operationRoute(app, createGroup, async ({ auth, input }) => groupsService.create(app.db, auth, input.body));
  operationRoute(app, updateGroup, async ({ input }) =>
    groupsService.update(app.db, input.params.id, input.body),
  );
  operationRoute(app, deleteGroup, async ({ input }) => {
    await groupsService.delete(app.db, input.params.id);
    return null;
  });
}
