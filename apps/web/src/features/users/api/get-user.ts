import { getUser as getUserOperation, type User } from '@prism/domain';
import { apiCall } from '../../../lib/api-client';

/** GET /api/users/:id: the stored profile; 404 when the user has never been seen. */
export async function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return apiCall(getUserOperation, { params: { id } }, { signal });
}
