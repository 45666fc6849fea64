import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const storeStateSchema = z.object({
  engine: z.string(),
  status: z.enum(['ok', 'down']),
  responseMs: z.number().nullable(),
});
export type StoreState = z.infer<typeof storeStateSchema>;

export const systemStatusSchema = z.object({
  version: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  nodeVersion: z.string(),
  authMode: z.enum(['embedded', 'oidc']),
  stores: z.object({ operational: storeStateSchema, analytics: storeStateSchema }),
  events: z.object({ client: z.number(), server: z.number() }).nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return systemStatusSchema.parse(await apiRequest('/api/system/status', { signal }));
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
