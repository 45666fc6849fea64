import { getRegistry as getRegistryOperation, type OperationReply } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The draft registry: field definitions, event types, event cases and the changes not yet released. */
export type RegistryDraft = OperationReply<typeof getRegistryOperation>;

/** `GET /api/helix-requirement/draft`: the registry every page of the area reads. */
export async function getRegistry(signal?: AbortSignal): Promise<RegistryDraft> {
  return apiCall(getRegistryOperation, {}, { signal });
}

/** The area's query keys: every edit invalidates `all`, so lists, details and the draft agree. */
export const registryKeys = {
  all: ['registry'] as const,
  draft: () => [...registryKeys.all, 'draft'] as const,
  cases: (appIds: readonly string[]) => [...registryKeys.all, 'cases', [...appIds].sort()] as const,
  eventCase: (id: string) => [...registryKeys.all, 'case', id] as const,
  history: (kind: string, id: string) => [...registryKeys.all, 'history', kind, id] as const,
};

export const registryQuery = () =>
  queryOptions({ queryKey: registryKeys.draft(), queryFn: ({ signal }) => getRegistry(signal) });

export const useRegistry = () => useQuery(registryQuery());
