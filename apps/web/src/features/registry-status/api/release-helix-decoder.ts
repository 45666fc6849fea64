import { releaseHelixDecoder as releaseHelixDecoderOperation, type OperationRequest } from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import type { HelixDecoder } from './get-helix-decoders';
import { helixKeys } from './helix-keys';

/** A decoder release as recorded: platform, decoder version, the Helix version it decodes, notes. */
export type HelixDecoderInput = OperationRequest<typeof releaseHelixDecoderOperation>['body'];

/** `POST /api/helix-requirement/decoders`: records a platform decoder's release. */
export async function releaseHelixDecoder(input: HelixDecoderInput): Promise<HelixDecoder> {
  return apiCall(releaseHelixDecoderOperation, { body: input });
}

/** Records a decoder release; the decoder lists read again. */
export function useReleaseHelixDecoder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHelixDecoder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...helixKeys.all, 'decoders'] }),
  });
}
