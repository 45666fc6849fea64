import { getApiNameMappingUnknowns, type ApiUnknownsReply } from '@prism/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { apiMappingKeys } from './get-api-mappings';

/** The unknowns page's question: the entity's applications and the time menu's period. */
export interface ApiUnknownsInput {
  appIds: string[];
  period: string;
  periodOffset: number;
  origintz: string;
  environment?: string;
}

/** `GET /api/api-name-mappings/warp`: the calls no rule maps, most first. */
export function getApiUnknowns(input: ApiUnknownsInput, signal?: AbortSignal): Promise<ApiUnknownsReply> {
  return apiCall(
    getApiNameMappingUnknowns,
    {
      query: {
        'appIDs[]': input.appIds,
        period: input.period,
        periodOffset: String(input.periodOffset),
        origintz: input.origintz,
        ...(input.environment ? { environment: input.environment as 'production' | 'staging' } : {}),
      },
    },
    { signal },
  );
}

export const apiUnknownsQuery = (input: ApiUnknownsInput) =>
  queryOptions({
    queryKey: apiMappingKeys.unknowns(input),
    queryFn: ({ signal }) => getApiUnknowns(input, signal),
    enabled: input.appIds.length > 0,
    placeholderData: keepPreviousData,
  });

/** The unmapped calls of the entity's applications in the period. */
export const useApiUnknowns = (input: ApiUnknownsInput) => useQuery(apiUnknownsQuery(input));
