import {
  createEventCase,
  deleteEventCase,
  getEventCase,
  getHelixReport,
  getHelixRequirement,
  getRegistry,
  listEventCases,
  listHelixDecoders,
  listHelixVersions,
  putEventType,
  putFieldDefinition,
  releaseHelixDecoder,
  releaseHelixVersion,
  eventTypeSchema,
  fieldDefinitionSchema,
  updateEventCase,
} from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/errors';
import { operationRoute } from '../../lib/operations';
import { helixService } from './helix.service';
import { registryService } from './registry.service';

/** One value or a bracket list, as a list (absent: empty). */
const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : [value].flat();

/**
 * The event-schema registry and Helix (issue 19): every portal user reads; editing the draft,
 * releasing it and recording decoder releases needs `editRegistry` (the routes' gate).
 */
export async function registryRoutes(app: FastifyInstance) {
  operationRoute(app, getRegistry, async () => registryService.draft(app.db));
  operationRoute(app, listEventCases, async ({ input }) => ({
    eventCases: await registryService.eventCases(app.db, {
      ...input.query,
      appIds: listOf(input.query.appIds),
    }),
  }));
  operationRoute(app, getEventCase, async ({ input }) => registryService.eventCase(app.db, input.params.id));
  operationRoute(app, createEventCase, async ({ auth, input }) =>
    registryService.createEventCase(app.db, auth, input.body),
  );
  operationRoute(app, updateEventCase, async ({ auth, input }) =>
    registryService.updateEventCase(app.db, auth, input.params.id, input.body),
  );
  operationRoute(app, deleteEventCase, async ({ auth, input }) => {
    await registryService.deleteEventCase(app.db, auth, input.params.id);
    return undefined;
  });
  operationRoute(app, putEventType, async ({ auth, input }) =>
    registryService.putEventType(
      app.db,
      auth,
      parseInput(eventTypeSchema, { name: input.params.name, ...input.body }),
    ),
  );
  operationRoute(app, putFieldDefinition, async ({ auth, input }) =>
    registryService.putField(
      app.db,
      auth,
      parseInput(fieldDefinitionSchema, { name: input.params.name, ...input.body }),
    ),
  );
  operationRoute(app, listHelixVersions, async () => ({ versions: await helixService.versions(app.db) }));
  operationRoute(app, releaseHelixVersion, async ({ auth, input }) =>
    helixService.release(app.db, auth, input.body),
  );
  operationRoute(app, getHelixRequirement, async ({ input }) =>
    helixService.requirement(app.db, input.query.version),
  );
  operationRoute(app, listHelixDecoders, async ({ input }) => ({
    decoders: await helixService.decoders(app.db, { ...input.query, latest: input.query.latest === 'true' }),
  }));
  operationRoute(app, releaseHelixDecoder, async ({ auth, input }) =>
    helixService.releaseDecoder(app.db, auth, input.body),
  );
  operationRoute(app, getHelixReport, async ({ input }) =>
    helixService.report(app.db, app.analytics, {
      appIds: listOf(input.query.appIds),
      sinceMs: input.query.sinceMs,
    }),
  );
}
