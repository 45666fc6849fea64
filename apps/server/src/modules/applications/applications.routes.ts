import { applicationsReply, listApplications } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { applicationsRepository } from './applications.repository';

export async function applicationsRoutes(app: FastifyInstance) {
  operationRoute(app, listApplications, async () =>
    applicationsReply(await applicationsRepository.list(app.db)),
  );
}
