import { listApplications, type ApplicationsReply } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type ApplicationsList = ApplicationsReply;
/**
 * One application in full. Ids are not held to the app-id pattern here: the list also carries the
 * TVE entry, and a display should not fail over an id the server chose to store.
 */
export type ApplicationDetail = ApplicationsReply['details'][number];

/** `GET /api/applications`. */
export async function getApplications(signal?: AbortSignal): Promise<ApplicationsList> {
  return apiCall(listApplications, {}, { signal });
}

export const applicationKeys = {
  all: ['applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
};

export const applicationsQuery = () =>
  queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: ({ signal }) => getApplications(signal),
    // The catalogue changes rarely; one load per session is enough.
    staleTime: 10 * 60_000,
  });

export const useApplications = () => useQuery(applicationsQuery());
