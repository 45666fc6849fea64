import { z } from 'zod';
import { CAPABILITY } from './roles';
import {
  errorReplySchema,
  type Access,
  type GraphqlEndpointDeclaration,
  type GraphqlOperation,
  type RestOperation,
} from './operation';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema (2020-12, what OpenAPI 3.1 uses), without its `$schema` line. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** Who may call, in words, for the reference. */
export function accessText(access: Access): string {
  if (access === 'public') return 'Open to anyone (no token).';
  if (access === 'signedIn') return 'Any signed-in caller (a valid bearer token).';
  const roles = (CAPABILITY[access] as readonly string[]).map((role) => `\`${role}\``).join(' or ');
  return `Needs a role containing ${roles} (capability \`${access}\`); 403 otherwise.`;
}

/** `/api/groups/:id` as OpenAPI writes it: `/api/groups/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function parametersOf(operation: RestOperation): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  const add = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return;
    const json = jsonSchemaOf(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
        ...(typeof property.description === 'string' ? { description: property.description } : {}),
      });
    }
  };
  add(operation.params, 'path');
  add(operation.query, 'query');
  return parameters;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function successResponse(operation: RestOperation): JsonSchema {
  const kind = operation.replyKind ?? 'json';
  if (kind === 'empty') return { description: 'Done; no body.' };
  if (kind === 'html') return { description: 'An HTML page.', content: { 'text/html': {} } };
  if (kind === 'redirect') return { description: 'A redirect (see Location).' };
  return {
    description: 'The answer.',
    content: { 'application/json': { schema: jsonSchemaOf(operation.reply, 'output') } },
  };
}

function restEntry(operation: RestOperation): JsonSchema {
  const status = String(operation.status ?? (operation.replyKind === 'empty' ? 204 : 200));
  const responses: Record<string, unknown> = {
    [status]: successResponse(operation),
    '400': errorResponse('Bad input: the message names the field and why.'),
  };
  if (operation.access !== 'public') {
    responses['401'] = errorResponse('No token, or a bad or expired one.');
    if (operation.access !== 'signedIn') responses['403'] = errorResponse('Your roles do not allow this.');
  }
  return {
    operationId: operation.id,
    summary: operation.summary,
    description: accessText(operation.access),
    tags: [operation.tag],
    security: operation.access === 'public' ? [] : [{ bearer: [] }],
    parameters: parametersOf(operation),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(operation.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

function graphqlEntry(
  endpoint: GraphqlEndpointDeclaration,
  fields: readonly GraphqlOperation[],
  path: string,
) {
  const list = fields
    .map((field) => `- \`${field.type} ${field.field}\`: ${field.summary} ${accessText(field.access)}`)
    .join('\n');
  const alias = path === endpoint.paths[0] ? '' : ` (the same endpoint as ${endpoint.paths[0]})`;
  return {
    operationId: path === endpoint.paths[0] ? endpoint.id : `${endpoint.id}${path.replace(/\W+/g, '_')}`,
    summary: `${endpoint.summary}${alias}`,
    description: `GraphQL: POST \`{query, variables, operationName}\`. ${accessText(endpoint.access)} Each field needs its own access; a document selecting a field you may not use is refused with 403. Documents are limited in depth and aliases.\n\n${list}`,
    tags: [endpoint.tag],
    security: [{ bearer: [] }],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['query'],
            properties: {
              query: { type: 'string' },
              variables: { type: 'object' },
              operationName: { type: 'string' },
            },
          },
        },
      },
    },
    responses: {
      '200': {
        description: 'GraphQL result: `data`, and `errors` beside partial data.',
        content: { 'application/json': { schema: { type: 'object' } } },
      },
      '400': {
        description: 'The document does not parse or validate, breaks a limit, or has bad variables.',
      },
      '401': errorResponse('No token, or a bad or expired one.'),
      '403': errorResponse('Your roles do not allow this.'),
    },
    'x-graphql-operations': fields.map(({ type, field, access }) => ({ type, field, access })),
  };
}

/** The OpenAPI 3.1 document of every declared operation, served at `/api/docs/openapi.json`. */
export function openApiDocument(input: {
  version: string;
  rest: readonly RestOperation[];
  graphqlEndpoints: readonly GraphqlEndpointDeclaration[];
  graphqlOperations: readonly GraphqlOperation[];
}): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of input.rest) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: restEntry(operation) };
  }
  for (const endpoint of input.graphqlEndpoints) {
    const fields = input.graphqlOperations.filter((operation) => operation.endpoint === endpoint.id);
    for (const path of endpoint.paths)
      paths[path] = { ...paths[path], post: graphqlEntry(endpoint, fields, path) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Prism API',
      version: input.version,
      description:
        'Every call the Prism portal makes, declared once. Send `Authorization: Bearer <token>` ' +
        '(embedded sign-in: `POST /auth/token {"username"}`). Errors are JSON ' +
        '`{"error": {"code", "message"}}` with the status that fits; 429 comes with `Retry-After`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchemaOf(errorReplySchema, 'output') },
    },
    paths,
  };
}
