import { listDashboards, type DashboardScope, type DashboardSummary } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/dashboards?scope=…`: mine (the caller's own) or shared (shared ones plus mine). */
export async function getDashboards(
  scope: DashboardScope,
  signal?: AbortSignal,
): Promise<DashboardSummary[]> {
  return apiCall(listDashboards, { query: { scope } }, { signal });
}

export const dashboardKeys = {
  all: ['dashboards'] as const,
  list: (scope: DashboardScope) => [...dashboardKeys.all, 'list', scope] as const,
  detail: (id: string) => [...dashboardKeys.all, 'detail', id] as const,
};

export const dashboardsQuery = (scope: DashboardScope) =>
  queryOptions({
    queryKey: dashboardKeys.list(scope),
    queryFn: ({ signal }) => getDashboards(scope, signal),
  });

export const useDashboards = (scope: DashboardScope) => useQuery(dashboardsQuery(scope));
