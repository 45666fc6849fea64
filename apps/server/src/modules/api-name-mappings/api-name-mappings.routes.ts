import {
  createApiNameRule,
  createApiServiceRule,
  deleteApiNameRule,
  deleteApiServiceRule,
  getApiNameMappingUnknowns,
  listApiNameMappings,
  updateApiNameRule,
  updateApiServiceRule,
} from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { apiNameMappingsService as service } from './api-name-mappings.service';

/**
 * API-name mappings (issue 19): every portal user reads the rules and the unknowns; changing a
 * rule needs a mapping-edit role (the route's gate) for the rule's source (the service's check).
 */
export async function apiNameMappingsRoutes(app: FastifyInstance) {
  operationRoute(app, listApiNameMappings, async ({ auth }) => service.list(app.db, auth));
  operationRoute(app, getApiNameMappingUnknowns, async ({ auth, input }) =>
    service.unknowns(app.db, app.analytics, auth, input.query, Date.now()),
  );
  operationRoute(app, createApiServiceRule, async ({ auth, input }) =>
    service.createService(app.db, auth, input.body),
  );
  operationRoute(app, updateApiServiceRule, async ({ auth, input }) =>
    service.updateService(app.db, auth, input.params.id, input.body),
  );
  operationRoute(app, deleteApiServiceRule, async ({ auth, input }) => {
    await service.deleteService(app.db, auth, input.params.id);
    return null;
  });
  operationRoute(app, createApiNameRule, async ({ auth, input }) =>
    service.createName(app.db, auth, input.body),
  );
  operationRoute(app, updateApiNameRule, async ({ auth, input }) =>
    service.updateName(app.db, auth, input.params.id, input.body),
  );
  operationRoute(app, deleteApiNameRule, async ({ auth, input }) => {
    await service.deleteName(app.db, auth, input.params.id);
    return null;
  });
}
