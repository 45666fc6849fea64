import { createUser as createUserOperation, type User } from '@prism/domain';
import { apiCall } from '../../../lib/api-client';

/** POST /api/users/new: creates the profile, its names filled in by the server from the token. */
export async function createUser(id: string): Promise<User> {
  return apiCall(createUserOperation, { body: { id } });
}
