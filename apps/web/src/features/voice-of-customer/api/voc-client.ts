import { vocEndpoint } from '@prism/domain';
import type { z } from 'zod';
import { ApiError, apiGraphql } from '../../../lib/api-client';

/**
 * Sends one operation to the Voice of Customer GraphQL endpoint (spec 001 section 7) and returns
 * its data parsed with `dataSchema` (the shape the document selects). An operation the server
 * refused comes back as an {@link ApiError} carrying its status and code (400 bad input, 403, 404,
 * 409, 410; `extensions` of docs/api.md), its message the server's own, so a page can show why.
 */
export async function vocRequest<S extends z.ZodType>(
  document: string,
  variables: Record<string, unknown>,
  dataSchema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const reply = await apiGraphql(vocEndpoint, { query: document, variables }, dataSchema, { signal });
  const error = reply.errors[0];
  if (error || reply.data === null) {
    throw new ApiError(
      error?.extensions?.status ?? 200,
      error?.extensions?.code ?? 'graphql_error',
      error?.message ?? 'The Voice of Customer server answered without data.',
    );
  }
  return reply.data;
}

/** The root of every Voice of Customer query key, so one invalidation refreshes the module. */
export const VOC_QUERY_KEY = 'voice-of-customer';
