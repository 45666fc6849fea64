import { vocEndpoint } from '@prism/domain';
import type { z } from 'zod';
import { graphqlRequest } from '../../../lib/graphql-request';

/**
 * Sends one operation to the Voice of Customer GraphQL endpoint (spec 001 section 7) and returns
 * its data parsed with `dataSchema` (the shape the document selects). An operation the server
 * refused comes back as an `ApiError` carrying its status and code (see `graphqlRequest`).
 */
export function vocRequest<S extends z.ZodType>(
  document: string,
  variables: Record<string, unknown>,
  dataSchema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  return graphqlRequest(vocEndpoint, document, variables, dataSchema, signal);
}

/** The root of every Voice of Customer query key, so one invalidation refreshes the module. */
export const VOC_QUERY_KEY = 'voice-of-customer';
