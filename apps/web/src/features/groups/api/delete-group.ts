import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './get-groups';

/** `DELETE /api/groups/:id`. */
export async function deleteGroup(id: string): Promise<void> {
  await apiRequest(`/api/groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a group; the group list is fetched again afterwards. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
