import { getVersion as getVersionOperation } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Spec 000 section 9: the version is checked again every ten minutes. */
export const VERSION_CHECK_INTERVAL_MS = 600_000;

/** `GET /api/version`: the version the server is running. */
export async function getVersion(signal?: AbortSignal): Promise<string> {
  return (await apiCall(getVersionOperation, {}, { signal, withToken: false })).version;
}

/**
 * A failed check counts as up to date (spec 000 section 8): it is logged and answers `null`, so
 * the query never enters an error state and a retry waits for the next interval.
 */
async function getVersionOrNull(signal?: AbortSignal): Promise<string | null> {
  try {
    return await getVersion(signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Prism version check failed; treating this version as current.', error);
    return null;
  }
}

export const versionKeys = { current: ['version'] as const };

export const versionQuery = () =>
  queryOptions({
    queryKey: versionKeys.current,
    queryFn: ({ signal }) => getVersionOrNull(signal),
    refetchInterval: VERSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: VERSION_CHECK_INTERVAL_MS,
    retry: false,
  });

export const useServerVersion = () => useQuery(versionQuery());
