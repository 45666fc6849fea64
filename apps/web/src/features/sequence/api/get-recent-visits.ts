import { listRecentVisits, type DataSource, type RecentVisit } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { sequenceKeys } from './get-visit-sequence';

export interface RecentVisitsInput {
  dataSource: DataSource;
  /** One application's visits; the data source's when absent. */
  appId?: string;
  limit: number;
}

/** `GET /api/sequence/recent`: the newest visits, newest first. */
export async function getRecentVisits(
  input: RecentVisitsInput,
  signal?: AbortSignal,
): Promise<RecentVisit[]> {
  const reply = await apiCall(
    listRecentVisits,
    { query: { dataSource: input.dataSource, appId: input.appId, limit: String(input.limit) } },
    { signal },
  );
  return reply.visits;
}

/** The newest visits of the picked application or data source. */
export const recentVisitsQuery = (input: RecentVisitsInput) =>
  queryOptions({
    queryKey: sequenceKeys.recent(input),
    queryFn: ({ signal }) => getRecentVisits(input, signal),
    // New visits arrive all the time; a minute old is recent enough for a picker.
    staleTime: 60_000,
  });

/** The newest visits, for the search page's list. */
export const useRecentVisits = (input: RecentVisitsInput) => useQuery(recentVisitsQuery(input));
