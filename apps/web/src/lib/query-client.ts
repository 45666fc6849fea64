import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { apiErrorIs } from './api-client';

/** Spec 000 section 7: on 429 the call is retried after 1 s, up to 2 times; nothing else is retried. */
export const RETRY_DELAY_MS = 1000;
export const RETRY_LIMIT = 2;

export function retryOnTooManyRequests(failureCount: number, error: unknown): boolean {
  return apiErrorIs(error, 429) && failureCount < RETRY_LIMIT;
}

export interface QueryClientOptions {
  /** Called when any call answers 401: the token expired or was refused, so the user must sign in again. */
  onUnauthorized: () => void;
}

export function createQueryClient({ onUnauthorized }: QueryClientOptions): QueryClient {
  const onError = (error: unknown) => {
    if (apiErrorIs(error, 401)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: retryOnTooManyRequests, retryDelay: RETRY_DELAY_MS },
      mutations: { retry: retryOnTooManyRequests, retryDelay: RETRY_DELAY_MS },
    },
  });
}
