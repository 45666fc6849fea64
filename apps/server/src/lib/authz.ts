import { roleCan, type Capability } from '@prism/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../plugins/auth';
import { forbidden, unauthorized } from './errors';

/** The signed-in caller of a protected route (the auth hook has already refused anonymous calls). */
export function requireAuth(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized('Authentication required: send a bearer token', 'missing_token');
  return request.auth;
}

/** Throws 403 unless the caller's roles grant the capability. One check per capability. */
export function requireCapability(auth: AuthUser, capability: Capability): void {
  if (!roleCan(auth.roles, capability)) {
    throw forbidden(`Your roles do not allow this (${capability} needed)`);
  }
}
