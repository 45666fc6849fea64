import { getHelixRequirement as getHelixRequirementOperation, type OperationReply } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { helixKeys } from './helix-keys';

/** A released Helix version's frozen registry. */
export type HelixRequirement = OperationReply<typeof getHelixRequirementOperation>;

/** `GET /api/helix-requirement?version=`: what one released version requires. */
export async function getHelixRequirement(version: string, signal?: AbortSignal): Promise<HelixRequirement> {
  return apiCall(getHelixRequirementOperation, { query: { version } }, { signal });
}

export const helixRequirementQuery = (version: string) =>
  queryOptions({
    queryKey: helixKeys.requirement(version),
    queryFn: ({ signal }) => getHelixRequirement(version, signal),
    // A released version never changes.
    staleTime: Infinity,
  });

/** The requirement of `version`; waits while there is none to ask for. */
export const useHelixRequirement = (version: string | null) =>
  useQuery({ ...helixRequirementQuery(version ?? ''), enabled: version !== null });
