import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryOnTooManyRequests } from './query-client';

describe('retryOnTooManyRequests', () => {
  it('retries a 429 twice, then gives up', () => {
    const tooMany = new ApiError(429, 'rate_limited', 'Slow down');
    expect(retryOnTooManyRequests(0, tooMany)).toBe(true);
    expect(retryOnTooManyRequests(1, tooMany)).toBe(true);
    expect(retryOnTooManyRequests(2, tooMany)).toBe(false);
  });

  it('does not retry other failures', () => {
    expect(retryOnTooManyRequests(0, new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(retryOnTooManyRequests(0, new ApiError(401, 'invalid_token', 'x'))).toBe(false);
    expect(retryOnTooManyRequests(0, new Error('x'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('reports a 401 from any query, and nothing else', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new ApiError(500, 'internal', 'x')) })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new ApiError(401, 'token_expired', 'x')) })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not refetch on window focus', () => {
    const client = createQueryClient({ onUnauthorized: () => undefined });
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
