import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import {
  GRAPHQL_OPERATIONS,
  restOperation,
  type GraphqlEndpointDeclaration,
  type GraphqlOperation,
} from '@prism/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  GraphQLError,
  Kind,
  type GraphQLScalarType,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionNode,
} from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { z } from 'zod';
import { AppError, badRequest, forbidden } from '../lib/errors';
import { accessAllows, inputRefuse, operationRoute } from '../lib/operations';
import type { AuthUser } from './auth';

/** What a resolver gets besides its arguments: the app's stores and the signed-in caller. */
export interface GraphqlContext {
  app: FastifyInstance;
  auth: AuthUser;
}

/** Deepest selection a document may make: the deepest type Prism serves is four levels. */
export const GRAPHQL_MAX_DEPTH = 8;
/** Most aliases a document may use: enough for a page's real queries, not for 690 calls in one. */
export const GRAPHQL_MAX_ALIASES = 15;
/** Parsed and validated documents kept per endpoint (clients send a handful of fixed ones). */
const DOCUMENT_CACHE = 256;

const requestSchema = z
  .object({
    query: z.string().min(1, 'a GraphQL document is required').max(100_000),
    variables: z.record(z.string(), z.unknown()).nullish(),
    operationName: z.string().max(256).nullish(),
  })
  .strict();

export interface GraphqlEndpoint {
  declaration: GraphqlEndpointDeclaration;
  /** The declared fields of every endpoint (those of this endpoint are picked by its id). */
  operations?: readonly GraphqlOperation[];
  sdl: string;
  /** Top-level fields of each root type, resolved from `(args, context)`. */
  resolvers: Partial<Record<'Query' | 'Mutation', Record<string, FieldResolver>>>;
  /** Custom scalars the SDL declares (`scalar X`), by their names. */
  scalars?: readonly GraphQLScalarType[];
}

/** One top-level field: its arguments and the caller, nothing of GraphQL's own machinery. */
export type FieldResolver = (args: never, context: GraphqlContext) => unknown;

/** A GraphQL error as JSON, with the code and status of an {@link AppError} in its extensions. */
function graphqlErrorOf(error: GraphQLError): GraphQLError {
  const original = error.originalError;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      path: error.path,
      extensions: { code: original.code, status: original.status },
    });
  }
  if (!original || original instanceof GraphQLError) return error;
  return new GraphQLError('Internal error', { path: error.path, extensions: { code: 'internal_error' } });
}

/**
 * The fields an operation selects on its root type, through inline fragments and fragment spreads
 * too (`{ ... on Query { secret } }` selects `secret` as surely as `{ secret }`). Validation has
 * already refused fragment cycles and unknown fragments.
 */
function rootFields(
  selections: readonly SelectionNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  return selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return rootFields(selection.selectionSet.selections, fragments, seen);
    }
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet.selections, fragments, seen);
  });
}

/**
 * Refuses a document that selects a top-level field the caller's roles do not allow, or one that
 * has no declaration: the capability of each GraphQL operation comes from the same table as REST.
 */
function fieldsGate(declared: ReadonlyMap<string, GraphqlOperation>) {
  return (document: DocumentNode, operationName: string | undefined, auth: AuthUser) => {
    const fragments = new Map(
      document.definitions
        .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment]),
    );
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      if (operationName && definition.name?.value !== operationName) continue;
      for (const field of rootFields(definition.selectionSet.selections, fragments)) {
        const name = field.name.value;
        if (name.startsWith('__')) continue;
        const operation = declared.get(`${definition.operation}:${name}`);
        if (!operation) throw forbidden(`${name} is not a declared operation`);
        if (!accessAllows(auth, operation.access)) {
          throw forbidden(`Your roles do not allow ${name} (${operation.access} needed)`);
        }
      }
    }
  };
}

/**
 * A GraphQL endpoint through mercurius: the same bearer token and gate as REST (the endpoint's
 * access, then each top-level field's), parsed documents cached, depth and alias limits. A body
 * that is not GraphQL is a JSON 400; a document that does not parse, validate or pass the limits
 * is a 400 with GraphQL `errors`; resolver errors come back beside whatever data resolved
 * (partial results), an {@link AppError} keeping its message and code.
 */
export async function graphqlEndpoint(app: FastifyInstance, endpoint: GraphqlEndpoint): Promise<void> {
  const { declaration } = endpoint;
  const declared = new Map(
    (endpoint.operations ?? GRAPHQL_OPERATIONS)
      .filter((operation) => operation.endpoint === declaration.id)
      .map((operation) => [`${operation.type}:${operation.field}`, operation]),
  );
  const gate = fieldsGate(declared);
  const resolvers: IResolvers = Object.fromEntries([
    ...(endpoint.scalars ?? []).map((scalar) => [scalar.name, scalar]),
    ...Object.entries(endpoint.resolvers).map(([type, fields]) => [
      type,
      Object.fromEntries(
        Object.entries(fields).map(([field, resolve]) => [
          field,
          (_root: unknown, args: never, context: MercuriusContext & { auth: AuthUser }) => {
            // Arguments written inside the document never pass the JSON body's check.
            inputRefuse(field, args);
            return resolve(args, { app: context.app, auth: context.auth });
          },
        ]),
      ),
    ]),
  ]);

  await app.register(async (scope) => {
    await scope.register(mercurius, {
      schema: endpoint.sdl,
      resolvers,
      routes: false,
      cache: DOCUMENT_CACHE,
      // A document seen twice is compiled to JavaScript (graphql-jit): a table page's 25 items of 20
      // fields took 0.9 ms less to answer (docs/performance.md, Voice of Customer).
      jit: 1,
      queryDepth: GRAPHQL_MAX_DEPTH,
      // The rule throws by default, which reaches the caller as a 500; reported, it is a 400.
      validationRules: [
        maxAliasesRule({
          n: GRAPHQL_MAX_ALIASES,
          propagateOnRejection: false,
          onReject: [(context, error) => context?.reportError(error)],
        }),
      ],
      errorFormatter: (execution, context) => {
        const errors = (execution.errors ?? []).map(graphqlErrorOf);
        for (const error of execution.errors ?? []) {
          const original = error.originalError;
          if (original && !(original instanceof AppError) && !(original instanceof GraphQLError)) {
            context.reply.log.error({ err: original }, 'GraphQL resolver failed');
          }
        }
        return { statusCode: 200, response: { data: execution.data ?? null, errors } };
      },
    });
    // mercurius takes a query that does not parse as GraphQL for a JSON syntax tree (`"[]"` went
    // on to a 500): only documents parsed from GraphQL text are taken.
    scope.graphql.addHook('preValidation', async (_schema, document) => {
      const parsed = document as Partial<DocumentNode> | null;
      if (!parsed || parsed.kind !== Kind.DOCUMENT || !Array.isArray(parsed.definitions) || !parsed.loc) {
        throw badRequest('query: is not a GraphQL document');
      }
    });
    scope.graphql.addHook('preExecution', async (_schema, document, context) => {
      const { auth, operationName } = context as MercuriusContext & {
        auth: AuthUser;
        operationName?: string;
      };
      gate(document, operationName, auth);
    });

    for (const path of declaration.paths) {
      const operation = restOperation({
        id: path === declaration.paths[0] ? declaration.id : `${declaration.id}:${path}`,
        method: 'POST',
        path,
        summary: declaration.summary,
        tag: declaration.tag,
        access: declaration.access,
        ...(declaration.bodyLimit ? { bodyLimit: declaration.bodyLimit } : {}),
        body: requestSchema,
        reply: z.object({ data: z.unknown(), errors: z.array(z.unknown()).optional() }),
        replyKind: 'raw', // GraphQL's own answer, written as mercurius gives it
      });
      operationRoute(scope, operation, async ({ auth, input, reply }) => answer(reply, input.body, auth));
    }
  });
}

async function answer(
  reply: FastifyReply,
  body: z.infer<typeof requestSchema>,
  auth: AuthUser,
): Promise<FastifyReply> {
  const context = { auth, operationName: body.operationName ?? undefined };
  let result: ExecutionResult;
  try {
    result = (await reply.graphql(
      body.query,
      context as never,
      body.variables ?? undefined,
      body.operationName ?? undefined,
    )) as ExecutionResult;
  } catch (error) {
    // The gate's 403 and other AppErrors go to the one JSON error handler.
    if (error instanceof AppError) throw error;
    // A document that does not parse or validate, breaks a limit or has bad variables: bad input.
    const refused = (error as { errors?: unknown }).errors;
    if (Array.isArray(refused) && refused.length > 0) {
      return reply
        .status(400)
        .type('application/json')
        .send({ data: null, errors: refused.map(graphqlErrorJson) });
    }
    throw error;
  }
  return reply.type('application/json').send(result);
}

function graphqlErrorJson(error: unknown): { message: string } {
  if (error instanceof GraphQLError) return error.toJSON();
  return { message: error instanceof Error ? error.message : String(error) };
}
