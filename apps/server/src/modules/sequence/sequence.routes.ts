import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth, requireCapability } from '../../lib/authz';
import { notFound, parseInput } from '../../lib/errors';

const paramsSchema = z.object({ visitId: z.string().trim().min(1).max(128) });

/** `GET /api/sequence/:visitId`: the events of one visit in the order they happened (the sequence viewer). */
export async function sequenceRoutes(app: FastifyInstance) {
  app.get('/api/sequence/:visitId', async (request) => {
    const { visitId } = parseInput(paramsSchema, request.params);
    requireCapability(requireAuth(request), 'portal');
    const events = await app.analytics.clientEventsOfVisit(visitId);
    if (events.length === 0) throw notFound(`No events stored for visit "${visitId}"`);
    return { visitId, events };
  });
}
