import { groupSchema, type Group, type GroupInput } from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './get-groups';

/** `POST /api/groups/new`, or `PATCH /api/groups/:id` when `id` is given. */
export async function saveGroup({ id, input }: { id?: string; input: GroupInput }): Promise<Group> {
  const reply = id
    ? await apiRequest(`/api/groups/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
    : await apiRequest('/api/groups/new', { method: 'POST', body: input });
  return groupSchema.parse(reply);
}

/** Creates or edits a group; the group list is fetched again afterwards. */
export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
