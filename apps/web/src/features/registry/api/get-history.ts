import { getHistory, type HistoryEntityKind, type HistoryEntry } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { registryKeys } from './get-registry';

/** `GET /api/history?entityKind=…&entityId=…`: one record's changes, newest first. */
export async function getRecordHistory(
  entityKind: HistoryEntityKind,
  entityId: string,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const reply = await apiCall(getHistory, { query: { entityKind, entityId } }, { signal });
  return reply.entries;
}

export const recordHistoryQuery = (entityKind: HistoryEntityKind, entityId: string) =>
  queryOptions({
    queryKey: registryKeys.history(entityKind, entityId),
    queryFn: ({ signal }) => getRecordHistory(entityKind, entityId, signal),
    enabled: entityId !== '',
  });

/** A registry record's change history. */
export const useRecordHistory = (entityKind: HistoryEntityKind, entityId: string) =>
  useQuery(recordHistoryQuery(entityKind, entityId));
