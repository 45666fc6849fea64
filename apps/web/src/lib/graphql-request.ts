import type { GraphqlEndpointDeclaration } from '@prism/domain';
import type { z } from 'zod';
import { ApiError, apiGraphql } from './api-client';

/**
 * Sends one operation to a declared GraphQL endpoint and returns its data parsed with `dataSchema`
 * (the shape the document selects). An operation the server refused comes back as an
 * {@link ApiError} carrying its status and code (400 bad input, 403, 404, 409, 410; `extensions` of
 * docs/api.md), its message the server's own, so a page can show why. Every feature that reads a
 * GraphQL endpoint (Voice of Customer, the survey tool) calls it, so a refusal reads the same.
 */
export async function graphqlRequest<S extends z.ZodType>(
  endpoint: GraphqlEndpointDeclaration,
  document: string,
  variables: Record<string, unknown>,
  dataSchema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const reply = await apiGraphql(endpoint, { query: document, variables }, dataSchema, { signal });
  const error = reply.errors[0];
  if (error || reply.data === null) {
    throw new ApiError(
      error?.extensions?.status ?? 200,
      error?.extensions?.code ?? 'graphql_error',
      error?.message ?? `The ${endpoint.tag} server answered without data.`,
    );
  }
  return reply.data;
}
