import {
  createDashboard,
  deleteDashboard,
  getDashboard,
  listDashboards,
  updateDashboard,
} from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { dashboardsService } from './dashboards.service';

/**
 * User dashboards (spec 000 section 2): every portal user keeps their own and reads the shared
 * ones; only the owner or an admin changes or deletes one.
 */
export async function dashboardsRoutes(app: FastifyInstance) {
  operationRoute(app, listDashboards, async ({ auth, input }) =>
    dashboardsService.list(app.db, auth, input.query.scope),
  );
  operationRoute(app, getDashboard, async ({ auth, input }) =>
    dashboardsService.get(app.db, auth, input.params.id),
  );
  operationRoute(app, createDashboard, async ({ auth, input }) =>
    dashboardsService.create(app.db, auth, input.body),
  );
  operationRoute(app, updateDashboard, async ({ auth, input }) =>
    dashboardsService.update(app.db, auth, input.params.id, input.body),
  );
  operationRoute(app, deleteDashboard, async ({ auth, input }) => {
    await dashboardsService.delete(app.db, auth, input.params.id);
    return null;
  });
}
