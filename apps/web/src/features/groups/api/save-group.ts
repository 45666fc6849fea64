import { createGroup, updateGroup, type Group, type GroupInput } from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { groupKeys } from './get-groups';

/** `POST /api/groups/new`, or `PATCH /api/groups/:id` when `id` is given. */
export async function saveGroup({ id, input }: { id?: string; input: GroupInput }): Promise<Group> {
  return id ? apiCall(updateGroup, { params: { id }, body: input }) : apiCall(createGroup, { body: input });
}

/** Creates or edits a group; the group list is fetched again afterwards. */
export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
