import { listHelixVersions, type HelixVersionSummary } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { helixKeys } from './helix-keys';

export type { HelixVersionSummary };

/** `GET /api/helix-versions`: every released Helix version, newest first, with its changes. */
export async function getHelixVersions(signal?: AbortSignal): Promise<HelixVersionSummary[]> {
  return (await apiCall(listHelixVersions, {}, { signal })).versions;
}

export const helixVersionsQuery = () =>
  queryOptions({ queryKey: helixKeys.versions(), queryFn: ({ signal }) => getHelixVersions(signal) });

export const useHelixVersions = () => useQuery(helixVersionsQuery());
