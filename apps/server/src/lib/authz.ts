import { roleCan, type Capability } from '@prism/domain';
import type { AuthUser } from '../plugins/auth';
import { forbidden } from './errors';

/** Throws 403 unless the caller's roles grant the capability. One check per capability. */
export function requireCapability(auth: AuthUser, capability: Capability): void {
  if (!roleCan(auth.roles, capability)) {
    throw forbidden(`Your roles do not allow this (${capability} needed)`);
  }
}
