import { userSchema, type User } from '@prism/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/:id: the stored profile; 404 when the user has never been seen. */
export async function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return userSchema.parse(await apiRequest(`/api/users/${encodeURIComponent(id)}`, { signal }));
}
