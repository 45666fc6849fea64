import { logToolAccess, transformKrypto } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../lib/operations';
import { kryptoCipherCreate, kryptoKeyLoad } from './krypto.cipher';
import { createKryptoService } from './krypto.service';

/** The Krypto tool: encrypt and decrypt values (spec 000 sections 2, 4 and 7) and its access log. */
export async function kryptoRoutes(app: FastifyInstance) {
  const service = createKryptoService(app.db, kryptoCipherCreate(await kryptoKeyLoad(app.config)));
  operationRoute(app, transformKrypto, async ({ auth, input }) => service.transform(auth, input.body));
  operationRoute(app, logToolAccess, async ({ auth, input }) =>
    service.logAccess(auth, input.params.userId, input.body),
  );
}
