import { listHelixDecoders, type AppPlatformName, type HelixDecoder } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { helixKeys } from './helix-keys';

export type { HelixDecoder };

/** Which decoder releases to list: the latest per platform, or the releases of one decoder version. */
export interface HelixDecodersInput {
  latest?: boolean;
  decoderVersion?: string;
  platform?: AppPlatformName;
}

/** `GET /api/helix-requirement/decoders`: decoder releases, newest first. */
export async function getHelixDecoders(
  input: HelixDecodersInput,
  signal?: AbortSignal,
): Promise<HelixDecoder[]> {
  const query = {
    latest: input.latest === undefined ? undefined : input.latest ? ('true' as const) : ('false' as const),
    decoderVersion: input.decoderVersion,
    platform: input.platform,
  };
  return (await apiCall(listHelixDecoders, { query }, { signal })).decoders;
}

export const helixDecodersQuery = (input: HelixDecodersInput) =>
  queryOptions({
    queryKey: helixKeys.decoders(input),
    queryFn: ({ signal }) => getHelixDecoders(input, signal),
  });

export const useHelixDecoders = (input: HelixDecodersInput) => useQuery(helixDecodersQuery(input));
