import { getDashboard as getDashboardOperation, type Dashboard } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { dashboardKeys } from './get-dashboards';

/** `GET /api/dashboards/:id`: one dashboard with its charts. */
export async function getDashboard(id: string, signal?: AbortSignal): Promise<Dashboard> {
  return apiCall(getDashboardOperation, { params: { id } }, { signal });
}

export const dashboardQuery = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.detail(id),
    queryFn: ({ signal }) => getDashboard(id, signal),
  });

export const useDashboard = (id: string) => useQuery(dashboardQuery(id));
