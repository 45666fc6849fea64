import { getUiConfig as getUiConfigOperation, type UiConfig, type UiLink } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type { UiConfig, UiLink };

/** `GET /api/ui-config`: the development banner and external tool links the server is configured with. */
export async function getUiConfig(signal?: AbortSignal): Promise<UiConfig> {
  return apiCall(getUiConfigOperation, {}, { signal });
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
