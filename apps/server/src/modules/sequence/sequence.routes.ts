import { getVisitSequence } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { visitSequenceRead } from './sequence.service';

/** `GET /api/sequence/:visitId`: the events of one visit in the order they happened. */
export async function sequenceRoutes(app: FastifyInstance) {
  operationRoute(app, getVisitSequence, async ({ auth, input }) =>
    visitSequenceRead(app.analytics, auth, input.params.visitId),
  );
}
