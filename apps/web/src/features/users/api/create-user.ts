import { userSchema, type User } from '@prism/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/new: creates the profile, its names filled in by the server from the token. */
export async function createUser(id: string): Promise<User> {
  return userSchema.parse(await apiRequest('/api/users/new', { method: 'POST', body: { id } }));
}
