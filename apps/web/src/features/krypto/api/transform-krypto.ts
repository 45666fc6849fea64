import {
  transformKrypto as transformKryptoOperation,
  type KryptoTransformRequest,
  type KryptoTransformResponse,
} from '@prism/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** POST /api/transformer: the rows with every value encrypted or decrypted, in the same order. */
export async function transformKrypto(input: KryptoTransformRequest): Promise<KryptoTransformResponse> {
  return apiCall(transformKryptoOperation, { body: input });
}

export const useTransformKrypto = () =>
  useMutation({ mutationKey: ['krypto', 'transform'], mutationFn: transformKrypto });
