import {
  kryptoTransformResponseSchema,
  type KryptoTransformRequest,
  type KryptoTransformResponse,
} from '@prism/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/transformer: the rows with every value encrypted or decrypted, in the same order. */
export async function transformKrypto(input: KryptoTransformRequest): Promise<KryptoTransformResponse> {
  return kryptoTransformResponseSchema.parse(
    await apiRequest('/api/transformer', { method: 'POST', body: input }),
  );
}

export const useTransformKrypto = () =>
  useMutation({ mutationKey: ['krypto', 'transform'], mutationFn: transformKrypto });
