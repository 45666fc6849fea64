import { parse, type OperationDefinitionNode } from 'graphql';
import { http, HttpResponse } from 'msw';

/**
 * A Voice of Customer endpoint for component tests: each root field of a document is answered by
 * the resolver of that name with the call's variables (`getFeedback: (vars) => [...]`). A resolver
 * that throws a `VocMockError` answers the way the server refuses (`errors` with
 * `extensions: {code, status}`); a field without a resolver fails the test loudly.
 *
 * `calls` records every operation (field and variables), so a test can check what a page asked for.
 */
export type VocResolver = (variables: Record<string, unknown>) => unknown;

export class VocMockError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly code = 'bad_request',
  ) {
    super(message);
  }
}

export interface VocMockCall {
  field: string;
  variables: Record<string, unknown>;
}

export function vocGraphqlMock(resolvers: Record<string, VocResolver>) {
  const calls: VocMockCall[] = [];
  const handler = http.post('*/api/voice-of-customer/graphql', async ({ request }) => {
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
      if (!resolver) throw new Error(`vocGraphqlMock: no resolver for ${field}`);
      try {
        data[key] = await resolver(args);
      } catch (error) {
        if (!(error instanceof VocMockError)) throw error;
        errors.push({ message: error.message, extensions: { code: error.code, status: error.status } });
      }
    }
    // A refused non-null root field nulls the whole `data`, as the server answers (docs/api.md).
    return HttpResponse.json(errors.length > 0 ? { data: null, errors } : { data });
  });
  return { handler, calls };
}
