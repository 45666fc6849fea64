import { verifyAccessToken as verifyAccessTokenOperation, type SessionUser } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_REPLY_UNEXPECTED, apiCall, ApiError } from '../../../lib/api-client';

export type { SessionUser };

/**
 * Verifies the token with the server; `null` when the reply is empty or names nobody ('Access token
 * invalid', spec 000 section 4). A refused token is a 401 {@link ApiError}.
 */
export async function verifyAccessToken(token: string): Promise<SessionUser | null> {
  try {
    return await apiCall(
      verifyAccessTokenOperation,
      { body: { authorization: `Bearer ${token}` } },
      { withToken: false },
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === API_REPLY_UNEXPECTED) return null;
    throw error;
  }
}

export const authKeys = {
  all: ['auth'] as const,
  verify: (token: string) => [...authKeys.all, 'verify', token] as const,
};

export const verifyAccessTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.verify(token),
    queryFn: () => verifyAccessToken(token),
    // A verified token stays verified for this page's life; any later 401 sends the user to sign in.
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useVerifyAccessToken = (token: string, enabled: boolean) =>
  useQuery({ ...verifyAccessTokenQuery(token), enabled });
