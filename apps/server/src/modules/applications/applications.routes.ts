import { applicationsReply } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { requireAuth, requireCapability } from '../../lib/authz';
import { applicationsRepository } from './applications.repository';

export async function applicationsRoutes(app: FastifyInstance) {
  app.get('/api/applications', async (request) => {
    requireCapability(requireAuth(request), 'portal');
    return applicationsReply(await applicationsRepository.list(app.db));
  });
}
