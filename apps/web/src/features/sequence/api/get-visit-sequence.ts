import { getVisitSequence, type SequenceRange, type VisitSequenceReply } from '@prism/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Query keys of the sequence viewer's calls. */
export const sequenceKeys = {
  all: ['sequence'] as const,
  visit: (visitId: string, range: SequenceRange | null) =>
    [...sequenceKeys.all, 'visit', visitId, range] as const,
  trace: (traceId: string, dataSource: string | undefined) =>
    [...sequenceKeys.all, 'trace', traceId, dataSource] as const,
  recent: (input: object) => [...sequenceKeys.all, 'recent', input] as const,
};

/** `GET /api/sequence/:visitId`: a visit's events in order, narrowed to `range` when given. */
export async function getVisitSequenceReply(
  visitId: string,
  range: SequenceRange | null,
  signal?: AbortSignal,
): Promise<VisitSequenceReply> {
  const query = range ? { start: String(range.start), end: String(range.end) } : {};
  return apiCall(getVisitSequence, { params: { visitId }, query }, { signal });
}

/** One visit's events (in a range). */
export const visitSequenceQuery = (visitId: string, range: SequenceRange | null) =>
  queryOptions({
    queryKey: sequenceKeys.visit(visitId, range),
    queryFn: ({ signal }) => getVisitSequenceReply(visitId, range, signal),
    // A visit in progress still gains events; a minute old is fresh enough to read.
    staleTime: 60_000,
    // A 404 (no events stored) is an answer, not a blip to retry.
    retry: false,
  });

/** A visit's events; the previous range's rows stay on screen while a new range loads. */
export const useVisitSequence = (visitId: string, range: SequenceRange | null) =>
  useQuery({ ...visitSequenceQuery(visitId, range), placeholderData: keepPreviousData });
