import { findVisitByTrace, type DataSource, type TraceLocation } from '@prism/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { sequenceKeys } from './get-visit-sequence';

/** `GET /api/sequence?traceId=`: the visit and event a trace id was seen on (404 when none). */
export async function getTraceLocation(
  traceId: string,
  dataSource: DataSource | undefined,
  signal?: AbortSignal,
): Promise<TraceLocation> {
  return apiCall(findVisitByTrace, { query: { traceId, dataSource } }, { signal });
}

/** The trace search, asked once per submit (`queryClient.fetchQuery`). */
export const traceLocationQuery = (traceId: string, dataSource: DataSource | undefined) =>
  queryOptions({
    queryKey: sequenceKeys.trace(traceId, dataSource),
    queryFn: ({ signal }) => getTraceLocation(traceId, dataSource, signal),
    retry: false,
  });
