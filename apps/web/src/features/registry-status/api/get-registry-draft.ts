import { getRegistry, type OperationReply } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { helixKeys } from './helix-keys';

/** The draft registry with its pending changes against the latest release. */
export type RegistryDraft = OperationReply<typeof getRegistry>;

/** `GET /api/helix-requirement/draft`. */
export async function getRegistryDraft(signal?: AbortSignal): Promise<RegistryDraft> {
  return apiCall(getRegistry, {}, { signal });
}

export const registryDraftQuery = () =>
  queryOptions({ queryKey: helixKeys.draft(), queryFn: ({ signal }) => getRegistryDraft(signal) });

export const useRegistryDraft = () => useQuery(registryDraftQuery());
