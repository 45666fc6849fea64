import { listApiNameMappings, type ApiMappingsReply } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const apiMappingKeys = {
  all: ['api-mappings'] as const,
  rules: () => [...apiMappingKeys.all, 'rules'] as const,
  unknowns: (input: object) => [...apiMappingKeys.all, 'unknowns', input] as const,
  history: (entityKind: string, entityId: string) =>
    [...apiMappingKeys.all, 'history', entityKind, entityId] as const,
};

/** `GET /api/api-name-mappings`: every rule, and which sources the user may edit. */
export function getApiMappings(signal?: AbortSignal): Promise<ApiMappingsReply> {
  return apiCall(listApiNameMappings, {}, { signal });
}

export const apiMappingsQuery = () =>
  queryOptions({ queryKey: apiMappingKeys.rules(), queryFn: ({ signal }) => getApiMappings(signal) });

/** The service and name rules. */
export const useApiMappings = () => useQuery(apiMappingsQuery());
