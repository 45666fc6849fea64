import type { User } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiErrorIs } from '../../../lib/api-client';
import { createUser } from './create-user';
import { getUser } from './get-user';

/** The profile of a signed-in user, created on first sight (spec 000 section 7: on 404 the user is created). */
export async function getOrCreateUser(id: string, signal?: AbortSignal): Promise<User> {
  try {
    return await getUser(id, signal);
  } catch (error) {
    if (apiErrorIs(error, 404)) return createUser(id);
    throw error;
  }
}

export const userKeys = {
  all: ['users'] as const,
  profile: (id: string) => [...userKeys.all, 'profile', id] as const,
};

export const userProfileQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.profile(id),
    queryFn: ({ signal }) => getOrCreateUser(id, signal),
    staleTime: 5 * 60_000,
  });

export const useUserProfile = (id: string) => useQuery(userProfileQuery(id));
