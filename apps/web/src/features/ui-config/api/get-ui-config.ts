import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const uiLinkSchema = z.object({ id: z.string(), label: z.string(), url: z.string() });

/** `GET /api/ui-config`: the development banner and external tool links the server is configured with. */
const uiConfigSchema = z.object({
  devBanner: z.object({ text: z.string(), productionUrl: z.string() }).nullable(),
  toolLinks: z.array(uiLinkSchema),
  selfInstallLinks: z.array(uiLinkSchema),
});

export type UiConfig = z.infer<typeof uiConfigSchema>;
export type UiLink = z.infer<typeof uiLinkSchema>;

export async function getUiConfig(signal?: AbortSignal): Promise<UiConfig> {
  return uiConfigSchema.parse(await apiRequest('/api/ui-config', { signal }));
}

export const uiConfigKeys = { all: ['ui-config'] as const };

export const uiConfigQuery = () =>
  queryOptions({
    queryKey: uiConfigKeys.all,
    queryFn: ({ signal }) => getUiConfig(signal),
    // Configuration changes only with a restart.
    staleTime: Infinity,
  });

/** `enabled: false` for users outside the portal, who make no data calls. */
export const useUiConfig = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...uiConfigQuery(), enabled });
