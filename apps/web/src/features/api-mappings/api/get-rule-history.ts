import { getHistory, type HistoryEntry } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { apiMappingKeys } from './get-api-mappings';

/** Which history a rule's changes are under. */
export type RuleHistoryKind = 'API_SERVICE_MAPPING' | 'API_NAME_MAPPING';

/** `GET /api/history?entityKind=…&entityId=…`: a rule's changes, newest first. */
export async function getRuleHistory(
  entityKind: RuleHistoryKind,
  entityId: string,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const reply = await apiCall(getHistory, { query: { entityKind, entityId, limit: '100' } }, { signal });
  return reply.entries;
}

export const ruleHistoryQuery = (entityKind: RuleHistoryKind, entityId: string) =>
  queryOptions({
    queryKey: apiMappingKeys.history(entityKind, entityId),
    queryFn: ({ signal }) => getRuleHistory(entityKind, entityId, signal),
  });

/** One rule's change history. */
export const useRuleHistory = (entityKind: RuleHistoryKind, entityId: string) =>
  useQuery(ruleHistoryQuery(entityKind, entityId));
