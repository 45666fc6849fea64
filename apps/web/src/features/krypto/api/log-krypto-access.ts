import { logToolAccess, type KryptoOperation } from '@prism/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export interface KryptoAccessInput {
  userId: string;
  operation: KryptoOperation;
  roles: string[];
}

/** POST /api/user-access/:userId: one access-log entry for a Krypto action (spec 000 section 7). */
export async function logKryptoAccess({ userId, operation, roles }: KryptoAccessInput): Promise<void> {
  await apiCall(logToolAccess, {
    params: { userId },
    body: { tool: { name: 'krypto', operations: [operation] }, roles },
  });
}

export const useLogKryptoAccess = () =>
  useMutation({ mutationKey: ['krypto', 'access-log'], mutationFn: logKryptoAccess });
