import { updateUser as updateUserOperation, type User, type UserPatch } from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { userKeys } from './get-or-create-user';

/** `PATCH /api/users/:id`: favourites and avatar preferences; returns the saved user. */
export async function updateUser(id: string, patch: UserPatch): Promise<User> {
  return apiCall(updateUserOperation, { params: { id }, body: patch });
}

/** Saves part of the user's profile and puts the saved record in the profile cache. */
export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => updateUser(id, patch),
    onSuccess: (user) => queryClient.setQueryData(userKeys.profile(id), user),
  });
}
