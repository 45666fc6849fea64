import { deleteGroup as deleteGroupOperation } from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { groupKeys } from './get-groups';

/** `DELETE /api/groups/:id`. */
export async function deleteGroup(id: string): Promise<void> {
  await apiCall(deleteGroupOperation, { params: { id } });
}

/** Deletes a group; the group list is fetched again afterwards. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
