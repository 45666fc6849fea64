import {
  getSystemStatus as getSystemStatusOperation,
  type StoreState,
  type SystemStatus,
} from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type { StoreState, SystemStatus };

/** `GET /api/system/status`. */
export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiCall(getSystemStatusOperation, {}, { signal });
}

export const systemStatusKeys = {
  all: ['system-status'] as const,
};

/** Checked again every 30 s while the page is open, so a store going down shows without a reload. */
export const SYSTEM_STATUS_REFRESH_MS = 30_000;

export const systemStatusQuery = () =>
  queryOptions({
    queryKey: systemStatusKeys.all,
    queryFn: ({ signal }) => getSystemStatus(signal),
    refetchInterval: SYSTEM_STATUS_REFRESH_MS,
  });

export const useSystemStatus = () => useQuery(systemStatusQuery());
