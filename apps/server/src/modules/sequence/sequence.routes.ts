import { findVisitByTrace, getVisitSequence, listRecentVisits } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { recentVisitsList, traceLocate, visitSequenceRead } from './sequence.service';

/**
 * The sequence viewer's calls under `/api/sequence`: a visit's events (`/:visitId`, with an optional
 * sequence range), the visit of a trace id (`?traceId=`), and the newest visits (`/recent`).
 */
export async function sequenceRoutes(app: FastifyInstance) {
  operationRoute(app, getVisitSequence, async ({ auth, input }) =>
    visitSequenceRead(app.analytics, auth, input.params.visitId, input.query),
  );
  operationRoute(app, findVisitByTrace, async ({ input }) => traceLocate(app.db, app.analytics, input.query));
  operationRoute(app, listRecentVisits, async ({ input }) =>
    recentVisitsList(app.db, app.analytics, input.query),
  );
}
