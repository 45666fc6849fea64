import { parse, type OperationDefinitionNode } from 'graphql';
import { http, HttpResponse } from 'msw';

/**
 * A GraphQL endpoint for component tests: each root field of a document is answered by the
 * resolver of that name with the call's arguments (`getFeedback: (vars) => [...]`). A resolver
 * that throws a `GraphqlMockError` answers the way the server refuses (`errors` with
 * `extensions: {code, status}`); a field without a resolver fails the test loudly.
 *
 * `calls` records every operation (field and arguments), so a test can check what a page asked for.
 */
export type GraphqlResolver = (variables: Record<string, unknown>) => unknown;

/** Thrown by a resolver: the field is refused with this message, status and code. */
export class GraphqlMockError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly code = 'bad_request',
  ) {
    super(message);
  }
}

export interface GraphqlMockCall {
  field: string;
  variables: Record<string, unknown>;
}

/** The msw handler of the endpoint at `path` (`*` matches any origin) and the calls it saw. */
export function graphqlMock(path: string, resolvers: Record<string, GraphqlResolver>) {
  const calls: GraphqlMockCall[] = [];
  const handler = http.post(path, async ({ request }) => {
    const body = (await request.json()) as { query: string; variables?: Record<string, unknown> };
    const variables = body.variables ?? {};
    const operation = parse(body.query).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    );
    const data: Record<string, unknown> = {};
    const errors: { message: string; extensions: { code: string; status: number } }[] = [];
    for (const selection of operation?.selectionSet.selections ?? []) {
      if (selection.kind !== 'Field') continue;
      const field = selection.name.value;
      const key = selection.alias?.value ?? field;
      // Variables named in the field's arguments, by the argument's own name.
      const args: Record<string, unknown> = {};
      for (const argument of selection.arguments ?? []) {
        if (argument.value.kind === 'Variable')
          args[argument.name.value] = variables[argument.value.name.value];
      }
      calls.push({ field, variables: args });
      const resolver = resolvers[field];
      if (!resolver) throw new Error(`graphqlMock: no resolver for ${field}`);
      try {
        data[key] = await resolver(args);
      } catch (error) {
        if (!(error instanceof GraphqlMockError)) throw error;
        errors.push({ message: error.message, extensions: { code: error.code, status: error.status } });
      }
    }
    // A refused non-null root field nulls the whole `data`, as the server answers (docs/api.md).
    return HttpResponse.json(errors.length > 0 ? { data: null, errors } : { data });
  });
  return { handler, calls };
}
