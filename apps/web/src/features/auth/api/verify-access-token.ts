import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in user as the verify call reports it (spec 000 section 3); token times are dropped. */
export const sessionUserSchema = z.object({
  id: z.string().min(1),
  pid: z.string(),
  email: z.string(),
  name: z.string().default(''),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Verifies the token with the server; `null` when the reply is empty or names nobody ('Access token invalid'). */
export async function verifyAccessToken(token: string): Promise<SessionUser | null> {
  const reply = await apiRequest('/api/tokens/access/verify', {
    method: 'POST',
    body: { authorization: `Bearer ${token}` },
    withToken: false,
  });
  const user = sessionUserSchema.safeParse(reply);
  return user.success ? user.data : null;
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
