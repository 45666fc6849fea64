import { createDashboard, updateDashboard, type Dashboard, type DashboardInput } from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { dashboardKeys } from './get-dashboards';

/** `POST /api/dashboards`, or `PUT /api/dashboards/:id` (the whole dashboard) when `id` is given. */
export async function saveDashboard({
  id,
  input,
}: {
  id?: string;
  input: DashboardInput;
}): Promise<Dashboard> {
  return id
    ? apiCall(updateDashboard, { params: { id }, body: input })
    : apiCall(createDashboard, { body: input });
}

/** Creates or replaces a dashboard; its cached copy becomes the answer and the lists refetch. */
export function useSaveDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDashboard,
    onSuccess: (dashboard) => queryClient.setQueryData(dashboardKeys.detail(dashboard.id), dashboard),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all, 'list'] }),
  });
}
