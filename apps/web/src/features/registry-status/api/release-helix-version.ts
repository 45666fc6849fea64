import { releaseHelixVersion as releaseHelixVersionOperation, type HelixVersionSummary } from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { helixKeys } from './helix-keys';

/** What a release sends: the version (the server's next one when left out) and its notes. */
export interface HelixReleaseInput {
  version?: string;
  notes: string;
}

/** `POST /api/helix-versions`: freezes the draft registry as a new Helix version. */
export async function releaseHelixVersion(input: HelixReleaseInput): Promise<HelixVersionSummary> {
  return apiCall(releaseHelixVersionOperation, { body: input });
}

/** Releases the draft; the versions, the draft's review and the decoders' comparison read again. */
export function useReleaseHelixVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHelixVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helixKeys.all }),
  });
}
