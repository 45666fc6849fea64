import { kryptoTransformRequestSchema, userAccessLogInputSchema } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAuth, requireCapability } from '../../lib/authz';
import { parseInput } from '../../lib/errors';
import { kryptoCipherCreate, kryptoKeyLoad } from './krypto.cipher';
import { createKryptoService } from './krypto.service';

const userIdParamsSchema = z.object({ userId: z.string().trim().min(1).max(128) });

/** 500 rows of the longest ciphertext and field name, with room for JSON quoting. */
const TRANSFORM_BODY_LIMIT = 4 * 1024 * 1024;

/** The Krypto tool: encrypt and decrypt values (spec 000 sections 2, 4 and 7) and its access log. */
export async function kryptoRoutes(app: FastifyInstance) {
  const service = createKryptoService(app.db, kryptoCipherCreate(await kryptoKeyLoad(app.config)));

  app.post('/api/transformer', { bodyLimit: TRANSFORM_BODY_LIMIT }, async (request) => {
    const auth = requireAuth(request);
    requireCapability(auth, 'kryptoTool');
    return service.transform(auth, parseInput(kryptoTransformRequestSchema, request.body));
  });

  app.post('/api/user-access/:userId', async (request, reply) => {
    const auth = requireAuth(request);
    requireCapability(auth, 'kryptoTool');
    const { userId } = parseInput(userIdParamsSchema, request.params);
    const entry = await service.logAccess(auth, userId, parseInput(userAccessLogInputSchema, request.body));
    return reply.status(201).send(entry);
  });
}
