import { deleteDashboard as deleteDashboardOperation } from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { dashboardKeys } from './get-dashboards';

/** `DELETE /api/dashboards/:id`. */
export async function deleteDashboard(id: string): Promise<void> {
  await apiCall(deleteDashboardOperation, { params: { id } });
}

/** Deletes a dashboard; its cached copy is dropped and the lists refetch. */
export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSuccess: (_reply, id) => queryClient.removeQueries({ queryKey: dashboardKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all, 'list'] }),
  });
}
