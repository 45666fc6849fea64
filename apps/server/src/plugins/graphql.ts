import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  type GraphQLSchema,
  execute,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import { z } from 'zod';
import { requireAuth, requireCapability } from '../lib/authz';
import { AppError, parseInput } from '../lib/errors';
import type { AuthUser } from './auth';

/** What a resolver gets besides its arguments: the app's stores and the signed-in caller. */
export interface GraphqlContext {
  app: FastifyInstance;
  auth: AuthUser;
}

const requestSchema = z.object({
  query: z.string().min(1, 'query: a GraphQL document is required').max(100_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(256).nullish(),
});

export interface GraphqlEndpoint {
  /** Every path the endpoint answers POST on. */
  paths: readonly string[];
  schema: GraphQLSchema;
  /** Top-level fields, resolved from `(args, context)`. */
  rootValue: Record<string, (args: never, context: GraphqlContext) => unknown>;
}

/**
 * Resolver failures as GraphQL errors: an {@link AppError} keeps its message and code (the caller
 * sent something wrong); anything else is logged and reported without its internals.
 */
function errorOf(request: FastifyRequest, error: GraphQLError): GraphQLError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      path: error.path,
      extensions: { code: original.code, status: original.status },
    });
  }
  request.log.error({ err: original }, 'GraphQL resolver failed');
  return new GraphQLError('Internal error', { path: error.path, extensions: { code: 'internal_error' } });
}

/**
 * A GraphQL endpoint (POST {query, variables, operationName}) as one more door to the services:
 * the same bearer token and capability check as REST. A request that is not GraphQL at all is a
 * JSON 400; a document that does not parse or validate is a 400 with GraphQL `errors`; resolver
 * errors come back beside whatever data resolved (partial results).
 */
export function graphqlEndpoint(app: FastifyInstance, endpoint: GraphqlEndpoint): void {
  const documents = new Map<string, DocumentNode>();
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = requireAuth(request);
    requireCapability(auth, 'portal');
    const body = parseInput(requestSchema, request.body);

    let document = documents.get(body.query);
    if (!document) {
      try {
        document = parse(body.query);
      } catch (error) {
        return reply.status(400).send({ errors: [error as GraphQLError] });
      }
      const problems = validate(endpoint.schema, document, specifiedRules);
      if (problems.length > 0) return reply.status(400).send({ errors: problems });
      // Clients send a handful of fixed documents: remember them, within reason.
      if (documents.size < 200) documents.set(body.query, document);
    }

    const context: GraphqlContext = { app, auth };
    const result = (await execute({
      schema: endpoint.schema,
      document,
      rootValue: endpoint.rootValue,
      contextValue: context,
      variableValues: body.variables ?? undefined,
      operationName: body.operationName ?? undefined,
    })) as ExecutionResult;
    // Bad variables fail before any resolver runs and leave no data: that is bad input.
    if (result.errors && result.data === undefined) return reply.status(400).send({ errors: result.errors });
    return {
      data: result.data ?? null,
      ...(result.errors ? { errors: result.errors.map((error) => errorOf(request, error)) } : {}),
    };
  };
  for (const path of endpoint.paths) app.post(path, handler);
}
