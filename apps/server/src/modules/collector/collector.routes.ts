import { COLLECTOR_MAX_BYTES } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/authz';
import { AppError } from '../../lib/errors';
import { collectorBatchParse } from './collector.schemas';
import { collectorStore } from './collector.service';

/** `POST /api/collector/events`: any signed-in caller (apps, Prism's own tracking, the seeder) may send. */
export async function collectorRoutes(app: FastifyInstance) {
  // Plain JSON.parse here: Fastify's default parser also scans every body for prototype-poisoning
  // keys, a fifth of ingestion time. It is not needed on this route because the strict batch
  // schema refuses any key it does not name, `__proto__` and `constructor` included.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: COLLECTOR_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(400, 'invalid_json', 'Body is not valid JSON'), undefined);
      }
    },
  );
  app.post('/api/collector/events', { bodyLimit: COLLECTOR_MAX_BYTES }, async (request) => {
    requireAuth(request);
    const batch = collectorBatchParse(request.body);
    return collectorStore(app.analytics, batch);
  });
}
